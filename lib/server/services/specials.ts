import 'server-only';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Special } from '@/lib/contracts/me';
import type { SpecialDetail } from '@/lib/contracts/specials';
import type { Db } from '@/lib/server/db/client';
import { specials } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import type { SpecialRow } from './special-kinds';
import { specialKinds } from './specials/registry';

const specialJson = (s: SpecialRow): Special => ({
  id: s.id,
  slug: s.slug,
  title: s.title,
  menu_link: s.menuLink,
  starts_at: s.startsAt?.toISOString() ?? null,
  ends_at: s.endsAt?.toISOString() ?? null,
  content: s.content,
});

/** Published specials that are running now (no start, or started; no end, or not yet over). */
export async function listSpecials(db: Db, now = new Date()): Promise<Special[]> {
  const rows = await db
    .select()
    .from(specials)
    .where(and(eq(specials.published, true), or(isNull(specials.startsAt), lte(specials.startsAt, now)), or(isNull(specials.endsAt), gt(specials.endsAt, now))))
    .orderBy(asc(specials.position), asc(specials.id));
  return rows.map(specialJson);
}

/**
 * GET /api/specials/{slug}: a published special — before, while and after it runs — with its kind's
 * part for the member (collectorId null: none); SPECIAL_NOT_FOUND for an unknown or unpublished slug.
 */
export async function specialDetail(db: Db, config: Config, slug: string, collectorId: number | null, now = new Date()): Promise<SpecialDetail> {
  const [row] = await db
    .select()
    .from(specials)
    .where(and(eq(specials.slug, slug), eq(specials.published, true), isNull(specials.archivedAt)));
  if (!row) throw new ApiError('SPECIAL_NOT_FOUND');
  return specialOfRow(db, config, row, collectorId, now);
}

/** A special's row as GET /api/specials/{slug} answers it (also the console's preview of a draft). */
export async function specialOfRow(db: Db, config: Config, row: SpecialRow, collectorId: number | null, now = new Date()): Promise<SpecialDetail> {
  const kind = specialKinds[row.kind];
  const detail = kind ? await kind.detail({ db, special: row, collectorId, now, config }) : {};
  return { ...specialJson(row), kind: row.kind, detail };
}
