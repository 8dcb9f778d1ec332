#!/usr/bin/env bash
# The e2e suites drive Debian's Chromium (no browser downloads here). Install it when missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the end-to-end tests (apt-get install chromium)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium_path and this is not root on Debian." >&2
echo "Install it yourself (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
