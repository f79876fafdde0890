import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { actions } from '@/lib/server/db/schema';
import type { ActionBody } from '@/lib/contracts/me';

/** Records one member action (spec §7: a layerVisit with empty data on each visit). */
export async function recordAction(db: Db, collectorId: number, body: ActionBody) {
  const [row] = await db
    .insert(actions)
    .values({ collectorId, step: body.step, data: body.data })
    .returning({ id: actions.id, createdAt: actions.createdAt });
  return row!;
}
