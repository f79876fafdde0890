import type { ContentInput, ContentResource } from '@/lib/contracts/console-content';
import { SEGMENT_KINDS } from '@/lib/contracts/games';
import { VOUCHER_GIVES } from '@/lib/contracts/vouchers';
import { VOUCHER_KINDS } from '@/lib/domain/vouchers';
import { SPECIAL_KINDS } from '@/lib/contracts/specials';
import { AUDIENCES } from '@/lib/domain/notifications';

// What the console's content pages show of each resource (docs/console.md, Content pages): one
// generic list and editor, driven by these descriptors. Labels and help texts are
// messages/de.json `console.content.resources.{resource}.fields|hints.{name}` (test: resources.test.ts).

export type FieldKind =
  /** One line; `nullable`: empty is null. */
  | 'text'
  | 'textarea'
  | 'number'
  /** Empty is null (no limit). */
  | 'nullableNumber'
  | 'checkbox'
  /** ISO 8601 with offset, edited in the editor's time zone; empty is null. */
  | 'datetime'
  /** An address with "Bild hochladen" (picture-field.tsx); `nullable`: empty is null. */
  | 'picture'
  /** A badge's rule: none, stepCount, streak or spendCount, and its fields. */
  | 'badgeRule'
  /** JSON edited as text, checked by the contract (a special's content). */
  | 'json'
  /** One of `options`, each labelled in messages (…options.{field}.{value}). */
  | 'select'
  /** A reward chosen by its title from the console's rewards (reward-field.tsx); holds its id, empty is null. */
  | 'reward'
  /** A quiz's questions and their answers (quiz-questions.tsx). */
  | 'quizQuestions'
  /** Markdown with a live preview rendered by the server as members get it (markdown-field.tsx). */
  | 'markdown'
  /** An FAQ section's questions: anchor, question and Markdown answer, in order (faq-items.tsx). */
  | 'faqItems'
  /** A Black Week's prices or a resolutions week's goals, as rows (special-config.tsx). */
  | 'specialConfig';

export type Field = {
  name: string;
  kind: FieldKind;
  required?: boolean;
  nullable?: boolean;
  wide?: boolean;
  /** Fixed once created: hosts send an earning rule's step, so another step is another rule. */
  fixed?: boolean;
  /** A select's values. */
  options?: readonly string[];
  /** Shown, and sent, only while another field holds one of these values; otherwise it is null. */
  when?: { field: string; is: readonly string[] };
};

export type ResourceView<R extends ContentResource = ContentResource> = {
  /** The field that names an item: the list's link and the editor's confirmations. */
  name: string;
  /** The list's other columns (field names). */
  columns: string[];
  /** Columns the list computes after those (their cells: list-extras.tsx), headed by columns.{name}. */
  computed?: string[];
  fields: Field[];
  /** A new item's starting values. */
  empty: ContentInput<R>;
};

const position: Field = { name: 'position', kind: 'number' };

