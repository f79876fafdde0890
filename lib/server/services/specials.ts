import 'server-only';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Special } from '@/lib/contracts/me';
import type { Db } from '@/lib/server/db/client';
import { specials } from '@/lib/server/db/schema';

/** Published specials that are running now (no start, or started; no end, or not yet over). */
export async function listSpecials(db: Db, now = new Date()): Promise<Special[]> {
  const rows = await db
    .select()
    .from(specials)
    .where(
      and(
        eq(specials.published, true),
        or(isNull(specials.startsAt), lte(specials.startsAt, now)),
        or(isNull(specials.endsAt), gt(specials.endsAt, now)),
      ),
    )
    .orderBy(asc(specials.position), asc(specials.id));
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    menu_link: s.menuLink,
    starts_at: s.startsAt?.toISOString() ?? null,
    ends_at: s.endsAt?.toISOString() ?? null,
    content: s.content,
  }));
}
