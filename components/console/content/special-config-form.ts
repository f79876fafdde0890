import { validationText } from '@/lib/contracts/zod-de';

// A Black Week's prices and a resolutions week's goals in the console's form
// (docs/specials-black-week-resolutions.md, Console): rows of strings, as their inputs hold them;
// turned into the kind's config (lib/contracts/specials.ts) on the way out.

export type PriceForm = { reward_id: string; cost: string };
export type GoalForm = { day: string; title: string; step: string; count: string; bonus: string };
/** Both lists are kept, so switching the kind back and forth loses nothing; only the kind's is sent. */
export type SpecialConfigForm = { prices: PriceForm[]; goals: GoalForm[] };
type Issue = { path: PropertyKey[]; message: string };

/** The contract's limits (blackWeekConfigSchema, resolutionsConfigSchema). */
export const MAX_PRICES = 200;
export const MAX_GOALS = 7;

const str = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');
const list = (v: unknown, key: string): Record<string, unknown>[] => {
  const items = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : null;
  return Array.isArray(items) ? items.filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object') : [];
};

export function toSpecialConfigForm(config: unknown): SpecialConfigForm {
  return {
    prices: list(config, 'prices').map((p) => ({ reward_id: str(p.reward_id), cost: str(p.cost) })),
    goals: list(config, 'goals').map((g) => ({ day: str(g.day), title: str(g.title), step: str(g.step), count: str(g.count), bonus: str(g.bonus) })),
  };
}

export const newPrice = (): PriceForm => ({ reward_id: '', cost: '' });

/** A new goal on the first day of the week that has none yet (day 1 when all have one). */
export function newGoal(goals: GoalForm[]): GoalForm {
  const taken = new Set(goals.map((g) => g.day.trim()));
  const day = [1, 2, 3, 4, 5, 6, 7].find((d) => !taken.has(String(d))) ?? 1;
  return { day: String(day), title: '', step: '', count: '1', bonus: '10' };
}

/** The config of the special's kind (null for a kind without settings) and what is missing before the contract's check. */
export function fromSpecialConfigForm(
  kind: string,
  form: SpecialConfigForm | undefined,
  name = 'config',
): { config: Record<string, unknown> | null; issues: Issue[] } {
  const issues: Issue[] = [];
  const number = (raw: string, path: PropertyKey[]) => {
    const s = raw.trim();
    if (s === '') issues.push({ path: [name, ...path], message: validationText.required });
    return s === '' ? Number.NaN : Number(s);
  };
  if (kind === 'black_week') {
    const prices = (form?.prices ?? []).map((p, i) => ({
      reward_id: number(p.reward_id, ['prices', i, 'reward_id']),
      cost: number(p.cost, ['prices', i, 'cost']),
    }));
    return { config: { prices }, issues };
  }
  if (kind === 'resolutions') {
    const goals = (form?.goals ?? []).map((g, i) => ({
      day: number(g.day, ['goals', i, 'day']),
      title: g.title.trim(),
      step: g.step.trim(),
      count: number(g.count, ['goals', i, 'count']),
      bonus: number(g.bonus, ['goals', i, 'bonus']),
    }));
    return { config: { goals }, issues };
  }
  return { config: null, issues };
}

/** The form's name of an issue inside the config ("prices.0.cost"); a list's own issue is its `root`. */
export function configIssueName(name: string, rest: PropertyKey[]): string {
  if (rest.length === 0) return `${name}.root`;
  if (rest.length === 1) return `${name}.${String(rest[0])}.root`;
  return `${name}.${rest.map(String).join('.')}`;
}
