import { BASELINE_SOURCE_SETTINGS, type BaselineSourceSetting } from "./comparison.ts";

/**
 * Which baseline sources read each source-specific setting (docs/cli.md, "Baseline flags"). A
 * flag the chosen source does not read would do nothing, so it is refused (a flag is honoured or
 * refused, never ignored); goldgate.yml may hold keys of several sources (a team switches
 * `baseline.source` and keeps the rest), so config keys are not checked.
 */
const READ_BY = {
  path: { flag: "--baseline", sources: ["path", "auto"] },
  ref: { flag: "--baseline-ref", sources: ["ref"] },
  scoresFile: { flag: "--scores-file", sources: ["release-asset", "tag-file", "ref", "auto"] },
  tagPattern: { flag: "--tag-pattern", sources: ["tag-file", "tag-rescore", "auto"] },
  baseRef: { flag: "--base-ref", sources: ["tag-file", "tag-rescore", "auto"] },
  maxAgeDays: {
    flag: "--max-age-days",
    sources: ["auto", "release-asset", "tag-file", "tag-rescore", "path", "ref", "base-branch"],
  },
} as const satisfies Record<
  string,
  { readonly flag: string; readonly sources: readonly BaselineSourceSetting[] }
>;

/** How the source was chosen, as messages name it. */
export type SourceChoice =
  | { readonly by: "flag" }
  | { readonly by: "implied"; readonly flag: string }
  | { readonly by: "config" }
  | { readonly by: "default" };

function choiceText(source: string, choice: SourceChoice): string {
  if (choice.by === "flag") return `--source ${source}`;
  if (choice.by === "implied") return `implied by ${choice.flag}`;
  if (choice.by === "config") return `baseline.source: ${source} in the config`;
  return "the default";
}

function wayOut(flag: string, source: string, choice: SourceChoice, sources: number): string {
  const them = sources === 1 ? "it" : "one of them";
  if (choice.by === "flag") return `Drop ${flag}, or drop --source ${source}`;
  if (choice.by === "config") return `Drop ${flag}, or set baseline.source to ${them}`;
  return `Drop ${flag}, or pass --source with ${them}`;
}

/** The sources in words: `source ref`, `sources path and auto`, `every source but none`. */
function sourcesText(sources: readonly string[]): string {
  if (sources.length === BASELINE_SOURCE_SETTINGS.length - 1) return "every source but none";
  if (sources.length === 1) return `source ${sources[0]}`;
  return `sources ${sources.slice(0, -1).join(", ")} and ${sources.at(-1)}`;
}

/**
 * Problems for the baseline flags given on the command line (`flags`, keyed like the settings)
 * that `source` does not read: `--tag-pattern is not read by baseline source 'path' …`.
 */
export function unreadSourceFlags(
  flags: Readonly<Partial<Record<string, string>>>,
  source: BaselineSourceSetting,
  choice: SourceChoice,
): string[] {
  return Object.entries(READ_BY)
    .filter(([key, r]) => flags[key] !== undefined && !r.sources.some((s) => s === source))
    .map(
      ([, r]) =>
        `${r.flag} is not read by baseline source '${source}' (${choiceText(source, choice)}): it belongs to ${sourcesText(r.sources)}. ${wayOut(r.flag, source, choice, r.sources.length)}.`,
    );
}
