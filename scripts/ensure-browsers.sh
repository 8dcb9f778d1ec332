#!/usr/bin/env bash
# The e2e suites drive Debian's Chromium, Firefox ESR and WebKitGTK (MiniBrowser, through
# WebKitWebDriver, on Xvfb); no browser is downloaded from anywhere else. Installs what is missing.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The same Chromium without its windowing, for the end-to-end suites (docs/decisions/054).
headless_shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}"
firefox_path="${FIREFOX_PATH:-/usr/bin/firefox-esr}"

minibrowser_present() {
  if [ -n "${MINIBROWSER_PATH:-}" ]; then
    [ -x "$MINIBROWSER_PATH" ]
  else
    compgen -G '/usr/lib/*/webkit2gtk-4.[01]/MiniBrowser' >/dev/null
  fi
}

missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$headless_shell_path" ] || missing+=(chromium-headless-shell)
[ -x "$firefox_path" ] || missing+=(firefox-esr)
{ command -v "${WEBKIT_WEBDRIVER_PATH:-WebKitWebDriver}" >/dev/null && minibrowser_present; } ||
  missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)

if [ "${#missing[@]}" -eq 0 ]; then
  echo "Chromium (and its headless shell), Firefox ESR, WebKitGTK (MiniBrowser) and Xvfb are installed."
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  # About 30 s for Chromium, 80 s for the other three.
  echo "Installing Debian's ${missing[*]} for the end-to-end tests (apt-get install)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the end-to-end tests: ${missing[*]}, and this is not root on Debian." >&2
echo "Install them yourself (sudo apt-get install ${missing[*]}), or point CHROMIUM_PATH," >&2
echo "CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and MINIBROWSER_PATH at your own binaries." >&2
exit 1
