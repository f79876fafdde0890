// Redeem limit periods (docs/product.md §9.10), counted in business days of TIMEZONE: the period a day falls in
// starts on the day returned here.
import { weekStart } from './business-time';

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly', 'bimonthly', 'quarterly', 'semiannually', 'annually'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const MONTHS_PER_PERIOD: Record<Exclude<LimitPeriod, 'daily' | 'weekly'>, number> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
};

/** The first business day (YYYY-MM-DD) of the period containing `day`. */
export function periodStart(day: string, period: LimitPeriod): string {
  if (period === 'daily') return day;
  if (period === 'weekly') return weekStart(day);
  const [y, m] = day.split('-').map(Number) as [number, number];
  const size = MONTHS_PER_PERIOD[period];
  const startMonth = Math.floor((m - 1) / size) * size + 1;
  return `${y}-${String(startMonth).padStart(2, '0')}-01`;
}
