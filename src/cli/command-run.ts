import type { Trend } from "../baseline/trend.ts";
import { SCORE_SETTING_TABLE } from "../config/setting-table.ts";
import { UserError } from "../errors.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { markdownOptions, RUN_STAGES, type RunStage, runGoldgate } from "../pipeline/run.ts";
import { runWithReport } from "../pipeline/run-report.ts";
import { type RunFlags, resolveRunSettings } from "../pipeline/run-settings.ts";
import { createGitPort } from "../ports/git.ts";
import { inMemoryReleases } from "../ports/releases.ts";
import { renderHtmlReport } from "../report/html-report.ts";
import { jsonChunks, renderJson } from "../report/json.ts";
import { renderMarkdown } from "../report/markdown.ts";
import { CLEAR_LINE, progressLine } from "../report/progress.ts";
import { renderRunCsv } from "../report/run-csv.ts";
import type { RunResult } from "../report/run-result.ts";
import { renderQuietRun, renderRunTerminal } from "../report/terminal-run.ts";
import { colorEnabled } from "./color.ts";
import { configPathOf, flagsFrom, printHints, readConfig } from "./command-score.ts";
import { baselineFlags, COMPARE_OPTIONS } from "./commands-baseline.ts";
import { type CliIo, EXIT, writeStdout } from "./io.ts";
import {
  optionsFor,
  type ParsedCommand,
  parseCommandArgs,
  renderOptionHelp,
  SCORE_OPTIONS,
  TASK_OPTIONS,
  taskFlagsFrom,
} from "./options.ts";

// `--hierarchy` (hierarchical label scoring) belongs to `score`; runs gate flat labels.
const SCORING = optionsFor(SCORE_SETTING_TABLE, "run");
const { help } = SCORE_OPTIONS;
const { baseline, source, resamples, seed, top } = COMPARE_OPTIONS;

/** Options of `goldgate run`: scoring, baseline, gate and report flags. Names are kebab-case. */
export const RUN_OPTIONS = {
  ...SCORING,
  ...TASK_OPTIONS,
  baseline,
  "baseline-ref": COMPARE_OPTIONS["baseline-ref"],
  source,
  "scores-file": COMPARE_OPTIONS["scores-file"],
  "tag-pattern": COMPARE_OPTIONS["tag-pattern"],
  "base-ref": COMPARE_OPTIONS["base-ref"],
  resamples,
  seed,
  "max-age-days": COMPARE_OPTIONS["max-age-days"],
  top,
  scheme: {
    type: "string",
    value: SPAN_SCHEMES.join("|"),
    help: "scheme of the tables and of per-annotation changes (default strict)",
  },
  waive: {
    type: "string",
    value: "REASON",
    help: "turn failures into warnings; the report says why (gate.waived)",
  },
  link: {
    type: "string",
    value: "LABEL=URL",
    multiple: true,
    help: "a footer link of the markdown report (repeatable)",
  },
  markdown: { type: "string", value: "FILE", help: "write the PR comment body (markdown) to FILE" },
  html: {
    type: "string",
    value: "FILE",
    help: "write the HTML report (annotation diff, statistics, trend) to FILE (docs/report.md)",
  },
  confusion: SCORE_OPTIONS.confusion,
  json: {
    type: "boolean",
    help: "print the run result JSON (goldgate/run@1) instead of the table",
  },
  out: { type: "string", value: "FILE", help: "also write the run result JSON to FILE" },
  quiet: {
    type: "boolean",
    help: "print only the failures and the verdict (no table, no progress)",
  },
  csv: {
    type: "string",
    value: "DIR",
    help: "write types.csv, documents.csv, annotations.csv and metrics.csv to DIR (created when missing)",
  },
  help,
} as const;

type RunValues = ParsedCommand<typeof RUN_OPTIONS>["values"];

function runFlags(v: RunValues): RunFlags {
  return {
    score: { ...flagsFrom(v), ...taskFlagsFrom(v) },
    baseline: baselineFlags(v),
    waive: v.waive,
    scheme: v.scheme,
    links: v.link ?? [],
  };
}

/** Progress on stderr, only when it is a terminal: one line rewritten per stage, then erased. */
function progressOn(io: CliIo): { stage: (s: RunStage) => void; done: () => void } {
  const tty = io.stderrIsTty;
  if (!tty) return { stage: () => undefined, done: () => undefined };
  const start = Date.now();
  return {
    stage: (s) =>
      io.stderr(progressLine(s, RUN_STAGES.indexOf(s) + 1, RUN_STAGES.length, Date.now() - start)),
    done: () => io.stderr(CLEAR_LINE),
  };
}

function writeReports(run: RunResult, v: RunValues, markdown: () => string, io: CliIo): void {
  if (v.markdown !== undefined) io.writeFile(v.markdown, markdown());
  if (v.out !== undefined) io.writeFile(v.out, renderJson(run));
  if (v.csv === undefined) return;
  const dir = v.csv.replace(/\/+$/, "") || "/";
  for (const [name, text] of Object.entries(renderRunCsv(run)))
    io.writeFile(`${dir}/${name}`, text);
}

/** `goldgate run`: score → compare → gate → reports; exit 1 when the gate fails. */
export async function runRun(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("run", args, RUN_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate run [options]\n\n${renderOptionHelp(RUN_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const { config, configDir, io: limited } = readConfig(configPathOf(v, io), io);
  const ctx = { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
  const settings = resolveRunSettings(config, runFlags(v), ctx);
  if (v.csv !== undefined && io.files.kind(v.csv) === "file")
    throw new UserError(`--csv ${v.csv}: is a file; expected a folder (created when missing).`);
  const releases = inMemoryReleases([], {
    unavailable: "release assets are read by the GitHub Action; the CLI has no GitHub API",
  });
  const progress = progressOn(v.quiet === true ? { ...io, stderrIsTty: false } : io);
  const deps = {
    files: limited.files,
    git: createGitPort(io.cwd),
    releases,
    progress: progress.stage,
  };
  const html = v.html;
  let run: RunResult;
  let trend: Trend | null = null;
  if (html === undefined) run = await runGoldgate(settings, deps);
  else {
    const reported = await runWithReport(settings, deps);
    run = reported.result;
    trend = reported.view.trend;
    io.writeFile(html, renderHtmlReport(run, reported.view));
  }
  progress.done();
  printHints(run.scores.issues, io);
  const options = { ...markdownOptions(settings.report), trend };
  writeReports(run, v, () => renderMarkdown(run, options), io);
  const color = colorEnabled(io.env, io.stdoutIsTty);
  const terminal = v.quiet === true ? renderQuietRun : renderRunTerminal;
  if (v.json === true) await writeStdout(io, jsonChunks(run));
  else
    io.stdout(
      terminal(run, { scheme: settings.report.scheme, color, confusion: v.confusion === true }),
    );
  return run.verdict.passed ? EXIT.ok : EXIT.gateFailed;
}
