#!/usr/bin/env bash
# npm run test:clock — the unit and API suites (PGlite) with the clock set to the instants where the
# business day, month, year or summer time change in Vienna (docs/reliability.md, "Clock
# boundaries"). A suite that reads "today", "this month" or "in 12 months" can pass on every day but
# these; CI runs on whatever day it is, so it finds such a fault only by chance (the liability's
# expiry month failed on 30 November). Each instant is a whole Jest run of about 6 minutes, so this
# is a command, not part of CI. Needs faketime (Debian: apt-get install -y faketime).
# Usage: npm run test:clock [-- "2027-01-31 22:30:00" …] (UTC instants; none: the list below).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v faketime >/dev/null; then
  echo 'faketime fehlt: apt-get install -y faketime' >&2
  exit 2
fi

# In UTC; Vienna is UTC+1 in winter, UTC+2 in summer.
DEFAULT=(
  '2027-01-31 22:30:00' # 23:30 on the last day of a month
  '2026-12-31 23:40:00' # 00:40 on New Year's Day: a new day, month and year
  '2027-02-28 23:40:00' # 00:40 on 1 March after a short February
  '2028-02-29 12:00:00' # a leap day: twelve months on is 28 February
  '2027-03-28 00:50:00' # 01:50, ten minutes before summer time begins (02:00 → 03:00)
  '2027-10-31 00:50:00' # 02:50 summer time, ten minutes before it ends (03:00 → 02:00)
)
INSTANTS=("$@")
[ ${#INSTANTS[@]} -eq 0 ] && INSTANTS=("${DEFAULT[@]}")

failed=()
for at in "${INSTANTS[@]}"; do
  echo "==> $at UTC"
  # PGlite only: its clock is this process's, a PostgreSQL server's is not.
  if ! TZ=UTC TEST_DATABASE_URL='' faketime -f "@$at" env NODE_OPTIONS=--experimental-vm-modules npx jest --silent; then
    failed+=("$at")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  printf 'Failed at: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "All ${#INSTANTS[@]} instants passed."
