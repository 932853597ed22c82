#!/usr/bin/env bash
# Builds the app into private folders and runs Playwright against them, so that several
# people (or agents) working in one checkout never overwrite each other's build.
# Usage: scripts/e2e-private.sh <name> <port> [playwright args…]
set -euo pipefail
name="$1"
port="$2"
shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.tmp/build-$name"
mkdir -p "$out"
(cd "$root/apps/web" && ./node_modules/.bin/vite build --outDir "$out/web" --emptyOutDir >/dev/null)
(cd "$root/apps/api" && ./node_modules/.bin/tsup --out-dir "dist-$name" >/dev/null)
cd "$root"
E2E_PORT="$port" E2E_DATA_DIR="$out/data" E2E_WEB_DIST="$out/web" \
  E2E_SERVER_ENTRY="apps/api/dist-$name/server.js" ./node_modules/.bin/playwright test --output ".tmp/results-$name" "$@"
