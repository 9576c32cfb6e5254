// Refreshes the generated blocks of README.md from the real thing, so the README never shows
// hand-written output: the terminal output of `node dist/cli.js` on the bundled example, and the
// PR comment it renders (docs/example-comment.md, written by scripts/render-example.mjs), and the
// goldgate.yml key tables of docs/config.md.
// Run `npm run example` (build, render the comment, refresh the README); test/readme.test.ts
// fails when a block is stale.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The README with every generated block replaced by its current content. */
export function renderReadme() {
  const run = spawnSync(process.execPath, ["dist/cli.js"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  const comment = readFileSync(join(root, "docs", "example-comment.md"), "utf8").trimEnd();
  let readme = readFileSync(join(root, "README.md"), "utf8");
  readme = replaceBlock(readme, "example-output", `\`\`\`text\n${run.stdout.trimEnd()}\n\`\`\``);
  readme = replaceBlock(readme, "example-comment", comment);
  readme = replaceBlock(readme, "config-keys", configKeys());
  readme = replaceBlock(readme, "action-io", section("action.md", "## Inputs", "## Modes"));
  return readme;
}

/** Every key of goldgate.yml: the key tables of docs/config.md. */
function configKeys() {
  return section("config.md", "## `inputs`", "## `goldgate run` flags");
}

/** The part of docs/<file> from one heading to another, headings two levels down, links fixed. */
function section(file, fromHeading, toHeading) {
  const doc = readFileSync(join(root, "docs", file), "utf8");
  const from = doc.indexOf(fromHeading);
  const to = doc.indexOf(toHeading);
  if (from === -1 || to === -1) throw new Error(`docs/${file} lost its ${fromHeading} section`);
  return doc
    .slice(from, to)
    .trimEnd()
    .replace(/^## /gm, "#### ")
    .replace(/\]\((?!https?:|#|\.\.\/)/g, "](docs/")
    .replaceAll("](#", `](docs/${file}#`)
    .replaceAll("](../", "](");
}

function replaceBlock(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`README.md has no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(root, "README.md"), renderReadme());
  process.stdout.write("Refreshed README.md\n");
}
