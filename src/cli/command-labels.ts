import { parseArgs } from "node:util";
import { describeError, UserError } from "../errors.ts";
import { measureLabelAgreement, scoreLabelTables } from "../pipeline/labels.ts";
import { renderJson } from "../report/json.ts";
import { renderAgreementTerminal, renderLabelsTerminal } from "../report/labels-terminal.ts";
import type { CliIo } from "./io.ts";
import { EXIT } from "./io.ts";
import { renderOptionHelp } from "./options.ts";

/** The score options a labels run reads (parsed by `goldgate score`). */
export interface LabelScoreValues {
  readonly input?: string | undefined;
  readonly gold?: string | undefined;
  readonly system?: string | undefined;
  readonly "gold-column"?: string | undefined;
  readonly "system-column"?: string | undefined;
  readonly hierarchy?: string | undefined;
  readonly json?: boolean | undefined;
  readonly out?: string | undefined;
}

function column(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n))
    throw new UserError(`Invalid value '${value}' for '${name}'. Expected an integer.`);
  return n;
}

/** `goldgate score --format labels`: classification scores of gold vs system labels. */
export async function runLabelScore(values: LabelScoreValues, io: CliIo): Promise<number> {
  const settings = {
    format: "labels" as const,
    input: values.input ?? null,
    gold: values.gold ?? null,
    system: values.system ?? null,
    goldColumn: column("gold-column", values["gold-column"], -2),
    systemColumn: column("system-column", values["system-column"], -1),
    hierarchy: values.hierarchy ?? null,
  };
  const doc = scoreLabelTables(settings, io.files);
  const json = renderJson(doc);
  if (values.out !== undefined) io.writeFile(values.out, json);
  io.stdout(values.json === true ? json : renderLabelsTerminal(doc));
  return EXIT.ok;
}

const AGREE_OPTIONS = {
  format: {
    type: "string",
    value: "labels",
    help: "input format: labels (an item, coder, label table)",
  },
  categories: {
    type: "string",
    value: "C,…",
    help: "the declared category inventory (changes S and specific agreement)",
  },
  json: { type: "boolean", help: "print the goldgate/agreement@1 JSON instead of the table" },
  out: { type: "string", value: "FILE", help: "also write the JSON to FILE" },
  help: { type: "boolean", help: "show this help" },
} as const;

/** `goldgate agree`: agreement among coders on one `item, coder, label` table. */
export async function runAgree(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof AGREE_OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: [...args],
      options: AGREE_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UserError(`${describeError(error)}\nRun 'goldgate agree --help' for the options.`);
  }
  const { values, positionals } = parsed;
  if (values.help === true) {
    io.stdout(
      `Usage: goldgate agree --format labels TABLE [options]\n\n${renderOptionHelp(AGREE_OPTIONS)}\n`,
    );
    return EXIT.ok;
  }
  const format = values.format ?? "labels";
  if (format !== "labels")
    throw new UserError(`Invalid value '${format}' for 'format'. Expected one of: labels.`);
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0) {
    throw new UserError(
      "goldgate agree --format labels takes one table (header item, coder, label; a missing judgement has no row).",
    );
  }
  const categories = (values.categories ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "");
  const doc = measureLabelAgreement(path, categories, io.files);
  const json = renderJson(doc);
  if (values.out !== undefined) io.writeFile(values.out, json);
  io.stdout(values.json === true ? json : renderAgreementTerminal(doc));
  return EXIT.ok;
}
