import pkg from "../package.json" with { type: "json" };

/** Goldgate's version, from package.json (bundled into dist at build time). */
export const VERSION: string = pkg.version;

/** Set by the build (scripts/build.mjs) to a sha256 of the sources it bundled. */
declare const GOLDGATE_BUILD: string | undefined;

/**
 * The build's identity: a sha256 of the sources, package.json and package-lock.json it was built
 * from (the bundle); `source <version>` when run from the sources. A baseline's documents are
 * taken over by a run only when the same build recorded it (docs/comparison.md).
 */
export const BUILD: string =
  typeof GOLDGATE_BUILD === "string" ? GOLDGATE_BUILD : `source ${pkg.version}`;

/**
 * The repository's `owner/name` on GitHub, read from package.json's `repository` — the one place
 * the project's coordinates are written. The Action's `uses:`, generated workflows and the docs'
 * examples name it (test/coordinates.test.ts holds the docs to it).
 */
export const REPOSITORY: string = ownerName(pkg.repository.url);

/** `uses:` of the Action at the major tag the release workflow moves (`v0` for 0.x releases). */
export const ACTION_REF = `${REPOSITORY}@v${VERSION.split(".")[0] ?? "0"}`;

function ownerName(url: string): string {
  const match = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?$/.exec(url);
  if (match?.[1] === undefined)
    throw new Error(`package.json repository.url is not a GitHub URL: ${url}`);
  return match[1];
}
