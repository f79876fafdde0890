// A known API path asked with a method it does not take is 405 with an Allow header (taken from
// the registered routes); an unknown path stays 404.
import messages from '@/messages/de.json';
import { describeEachDatabase, makeApp } from '../helpers/db';

describeEachDatabase('405 Method Not Allowed', (t) => {
  const call = (method: string, path: string) => makeApp(t.database).app.request(path, { method });

  it.each([
    ['DELETE', '/api/me', 'GET, HEAD'],
    ['POST', '/api/me', 'GET, HEAD'],
    ['GET', '/api/rewards/1/reserve', 'POST'],
    ['HEAD', '/api/rewards/1/reserve', 'POST'],
    ['GET', '/api/reservations/5', 'DELETE'],
    ['PUT', '/api/host/events', 'POST'],
    ['POST', '/livez', 'GET, HEAD'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const res = await call(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.headers.get('cache-control')).toBe('no-store');
    if (method !== 'HEAD') {
      expect(await res.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: messages.errors.METHOD_NOT_ALLOWED } });
    }
  });

  it.each([
    ['PUT', '/api/nothing'],
    ['GET', '/api/nothing'],
    ['DELETE', '/api/rewards/1/nothing'],
    ['GET', '/api/me/'],
  ])('%s %s (no such path) stays 404 NOT_FOUND', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('HEAD on a GET route is answered as GET, not 405', async () => {
    const res = await call('HEAD', '/livez');
    expect(res.status).toBe(200);
    expect(res.headers.get('allow')).toBeNull();
  });

  it("an allowed method keeps the route's own 404", async () => {
    const res = await call('GET', '/api/rewards/999999');
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('REWARD_NOT_FOUND');
  });
});
