#!/bin/sh
# Turn Allure results into one self-contained HTML file with the Allure 3 command line (Node only, no Java).
# Usage: scripts/report.sh [RESULTS_DIR] [REPORT_DIR]   (defaults: reports/allure-results reports/allure-report)
# Allure is installed on first use into .tools/allure (git-ignored); set ALLURE_VERSION to pin another version.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
results=${1:-reports/allure-results}
report=${2:-reports/allure-report}
tools="$root/.tools/allure"
version=${ALLURE_VERSION:-3.18.0}

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "make report needs Node.js 20+ with npm (Debian: apt-get install nodejs npm)" >&2
    exit 2
fi
if [ ! -d "$results" ] || [ -z "$(ls "$results" 2>/dev/null)" ]; then
    echo "no Allure results in $results: run 'make demo' (or pytest --alluredir=$results) first" >&2
    exit 2
fi
if [ ! -x "$tools/node_modules/.bin/allure" ] || [ "$("$tools/node_modules/.bin/allure" --version 2>/dev/null)" != "$version" ]; then
    echo "installing allure $version into $tools (once)"
    mkdir -p "$tools"
    [ -f "$tools/package.json" ] || echo '{"private": true}' > "$tools/package.json"
    npm install --prefix "$tools" --no-audit --no-fund --loglevel=error "allure@$version"
fi
case $report in /*) ;; *) report="$PWD/$report" ;; esac
case $results in /*) ;; *) results="$PWD/$results" ;; esac
rm -rf "$report"
JOBAGENT_REPORT_DIR="$report" "$tools/node_modules/.bin/allure" generate --config "$root/scripts/allurerc.mjs" "$results"
echo "report: $report/index.html"
