#!/usr/bin/env bash
# Installs Debian's chromium for the HTML report's browser tests when it is missing (never a test
# tool's own browser download). Needs root and apt, as CI and the developers' machines have.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: install Debian's package 'chromium' (apt-get install chromium)." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
command -v chromium
