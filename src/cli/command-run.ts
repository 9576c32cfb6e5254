import type { Trend } from "../baseline/trend.ts";
import { UserError } from "../errors.ts";
import { markdownOptions, RUN_STAGES, type RunStage, runGoldgate } from "../pipeline/run.ts";
import { runWithReport } from "../pipeline/run-report.ts";
import { type RunFlags, resolveRunSettings } from "../pipeline/run-settings.ts";
import { scoresRepeatedRuns, taskWords } from "../pipeline/task.ts";
import { createGitPort } from "../ports/git.ts";
import { inMemoryReleases } from "../ports/releases.ts";
import { renderHtmlReport } from "../report/html-report.ts";
import { jsonChunks, jsonPieces } from "../report/json.ts";
import { renderMarkdown } from "../report/markdown.ts";
import { CLEAR_LINE, progressLine } from "../report/progress.ts";
import { runCsvChunks } from "../report/run-csv.ts";
import type { RunResult } from "../report/run-result.ts";
import { renderQuietRun, renderRunTerminal } from "../report/terminal-run.ts";
import { baselineFlags } from "./baseline-setting-rows.ts";
import { colorEnabled } from "./color.ts";
import { configPathOf, flagsFrom, printHints } from "./command-score.ts";
import { type CliIo, EXIT, writeFileOf, writeStdout } from "./io.ts";
import {
  commandOptions,
  type ParsedCommand,
  parseCommandArgs,
  refuseUnread,
  renderOptionHelp,
  taskFlagsFrom,
} from "./options.ts";
import { readConfig } from "./read-config.ts";

/** Options of `goldgate run`: scoring, baseline, gate and report flags. Names are kebab-case. */
export const RUN_OPTIONS = commandOptions("run");

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
  if (v.out !== undefined) writeFileOf(io, v.out, jsonPieces(run));
  if (v.csv === undefined) return;
  const dir = v.csv.replace(/\/+$/, "") || "/";
  for (const [name, chunks] of runCsvChunks(run)) writeFileOf(io, `${dir}/${name}`, chunks);
}

/** `goldgate run`: score → compare → gate → reports; exit 1 when the gate fails. */
export async function runRun(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("run", args, RUN_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate run [options]\n\n${renderOptionHelp(RUN_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const { config, configDir, io: limited } = await readConfig(configPathOf(v, io), io);
  const ctx = { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
  const settings = resolveRunSettings(config, runFlags(v), ctx);
  const runs = scoresRepeatedRuns(settings.task, limited.files);
  refuseUnread("run", settings.task.kind, v, taskWords(settings.task), runs);
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
    ...(io.reuseBaseline === false ? { reuseBaseline: false } : {}),
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
