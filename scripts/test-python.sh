#!/usr/bin/env bash
# Builds the Python package from the current dist/ with Debian's packaging tools, installs the
# wheel offline into a fresh venv and runs its pytest suite (python/tests) and the pytest example
# (python/examples). Installs python3-build, python3-pytest and python3-venv with apt when missing
# (root only), as scripts/install-chromium.sh does for chromium.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-/usr/bin/python3}
missing=()
"$py" -c 'import build' 2>/dev/null || missing+=(python3-build)
"$py" -c 'import pytest' 2>/dev/null || missing+=(python3-pytest)
"$py" -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The Python package's tests need Debian's ${missing[*]} (apt-get install ${missing[*]})." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
node "$repo/scripts/build-python.mjs" "$tmp/wheelhouse"
"$py" -m venv --system-site-packages "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --no-index --no-deps --disable-pip-version-check "$tmp"/wheelhouse/goldgate-*.whl
# From a folder outside the repository, so the tests import the installed package, not python/src.
cd "$tmp"
GOLDGATE_REPO="$repo" "$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider \
  --rootdir "$repo/python" "$repo/python/tests" "$repo/python/examples"
