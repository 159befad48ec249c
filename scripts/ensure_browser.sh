#!/usr/bin/env bash
# Makes sure a Chromium for Playwright exists: one named by JOBAGENT_CHROMIUM, Playwright's own, else Debian's
# headless shell (what headless runs launch; about half the CPU of the full browser) via apt as root. Without root, a
# machine that has only Debian's full chromium keeps using it.
set -euo pipefail
PY="${1:-.venv/bin/python}"

found=$("$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; print(find_chromium() or "playwright")' \
        2>/dev/null || true)
case "$found" in
    "") ;;
    playwright|*headless-shell*) exit 0 ;;
    *) [ -n "${JOBAGENT_CHROMIUM:-}" ] && exit 0 ;;
esac
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell with apt-get (found: ${found:-no Chromium})" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium-headless-shell >/dev/null
    exec "$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; print("browser:", find_chromium())'
fi
if [ -n "$found" ]; then
    echo "browser: $found (apt-get install chromium-headless-shell as root: headless runs then use about half the CPU)" >&2
    exit 0
fi
"$PY" -c 'from pytest_jobagent.browser.launch import INSTALL_HINT; print(INSTALL_HINT)' >&2
exit 1
