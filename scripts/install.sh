#!/usr/bin/env bash
# Installs what diageval needs on a fresh machine: system packages (a Chromium when Playwright's own browser
# is absent, Tesseract for OCR probes) where apt exists, then a venv with the package and its test tools.
set -euo pipefail
VENV=${VENV:-.venv}
PYTHON=${PYTHON:-python3}

have_pw_browser() {
  ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium*/ >/dev/null 2>&1
}

# Debian's chromium-headless-shell is the build Playwright itself runs headless (a page costs it a fifth or
# less of the CPU of the full browser); the full chromium is the fallback where the shell is not packaged.
have_shell() {
  [ -x /usr/lib/chromium/chromium-headless-shell ] || command -v chromium-headless-shell >/dev/null 2>&1
}

need=()
browser=""
if ! have_pw_browser && [ -z "${DIAGEVAL_CHROMIUM:-}" ] && ! have_shell; then
  browser=chromium-headless-shell
fi
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr tesseract-ocr-eng)
if [ ${#need[@]} -gt 0 ] || [ -n "$browser" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    if [ -n "$browser" ] && ! apt-cache show chromium-headless-shell >/dev/null 2>&1; then
      browser=""
      command -v chromium >/dev/null 2>&1 || browser=chromium
    fi
    [ -n "$browser" ] && need+=("$browser")
    if [ ${#need[@]} -gt 0 ]; then
      echo "diageval install: apt-get install ${need[*]}"
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" fonts-dejavu-core >/dev/null
    fi
  else
    [ -n "$browser" ] && need+=("$browser")
    echo "diageval install: missing ${need[*]}; install them, or run 'playwright install chromium'" >&2
  fi
fi

if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
"$VENV/bin/python" -m pip install -q -e ".[dev]"
touch "$VENV/.installed"
