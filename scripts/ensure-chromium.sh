#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download). Install it when missing and
# we may (root with apt-get); otherwise say exactly what to install.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  [ -x "$CHROMIUM_PATH" ] && exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $CHROMIUM_PATH.
Install it, e.g. on Debian/Ubuntu:   sudo apt-get install -y --no-install-recommends chromium
or point CHROMIUM_PATH at an installed Chromium or Chrome binary.
MSG
exit 1
