// Redeem limit periods (docs/product.md §9.10), counted in business days of TIMEZONE: the period a day falls in
// starts on the day returned here.
import { addDays, weekStart } from './business-time';

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

/** The first business day (YYYY-MM-DD) of the period after the one containing `day`: when a limit opens again. */
export function nextPeriodStart(day: string, period: LimitPeriod): string {
  if (period === 'daily') return addDays(day, 1);
  if (period === 'weekly') return addDays(weekStart(day), 7);
  const [y, m] = periodStart(day, period).split('-').map(Number) as [number, number];
  const next = m - 1 + MONTHS_PER_PERIOD[period];
  return `${y + Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}
