import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { voucherCampaignInputSchema, type VoucherCampaignInput } from '@/lib/contracts/vouchers';
import { validationText } from '@/lib/contracts/zod-de';
import { rewards, voucherCampaigns } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { rewardFitsVoucher } from '@/lib/domain/vouchers';
import type { ContentSpec } from './content';

// Voucher campaigns as a console content resource (docs/vouchers.md, Console; the engine:
// content.ts). A published campaign's codes can be redeemed within its window; edits to it wait
// as a draft until published. Codes are made by POST …/{id}/codes (vouchers.ts).

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v as Date).toISOString();

export const voucherCampaignSpec: ContentSpec<VoucherCampaignInput> = {
  resource: 'voucher_campaign',
  table: voucherCampaigns,
  key: voucherCampaigns.id,
  keyField: 'id',
  parseKey: (raw) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null),
  publishedField: 'published',
  publishedColumn: voucherCampaigns.published,
  archivedColumn: voucherCampaigns.archivedAt,
  search: [voucherCampaigns.title],
  order: [voucherCampaigns.position, voucherCampaigns.id],
  input: voucherCampaignInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    kind: r.kind as VoucherCampaignInput['kind'],
    gives: r.rewardId === null ? 'points' : 'reward',
    points: r.points as number | null,
    reward_id: r.rewardId as number | null,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    max_redemptions: r.maxRedemptions as number | null,
    per_member_limit: r.perMemberLimit as number | null,
    position: r.position as number,
  }),
  toColumns: (i: VoucherCampaignInput) => ({
    title: i.title,
    kind: i.kind,
    // What it does not give is not kept: a campaign gives Räppli or a reward.
    points: i.gives === 'points' ? i.points : null,
    rewardId: i.gives === 'reward' ? i.reward_id : null,
    startsAt: new Date(i.starts_at),
    endsAt: new Date(i.ends_at),
    maxRedemptions: i.max_redemptions,
    perMemberLimit: i.per_member_limit,
    position: i.position,
  }),
  // Its codes were made for its kind: single-use codes do not become one shared code.
  checkUpdate: (row, input) => {
    if (row.kind !== input.kind) throw new ApiError('VALIDATION_FAILED', [{ path: 'kind', message: validationText.voucherKindFixed }]);
  },
  checkInput: async (tx, i) => {
    if (i.gives !== 'reward' || i.reward_id === null) return;
    const [reward] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, i.reward_id), isNull(rewards.archivedAt)));
    if (!reward || !rewardFitsVoucher(reward)) {
      throw new ApiError('VALIDATION_FAILED', [{ path: 'reward_id', message: validationText.voucherRewardKind }]);
    }
  },
};
