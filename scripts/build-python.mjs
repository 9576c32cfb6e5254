// Builds the Python package (python/) into a wheel and an sdist with Debian's packaging tools
// (python3 -m build --no-isolation: no package index is needed). The package carries the same
// bundle as npm (dist/cli.js, shipped as cli.mjs so Node 20 reads it as an ES module without a
// package.json, and the dist/cli-main.mjs it imports) and the npm version. Nothing is generated inside the repository: the package is
// staged in a temporary folder. Usage: node scripts/build-python.mjs [OUT_DIR] (default python/dist).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const out = resolve(process.argv[2] ?? join(repo, "python", "dist"));
const python = process.env.PYTHON ?? "/usr/bin/python3";
const { version } = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));

const stage = mkdtempSync(join(tmpdir(), "goldgate-python-"));
try {
  for (const name of ["pyproject.toml", "README.md", "src"]) {
    cpSync(join(repo, "python", name), join(stage, name), { recursive: true });
  }
  cpSync(join(repo, "LICENSE"), join(stage, "LICENSE"));
  const pkg = join(stage, "src", "goldgate");
  mkdirSync(join(pkg, "_bundle"), { recursive: true });
  cpSync(join(repo, "dist", "cli.js"), join(pkg, "_bundle", "cli.mjs"));
  cpSync(join(repo, "dist", "cli-main.mjs"), join(pkg, "_bundle", "cli-main.mjs"));
  cpSync(join(repo, "goldgate.schema.json"), join(pkg, "_bundle", "goldgate.schema.json"));
  writeFileSync(
    join(pkg, "_version.py"),
    `"""The npm package's version."""\n\n__version__ = "${version}"\n`,
  );
  mkdirSync(out, { recursive: true });
  // A fixed timestamp keeps the wheel's zip entries the same from build to build.
  const env = { ...process.env, SOURCE_DATE_EPOCH: "315532800" };
  execFileSync(python, ["-m", "build", "--no-isolation", "--outdir", out, stage], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log(`goldgate ${version}: wheel and sdist in ${out}`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
