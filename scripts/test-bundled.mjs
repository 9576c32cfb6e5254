// `npm test`: every test/**/*.test.ts, each bundled with its imports into one ES module by esbuild
// (the transform tsx applies, done once for the whole suite), then run by `node --test`, two files
// at a time. A file loaded through tsx pays about 1 s of CPU resolving and loading its few hundred
// modules one by one, in each of the suite's ~280 processes; a bundle loads in one go.
// `import.meta.url`, `.dirname` and `.filename` keep naming each module's own source file, so
// paths made from them (fixtures, dist/, ../shared) are the ones the file names under tsx. Packages
// stay outside the bundles (node_modules, as under tsx). Arguments go to `node --test`
// (`npm test -- --test-name-pattern=…`). One file alone still runs through tsx:
// `node --import tsx --test test/path/x.test.ts`.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");
/** Where the bundles go (ignored by git, so by the linter too); emptied first. */
const OUT = join(ROOT, ".cache", "test-bundles");

/** Every `*.test.ts` below `dir`, sorted. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return testFiles(path);
      return e.name.endsWith(".test.ts") ? [path] : [];
    })
    .sort();
}

/** Each module's `import.meta` paths (ours: TypeScript and scripts/*.mjs), written in as its own file's. */
const ownPaths = {
  name: "own-import-meta-paths",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      const source = readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents: source, loader: /\.[cm]?ts$/.test(args.path) ? "ts" : "js" };
    });
  },
};

const entries = testFiles(join(ROOT, "test"));
rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: entries,
  outdir: OUT,
  outbase: ROOT,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  format: "esm",
  platform: "node",
  // As tsx transforms: for this Node, function and class names kept.
  target: `node${process.versions.node}`,
  keepNames: true,
  packages: "external",
  logLevel: "warning",
  plugins: [ownPaths],
});
const bundles = entries.map((f) => join(OUT, relative(ROOT, f)).replace(/\.ts$/, ".mjs"));
const args = ["--test", "--test-concurrency=2", "--test-reporter=tap", ...process.argv.slice(2)];
// The folders and files the tests make in the system's temporary folder (a few thousand a run,
// some left by tests that end early or by the CLI processes they start) go into one folder of
// this run's, removed when the run ends, whatever the tests leave.
const scratch = mkdtempSync(join(tmpdir(), "goldgate-tests-"));
const child = spawn(process.execPath, [...args, ...bundles], {
  stdio: "inherit",
  cwd: ROOT,
  env: { ...process.env, TMPDIR: scratch },
});
child.on("close", (code, signal) => {
  rmSync(scratch, { recursive: true, force: true });
  process.exitCode = code ?? (signal === null ? 1 : 128);
});
