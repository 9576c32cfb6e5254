#!/usr/bin/env bash
# Installs Debian's chromium for the HTML report's browser tests when it is missing (never a test
# tool's own browser download). Needs root and apt, as CI and the developers' machines have.
# Test files run in parallel and each calls this when chromium is missing: one installs while the
# others wait on a lock, then find it installed (without the lock, apt's own lock failed them).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium is missing: install Debian's package 'chromium' (apt-get install chromium)." >&2
  exit 1
fi
exec 9>"${TMPDIR:-/tmp}/goldgate-install-chromium.lock"
flock 9
if command -v chromium >/dev/null 2>&1; then exit 0; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 chromium >/dev/null
command -v chromium
