import type { DetailTable } from "../align/detail-table.ts";
import { resolveScoreSettings } from "../config/resolve-settings.ts";
import { flagsFrom } from "../config/setting-table.ts";
import type { Issue } from "../corpus/model.ts";
import { parseShard, type Shard } from "../corpus/shard.ts";
import { UserError } from "../errors.ts";
import type { FamilyDetails } from "../measure/families/family.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import { refuseAgreementScale } from "../pipeline/agreement-options.ts";
import { HINT_KIND } from "../pipeline/corpus-hints.ts";
import { isRunsGlob, refuseShardedRuns } from "../pipeline/repeated-runs.ts";
import { scoreCorpus } from "../pipeline/score.ts";
import { shardDocumentIds } from "../pipeline/shard-filter.ts";
import { refuseLabelSettings, scoreTask } from "../pipeline/task.ts";
import {
  DetailsJsonWriter,
  detailRows,
  detailsCsv,
  detailsJson,
  familyDetails,
} from "../report/family-details.ts";
import { renderFamilyScoresTerminal } from "../report/family-scores.ts";
import { jsonChunks, jsonPieces } from "../report/json.ts";
import { matCsvChunks } from "../report/mat-csv.ts";
import { renderTerminal } from "../report/terminal.ts";
import { terminalCell } from "../report/terminal-text.ts";
import { colorEnabled } from "./color.ts";
import { type CliIo, EXIT, openFileOf, writeFileOf, writeStdout } from "./io.ts";
import {
  INPUT_FLAGS,
  parseCommandArgs,
  refuseOutputs,
  refuseUnread,
  renderOptionHelp,
  SCORE_OPTIONS,
} from "./options.ts";
import { readConfig } from "./read-config.ts";

export { flagsFrom };

/** `goldgate score`: score one corpus and print the table or the scores JSON. */
export async function runScore(args: readonly string[], io: CliIo): Promise<number> {
  const options = SCORE_OPTIONS;
  const { values } = parseCommandArgs("score", args, options);
  if (values.help === true) {
    io.stdout(`Usage: goldgate score [options]\n\n${renderOptionHelp(options)}\n`);
    return EXIT.ok;
  }
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const configPath = configPathOf(values, io);
  const { config, configDir, io: limited } = await readConfig(configPath, io);
  const format = values.format ?? config.inputs?.format;
  const read = { ...values, config: configPath };
  // Label and item tables load their own code only when asked for.
  if (format === "labels")
    return (await import("./command-labels.ts")).runLabelScore(read, config, configDir, limited);
  for (const flag of ["multi-label", "zero-division"] as const)
    if (values[flag] !== undefined)
      throw new UserError(
        `--${flag} applies only to --format labels (item/label tables); --format ${String(format ?? "conll")} does not use it.`,
      );
  if (format === "items")
    return (await import("./command-items.ts")).runItemsScore(read, config, configDir, limited);
  refuseUnread("score", "corpus", values, `--format ${String(format ?? "conll")}`);
  const scheme = values.scheme ?? "strict";
  if (!(SPAN_SCHEMES as readonly string[]).includes(scheme)) {
    throw new UserError(
      `Invalid value '${scheme}' for 'scheme'. Expected one of: ${SPAN_SCHEMES.join(", ")}.`,
    );
  }
  refuseAgreementScale({}, config.scoring, "goldgate score");
  refuseLabelSettings(config, `goldgate score --format ${values.format ?? "conll"}`);
  const workspace = io.env.GITHUB_WORKSPACE ?? io.cwd;
  // --shard-ids reads the gold side alone: the system output may not exist yet.
  const flags = flagsFrom(values);
  const ids = values["shard-ids"] === true && flags.system === undefined;
  const settings = resolveScoreSettings(config, ids ? { ...flags, system: flags.gold } : flags, {
    configDir,
    cwd: io.cwd,
    workspace,
  });
  if (values.csv !== undefined && io.files.kind(values.csv) === "file")
    throw new UserError(
      `--csv ${values.csv}: is a file; expected a folder (created when missing).`,
    );
  if (values["shard-ids"] === true) {
    refuseOutputs(values, "score --shard-ids");
    return printShardIds(shardDocumentIds(settings, limited.files, needShard(shard)), io);
  }
  if (shard !== undefined) refuseShardedRuns(settings.system, shard);
  if (isRunsGlob(settings.system) && shard === undefined) {
    refuseUnread("score", "corpus", values, `--format ${settings.format}`, true);
    return printRuns(
      scoreTask({ kind: "corpus", settings }, limited.files, { details: false }).scores,
      values,
      io,
    );
  }
  const wantDetails = values.details !== undefined || values.csv !== undefined;
  // A JSON details file is written as the documents are scored, its rows never all held; a CSV's
  // columns depend on whether any family has rows (known at the end), and MAT's files (--csv)
  // read the rows again, so those are written from the whole table after scoring.
  const streamed =
    values.details !== undefined && !values.details.endsWith(".csv") && values.csv === undefined
      ? streamedDetails(io, values.details)
      : null;
  let run: ReturnType<typeof scoreCorpus>;
  try {
    run = scoreCorpus(settings, limited.files, {
      details: wantDetails,
      ...(shard === undefined ? {} : { shard }),
      ...(streamed === null ? {} : { detailSink: (table) => streamed.add(table) }),
    });
    printHints(run.scores.issues, io);
    if (values.out !== undefined) writeFileOf(io, values.out, jsonChunks(run.scores));
    streamed?.end(familyDetails(run.scores));
  } catch (error) {
    streamed?.abort();
    throw error;
  }
  // Details files are written as their rows are read: millions of rows are never held as text.
  if (values.details !== undefined && run.details !== null) {
    const families = familyDetails(run.scores);
    const rows = detailRows(run.details);
    writeFileOf(
      io,
      values.details,
      values.details.endsWith(".csv")
        ? detailsCsv(run.details, families)
        : jsonPieces(detailsJson(rows, families)),
    );
  }
  if (values.csv !== undefined && run.details !== null) {
    const dir = values.csv.replace(/\/+$/, "") || "/";
    for (const [name, chunks] of matCsvChunks(run.scores, detailRows(run.details)))
      writeFileOf(io, `${dir}/${name}`, chunks);
  }
  const color = colorEnabled(io.env, io.stdoutIsTty);
  if (values.json === true) await writeStdout(io, jsonChunks(run.scores));
  else
    io.stdout(
      renderTerminal(run.scores, {
        scheme: scheme as SpanScheme,
        color,
        confusion: values.confusion === true,
      }),
    );
  return EXIT.ok;
}

