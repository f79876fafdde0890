// A reward's detail as GET /api/rewards/{id} answers it, for the unit tests of what pages and widgets
// say about it (lib/domain/redeem-status.test.ts, lib/domain/widget-lines.test.ts).
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';

export const openCheck: RedeemCheck = { blocker: null, message: null, details: null, required_contact: ['email'], unit_cost: 300, max_units: 3 };

export const rewardDetail: RewardDetail = {
  id: 1,
  title: 'Kino',
  description: '',
  image_url: null,
  type: 'buy',
  delivery: 'digital',
  category: 1,
  cost: 300,
  regular_cost: null,
  free: false,
  stock: 10,
  stock_left: 10,
  state: 'running',
  exclusive: false,
  suspended: false,
  starts_at: null,
  ends_at: null,
  sponsor: null,
  limit: null,
  participation_limit: null,
  details: '',
  valid_days: 30,
  special_slug: null,
  today_door: null,
  raffle: null,
  fund: null,
  redeem: openCheck,
  my: { subscriber: false, units: 0, donated: 0, redeemable: null, participation_left: null, raffle: null },
};
