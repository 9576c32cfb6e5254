// Bundles the two entries into dist/ with esbuild. Byte-deterministic: no timestamps, no
// absolute paths (esbuild writes relative paths into comments), fixed option order.
// dist/cli.js is the npm bin: it starts with a shebang and is written executable (0755), so
// `git add dist` keeps its mode 100755 (test/package/pack.test.ts checks both).
import { chmodSync, readFileSync } from "node:fs";
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
  plugins: [versionOnly],
};

await build({ ...common, entryPoints: ["src/index.ts"], outfile: "dist/index.js" });
await build({
  ...common,
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  banner: { js: `#!/usr/bin/env node\n${banner.js}` },
});
chmodSync("dist/cli.js", 0o755);
