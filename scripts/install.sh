#!/usr/bin/env bash
# Installs what diageval needs on a fresh machine: system packages (a Chromium when Playwright's own browser
# is absent, Tesseract for OCR probes) where apt exists, then a venv with the package and its test tools.
set -euo pipefail
VENV=${VENV:-.venv}
PYTHON=${PYTHON:-python3}

have_pw_browser() {
  ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium*/ >/dev/null 2>&1
}

need=()
if ! have_pw_browser && [ -z "${DIAGEVAL_CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  need+=(chromium)
fi
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr tesseract-ocr-eng)
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    echo "diageval install: apt-get install ${need[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" fonts-dejavu-core >/dev/null
  else
    echo "diageval install: missing ${need[*]}; install them, or run 'playwright install chromium'" >&2
  fi
fi

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
"$VENV/bin/python" -m pip install -q -e ".[dev]"
touch "$VENV/.installed"
