import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { redirectRules } from '@/lib/server/db/schema';
import type { RedirectRule } from '@/lib/domain/redirects';

export async function listRedirectRules(db: Db): Promise<RedirectRule[]> {
  const rows = await db.select().from(redirectRules).orderBy(asc(redirectRules.path));
  return rows.map((r) => ({ path: r.path, target: r.target, permanent: r.permanent }));
}
