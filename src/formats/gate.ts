import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import { charOffsetUnit, codePointConverter } from "./code-point-converter.ts";
import { type CorpusSide, listCorpusSides } from "./directory.ts";
import { type GateAnnotation, parseGate } from "./parse-gate.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { type StandoffParser, standoffSides } from "./standoff-side.ts";

const CONVENTION = { format: "gate", suffix: ".xml", companions: [] } as const;

/** GATE's tokenizer writes `Token` annotations: the elements of the token level. */
export const GATE_TOKEN_TYPE = "Token";

/**
 * GATE XML documents. Gold is the `goldSet` annotation set (default `Key`), system the
 * `systemSet` (default `""`, GATE's default set), both read from their own side's files: with
 * `--gold` and `--system` naming the same corpus this is GATE's Corpus QA (two sets of one
 * document), with two directories it is Corpus Benchmark (marked and processed). Features
 * become attributes. Offsets are UTF-16 units, converted to code points.
 */
export const gateReader: FormatReader = {
  name: "gate",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const tokenType = settings.tokenType ?? GATE_TOKEN_TYPE;
    const parser = (set: string, side: CorpusSide, name: "gold" | "system"): StandoffParser =>
      gateParser({ set, tokenType, settings, name, root: side.root }, report);
    const parse = {
      gold: parser(settings.goldSet, sides.gold, "gold"),
      system: parser(settings.systemSet, sides.system, "system"),
    };
    return { kind: "sides", ...standoffSides(files, sides, parse) };
  },
};

interface SideOptions {
  readonly set: string;
  readonly tokenType: string;
  readonly settings: ScoreSettings;
  readonly name: "gold" | "system";
  readonly root: string;
}

/** Reads one side's set from each file; tokens from that set, else from the default set. */
function gateParser(options: SideOptions, report: IssueSink): StandoffParser {
  const missingSet: string[] = [];
  return {
    parse(source, file) {
      const gate = parseGate(source, file.path);
      const chosen = gate.sets.get(options.set);
      if (chosen === undefined) missingSet.push(file.id);
      const toCodePoints = converterFor(gate.text, options.settings, file.path);
      const isToken = (a: GateAnnotation): boolean => a.type === options.tokenType;
      const own = (chosen ?? []).filter(isToken);
      const tokens = (own.length > 0 ? own : (gate.sets.get("") ?? []).filter(isToken))
        .map(toCodePoints)
        .filter((t): t is Fragment => t !== undefined)
        .sort((a, b) => a.start - b.start || a.end - b.end);
      const spans = (chosen ?? []).filter((a) => !isToken(a));
      const annotations = convertAnnotations(spans, toCodePoints, file.path, report);
      return { text: gate.text, annotations, tokens, lineAt: gate.lineAt };
    },
    finish() {
      if (missingSet.length === 0) return;
      const shown = `${missingSet.slice(0, 5).join(", ")}${missingSet.length > 5 ? ", …" : ""}`;
      report({
        severity: "warning",
        kind: "missing-annotation-set",
        message: `${missingSet.length} ${options.name} document(s) have no annotation set '${options.set}' (read as empty): ${shown}`,
        file: options.root,
      });
    },
  };
}

/** Converts GATE offsets (UTF-16 units by default) to code points; undefined for an empty span. */
function converterFor(
  text: string,
  settings: ScoreSettings,
  file: string,
): (a: GateAnnotation) => Fragment | undefined {
  const converter = codePointConverter(text, charOffsetUnit(settings, "utf16"));
  return (a) => {
    const where = { file, line: a.line };
    if (a.start > a.end)
      throw new DataError(
        where,
        `annotation ${a.id}: expected EndNode ≥ StartNode, got ${a.end} < ${a.start}`,
      );
    const start = converter.toCodePoint(a.start);
    const end = converter.toCodePoint(a.end);
    if (start === undefined || end === undefined) {
      const offset = start === undefined ? a.start : a.end;
      throw new DataError(
        where,
        `annotation ${a.id}: offset ${offset} is beyond the text or inside a character (GATE counts UTF-16 units; the text has ${text.length})`,
      );
    }
    return start === end ? undefined : { start, end };
  };
}

function convertAnnotations(
  annotations: readonly GateAnnotation[],
  toCodePoints: (a: GateAnnotation) => Fragment | undefined,
  file: string,
  report: IssueSink,
): Annotation[] {
  const out: Annotation[] = [];
  let empty = 0;
  for (const a of annotations) {
    const span = toCodePoints(a);
    if (span === undefined) {
      empty++;
      continue;
    }
    for (const name of a.repeated)
      report({
        severity: "warning",
        kind: "duplicate-attribute",
        message: `annotation ${a.id}: feature '${name}' given twice; the first value is kept`,
        file,
        line: a.line,
      });
    const attributes = Object.keys(a.features).length > 0 ? { attributes: a.features } : {};
    out.push({ type: a.type, ...span, ...attributes, id: a.id, line: a.line });
  }
  if (empty > 0)
    report({
      severity: "info",
      kind: "empty-annotation",
      message: `${empty} zero-length annotation(s) not scored (StartNode = EndNode)`,
      file,
    });
  return out;
}
