// Regenerates docs/example-comment.md: the PR comment `goldgate run` renders for the bundled
// example (./goldgate.yml: examples/ner against its recorded v0.1.0 baseline). README shows it.
// Uses the built CLI, so run `node scripts/build.mjs` first; test/pipeline/run-example.test.ts
// fails when the file is stale.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = "docs/example-comment.md";
const r = spawnSync(
  process.execPath,
  ["dist/cli.js", "run", "--config", "goldgate.yml", "--markdown", out],
  { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
);
if (r.status !== 0 && r.status !== 1) {
  process.stderr.write(r.stderr);
  process.exit(r.status ?? 3);
}
process.stdout.write(`Wrote ${out} (gate ${r.status === 0 ? "passed" : "failed"}).\n`);
