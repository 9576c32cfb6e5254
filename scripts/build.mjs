// Bundles the two entries into dist/ with esbuild. Byte-deterministic: no timestamps, no
// absolute paths (esbuild writes relative paths into comments), fixed option order.
import { build } from "esbuild";

const banner = {
  js: 'import { createRequire as __goldgateCreateRequire } from "node:module"; const require = __goldgateCreateRequire(import.meta.url);',
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
};

await build({ ...common, entryPoints: ["src/index.ts"], outfile: "dist/index.js" });
await build({
  ...common,
  entryPoints: ["src/cli.ts"],
  outfile: "dist/cli.js",
  banner: { js: `#!/usr/bin/env node\n${banner.js}` },
});
