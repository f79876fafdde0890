#!/usr/bin/env bash
# npm test — every check once, on Node 24 LTS, the supported runtime (docs/conventions.md 18): lint
# and types, the scripts' tests, unit tests, the API suites on PGlite and (with TEST_DATABASE_URL)
# on PostgreSQL, then Playwright at a fixed business time against the production build. The build
# itself is made by this machine's own Node, as `npm start` makes it; when that is another Node than
# 24, the smoke then starts the build on it too (the README's two commands still work there). Each
# stage's time goes to the stage table (scripts/test/stages.mjs), printed at the end; .ci/run adds
# install and the fault gate.
set -euo pipefail
cd "$(dirname "$0")/../.."

MACHINE_NODE="$(command -v node)"
MACHINE_PATH="$PATH"
NODE="$(bash scripts/node24.sh)"
# Every `node`, `npx` and `npm` below (and what they spawn: the e2e server, Chromium's driver) is Node 24.
export PATH="$(dirname "$NODE"):$PWD/node_modules/.bin:$PATH"
export NEXT_TELEMETRY_DISABLED=1
echo "npm test on Node $(node --version) (this machine's own: $("$MACHINE_NODE" --version))"

if [ -z "${RAEPPLI_STAGES_FILE:-}" ]; then
  RAEPPLI_STAGES_FILE="$(mktemp)"
  trap 'node scripts/test/stages.mjs "$RAEPPLI_STAGES_FILE"; rm -f "$RAEPPLI_STAGES_FILE"' EXIT
fi
export RAEPPLI_STAGES_FILE

# stage NAME COMMAND…: runs the command, notes its seconds and exit code, stops the run when it fails.
stage() {
  local name="$1"
  shift
  printf '\n==> %s\n' "$name"
  local start rc=0
  start="$(date +%s.%N)"
  "$@" || rc=$?
  node scripts/test/stages.mjs --record "$RAEPPLI_STAGES_FILE" "$name" "$start" "$rc"
  return "$rc"
}

# ESLint (then Prettier's check) and the type checker are one core each: side by side, each with its own output.
lint_and_types() {
  local dir rc_lint=0 rc_types=0
  dir="$(mktemp -d)"
  { eslint . && prettier --check . --log-level warn; } >"$dir/lint" 2>&1 &
  local lint=$!
  tsc --noEmit >"$dir/types" 2>&1 || rc_types=$?
  wait "$lint" || rc_lint=$?
  echo '--- eslint . && prettier --check .'; cat "$dir/lint"
  echo '--- tsc --noEmit'; cat "$dir/types"
  rm -rf "$dir"
  [ "$rc_lint" -eq 0 ] && [ "$rc_types" -eq 0 ]
}

jest() { NODE_OPTIONS=--experimental-vm-modules node node_modules/jest/bin/jest.js "$@"; }
# Without TEST_DATABASE_URL, so the PostgreSQL-only suites of test/pg wait for the next.
api_pglite() { TEST_DATABASE_URL='' jest test/api test/pg; }
api_postgres() { TEST_DATABASE_KINDS=postgres jest test/api test/pg; }

stage 'lint and types' lint_and_types
stage 'scripts' node --test scripts/*/*.test.mjs test/*/*.node.test.mjs
stage 'unit' jest --testPathIgnorePatterns '<rootDir>/test/(api|pg)/'
stage 'API (PGlite)' api_pglite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage 'API (PostgreSQL)' api_postgres
else
  echo 'API (PostgreSQL): skipped, TEST_DATABASE_URL is not set'
fi
stage 'build' env PATH="$MACHINE_PATH" npm run build
stage 'Playwright' node scripts/e2e/fixed-clock.mjs playwright test
if [ "$("$MACHINE_NODE" --version)" != "$(node --version)" ]; then
  stage "Node $("$MACHINE_NODE" --version | cut -d. -f1 | tr -d v) smoke" bash scripts/test/smoke.sh "$MACHINE_NODE"
fi
