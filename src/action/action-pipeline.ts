/**
 * The action's adapter over the pipeline: the same orchestrators as `goldgate run` and
 * `goldgate record`, with the action's inputs as the flags and GitHub's releases as the port.
 */
import { dirname, join } from "node:path";
import { DEFAULT_DIFF_LIMITS } from "../align/diff-view.ts";
import { BASELINE_SOURCE_SETTINGS } from "../baseline/comparison.ts";
import { resolveLimits } from "../config/limits.ts";
import { type ConfigFile, loadConfig } from "../config/load-config.ts";
import { UserError } from "../errors.ts";
import { pathOf } from "../measure/families/family.ts";
import { headlineFamily } from "../measure/families/registry.ts";
import { unitOfPath } from "../number-format.ts";
import { mergeShardRuns } from "../pipeline/merge-shards.ts";
import { recordBaseline } from "../pipeline/record.ts";
import { markdownOptions } from "../pipeline/run.ts";
import { runWithReport } from "../pipeline/run-report.ts";
import { type RunFlags, type RunSettings, resolveRunSettings } from "../pipeline/run-settings.ts";
import { scoreTaskShard } from "../pipeline/task.ts";
import { confineFiles } from "../ports/confined-files.ts";
import { type FilePort, filesWithin } from "../ports/files.ts";
import { createGitPort } from "../ports/git.ts";
import { scoresAssetName } from "../ports/releases.ts";
import { githubReleases } from "../ports/releases-github.ts";
import { withZipFolders } from "../ports/zip-folders.ts";
import { detailRows } from "../report/family-details.ts";
import { renderHtmlReport } from "../report/html-report.ts";
import { renderJson } from "../report/json.ts";
import { renderMarkdown } from "../report/markdown.ts";
import { renderRunCsv } from "../report/run-csv.ts";
import { renderRunTerminal } from "../report/terminal-run.ts";
import type {
  ActionPipeline,
  CheckOutcome,
  CheckRequest,
  RecordOutcome,
  RecordRequest,
  ShardOutcome,
  ShardRequest,
} from "./action-deps.ts";
import { ACTION_INPUTS, type ActionSettings } from "./inputs.ts";
import { type Redact, redactData } from "./redact.ts";

/** goldgate.yml, or nothing when the default file is absent; a named file must exist. */
function readActionConfig(
  settings: ActionSettings,
  workspace: string,
  files: FilePort,
): ConfigFile {
  const path = join(workspace, settings.config);
  if (files.kind(path) === "file") return loadConfig(path, files);
  if (settings.config === ACTION_INPUTS.config.default) return {};
  throw new UserError(
    `Config file '${settings.config}' not found in the workspace. Check the 'config' input.`,
  );
}

/** The action's inputs as `goldgate run` flags; `baseline` is a source name or a scores file. */
export function runFlagsOf(settings: ActionSettings, waived: string | null): RunFlags {
  const score = {
    ...(settings.gold === null ? {} : { gold: settings.gold }),
    ...(settings.system === null ? {} : { system: settings.system }),
    ...(settings.format === null ? {} : { format: settings.format }),
    ...(settings.goldFormat === null ? {} : { goldFormat: settings.goldFormat }),
    ...(settings.systemFormat === null ? {} : { systemFormat: settings.systemFormat }),
    ...(settings.charOffsets === null ? {} : { charOffsets: settings.charOffsets }),
    ...(settings.goldCharOffsets === null ? {} : { goldCharOffsets: settings.goldCharOffsets }),
    ...(settings.systemCharOffsets === null
      ? {}
      : { systemCharOffsets: settings.systemCharOffsets }),
  };
  const source = BASELINE_SOURCE_SETTINGS.find((s) => s === settings.baseline);
  // Matrix jobs each record and read their own asset: one per report key.
  const asset = settings.reportKey === "" ? {} : { assetName: scoresAssetName(settings.reportKey) };
  const baseline =
    settings.baseline === null
      ? {}
      : source !== undefined
        ? { source }
        : { path: settings.baseline };
  return {
    score,
    baseline: { ...baseline, ...asset },
    ...(waived === null ? {} : { waive: waived }),
  };
}

