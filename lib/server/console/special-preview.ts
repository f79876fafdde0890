import 'server-only';
import { eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { specialInputSchema } from '@/lib/contracts/console-content';
import type { SpecialDetail } from '@/lib/contracts/specials';
import type { Db } from '@/lib/server/db/client';
import { specials } from '@/lib/server/db/schema';
import { specialOfRow } from '@/lib/server/services/specials';
import { contentSpecs } from './content-specs';
import { signedPreviewUrls, verifyPreview, type PreviewQuery } from './previews';

// A special's preview page (docs/console.md, Previews): `/preview/specials/special`, signed like a
// reward's, showing the special's draft if it has one, as a reader without a member sees it.

/** GET /api/console/specials/{id}/preview: the special's preview page, signed for an hour, on SITE_URL. */
export const specialPreviewUrls = (config: Pick<Config, 'SSO_SECRET' | 'SITE_URL'>, id: number, now = new Date()) =>
  signedPreviewUrls(config, 'specials', id, ['special'] as const, now);

export type SpecialPreview = { special: SpecialDetail; shows: 'draft' | 'unpublished' | 'live' };

/** The page's special for a valid link: its draft if there is one, else its fields; null for a bad link or no special. */
export async function openSpecialPreview(db: Db, config: Config, q: PreviewQuery, now = new Date()): Promise<SpecialPreview | null> {
  const id = verifyPreview(config.SSO_SECRET, 'specials', q, now);
  if (id === null) return null;
  const [found] = await db.select().from(specials).where(eq(specials.id, id));
  if (!found) return null;
  const draft = found.draft ? specialInputSchema.safeParse(found.draft) : null;
  const row = draft?.success ? { ...found, ...contentSpecs.specials.toColumns(draft.data) } : found;
  return {
    special: await specialOfRow(db, config, row as typeof found, null, now),
    shows: draft?.success ? 'draft' : found.published ? 'live' : 'unpublished',
  };
}