export const RESOURCE_VIEWS: { [R in ContentResource]: ResourceView<R> } = {
  'earning-rules': {
    name: 'step',
    columns: ['reason', 'points', 'daily_cap', 'weekly_cap', 'lifetime_cap'],
    fields: [
      { name: 'step', kind: 'text', required: true, fixed: true },
      { name: 'reason', kind: 'text', required: true },
      { name: 'points', kind: 'number', required: true },
      { name: 'daily_cap', kind: 'nullableNumber' },
      { name: 'weekly_cap', kind: 'nullableNumber' },
      { name: 'lifetime_cap', kind: 'nullableNumber' },
      { name: 'dedupe_field', kind: 'text', nullable: true },
      position,
    ],
    empty: { step: '', points: 5, reason: '', daily_cap: null, weekly_cap: null, lifetime_cap: null, dedupe_field: null, position: 0 },
  },
  levels: {
    name: 'name',
    columns: ['position', 'threshold'],
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'position', kind: 'number', required: true },
      { name: 'threshold', kind: 'number', required: true },
      { name: 'image_url', kind: 'picture', nullable: true },
    ],
    empty: { position: 1, name: '', threshold: 0, image_url: null },
  },
  badges: {
    name: 'name',
    columns: ['slug', 'rule', 'position'],
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'slug', kind: 'text', required: true },
      { name: 'description', kind: 'text', required: true, wide: true },
      position,
      { name: 'image_url', kind: 'picture', required: true },
      { name: 'rule', kind: 'badgeRule' },
    ],
    empty: { slug: '', name: '', description: '', image_url: '', position: 0, rule: null },
  },
  'daily-rewards': {
    name: 'title',
    columns: ['points', 'weight', 'position'],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'text', required: true, wide: true },
      { name: 'points', kind: 'number', required: true },
      { name: 'weight', kind: 'number', required: true },
      position,
      { name: 'image_url', kind: 'picture', nullable: true },
    ],
    empty: { title: '', description: '', points: 10, weight: 1, image_url: null, position: 0 },
  },
  redirects: {
    name: 'path',
    columns: ['target', 'permanent'],
    fields: [
      { name: 'path', kind: 'text', required: true },
      { name: 'target', kind: 'text', required: true },
      { name: 'permanent', kind: 'checkbox', wide: true },
    ],
    empty: { path: '', target: '', permanent: false },
  },
  specials: {
    name: 'title',
    columns: ['slug', 'kind', 'starts_at', 'ends_at'],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'slug', kind: 'text', required: true },
      { name: 'kind', kind: 'select', options: SPECIAL_KINDS, required: true },
      { name: 'menu_link', kind: 'text', nullable: true },
      position,
      { name: 'starts_at', kind: 'datetime' },
      { name: 'ends_at', kind: 'datetime' },
      // The settings of the kinds that have some (lib/contracts/specials.ts, specialConfigSchemas).
      { name: 'config', kind: 'specialConfig', wide: true, when: { field: 'kind', is: ['black_week', 'resolutions'] } },
      { name: 'content', kind: 'json', wide: true },
    ],
    empty: { slug: '', title: '', menu_link: null, content: [], starts_at: null, ends_at: null, position: 0, kind: 'page', config: {} },
  },
  'prizewheel-segments': {
    name: 'label',
    // In their order on the wheel (position), so the list needs no column for it.
    columns: ['kind', 'amount', 'weight', 'daily_budget'],
    computed: ['share'],
    fields: [
      { name: 'label', kind: 'text', required: true },
      { name: 'kind', kind: 'select', options: SEGMENT_KINDS, required: true },
      { name: 'amount', kind: 'number', required: true, when: { field: 'kind', is: ['points'] } },
      { name: 'reward_id', kind: 'reward', required: true, wide: true, when: { field: 'kind', is: ['pass', 'reward'] } },
      { name: 'weight', kind: 'number', required: true },
      { name: 'daily_budget', kind: 'nullableNumber' },
      position,
      { name: 'image_url', kind: 'picture', nullable: true },
    ],
    empty: { label: '', kind: 'points', amount: 10, reward_id: null, weight: 10, daily_budget: null, image_url: null, position: 0 },
  },
  quizzes: {
    name: 'title',
    columns: ['starts_at', 'ends_at', 'questions', 'reward_points', 'trial'],
    fields: [
      { name: 'title', kind: 'text', required: true },
      position,
      { name: 'teaser', kind: 'textarea', required: true },
      { name: 'starts_at', kind: 'datetime' },
      { name: 'ends_at', kind: 'datetime' },
      { name: 'pass_mark', kind: 'number', required: true },
      { name: 'reward_points', kind: 'number', required: true },
      { name: 'trial', kind: 'checkbox' },
      { name: 'image_url', kind: 'picture', nullable: true },
      { name: 'questions', kind: 'quizQuestions', wide: true },
    ],
    empty: {
      title: '',
      teaser: '',
      image_url: null,
      starts_at: null,
      ends_at: null,
      questions: [
        {
          id: 1,
          text: '',
          multiple: false,
          image_url: null,
          answers: [
            { id: 1, text: '', correct: true },
            { id: 2, text: '', correct: false },
          ],
        },
      ],
      pass_mark: 1,
      reward_points: 10,
      trial: false,
      position: 0,
    },
  },
  'voucher-campaigns': {
    name: 'title',
    columns: ['kind', 'starts_at', 'ends_at'],
    computed: ['redeemed'],
    fields: [
      { name: 'title', kind: 'text', required: true, wide: true },
      { name: 'kind', kind: 'select', options: VOUCHER_KINDS, required: true, fixed: true },
      { name: 'gives', kind: 'select', options: VOUCHER_GIVES, required: true },
      { name: 'points', kind: 'number', required: true, when: { field: 'gives', is: ['points'] } },
      { name: 'reward_id', kind: 'reward', required: true, wide: true, when: { field: 'gives', is: ['reward'] } },
      { name: 'starts_at', kind: 'datetime', required: true },
      { name: 'ends_at', kind: 'datetime', required: true },
      { name: 'max_redemptions', kind: 'nullableNumber' },
      { name: 'per_member_limit', kind: 'nullableNumber', when: { field: 'kind', is: ['single'] } },
      position,
    ],
    empty: {
      title: '',
      kind: 'single',
      gives: 'points',
      points: 50,
      reward_id: null,
      starts_at: '',
      ends_at: '',
      max_redemptions: null,
      per_member_limit: 1,
      position: 0,
    },
  },
  posts: {
    name: 'title',
    columns: ['publish_at'],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'publish_at', kind: 'datetime' },
      { name: 'teaser', kind: 'textarea', required: true },
      { name: 'image_url', kind: 'picture', nullable: true },
      { name: 'body', kind: 'markdown', required: true, wide: true },
      { name: 'links', kind: 'json', wide: true },
    ],
    empty: { title: '', teaser: '', image_url: null, body: '', publish_at: null, links: [] },
  },
  faq: {
    name: 'title',
    columns: ['position', 'items'],
    fields: [{ name: 'title', kind: 'text', required: true }, position, { name: 'items', kind: 'faqItems', wide: true }],
    empty: { title: '', position: 0, items: [{ slug: '', question: '', answer: '' }] },
  },
  notifications: {
    name: 'title',
    columns: ['audience', 'starts_at', 'ends_at'],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'audience', kind: 'select', options: AUDIENCES, required: true },
      { name: 'text', kind: 'textarea', required: true, wide: true },
      { name: 'action_label', kind: 'text', nullable: true },
      { name: 'action_href', kind: 'text', nullable: true },
      { name: 'starts_at', kind: 'datetime' },
      { name: 'ends_at', kind: 'datetime' },
      position,
      { name: 'image_url', kind: 'picture', nullable: true },
    ],
    empty: { title: '', text: '', image_url: null, action_label: null, action_href: null, audience: 'everyone', starts_at: null, ends_at: null, position: 0 },
  },
};

export const BADGE_RULE_TYPES = ['stepCount', 'streak', 'spendCount'] as const;
export const SPEND_KINDS = ['reward', 'donation', 'raffle'] as const;

/** The resource named by a page's address, or null. */
export const contentResource = (segment: string): ContentResource | null => (segment in RESOURCE_VIEWS ? (segment as ContentResource) : null);
