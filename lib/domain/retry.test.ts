import { backoffDelay, isRetryStatus } from './retry';

describe('retry rules', () => {
  it('retries exactly the statuses of docs/product.md §13.1', () => {
    for (const s of [408, 409, 425, 429, 500, 502, 503, 504]) expect(isRetryStatus(s)).toBe(true);
    for (const s of [200, 400, 401, 403, 404, 422, 501]) expect(isRetryStatus(s)).toBe(false);
  });
  it('backs off exponentially up to a cap', () => {
    expect(backoffDelay(0, 300, 5000, () => 0.999)).toBe(299);
    expect(backoffDelay(2, 300, 5000, () => 0.999)).toBe(1198);
    expect(backoffDelay(10, 300, 5000, () => 0.999)).toBe(4995);
    expect(backoffDelay(3, 300, 5000, () => 0)).toBe(0);
  });
});
