import { childMessageSchema } from '@/lib/contracts/embed';
import { frameUrl, parseEmbedMessage, widgetPath } from './embed';

describe('widgetPath', () => {
  it('names a widget route', () => {
    expect(widgetPath('post/12')).toBe('/widget/post/12');
    expect(widgetPath('quiz')).toBe('/widget/quiz');
    expect(widgetPath(' special/simple ')).toBe('/widget/special/simple');
  });
  it('refuses anything that is not a plain widget name', () => {
    for (const bad of [
      '',
      null,
      undefined,
      '../me/profile',
      'post/../../me',
      '/post/1',
      'post//1',
      'https://evil.example/x',
      'Post/1',
      'post/1?x=1',
      'post/1#a',
      'a'.repeat(101),
    ]) {
      expect(widgetPath(bad)).toBeNull();
    }
  });
});

describe('frameUrl', () => {
  it('adds the member query on our origin', () => {
    expect(frameUrl('https://app.example', '/widget/post/1', 'tok en', 'ios')).toBe('https://app.example/widget/post/1?collector_token=tok+en&platform=ios');
    expect(frameUrl('https://app.example', '/notification/badge?id=3', '', '')).toBe('https://app.example/notification/badge?id=3');
  });
});

describe('parseEmbedMessage', () => {
  const good = [
    { type: 'raeppli:ready' },
    { type: 'raeppli:resize', height: 320 },
    { type: 'raeppli:navigate', href: '/me/rewards/detail/4' },
    { type: 'raeppli:redeemed', reward_id: 4, order_id: 9 },
    { type: 'raeppli:close' },
  ];
  const bad = [
    null,
    'raeppli:ready',
    { type: 'raeppli:reset-home' },
    { type: 'raeppli:resize', height: -1 },
    { type: 'raeppli:resize', height: 1.5 },
    { type: 'raeppli:resize', height: '300' },
    { type: 'raeppli:resize', height: 100_001 },
    { type: 'raeppli:navigate', href: 'https://evil.example' },
    { type: 'raeppli:navigate', href: '//evil.example' },
    { type: 'raeppli:redeemed', reward_id: 0, order_id: 9 },
    { type: 'raeppli:redeemed', reward_id: 4 },
  ];
  it('takes exactly the messages the contract types (and only paths for navigate)', () => {
    for (const m of good) {
      expect(parseEmbedMessage(m)).toEqual(m);
      expect(childMessageSchema.safeParse(m).success).toBe(true);
    }
  });
  it('ignores everything else', () => {
    for (const m of bad) expect(parseEmbedMessage(m)).toBeNull();
  });
  it('keeps only the typed fields', () => {
    expect(parseEmbedMessage({ type: 'raeppli:close', extra: '<script>' })).toEqual({ type: 'raeppli:close' });
  });
});
