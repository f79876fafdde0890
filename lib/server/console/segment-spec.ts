import 'server-only';
import { segmentInputSchema, type SegmentInput } from '@/lib/contracts/games';
import { and, eq, isNull } from 'drizzle-orm';
import { validationText } from '@/lib/contracts/zod-de';
import { rewardFitsSegment } from '@/lib/domain/prizewheel';
import { prizewheelSegments, rewards } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import type { ContentSpec } from './content';

// The prize wheel's segments as a console content resource (docs/games.md, Prize wheel; the engine:
// content.ts). A published segment is on the wheel from the next spin on.

type Row = Record<string, unknown>;

export const segmentSpec: ContentSpec<SegmentInput> = {
  resource: 'prizewheel_segment',
  table: prizewheelSegments,
  key: prizewheelSegments.id,
  keyField: 'id',
  parseKey: (raw) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null),
  publishedField: 'published',
  publishedColumn: prizewheelSegments.published,
  archivedColumn: prizewheelSegments.archivedAt,
  search: [prizewheelSegments.label, prizewheelSegments.kind],
  order: [prizewheelSegments.position, prizewheelSegments.id],
  input: segmentInputSchema,
  toInput: (r: Row) => ({
    label: r.label as string,
    kind: r.kind as SegmentInput['kind'],
    amount: r.amount as number | null,
    reward_id: r.rewardId as number | null,
    weight: r.weight as number,
    daily_budget: r.dailyBudget as number | null,
    image_url: r.imageUrl as string | null,
    position: r.position as number,
  }),
  toColumns: (i: SegmentInput) => ({
    label: i.label,
    kind: i.kind,
    amount: i.amount,
    rewardId: i.reward_id,
    weight: i.weight,
    dailyBudget: i.daily_budget,
    imageUrl: i.image_url,
    position: i.position,
  }),
  // A pass segment gives a pass (a reward delivered as «custom»), a reward segment a prize to buy.
  checkInput: async (tx, i) => {
    if (i.reward_id === null) return;
    const [reward] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, i.reward_id), isNull(rewards.archivedAt)));
    if (!reward || !rewardFitsSegment(i.kind, reward))
      throw new ApiError('VALIDATION_FAILED', [{ path: 'reward_id', message: validationText.segmentRewardMissing }]);
  },
};
