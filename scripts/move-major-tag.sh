#!/usr/bin/env bash
# Moves the major tag (v1) to the commit of the release tag $TAG (v1.2.3) and pushes it to origin,
# as GitHub's own actions do. Run by .github/workflows/release.yml; test/release.test.ts runs it
# against a local bare repository. Env: TAG (required), PRERELEASE (true: do nothing).
set -euo pipefail
: "${TAG:?TAG must name the release tag, e.g. v1.2.3}"
if ! [[ "$TAG" =~ ^v([0-9]+)\.[0-9]+\.[0-9]+$ ]]; then
  echo "::error::release tag '$TAG' is not vMAJOR.MINOR.PATCH; the major tag was not moved." >&2
  exit 1
fi
if [ "${PRERELEASE:-false}" = "true" ]; then
  echo "$TAG is a prerelease: the major tag stays where it is."
  exit 0
fi
major="v${BASH_REMATCH[1]}"
commit=$(git rev-parse "refs/tags/$TAG^{commit}")
git -c user.name="github-actions[bot]" \
  -c user.email="41898282+github-actions[bot]@users.noreply.github.com" \
  tag --force --annotate "$major" --message "$major → $TAG" "$commit"
git push --force origin "refs/tags/$major"
echo "$major now points at $TAG ($commit)."
