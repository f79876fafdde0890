// /livez, /readyz and /builds/latest.json — probes and new-build detection.
import { describeEachDatabase, makeApp } from '../helpers/db';

describeEachDatabase('health endpoints', (t) => {
  it('/livez answers 200 with no-store', async () => {
    const { app } = makeApp(t.database);
    const res = await app.request('/livez');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/livez does not touch the database', async () => {
    const ping = jest.fn(() => Promise.reject(new Error('database down')));
    const { app } = makeApp(t.database, {}, { ping });
    expect((await app.request('/livez')).status).toBe(200);
    expect(ping).not.toHaveBeenCalled();
  });

  it('/readyz answers 200 when the database answers the ping', async () => {
    const { app } = makeApp(t.database);
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 while draining, without pinging', async () => {
    const ping = jest.fn(() => Promise.resolve());
    const { app } = makeApp(t.database, {}, { isDraining: () => true, ping });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'draining' });
    expect(ping).not.toHaveBeenCalled();
  });

  it('/readyz answers 503 when the ping rejects', async () => {
    const { app } = makeApp(t.database, {}, { ping: () => Promise.reject(new Error('connection refused')) });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).status).not.toBe('ready');
  });

  it('/readyz turns 503 once draining starts', async () => {
    let draining = false;
    const { app } = makeApp(t.database, {}, { isDraining: () => draining });
    expect((await app.request('/readyz')).status).toBe(200);
    draining = true;
    expect((await app.request('/readyz')).status).toBe(503);
  });

  it('/builds/latest.json returns the build id with no-store', async () => {
    const { app } = makeApp(t.database, {}, { buildId: 'build-2026-11-22' });
    const res = await app.request('/builds/latest.json?timestamp=1763776000000');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ id: 'build-2026-11-22' });
  });
});
