import de from '@/messages/de.json';
import { labelGroup, labelTone, orderDetailHref, orderLabel } from './order-state';

const order = (delivery: string, type: string, state: string, raffle_state: string | null = null) =>
  ({ state, raffle_state, reward: { delivery, type } }) as Parameters<typeof orderLabel>[0];

const text = (o: Parameters<typeof orderLabel>[0]) => {
  const l = orderLabel(o);
  return (de.myRewards.state as Record<string, Record<string, string>>)[l.group]![l.state];
};

describe('my-reward state labels (docs/product.md §9.4)', () => {
  test.each([
    ['digital', 'waiting', 'in Bearbeitung'],
    ['digital', 'active', 'aktiv'],
    ['digital', 'done', 'versendet'],
    ['delivery', 'done', 'versendet'],
    ['delivery', 'canceled', 'storniert'],
    ['pickup', 'active', 'bereit zur Abholung'],
    ['pickup', 'done', 'abgeholt'],
    ['pickup', 'canceled', 'storniert'],
    ['coupon', 'waiting', 'jetzt verwendbar'],
    ['coupon', 'done', 'verwendet'],
    ['coupon', 'canceled', 'verpasst'],
    ['custom', 'waiting', 'jetzt aktivierbar'],
    ['custom', 'done', 'bereits aktiviert'],
    ['custom', 'canceled', 'verpasst'],
  ])('%s %s → %s', (delivery, state, label) => {
    expect(text(order(delivery, delivery === 'pickup' ? 'none' : 'buy', state))).toBe(label);
  });

  test.each([
    ['pending', 'Ziehung ausstehend'],
    ['won', 'gewonnen'],
    ['lost', 'nicht gewonnen'],
    ['expired', 'Preis verfallen'],
    ['canceled', 'storniert'],
  ])('raffle %s → %s, whatever the order state', (raffle, label) => {
    expect(text(order('delivery', 'raffle', 'waiting', raffle))).toBe(label);
  });

  test('donations and external links have their own words', () => {
    expect(labelGroup(order('digital', 'fund', 'done'))).toBe('fund');
    expect(text(order('digital', 'fund', 'done'))).toBe('gespendet');
    expect(text(order('external', 'buy', 'done'))).toBe('eingelöst');
  });

  test('every group has a label for every state', () => {
    for (const group of ['shipped', 'pickup', 'coupon', 'custom', 'external', 'fund'] as const)
      for (const state of ['waiting', 'active', 'done', 'canceled'] as const) expect(de.myRewards.state[group][state]).toBeTruthy();
  });

  test('tones: waiting coupons and passes ask for action, canceled is muted', () => {
    expect(labelTone(orderLabel(order('coupon', 'buy', 'waiting')))).toBe('action');
    expect(labelTone(orderLabel(order('delivery', 'buy', 'canceled')))).toBe('muted');
    expect(labelTone(orderLabel(order('delivery', 'raffle', 'waiting', 'won')))).toBe('ok');
  });

  test('coupons and passes link to their page, raffle tickets and others do not', () => {
    expect(orderDetailHref({ id: 7, raffle_state: null, reward: { delivery: 'coupon' } })).toBe('/me/rewards/detail/coupon/7');
    expect(orderDetailHref({ id: 8, raffle_state: null, reward: { delivery: 'custom' } })).toBe('/me/rewards/detail/custom/8');
    expect(orderDetailHref({ id: 9, raffle_state: null, reward: { delivery: 'delivery' } })).toBeNull();
    expect(orderDetailHref({ id: 9, raffle_state: 'won', reward: { delivery: 'coupon' } })).toBeNull();
  });
});
