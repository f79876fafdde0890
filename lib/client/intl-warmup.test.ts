import { intlWarmupScript } from './intl-warmup';

/** Runs the inline script against a window with (or without) requestIdleCallback and spied Intl constructors. */
function run(withIdle: boolean, timeZone = 'Europe/Zurich') {
  const queued: Array<() => void> = [];
  const made: string[] = [];
  const FakeIntl = {
    NumberFormat: function (locale: string) {
      made.push(`number ${locale}`);
      return { format: () => '1' };
    },
    DateTimeFormat: function (locale: string, options: { timeZone: string }) {
      made.push(`date ${locale} ${options.timeZone}`);
      return { format: () => '1.1.1970' };
    },
  };
  const window = withIdle ? { requestIdleCallback: (cb: () => void) => queued.push(cb) } : {};
  new Function('window', 'Intl', intlWarmupScript('de', timeZone))(window, FakeIntl);
  return { queued, made };
}

describe('intlWarmupScript', () => {
  it('formats one number, then one date in the app time zone, each in an idle callback of its own', () => {
    const { queued, made } = run(true);
    expect(made).toEqual([]);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(made).toEqual(['number de']);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(made).toEqual(['number de', 'date de Europe/Zurich']);
    expect(queued).toHaveLength(0);
  });

  it('does nothing in a browser without requestIdleCallback', () => {
    expect(run(false).made).toEqual([]);
  });

  it('keeps an odd time zone inside its string', () => {
    const script = intlWarmupScript('de', '</script><script>alert(1)</script>');
    expect(script).not.toContain('</');
    const { queued, made } = run(true, '</script>x');
    queued.shift()!();
    queued.shift()!();
    expect(made[1]).toBe('date de </script>x');
  });
});
