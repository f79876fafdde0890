// The e2e server seeds its demo data for the day it starts on, and many specs read "today" in the
// business time zone (the day's visit reward, the Advent door, the vitals of the day). A run that
// crosses midnight there sees two days at once and fails for no fault of the product. So a run that
// would start within the margin before midnight waits until just after it (docs/conventions.md,
// item 17). E2E_MIDNIGHT_MARGIN_MIN sets the margin in minutes (0: never wait).
import { pathToFileURL } from 'node:url';

const DAY_MS = 24 * 60 * 60 * 1000;
// A Playwright run takes about 17 minutes on a CI machine; the margin leaves room for a slower one.
export const DEFAULT_MARGIN_MIN = 25;
// Start this long after midnight, so that the server's and the specs' clocks agree on the new day.
const AFTER_MIDNIGHT_MS = 30_000;

/** Milliseconds from `now` to the next midnight in `timeZone` (Vienna's clock changes at 2 or 3 a.m., never at midnight). */
export function msToMidnight(now, timeZone) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(now);
  const get = (type) => Number(parts.find((p) => p.type === type).value);
  const sinceMidnight = ((get('hour') * 60 + get('minute')) * 60 + get('second')) * 1000 + now.getMilliseconds();
  return DAY_MS - sinceMidnight;
}

/** How long a run starting at `now` waits: 0 when midnight is more than `marginMin` minutes away. */
export function waitBeforeRun(now, timeZone, marginMin) {
  const left = msToMidnight(now, timeZone);
  return left <= marginMin * 60_000 ? left + AFTER_MIDNIGHT_MS : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const timeZone = process.env.TIMEZONE || 'Europe/Vienna';
  const margin = Number(process.env.E2E_MIDNIGHT_MARGIN_MIN ?? DEFAULT_MARGIN_MIN);
  const wait = waitBeforeRun(new Date(), timeZone, margin);
  if (wait > 0) {
    console.log(`e2e: midnight in ${timeZone} is ${Math.ceil(wait / 60_000)} min away, within the run's ${margin} min: waiting until just after it, so the run sees one day.`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
