import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { redirectRules } from '@/lib/server/db/schema';
import type { RedirectRule } from '@/lib/domain/redirects';

export async function listRedirectRules(db: Db): Promise<RedirectRule[]> {
  const rows = await db.select().from(redirectRules).where(eq(redirectRules.published, true)).orderBy(asc(redirectRules.path));
  return rows.map((r) => ({ path: r.path, target: r.target, permanent: r.permanent }));
}
