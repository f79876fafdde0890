// Runs a command (the Playwright run) at a fixed business time: the next 10:00 in the business time
// zone (today's, or tomorrow's once it is past), the clock running on from there (docs/conventions.md
// 17). The server seeds its demo data for the day it starts on and the specs read "today"; from 10:00
// a run has fourteen hours before the day changes, so it never sees two days. faketime moves every
// clock of every process the command starts (the runner, the e2e server, Chromium) forward by one
// offset, so all agree. Forward only: Chromium hangs under faketime when its monotonic clock is left
// alone (FAKETIME_DONT_FAKE_MONOTONIC), and a monotonic clock moved back would go below zero. Day
// boundaries are the clock suite's (npm run test:clock).
//   E2E_CLOCK=2026-12-24T10:00:00+01:00   another instant (not in the past); E2E_CLOCK=off   the real clock
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const BUSINESS_HOUR = 10;

/** Minutes east of UTC of `timeZone` at `instant`. */
function zoneOffsetMinutes(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** `hour`:00 on the day `instant` falls on in `timeZone`, as an instant. */
function atHour(instant, timeZone, hour) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const [y, m, d] = day.split('-').map(Number);
  const naive = Date.UTC(y, m - 1, d, hour);
  // The zone's offset at that hour (not at `instant`: a clock change may lie between them).
  return new Date(naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000);
}

/** The first `hour`:00 in `timeZone` at or after `now`: today's, or tomorrow's once it is past. */
export function businessInstant(now, timeZone, hour = BUSINESS_HOUR) {
  const today = atHour(now, timeZone, hour);
  return today >= now ? today : atHour(new Date(today.getTime() + 36 * 3_600_000), timeZone, hour);
}

/** The faketime offset, in whole seconds, that moves `now` forward to `target`. */
export function faketimeOffset(now, target) {
  const seconds = Math.round((target.getTime() - now.getTime()) / 1000);
  if (seconds < 0) throw new Error(`e2e: the clock moves forward only (${target.toISOString()} is before now)`);
  return `+${seconds}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = process.argv.slice(2);
  const timeZone = process.env.TIMEZONE || 'Europe/Vienna';
  const setting = process.env.E2E_CLOCK ?? '';
  let argv = command;
  const env = { ...process.env };
  if (setting !== 'off') {
    if (spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
      console.error('e2e: faketime is missing (Debian: apt-get install -y faketime); E2E_CLOCK=off runs on the real clock.');
      process.exit(2);
    }
    const now = new Date();
    const target = setting ? new Date(setting) : businessInstant(now, timeZone);
    if (Number.isNaN(target.getTime()) || target < now) {
      console.error(`e2e: E2E_CLOCK=${setting} is no instant from now on (e.g. 2026-12-24T10:00:00+01:00).`);
      process.exit(2);
    }
    const offset = faketimeOffset(now, target);
    console.log(
      `e2e: the clock of the run starts at ${target.toISOString()} (${timeZone} ${String(BUSINESS_HOUR).padStart(2, '0')}:00 unless E2E_CLOCK says otherwise; faketime ${offset} s).`,
    );
    argv = ['-f', offset, ...command];
  }
  const child = spawn(setting === 'off' ? command[0] : 'faketime', setting === 'off' ? command.slice(1) : argv, { stdio: 'inherit', env });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
