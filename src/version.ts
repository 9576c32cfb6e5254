import pkg from "../package.json" with { type: "json" };

/** Goldgate's version, from package.json (bundled into dist at build time). */
export const VERSION: string = pkg.version;
