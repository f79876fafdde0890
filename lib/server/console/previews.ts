import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { rewardInputSchema } from '@/lib/contracts/console';
import type { PreviewUrls } from '@/lib/contracts/media';
import type { Reward, RewardDetail } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { rewards } from '@/lib/server/db/schema';
import { raffleFigures, rewardJson, type RewardRow } from '@/lib/server/services/rewards';
import { columnsOf } from './rewards';

// Signed preview links (docs/console.md, Previews): an editor's link opens a reward's preview pages
// for one hour without a console session (a colleague or a phone can open it too), and nothing else.
// The signature is HMAC-SHA256 over (kind, id, expiry) under a key derived from SSO_SECRET.

export const PREVIEW_TTL_SECONDS = 60 * 60;
export type PreviewKind = 'rewards' | 'specials' | 'notifications';
/** A link's query as the page got it: anything may be missing or made up. */
export type PreviewQuery = { id?: string; exp?: string; sig?: string };

/**
 * HKDF-SHA256 of SSO_SECRET under its own label: one setting fewer to manage, while the derived key
 * signs nothing but previews, and a preview signature says nothing about SSO_SECRET or its hashes.
 */
const previewKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'raeppli', 'preview links v1', 32));

const signature = (secret: string, kind: PreviewKind, id: number, exp: number) =>
  createHmac('sha256', previewKey(secret)).update(`${kind}\n${id}\n${exp}`).digest();

export function signPreview(secret: string, kind: PreviewKind, id: number, exp: number): string {
  return signature(secret, kind, id, exp).toString('base64url');
}

/** The record id of a valid, unexpired link of this kind; null for anything else. */
export function verifyPreview(secret: string, kind: PreviewKind, q: PreviewQuery, now = new Date()): number | null {
  if (!q.id || !/^[1-9]\d{0,15}$/.test(q.id) || !q.exp || !/^\d{1,12}$/.test(q.exp) || !q.sig || !/^[\w-]{43}$/.test(q.sig)) return null;
  const id = Number(q.id);
  const exp = Number(q.exp);
  if (!Number.isSafeInteger(id) || exp * 1000 <= now.getTime()) return null;
  const given = Buffer.from(q.sig, 'base64url');
  const expected = signature(secret, kind, id, exp);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Signed addresses of one record's preview pages (`/preview/{kind}/{view}`) on SITE_URL, for an hour. */
export function signedPreviewUrls<V extends string>(
  config: Pick<Config, 'SSO_SECRET' | 'SITE_URL'>,
  kind: PreviewKind,
  id: number,
  views: readonly V[],
  now = new Date(),
) {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS;
  const sig = signPreview(config.SSO_SECRET, kind, id, exp);
  const url = (view: string) => {
    const u = new URL(`/preview/${kind}/${view}`, config.SITE_URL);
    u.search = new URLSearchParams({ id: String(id), exp: String(exp), sig }).toString();
    return u.toString();
  };
  return { urls: Object.fromEntries(views.map((v) => [v, url(v)])) as Record<V, string>, expires_at: new Date(exp * 1000).toISOString() };
}

/** GET /api/console/rewards/{id}/preview: the three preview pages of a reward, signed for an hour, on SITE_URL. */
export const rewardPreviewUrls = (config: Pick<Config, 'SSO_SECRET' | 'SITE_URL'>, id: number, now = new Date()): PreviewUrls =>
  signedPreviewUrls(config, 'rewards', id, ['detail', 'largecard', 'smallcard'] as const, now);

export type RewardPreview = {
  /** The detail as an anonymous reader would see it: no member figures, no redeem check. */
  detail: RewardDetail;
  card: Reward;
  /** What is shown: a published reward's pending edits, an unpublished reward, or what members see now. */
  shows: 'draft' | 'unpublished' | 'live';
  expiresAt: string;
};

/** The row as it will be once its draft is published (stock_left moved by what is taken, as publishing does). */
function withDraft(row: RewardRow): { row: RewardRow; draft: boolean } {
  const draft = row.draft ? rewardInputSchema.safeParse(row.draft) : null;
  if (!draft?.success) return { row, draft: false };
  const next = { ...row, ...columnsOf(draft.data) };
  const taken = row.stock !== null && row.stockLeft !== null ? row.stock - row.stockLeft : 0;
  const stockLeft = next.stock === null ? null : next.stock === row.stock ? row.stockLeft : Math.max(0, next.stock - taken);
  return { row: { ...next, stockLeft }, draft: true };
}

/** The page's reward for a valid link: its draft if there is one, else its fields; null for a bad link or no reward. */
export async function openRewardPreview(db: Db, secret: string, q: PreviewQuery, now = new Date()): Promise<RewardPreview | null> {
  const id = verifyPreview(secret, 'rewards', q, now);
  if (id === null) return null;
  const [found] = await db.select().from(rewards).where(eq(rewards.id, id));
  if (!found) return null;
  const { row: r, draft } = withDraft(found);
  // The committed seed's hash, as a member's first view would make it.
  const raffle = r.type === 'raffle' ? await raffleFigures(db, r) : null;
  const card = rewardJson(r, now);
  const detail: RewardDetail = {
    ...card,
    details: r.details,
    valid_days: r.validDays,
    special_slug: r.specialSlug,
    today_door: null,
    raffle,
    fund: r.type === 'fund' ? { goal: r.fundGoal, total: r.fundTotal } : null,
    redeem: { blocker: null, message: null, details: null, required_contact: [], unit_cost: r.cost, max_units: null },
    my: null,
  };
  return { detail, card, shows: draft ? 'draft' : found.published ? 'live' : 'unpublished', expiresAt: new Date(Number(q.exp) * 1000).toISOString() };
}
