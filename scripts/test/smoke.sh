#!/usr/bin/env bash
# The production build started on one Node as `npm start` serves it, asked for its readiness, a page
# and an API answer, and stopped with SIGTERM (a clean exit is part of the pass). `npm test` runs it
# on the machine's own Node when that is not the Node the suites ran on (docs/conventions.md 18).
# Usage: bash scripts/test/smoke.sh NODE_BINARY (needs `npm run build` first).
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE="${1:?usage: smoke.sh NODE_BINARY}"
[ -f dist/server.js ] && [ -f .next/BUILD_ID ] || { echo 'smoke: no production build (npm run build)' >&2; exit 1; }
PORT="${SMOKE_PORT:-3399}"
DATA="$(mktemp -d)"
PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA" DATABASE_URL='' NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
  EXPIRY_JOB_INTERVAL_MS=0 WEBHOOK_INTERVAL_MS=0 "$NODE" dist/server.js >"$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 90); do
  curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$DATA/server.log"; echo "smoke: the server stopped on $("$NODE" --version)" >&2; exit 1; }
  sleep 1
done
curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null
curl -sf "http://127.0.0.1:$PORT/me/rewards" | grep -q 'Prämien'
curl -sf "http://127.0.0.1:$PORT/api/rewards" | grep -q '"items"'
kill -TERM "$SERVER"
wait "$SERVER"
echo "smoke: the production build started on Node $("$NODE" --version), answered a page and the API, and stopped cleanly on SIGTERM."
