#!/usr/bin/env bash
# Renders docs/example-comment.md (the PR comment of the bundled example, `npm run example`) as
# GitHub shows it — details collapsed — and screenshots it to docs/example-comment.png with
# Debian's headless Chromium. Needs Debian's python3-markdown, chromium and fonts-noto-color-emoji
# (apt-get install). Not part of the build: rerun it when the comment changes; commit the PNG.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 - "$work/comment.html" <<'PY'
import sys, markdown
body = markdown.markdown(open("docs/example-comment.md", encoding="utf-8").read(),
                         extensions=["tables"])
css = """
body { margin: 0; background: #ffffff; }
.comment { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  color: #1f2328; width: 820px; margin: 16px; border: 1px solid #d1d9e0; border-radius: 6px; }
.head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e;
  border-radius: 6px 6px 0 0; }
.head b { color: #1f2328; }
.body { padding: 4px 16px 12px; }
h3 { font-size: 1.25em; margin: 16px 0 8px; }
table { border-collapse: collapse; margin: 8px 0 16px; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #d1d9e0; padding: 4px 10px; }
tr:nth-child(2n) td { background: #f6f8fa; }
th { font-weight: 600; }
details { margin: 6px 0; } summary { cursor: pointer; }
ul { padding-left: 2em; } sub { color: #59636e; }
hr { border: 0; border-top: 1px solid #d1d9e0; }
code { background: #eff1f3; border-radius: 4px; padding: 0.1em 0.3em; }
"""
page = f"""<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head>
<body><div class="comment"><div class="head"><b>github-actions</b> bot commented</div>
<div class="body">{body}</div></div></body></html>"""
open(sys.argv[1], "w", encoding="utf-8").write(page)
PY
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --hide-scrollbars --user-data-dir="$work/profile" \
  --force-device-scale-factor=1 --window-size=854,"${HEIGHT:-862}" \
  --screenshot="$work/comment.png" "file://$work/comment.html" 2>/dev/null
mv "$work/comment.png" docs/example-comment.png
echo "Wrote docs/example-comment.png"
