import type { BaselineFile } from "../baseline/baseline-file.ts";
import { resolveBaselineSettings } from "../baseline/baseline-settings.ts";
import { UserError } from "../errors.ts";
import { pathOf } from "../measure/families/family.ts";
import { headlineFamily } from "../measure/families/registry.ts";
import { figureText, unitOfPath } from "../number-format.ts";
import { type CurrentSource, compareWithCurrent } from "../pipeline/compare.ts";
import { recordBaseline } from "../pipeline/record.ts";
import { resolveTaskSettings, scoresRepeatedRuns, taskWords } from "../pipeline/task.ts";
import { createGitPort } from "../ports/git.ts";
import { inMemoryReleases, SCORES_ASSET } from "../ports/releases.ts";
import { jsonChunks, jsonPieces } from "../report/json.ts";
import { renderCompareSummary } from "../report/terminal-compare.ts";
import { baselineFlags } from "./baseline-setting-rows.ts";
import { configPathOf, flagsFrom } from "./command-score.ts";
import { type CliIo, EXIT, writeFileOf, writeStdout } from "./io.ts";
import {
  commandOptions,
  parseCommandArgs,
  refuseUnread,
  renderOptionHelp,
  taskFlagsFrom,
} from "./options.ts";
import { readConfig } from "./read-config.ts";

/** Options of `goldgate record`: the scoring options plus where to write and what to stamp. */
export const RECORD_OPTIONS = commandOptions("record");

/** Options of `goldgate compare`: the scoring options (for the current side) plus the baseline's. */
export const COMPARE_OPTIONS = commandOptions("compare");

function pathContext(configDir: string, io: CliIo) {
  return { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
}

/**
 * What a recorded file holds, in words: its headline figure as the terminal spells it, under its
 * family's own label (`2 documents, Overall strict F1 85.00`; `30 items by 4 coders, …α 0.4998`).
 */
function recordedFigure(file: BaselineFile): string {
  const h = headlineFamily(file)?.headline(file);
  if (h === undefined) return "no metric family";
  const figure = figureText(unitOfPath(pathOf(h.main.keys)), h.main.value, "full");
  return `${h.scope.replace(/^(on|of) /, "")}, ${h.main.label} ${figure}`;
}

/** `goldgate record`: score and write the baseline file of this commit. */
export async function runRecord(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("record", args, RECORD_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate record [options]\n\n${renderOptionHelp(RECORD_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const { config, configDir, io: limited } = await readConfig(configPathOf(v, io), io);
  const ctx = pathContext(configDir, io);
  const { tagPattern } = resolveBaselineSettings(
    config.baseline,
    { tagPattern: v["tag-pattern"] },
    ctx,
  );
  const settings = resolveTaskSettings(config, { ...flagsFrom(v), ...taskFlagsFrom(v) }, ctx);
  refuseUnread(
    "record",
    settings.kind === "corpus" ? "corpus" : settings.kind,
    v,
    taskWords(settings),
    scoresRepeatedRuns(settings, limited.files),
  );
  const file = await recordBaseline(
    {
      settings,
      commit: v.commit ?? null,
      tag: v.tag ?? null,
      tagPattern,
      details: v["without-details"] !== true,
    },
    { files: limited.files, git: createGitPort(io.cwd) },
  );
  const out = v.out ?? SCORES_ASSET;
  if (out === "-") await writeStdout(io, jsonChunks(file));
  else {
    writeFileOf(io, out, jsonPieces(file));
    const at = [file.baseline.tag, file.baseline.commit?.slice(0, 12)].filter((x) => x != null);
    const where = at.length > 0 ? ` at ${at.join(" ")}` : "";
    io.stdout(`Recorded ${out}: ${recordedFigure(file)}${where}.\n`);
  }
  return EXIT.ok;
}

/** What reads `--current FILE`: scores made before, by the settings written in them. */
const CURRENT_WORDS =
  "compare --current FILE, which reads scores made before (the settings that made them are in that file)";

/** `goldgate compare`: current scores (scored now or read) against the baseline. */
export async function runCompare(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("compare", args, COMPARE_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate compare [options]\n\n${renderOptionHelp(COMPARE_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const { config, configDir, io: limited } = await readConfig(configPathOf(v, io), io);
  const ctx = pathContext(configDir, io);
  const baseline = resolveBaselineSettings(config.baseline, baselineFlags(v), ctx);
  if (v["current-details"] !== undefined && v.current === undefined)
    throw new UserError(
      "--current-details applies only to --current FILE (the details of that scores file, from score --details); without --current the current side is scored now, with its own details.",
    );
  const current: CurrentSource =
    v.current === undefined
      ? {
          kind: "score",
          settings: resolveTaskSettings(config, { ...flagsFrom(v), ...taskFlagsFrom(v) }, ctx),
        }
      : { kind: "file", path: v.current, detailsPath: v["current-details"] ?? null };
  if (current.kind === "score")
    refuseUnread(
      "compare",
      current.settings.kind,
      v,
      taskWords(current.settings),
      scoresRepeatedRuns(current.settings, limited.files),
    );
  else refuseUnread("compare", "scoresFile", v, CURRENT_WORDS);
  const releases = inMemoryReleases([], {
    unavailable: "release assets are read by the GitHub Action; the CLI has no GitHub API",
  });
  const { comparison, current: doc } = await compareWithCurrent(
    { current, baseline },
    { files: limited.files, git: createGitPort(io.cwd), releases },
  );
  if (v.out !== undefined) writeFileOf(io, v.out, jsonPieces(comparison));
  if (v.json === true) await writeStdout(io, jsonChunks(comparison));
  else io.stdout(renderCompareSummary(comparison, doc, baseline.scheme));
  return EXIT.ok;
}
