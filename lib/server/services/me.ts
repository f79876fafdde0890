import 'server-only';
import type { Config } from '@/lib/config';
import messages from '@/messages/de.json';
import type { Me } from '@/lib/contracts/me';
import type { DailyRewardWon } from '@/lib/contracts/loyalty';
import { businessDay } from '@/lib/domain/business-time';
import { anonymousStanding, levelStanding, type LevelDef } from '@/lib/domain/levels';
import type { Db } from '@/lib/server/db/client';
import { loadQuery, rawRows } from '@/lib/server/db/raw';
import { avatarUrl } from '@/lib/server/sso/avatars';
import { ApiError } from '@/lib/server/errors';

export const CURRENCY_NAME = messages.app.currency;

export function currencyOf(config: Config) {
  return { basename: CURRENCY_NAME, media: [{ url: new URL('/raeppli.svg', config.SITE_URL).toString() }] };
}

type LevelRow = { id: number; position: number; name: string; threshold: number; image_url: string | null };
type MeRow = {
  collector_token: string;
  lang: string;
  points_available: number;
  lifetime_earned: number;
  anonymous: boolean;
  merged: boolean;
  meta: Record<string, unknown>;
  username: string | null;
  avatar_key: string | null;
  levels: LevelRow[];
  badges: { id: number; slug: string; name: string; description: string; image_url: string; earned_at: string }[];
  retirement: { date: string; points: number } | null;
  daily_reward: (Omit<DailyRewardWon, 'won_at'> & { won_at: string }) | null;
};

const ME_SQL = loadQuery('me');
const iso = (d: string) => new Date(d).toISOString();
const toDef = (l: LevelRow): LevelDef & { image_url: string | null } => ({ ...l, imageUrl: l.image_url });
const toLevel = (l: LevelDef & { image_url: string | null }) => ({
  id: l.id,
  position: l.position,
  name: l.name,
  threshold: l.threshold,
  image_url: l.image_url,
});

/** GET /api/me for a collector token, in one database read; undefined for an unknown token. */
export async function meByToken(db: Db, config: Config, token: string): Promise<Me | undefined> {
  if (token.length > 128) return undefined;
  const [row] = await rawRows<{ me: MeRow }>(db, ME_SQL, [token, businessDay(new Date(), config.TIMEZONE)]);
  if (!row) return undefined;
  const m = row.me;
  // A token merged into an account shows nothing of it (the wrapper's rule, lib/server/http/wrapper.ts).
  if (m.merged) throw new ApiError('COLLECTOR_MERGED');
  // Anonymous members do not level up: they stay on the first level until they log in; their
  // next level is the second, what logging in brings (docs/api.md, `next_level`).
  const standing = (m.anonymous ? anonymousStanding : levelStanding)(m.levels.map(toDef), Number(m.lifetime_earned));
  return {
    collector_token: m.collector_token,
    lang: m.lang,
    points_available: Number(m.points_available),
    anonymous: m.anonymous,
    username: m.username,
    avatar_url: m.avatar_key ? avatarUrl(m.avatar_key) : null,
    level: standing.level ? toLevel(standing.level) : null,
    next_level: standing.next ? { ...toLevel(standing.next), missing: standing.next.missing, progress: standing.next.progress } : null,
    badges: m.badges.map((b) => ({ ...b, earned_at: iso(b.earned_at) })),
    // Keys starting with "_" are internal markers (the demo members'), not member meta.
    meta: Object.entries(m.meta)
      .filter(([key]) => !key.startsWith('_'))
      .map(([key, value]) => ({ key, value })),
    currency: currencyOf(config),
    customer: { uri_scheme: config.URI_SCHEME },
    points_retirement: m.retirement ? { points: Number(m.retirement.points), date: iso(m.retirement.date) } : null,
    daily_reward: m.daily_reward ? { ...m.daily_reward, won_at: iso(m.daily_reward.won_at) } : null,
  };
}
