/** The release asset a baseline is published as (without a report key, with the default scoresFile). */
export const SCORES_ASSET = "goldgate-scores.json";

/**
 * The release asset name of one report: `goldgate-scores-<report-key>.json` when the run has a
 * report key (matrix jobs each record and read their own), else the scores file's name
 * (`baseline.scoresFile`, default `goldgate-scores.json`). Recording and lookup both use it.
 */
export function scoresAssetName(reportKey: string, scoresFile: string = SCORES_ASSET): string {
  if (reportKey !== "") return `goldgate-scores-${reportKey}.json`;
  const name = scoresFile.slice(scoresFile.lastIndexOf("/") + 1);
  return name === "" ? SCORES_ASSET : name;
}

/** The outcome of looking for the scores asset of the latest release. */
export type ReleaseAssetLookup =
  | { readonly kind: "found"; readonly tag: string; readonly name: string; readonly text: string }
  | { readonly kind: "missing"; readonly reason: string };

/**
 * Release assets: the `goldgate-scores.json` asset of the latest published, non-prerelease,
 * non-draft release. The GitHub implementation lives with the action; tests and the CLI use
 * `inMemoryReleases`. Failures to reach the service are thrown; "no such asset" is `missing`.
 */
export interface ReleasePort {
  /** The asset `name` (default `goldgate-scores.json`) of the latest release. */
  latestScoresAsset(name?: string): Promise<ReleaseAssetLookup>;
}

/** A release as the fake holds it; `publishedAt` is an ISO 8601 timestamp (null for drafts). */
export interface FakeRelease {
  readonly tag: string;
  readonly draft: boolean;
  readonly prerelease: boolean;
  readonly publishedAt: string | null;
  readonly assets: Readonly<Record<string, string>>;
}

/**
 * An in-memory ReleasePort. With `unavailable`, every lookup is `missing` with that reason (the
 * CLI's port: it has no GitHub API). Latest = greatest `publishedAt`, ties by tag.
 */
export function inMemoryReleases(
  releases: readonly FakeRelease[],
  options: { readonly unavailable?: string } = {},
): ReleasePort {
  return {
    latestScoresAsset: async (name = SCORES_ASSET) => {
      if (options.unavailable !== undefined)
        return { kind: "missing", reason: options.unavailable };
      const published = releases
        .filter((r) => !r.draft && !r.prerelease && r.publishedAt !== null)
        .sort((a, b) =>
          (b.publishedAt ?? "") === (a.publishedAt ?? "")
            ? a.tag < b.tag
              ? 1
              : -1
            : (b.publishedAt ?? "") < (a.publishedAt ?? "")
              ? -1
              : 1,
        );
      const latest = published[0];
      if (latest === undefined)
        return { kind: "missing", reason: "no published release (drafts and prereleases ignored)" };
      const text = latest.assets[name];
      return text === undefined
        ? { kind: "missing", reason: `release ${latest.tag} has no ${name} asset` }
        : { kind: "found", tag: latest.tag, name, text };
    },
  };
}
