import { isDatabaseUnavailable, isUniqueViolation } from './errors';

// What counts as "the database cannot be reached" (docs/reliability.md, "Faults").
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a broken pipe', withCode('EPIPE')],
    ['a socket timeout', withCode('ETIMEDOUT')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['the pool connect timeout, wrapped', new Error('Connection terminated due to connection timeout')],
    ['the client connect timeout (connectionTimeoutMillis)', new Error('timeout expired')],
    ['a client no longer queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08001', withCode('08001')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P02 (crash shutdown)', withCode('57P02')],
    ['SQLSTATE 57P03 (cannot connect now)', withCode('57P03')],
  ])('%s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('walks what drizzle wraps, and the errors of an AggregateError', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(Object.assign(new Error('outer'), { cause: wrapped }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')], ''))).toBe(true);
  });

  it('is false for errors of the query itself, and for what is not an error', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isUniqueViolation(withCode('ECONNREFUSED'))).toBe(false);
  });
});
