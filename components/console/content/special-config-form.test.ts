import { specialInputSchema } from '@/lib/contracts/console-content';
import { configIssueName, fromSpecialConfigForm, newGoal, toSpecialConfigForm } from './special-config-form';

const base = { slug: 'woche', title: 'Woche', starts_at: null, ends_at: null };
const GOALS = [
  { day: 1, title: 'Lies 3 Artikel', step: 'articleRead', count: 3, bonus: 30 },
  { day: 2, title: 'Teile einen Artikel', step: 'articleShare', count: 1, bonus: 20 },
];

describe('special config form', () => {
  it('round-trips a Black Week’s prices and a resolutions week’s goals as the API stores them', () => {
    const prices = {
      prices: [
        { reward_id: 5, cost: 75 },
        { reward_id: 6, cost: 0 },
      ],
    };
    expect(fromSpecialConfigForm('black_week', toSpecialConfigForm(prices))).toEqual({ config: prices, issues: [] });
    expect(fromSpecialConfigForm('resolutions', toSpecialConfigForm({ goals: GOALS }))).toEqual({ config: { goals: GOALS }, issues: [] });
    expect(toSpecialConfigForm({ prices: [{ reward_id: 5, cost: 75 }] }).prices).toEqual([{ reward_id: '5', cost: '75' }]);
  });

  it('keeps nothing for the other kinds and reads a missing or broken config as empty lists', () => {
    expect(fromSpecialConfigForm('advent', toSpecialConfigForm({ goals: GOALS }))).toEqual({ config: null, issues: [] });
    expect(toSpecialConfigForm(null)).toEqual({ prices: [], goals: [] });
    expect(toSpecialConfigForm({ prices: 'kaputt', goals: [null, 3] })).toEqual({ prices: [], goals: [] });
  });

  it('trims texts and names each empty number as missing, at its row', () => {
    const form = { prices: [{ reward_id: '', cost: ' ' }], goals: [{ day: '2', title: ' Lies ', step: ' articleRead ', count: '', bonus: '5' }] };
    expect(fromSpecialConfigForm('black_week', form).issues.map((i) => i.path)).toEqual([
      ['config', 'prices', 0, 'reward_id'],
      ['config', 'prices', 0, 'cost'],
    ]);
    const goals = fromSpecialConfigForm('resolutions', form);
    expect(goals.config).toMatchObject({ goals: [{ day: 2, title: 'Lies', step: 'articleRead', bonus: 5 }] });
    expect(goals.issues).toEqual([{ path: ['config', 'goals', 0, 'count'], message: 'Bitte ausfüllen.' }]);
  });

  it('starts a new goal on the first free day', () => {
    expect(newGoal([]).day).toBe('1');
    expect(newGoal(toSpecialConfigForm({ goals: GOALS }).goals).day).toBe('3');
  });

  it('the contract refuses two goals for one day and a reward priced twice, in German, at the later row', () => {
    const goals = specialInputSchema.safeParse({ ...base, kind: 'resolutions', config: { goals: [GOALS[0], { ...GOALS[1], day: 1 }] } });
    expect(goals.success).toBe(false);
    expect(goals.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['config.goals.1.day', 'Für diesen Tag gibt es schon ein Ziel – jeder Tag hat höchstens eins.'],
    ]);
    const prices = specialInputSchema.safeParse({
      ...base,
      kind: 'black_week',
      config: {
        prices: [
          { reward_id: 5, cost: 1 },
          { reward_id: 5, cost: 2 },
        ],
      },
    });
    expect(prices.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['config.prices.1.reward_id', 'Diese Prämie hat schon einen Black-Week-Preis.'],
    ]);
    const day = specialInputSchema.safeParse({ ...base, kind: 'resolutions', config: { goals: [{ ...GOALS[0], day: 8 }] } });
    expect(day.error?.issues[0]).toMatchObject({ path: ['config', 'goals', 0, 'day'], message: 'Ein Tag der Woche von 1 bis 7.' });
  });

  it('names issues inside the config as form fields', () => {
    expect(configIssueName('config', [])).toBe('config.root');
    expect(configIssueName('config', ['goals'])).toBe('config.goals.root');
    expect(configIssueName('config', ['prices', 0, 'cost'])).toBe('config.prices.0.cost');
  });
});
