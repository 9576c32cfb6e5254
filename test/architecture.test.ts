import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** Pipeline order: a stage may import only from stages before it (and the shared leaves). */
const STAGES = [
  "formats",
  "corpus",
  "align",
  "measure",
  "baseline",
  "gate",
  "report",
  "github",
] as const;
const LEAVES = new Set([
  "errors.ts",
  "version.ts",
  "number-format.ts",
  "pair-key.ts",
  "config",
  "ports",
  "corpus/model.ts",
  "corpus/offsets.ts",
]);
const ENTRIES = new Set(["cli", "action", "pipeline", "cli.ts", "index.ts"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : e.name.endsWith(".ts")
        ? [join(dir, e.name)]
        : [],
  );
}

function area(path: string): string {
  const rel = relative(SRC, path).replaceAll("\\", "/");
  if (rel.startsWith("..")) return "outside-src";
  if (LEAVES.has(rel)) return rel;
  const top = rel.split("/")[0] ?? rel;
  return top;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gms)].map(
    (m) => m[1] as string,
  );
}

test("every import points upstream in the pipeline", () => {
  const violations: string[] = [];
  for (const file of filesUnder(SRC)) {
    const from = area(file);
    if (ENTRIES.has(from)) continue;
    for (const spec of importsOf(file)) {
      const target = area(resolve(dirname(file), spec));
      if (target === from || LEAVES.has(target) || target === "outside-src") continue;
      const a = STAGES.indexOf(from as (typeof STAGES)[number]);
      const b = STAGES.indexOf(target as (typeof STAGES)[number]);
      const leaf = LEAVES.has(from);
      if (leaf || b === -1 || a === -1 || b > a)
        violations.push(`${relative(SRC, file)} → ${spec}`);
    }
  }
  assert.deepEqual(violations, []);
});

