import { EARLY_ME_SCRIPT, takeEarlyResponse } from './early-me';
import { apiUrl } from './fetcher';

jest.mock('./report', () => ({ reportError: jest.fn() }));

type FakeWindow = { location: { search: string }; __raeppliEarly?: { url: string; response: Promise<Response> } };

/** Runs the inline script as the browser would, against a window with this query and a fetch that records its calls. */
function runScript(search: string) {
  const win: FakeWindow = { location: { search } };
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'location', 'fetch', 'URLSearchParams', EARLY_ME_SCRIPT)(win, win.location, fetch, URLSearchParams);
  return { win, calls };
}

describe('the early /api/me request', () => {
  const original = (globalThis as { window?: unknown }).window;
  afterEach(() => {
    (globalThis as { window?: unknown }).window = original;
  });

  it('asks for the address the fetch wrapper asks for, with the token of the page', () => {
    const token = 'ab-C_d~e f+g';
    const { win, calls } = runScript(`?platform=ios&collector_token=${encodeURIComponent(token)}&hash=h`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(apiUrl('/me', token));
    expect(win.__raeppliEarly?.url).toBe(apiUrl('/me', token));
  });

  it('asks nothing without a token', () => {
    expect(runScript('?platform=ios').calls).toHaveLength(0);
    expect(runScript('').calls).toHaveLength(0);
  });

  it('hands its answer to the first GET of the same address only, once', async () => {
    const { win } = runScript('?collector_token=abc');
    (globalThis as { window?: unknown }).window = win;
    expect(takeEarlyResponse(apiUrl('/me', 'other'))).toBeNull();
    const taken = takeEarlyResponse(apiUrl('/me', 'abc'));
    expect(taken).not.toBeNull();
    expect(await (await taken!).json()).toEqual({});
    expect(takeEarlyResponse(apiUrl('/me', 'abc'))).toBeNull();
  });
});
