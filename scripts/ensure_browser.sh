#!/usr/bin/env bash
# Makes sure the pinned fonts exist (Debian's DejaVu and Liberation, which scenarios' Chromium renders with so that
# pages lay out alike on every machine; pytest_jobagent/browser/fonts.py), then a Chromium for Playwright: one named by
# JOBAGENT_CHROMIUM, Playwright's own, else Debian's headless shell (what headless runs launch; about half the CPU of
# the full browser). Both via apt as root. Without root, a machine that has only Debian's full chromium keeps using
# it, and one without the fonts is told what to install (scenarios then render with its own fonts).
set -euo pipefail
PY="${1:-.venv/bin/python}"
updated=""
apt_install() {
    export DEBIAN_FRONTEND=noninteractive
    [ -n "$updated" ] || apt-get update -qq
    updated=1
    apt-get install -y -qq "$@" >/dev/null
}
can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; }

fonts=$("$PY" -c 'from pytest_jobagent.browser.fonts import missing_packages; print(*missing_packages())')
if [ -n "$fonts" ]; then
    if can_apt; then
        echo "Installing the pinned fonts with apt-get: $fonts" >&2
        # shellcheck disable=SC2086  # one word per package
        apt_install $fonts
    else
        echo "fonts: $fonts missing (as root: apt-get install -y $fonts); scenarios render with this machine's" \
             "fonts until then, and recorded cassettes may not replay" >&2
    fi
fi

found=$("$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; print(find_chromium() or "playwright")' \
        2>/dev/null || true)
case "$found" in
    "") ;;
    playwright|*headless-shell*) exit 0 ;;
    *) [ -n "${JOBAGENT_CHROMIUM:-}" ] && exit 0 ;;
esac
if can_apt; then
    echo "Installing Debian's chromium-headless-shell with apt-get (found: ${found:-no Chromium})" >&2
    apt_install chromium-headless-shell
    exec "$PY" -c 'from pytest_jobagent.browser.launch import find_chromium; print("browser:", find_chromium())'
fi
if [ -n "$found" ]; then
    echo "browser: $found (apt-get install chromium-headless-shell as root: headless runs then use about half the CPU)" >&2
    exit 0
fi
"$PY" -c 'from pytest_jobagent.browser.launch import INSTALL_HINT; print(INSTALL_HINT)' >&2
exit 1
