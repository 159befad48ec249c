#!/usr/bin/env bash
# Makes sure a Chromium for Playwright exists: Playwright's own, else Debian's chromium via apt (as root).
set -euo pipefail
PY="${1:-.venv/bin/python}"

if "$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; find_chromium()' 2>/dev/null; then
    exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "No Chromium found: installing Debian's chromium with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
    exec "$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; print("browser:", find_chromium())'
fi
"$PY" -c 'from pytest_jobagent.browser.launch import INSTALL_HINT; print(INSTALL_HINT)' >&2
exit 1