test("the middle never touches @actions/*, the environment or the process", () => {
  const offenders: string[] = [];
  for (const file of filesUnder(SRC)) {
    const top = area(file);
    if (ENTRIES.has(top) || top === "github" || top === "ports") continue;
    const text = readFileSync(file, "utf8");
    if (/from\s+"@actions\//.test(text) || /process\.(env|exit|argv|cwd)/.test(text))
      offenders.push(relative(SRC, file));
  }
  assert.deepEqual(offenders, []);
});

/** Source text without comments (so prose may name a family). */
function code(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1");
}

/** A comparison with a format or task field: `settings.format === "tbf"`, `doc.task !== x`. */
const FORMAT_TEST = /\b(format|task)\s*[!=]==|[!=]==\s*[^;]*\.(format|task)\b/;

/** A family's name as a string literal. */
function quotedName(names: readonly string[]): RegExp {
  return new RegExp(`["'\`](${[...new Set(names)].join("|")})["'\`]`);
}

test("compare, gate and the renderers never test a format or name a metric family", async () => {
  const { FAMILIES } = await import("../src/measure/families/registry.ts");
  const quoted = quotedName(FAMILIES.map((f) => f.name));
  const formatTest = FORMAT_TEST;
  const offenders: string[] = [];
  for (const dir of ["baseline", "gate", "report"])
    for (const file of filesUnder(join(SRC, dir))) {
      const text = code(file);
      for (const [n, line] of text.split("\n").entries())
        if (quoted.test(line) || formatTest.test(line))
          offenders.push(`${relative(SRC, file)}:${n + 1}: ${line.trim()}`);
    }
  assert.deepEqual(offenders, []);
});

/** A family's section read off a document: `doc.labels`, `run.scores.agreement`, `doc?.events`. */
function sectionRead(names: readonly string[]): RegExp {
  return new RegExp(`\\b(doc|scores|document)\\??\\.(${[...new Set(names)].join("|")})\\b`);
}

test("compare, gate and the renderers never read a family's section off a document", async () => {
  const { FAMILIES } = await import("../src/measure/families/registry.ts");
  const read = sectionRead(FAMILIES.map((f) => f.name));
  const offenders: string[] = [];
  for (const dir of ["baseline", "gate", "report"])
    for (const file of filesUnder(join(SRC, dir))) {
      for (const [n, line] of code(file).split("\n").entries())
        if (read.test(line)) offenders.push(`${relative(SRC, file)}:${n + 1}: ${line.trim()}`);
    }
  assert.deepEqual(offenders, []);
  assert.ok(read.test("const l = doc.labels;") && read.test("run.scores?.agreement"));
  assert.ok(!read.test("const a = u.labels;"));
});

test("the family-name check catches what it is meant to catch", () => {
  const quoted = quotedName(["events", "labels"]);
  const formatTest = FORMAT_TEST;
  assert.ok(quoted.test(`if (name === "events") return;`));
  assert.ok(formatTest.test(`if (settings.format === "tbf") {`));
  assert.ok(formatTest.test(`return doc.task !== "labels";`));
  assert.ok(!formatTest.test(`const formatted = points(x);`));
});

/** Every metric root: the span family's and the levels', and each registered family's `roots`. */
async function metricRootNames(): Promise<string[]> {
  const { FAMILIES } = await import("../src/measure/families/registry.ts");
  const named = ["overall", "types", "macro", "levels", "bdm", "tokens"];
  return [...new Set([...named, ...FAMILIES.flatMap((f) => f.roots)])];
}

/** A read of a metric root: the root as a string literal (`["types", t]`) or a property (`c.macro`). */
function rootRead(roots: readonly string[]): RegExp {
  const names = roots.join("|");
  return new RegExp(`["'\`](${names})["'\`]|\\??\\.(${names})\\b`);
}

/**
 * Modules outside measure/ that belong to one family: the span family's comparison engine (its
 * clash-tally accumulator, the tally rows of its scores files, its rows, the paired matrix and its side tables) and the reader of
 * `comparison@1` documents, whose span keys it moves into `families.spans`.
 */
const OWN_MODULES = new Set([
  "baseline/span-engine.ts",
  "baseline/comparison-rows.ts",
  "baseline/paired-matrix.ts",
  "baseline/paired-sides.ts",
  "baseline/tally-rows.ts",
  "baseline/joint-null.ts",
  "baseline/comparison-upgrade.ts",
]);

/** Files (path → code without comments) that read a metric root outside its family's modules. */
function rootReadOffenders(files: ReadonlyMap<string, string>, read: RegExp): string[] {
  const offenders: string[] = [];
  for (const [path, text] of files) {
    if (OWN_MODULES.has(path)) continue;
    const lines = text
      .split("\n")
      .flatMap((line, n) => (read.test(line) ? [`${n + 1}: ${line.trim()}`] : []));
    if (lines.length > 0) offenders.push(`${path}: ${lines.join(" | ")}`);
  }
  return offenders;
}

function compareGateReport(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ["baseline", "gate", "report"])
    for (const file of filesUnder(join(SRC, dir))) files.set(relative(SRC, file), code(file));
  return files;
}

test("compare, gate and the renderers read no family's metric root outside its own modules", async () => {
  const read = rootRead(await metricRootNames());
  assert.deepEqual(rootReadOffenders(compareGateReport(), read), []);
});

test("the metric-root check fails on a planted read in any renderer, gate or compare file, and allows one in a family's own module", async () => {
  const read = rootRead(await metricRootNames());
  for (const planted of [
    `const f1 = numberAt(base.doc, ["types", type, "strict", "f1"]);`,
    "const m = comparison.macro;",
    "const r = doc?.relations;",
    "const b = scores.bdm;",
  ]) {
    // The files that read span rows until the class table, headline and count models replaced them.
    for (const path of [
      "gate/evaluate-cases.ts",
      "report/terminal.ts",
      "report/markdown.ts",
      "report/markdown-classes.ts",
      "report/class-table.ts",
      "report/html-families.ts",
      "report/report-model.ts",
    ]) {
      const files = compareGateReport();
      assert.ok(files.has(path), path);
      files.set(path, `${files.get(path) ?? ""}\n${planted}\n`);
      assert.equal(rootReadOffenders(files, read).length, 1, `${planted} in ${path}`);
    }
    const own = compareGateReport();
    own.set("baseline/span-engine.ts", `${own.get("baseline/span-engine.ts") ?? ""}\n${planted}\n`);
    assert.deepEqual(rootReadOffenders(own, read), [], `${planted} in the span engine`);
  }
  assert.ok(!read.test("const typesN = layout.typeCount;"));
  assert.ok(!read.test("const formatted = points(x);"));
});
