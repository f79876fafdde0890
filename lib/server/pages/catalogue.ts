import 'server-only';
import type { RaffleAudit, Reward, RewardDetail } from '@/lib/contracts/rewards';
import type { BadgeState, DailyRewardItem } from '@/lib/contracts/loyalty';
import type { publicConfig } from '@/lib/config';
import type { PreviewQuery, RewardPreview } from '@/lib/server/console/previews';
import type { SpecialPreview } from '@/lib/server/console/special-preview';
import type { SpecialDetail } from '@/lib/contracts/specials';
import type { Special } from '@/lib/contracts/me';
import type { PostDetail, PostList } from '@/lib/contracts/posts';
import type { FaqPageSection } from '@/lib/contracts/posts';
import type { NotificationPopup } from '@/lib/contracts/notifications';
import type { NotificationPreview } from '@/lib/server/console/notification-preview';

export type CategoryIds = ReturnType<typeof publicConfig>['categories'];
export type BadgeInfo = Omit<BadgeState, 'earned_at'>;
export type RaffleAuditPage = { title: string; audit: RaffleAudit };

/**
 * What pages show the same to every member, read by server components. server.ts registers the one
 * implementation (lib/server/pages/register.ts) over its database; the Next bundle itself holds no
 * database code.
 */
export type Catalogue = {
  categories: CategoryIds;
  /** The host app's URI scheme for deep links (`raeppli://open?entry=…`). */
  uriScheme: string;
  /** The build this process serves (what /builds/latest.json answers), so a page knows the build it was rendered by. */
  buildId: string | null;
  rewards(filter: { exclusive: boolean }): Promise<Reward[]>;
  /** The detail as an anonymous reader sees it (no `my`); null when there is no such published reward. */
  reward(id: number): Promise<RewardDetail | null>;
  /** A raffle's title and its public audit (GET /api/raffles/{id}/audit); null when there is no such published raffle. */
  raffleAudit(id: number): Promise<RaffleAuditPage | null>;
  badges(): Promise<BadgeInfo[]>;
  /** The items a daily reward is drawn from, in their order. */
  dailyRewardItems(): Promise<DailyRewardItem[]>;
  /** A reward's preview for an editor's signed link (its draft, if any); null when the link is not valid or has expired. */
  rewardPreview(link: PreviewQuery): Promise<RewardPreview | null>;
  /** A special's preview for an editor's signed link (its draft, if any); null when the link is not valid or has expired. */
  specialPreview(link: PreviewQuery): Promise<SpecialPreview | null>;
  /** A published special as a reader without a member sees it (GET /api/specials/{slug}); null when there is none. */
  special(slug: string): Promise<SpecialDetail | null>;
  /** The published specials running now, in their order (GET /api/specials); the widgets show the first. */
  runningSpecials(): Promise<Special[]>;
  /** The first page of posts members see, newest first (GET /api/posts). */
  posts(limit: number): Promise<PostList>;
  /** A post as GET /api/posts/{id} answers it; null when members may not see it (yet). */
  post(id: number): Promise<PostDetail | null>;
  /** The published FAQ, each answer also as plain text for the search box. */
  faq(): Promise<FaqPageSection[]>;
  /** An editor's popup members may be offered now (published, in its window); null otherwise. */
  notificationPopup(id: number): Promise<NotificationPopup | null>;
  /** An editor's popup for a signed preview link (its draft, if any); null when the link is not valid or has expired. */
  notificationPreview(link: PreviewQuery): Promise<NotificationPreview | null>;
};

const KEY = Symbol.for('raeppli.catalogue');

export function registerCatalogue(catalogue: Catalogue) {
  (globalThis as { [KEY]?: Catalogue })[KEY] = catalogue;
}

const EMPTY: Catalogue = {
  categories: { featured_reward: 0, raffle: 0, special: 0, special_post: 0, special_raffle: 0, fund: 0 },
  uriScheme: 'raeppli',
  buildId: null,
  rewards: async () => [],
  reward: async () => null,
  raffleAudit: async () => null,
  badges: async () => [],
  dailyRewardItems: async () => [],
  rewardPreview: async () => null,
  specialPreview: async () => null,
  special: async () => null,
  runningSpecials: async () => [],
  posts: async () => ({ items: [], next_cursor: null }),
  post: async () => null,
  faq: async () => [],
  notificationPopup: async () => null,
  notificationPreview: async () => null,
};

/**
 * The registered catalogue. `next build` renders pages without a database: it gets an empty
 * catalogue, and the page cache never serves what the build rendered. At run time a missing
 * registration is a defect (the page would be cached empty), so it fails loudly.
 */
export function catalogue(): Catalogue {
  const registered = (globalThis as { [KEY]?: Catalogue })[KEY];
  if (registered) return registered;
  if (process.env.NEXT_PHASE === 'phase-production-build') return EMPTY;
  throw new Error('No catalogue registered: pages are served by server.ts, which registers it at start.');
}
