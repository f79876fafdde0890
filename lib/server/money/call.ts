import 'server-only';
import { isErrorCode } from '@/lib/contracts/errors';
import type { Db } from '@/lib/server/db/client';
import { raisedError, rawRows } from '@/lib/server/db/raw';
import { ApiError } from '@/lib/server/errors';
import { moneyFunctions, type MoneyArgs, type MoneyFunction } from './args';
import type { MoneyResults } from './results';

const statements = Object.fromEntries(Object.keys(moneyFunctions).map((fn) => [fn, `select ${fn}($1::jsonb) as out`])) as Record<MoneyFunction, string>;

/**
 * Calls one money function with its zod-checked argument, on the driver directly (a prepared
 * statement on PostgreSQL: these are the measured hot paths). A refusal raised in the function
 * (RA001) becomes the ApiError of its code, with its details; the call changed nothing.
 */
export async function moneyCall<F extends MoneyFunction>(db: Db, fn: F, args: MoneyArgs<F>): Promise<MoneyResults[F]> {
  const parsed = moneyFunctions[fn].parse(args);
  try {
    const [row] = await rawRows<{ out: MoneyResults[F] }>(db, statements[fn], [JSON.stringify(parsed)], fn);
    return row!.out;
  } catch (err) {
    const raised = raisedError(err);
    if (raised && isErrorCode(raised.code)) throw new ApiError(raised.code, raised.details);
    throw err;
  }
}