/** A JSON details file written as it is made (`DetailsJsonWriter`), replaced when it ends. */
function streamedDetails(io: CliIo, path: string) {
  const file = openFileOf(io, path);
  const writer = new DetailsJsonWriter((piece) => file.write(piece));
  return {
    add: (table: DetailTable) => writer.add(table),
    end: (families: readonly FamilyDetails[]) => {
      writer.end(families);
      file.commit();
    },
    abort: () => file.abort(),
  };
}

/** Repeated runs (a glob in --system, docs/runs.md): the runs' scores, as JSON or tables. */
async function printRuns(
  doc: ScoresDocument,
  values: { readonly json?: boolean | undefined; readonly out?: string | undefined },
  io: CliIo,
): Promise<number> {
  printHints(doc.issues, io);
  if (values.out !== undefined) writeFileOf(io, values.out, jsonChunks(doc));
  if (values.json === true) await writeStdout(io, jsonChunks(doc));
  else io.stdout(renderFamilyScoresTerminal(doc, { confusion: false }));
  return EXIT.ok;
}

/** Kinds of issues the CLI repeats on stderr before the results: they name a likely mistake. */
const PROMINENT_KINDS: ReadonlySet<string> = new Set([
  HINT_KIND,
  "unmatched-setting",
  "format-detected",
]);

/** Prints the hints among `issues` on stderr, where they are seen before the table. */
export function printHints(issues: readonly Issue[], io: CliIo): void {
  for (const issue of issues)
    if (PROMINENT_KINDS.has(issue.kind))
      io.stderr(
        `goldgate: ${issue.kind === HINT_KIND ? "hint" : "note"}: ${terminalCell(issue.message)}\n`,
      );
}

/**
 * The goldgate.yml every command reads, the same way: `--config FILE`, else ./goldgate.yml when
 * it exists and no input is named on the command line (then the flags say what to score).
 */
export function configPathOf(
  values: { readonly config?: string | undefined } & Readonly<Record<string, unknown>>,
  io: CliIo,
): string | undefined {
  if (values.config !== undefined) return values.config;
  const named = INPUT_FLAGS.some((flag) => values[flag] !== undefined);
  return !named && io.files.kind("goldgate.yml") === "file" ? "goldgate.yml" : undefined;
}

/** The shard `--shard-ids` lists: `--shard` is required with it. */
export function needShard(shard: Shard | undefined): Shard {
  if (shard === undefined) throw new UserError("--shard-ids needs --shard I/N.");
  return shard;
}

/** Prints ids one a line; an id holding a line break cannot be listed so. */
export function printShardIds(ids: readonly string[], io: CliIo): number {
  const broken = ids.find((id) => /[\r\n]/.test(id));
  if (broken !== undefined)
    throw new UserError(`--shard-ids: the id ${JSON.stringify(broken)} holds a line break.`);
  io.stdout(ids.map((id) => `${id}\n`).join(""));
  return EXIT.ok;
}
