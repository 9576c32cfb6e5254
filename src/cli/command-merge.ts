import { UserError } from "../errors.ts";
import { spanScoresOf } from "../measure/families/spans.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import type { Scores } from "../measure/scores.ts";
import { mergeShards } from "../pipeline/merge-shards.ts";
import { limitsOf } from "../ports/files.ts";
import { renderFamilyScoresTerminal } from "../report/family-scores.ts";
import { jsonChunks } from "../report/json.ts";
import { renderTerminal } from "../report/terminal.ts";
import { colorEnabled } from "./color.ts";
import { type CliIo, EXIT, writeFileOf, writeStdout } from "./io.ts";
import { parseCommandArgs, renderOptionHelp, SCORE_OPTIONS } from "./options.ts";

export const MERGE_OPTIONS = {
  scheme: SCORE_OPTIONS.scheme,
  confusion: SCORE_OPTIONS.confusion,
  json: { type: "boolean", help: "print the merged goldgate/scores@1 JSON instead of the table" },
  out: { type: "string", value: "FILE", help: "also write the merged scores JSON to FILE" },
  help: SCORE_OPTIONS.help,
} as const;

const USAGE = `Usage: goldgate merge SHARD_SCORES… [options]

Combines the scores files of every shard ('goldgate score --shard I/N --out FILE') into the
scores of the whole corpus, equal to scoring it in one run (docs/sharding.md).`;

/** `goldgate merge`: the whole corpus's scores from its shards'. */
export async function runMerge(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs("merge", args, MERGE_OPTIONS, {
    allowPositionals: true,
  });
  if (values.help === true) {
    io.stdout(`${USAGE}\n\n${renderOptionHelp(MERGE_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const scheme = values.scheme ?? "strict";
  if (!(SPAN_SCHEMES as readonly string[]).includes(scheme))
    throw new UserError(
      `Invalid value '${scheme}' for 'scheme'. Expected one of: ${SPAN_SCHEMES.join(", ")}.`,
    );
  const doc = mergeShards(
    positionals.map((origin) => ({ origin, text: io.files.readText(origin) })),
    limitsOf(io.files),
  );
  // The JSON is written only where it goes, piece by piece (never whole in memory).
  if (values.out !== undefined) writeFileOf(io, values.out, jsonChunks(doc));
  if (values.json === true) await writeStdout(io, jsonChunks(doc));
  else if (spanScoresOf(doc) === undefined)
    io.stdout(renderFamilyScoresTerminal(doc, { confusion: values.confusion === true }));
  else {
    const color = colorEnabled(io.env, io.stdoutIsTty);
    const options = { scheme: scheme as SpanScheme, color, confusion: values.confusion === true };
    io.stdout(renderTerminal(doc as Scores, options));
  }
  return EXIT.ok;
}