function resolveFor(
  settings: ActionSettings,
  workspace: string,
  waived: string | null,
  files: FilePort,
): { resolved: RunSettings; limited: FilePort } {
  const config = readActionConfig(settings, workspace, files);
  const configDir = dirname(join(workspace, settings.config));
  const resolved = resolveRunSettings(config, runFlagsOf(settings, waived), {
    configDir,
    cwd: workspace,
    workspace,
  });
  return { resolved, limited: filesWithin(files, resolveLimits(config.limits, [])) };
}

/** score → compare → gate (runWithReport), then the markdown and HTML reports and the CSVs. */
async function check(
  request: CheckRequest,
  files: FilePort,
  redact: Redact,
): Promise<CheckOutcome> {
  const { settings, workspace } = request;
  const { resolved, limited } = resolveFor(settings, workspace, request.waived, files);
  const releases = githubReleases(request.github.request, {
    owner: request.owner,
    repo: request.repo,
  });
  const deps = {
    files: limited,
    git: createGitPort(workspace),
    releases,
    ...(request.baseBranch === undefined ? {} : { baseBranch: request.baseBranch }),
  };
  const given = request.shards === undefined ? undefined : mergeShardRuns(shardFiles(request));
  const reported = await runWithReport(resolved, deps, DEFAULT_DIFF_LIMITS, given);
  // Redacted before rendering: escaping or clipping would hide a token from a later scan.
  const run = redactData(reported.result, redact);
  const view = redactData(reported.view, redact);
  return {
    run,
    markdown: renderMarkdown(run, {
      ...markdownOptions(resolved.report, request.links),
      trend: view.trend,
    }),
    html: renderHtmlReport(run, view),
    terminal: renderRunTerminal(run, { scheme: resolved.report.scheme, color: false }),
    csv: renderRunCsv(run),
  };
}

/** The baseline file of this commit (recordBaseline), tagged with the release's tag. */
async function record(request: RecordRequest, files: FilePort): Promise<RecordOutcome> {
  const { resolved, limited } = resolveFor(request.settings, request.workspace, null, files);
  const file = await recordBaseline(
    {
      settings: resolved.task,
      commit: request.commit,
      tag: request.tag,
      tagPattern: resolved.baseline.tagPattern,
      details: true,
    },
    { files: limited, git: createGitPort(request.workspace) },
  );
  const main = headlineFamily(file)?.headline(file).main;
  return {
    baselineJson: renderJson(file),
    assetName: resolved.baseline.assetName,
    f1: main?.value ?? null,
    label: main?.label ?? "Headline figure",
    unit: unitOfPath(pathOf(main?.keys ?? [])),
    tag: file.baseline.tag,
  };
}

/** The downloaded shards as the merge reads them. */
function shardFiles(request: CheckRequest) {
  return (request.shards ?? []).map((s) => ({
    origin: s.origin,
    text: s.scores,
    details: s.details,
  }));
}

/** One shard of the task, scored with its alignment details (`mode: shard`). */
async function shard(request: ShardRequest, files: FilePort): Promise<ShardOutcome> {
  const { resolved, limited } = resolveFor(request.settings, request.workspace, null, files);
  const run = scoreTaskShard(resolved.task, limited, request.shard);
  return {
    scoresJson: renderJson(run.scores),
    // The rows made one at a time as the text is written; the text is redacted whole (redact.ts).
    detailsJson: run.details === null ? null : renderJson(detailRows(run.details)),
  };
}

/** The pipeline the action runs, over a file port. */
export function actionPipeline(files: FilePort, redact: Redact): ActionPipeline {
  // Every file the action reads comes from its inputs or goldgate.yml: confined to the workspace.
  // A `.zip` file is read as the folder it unpacks to (`ports/zip-folders.ts`).
  const confined = (workspace: string) => withZipFolders(confineFiles(files, [workspace]));
  return {
    check: (r) => check(r, confined(r.workspace), redact),
    record: (r) => record(r, confined(r.workspace)),
    shard: (r) => shard(r, confined(r.workspace)),
  };
}
