// Bundles the two entries into dist/ with esbuild. Byte-deterministic: no timestamps, no
// absolute paths (esbuild writes relative paths into comments), fixed option order.
// dist/cli.js is the npm bin: it starts with a shebang and is written executable (0755), so
// `git add dist` keeps its mode 100755 (test/package/pack.test.ts checks both). It is a launcher
// of a few lines that turns on Node's compile cache (Node >= 22.1) before it imports the CLI's
// bundle, dist/cli-main.mjs: the cache can only serve a module compiled after it is enabled, and
// it saves compiling the 1.9 MB bundle on every start after the first (docs/performance.md,
// "Start-up: the compile cache"). `.mjs`: the Python package ships both files without a
// package.json, and Node 20 reads `.mjs` as an ES module anywhere.
import { createHash } from "node:crypto";
import { chmodSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";

const banner = {
  js: 'import { createRequire as __goldgateCreateRequire } from "node:module"; const require = __goldgateCreateRequire(import.meta.url);',
};

// src/version.ts imports package.json for its version and repository; bundling the whole file
// would copy the dev dependency list into dist/. Only those two fields are bundled.
const { version, repository } = JSON.parse(readFileSync("package.json", "utf8"));
const versionOnly = {
  name: "package-json-version-only",
  setup(b) {
    const own = resolve("package.json");
    b.onLoad({ filter: /[\\/]package\.json$/ }, (args) =>
      args.path === own
        ? { contents: JSON.stringify({ version, repository }), loader: "json" }
        : undefined,
    );
  },
};

// The build's identity (src/version.ts BUILD): a sha256 of every source file, package.json and
// package-lock.json, by path in code-unit order. A baseline records it; a run takes documents
// over from a baseline only when its own build recorded it (docs/comparison.md).
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
  );
}
const buildHash = createHash("sha256");
for (const file of [...sourceFiles("src"), "package.json", "package-lock.json"].sort())
  buildHash.update(`${file}\n`).update(readFileSync(file)).update("\n");
const buildId = buildHash.digest("hex");

// The validator of goldgate.yml compiled here, once: src/config/config-validator.ts compiles it
// at run time (as the tests run it); the bundles get ajv's standalone code for the same schema
// and options instead, so a run does not compile the schema (about 0.19 s of CPU) and the bundle
// does not carry ajv's compiler. The code is a function of the schema, the options and ajv's
// version alone, so the build stays byte-deterministic.
const validatorModule = resolve("src/config/config-validator.ts");
const standaloneValidator = {
  name: "config-validator-standalone",
  async setup(b) {
    const { Ajv } = await import("ajv");
    const { default: standaloneCode } = await import("ajv/dist/standalone/index.js");
    b.onLoad({ filter: /[\\/]config-validator\.ts$/ }, (args) => {
      if (args.path !== validatorModule) return undefined;
      const options = JSON.parse(readFileSync("src/config/validator-options.json", "utf8"));
      const ajv = new Ajv({ ...options, code: { source: true, esm: true } });
      const schema = JSON.parse(readFileSync("goldgate.schema.json", "utf8"));
      const code = standaloneCode(ajv, ajv.compile(schema));
      return {
        contents: `${code}\nexport function compileConfigValidator() { return validate; }\n`,
        loader: "js",
        resolveDir: resolve("src/config"),
      };
    });
  },
};

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  banner,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
  sourcemap: false,
  // Paths in the bundle stay repo-relative even when node_modules is a symlink.
  preserveSymlinks: true,
  plugins: [versionOnly, standaloneValidator],
  define: { GOLDGATE_BUILD: JSON.stringify(buildId) },
};

await build({ ...common, entryPoints: ["src/index.ts"], outfile: "dist/index.js" });
await build({ ...common, entryPoints: ["src/cli.ts"], outfile: "dist/cli-main.mjs" });

// `module.enableCompileCache` is undefined before Node 22.1 (then nothing changes); it never
// throws. The cache lives in NODE_COMPILE_CACHE or else os.tmpdir()/node-compile-cache, and
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. Node 24.21 never returns from creating a cache
// folder under /proc (a TMPDIR there hung the process), so a temporary folder there gets none.
const launcher = `#!/usr/bin/env node
// Goldgate's CLI: dist/cli-main.mjs, compiled from Node's compile cache where there is one.
import module from "node:module";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
if (!/^\\/proc(\\/|$)/.test(resolve(tmpdir()))) module.enableCompileCache?.();
await import("./cli-main.mjs");
`;
writeFileSync("dist/cli.js", launcher);
chmodSync("dist/cli.js", 0o755);
