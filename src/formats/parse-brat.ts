import { DEFAULT_LIMITS, type Limits } from "../config/limits.ts";
import type { Annotation, Fragment, Issue, Relation } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import type { SourceLine } from "../ports/files.ts";
import { bratRelations, type LinkDraft } from "./brat-relations.ts";
import { type CodePointConverter, codePointConverter } from "./code-point-converter.ts";
import { nameLimit } from "./name-limit.ts";
import type { IssueSink } from "./reader.ts";
import { sameSpanText, textMismatchCause, textMismatchMessage } from "./span-text.ts";
import { mergeRuns } from "./tbf-spans.ts";

/**
 * Lines read but not scored, as `[what, which lines]`: one issue per kind per file says how many.
 * `link`: attributes and normalizations of events and relations (only spans carry attributes).
 */
const NOT_SCORED = {
  "*": ["equivalence", "(*)"],
  link: ["attribute", "(A, M or N) on an event or relation"],
} as const;

interface SpanDraft {
  readonly id: string;
  readonly type: string;
  readonly fragments: readonly Fragment[];
  readonly text: string;
  readonly line: number;
  readonly attributes: Record<string, string>;
}

interface AttributeDraft {
  readonly name: string;
  readonly target: string;
  readonly value: string;
  readonly line: number;
}

/** What one `.ann` file holds, before it is checked against the text. */
interface AnnDraft {
  readonly spans: SpanDraft[];
  readonly attributes: AttributeDraft[];
  readonly ids: Map<string, number>;
  readonly links: LinkDraft[];
  readonly unscored: Map<keyof typeof NOT_SCORED, { count: number; line: number }>;
}

type Fail = (expected: string) => never;

/** A `.ann` file's annotations and the relations between them. */
export interface BratFile {
  readonly annotations: Annotation[];
  readonly relations: Relation[];
}

/**
 * Parses one brat `.ann` file. T lines become annotations (fragments when discontinuous); A/M lines
 * attributes (`"true"` when binary); N lines attributes `norm:<db>`; R lines and E arguments
 * relations (`brat-relations.ts`); `#` notes are skipped; `*` lines, and attributes on events or relations, are counted as
 * not scored. With `text`, offsets (code points) must lie within it and
 * each span's text is compared with the text there (a mismatch is an issue, not an error).
 */
export function parseBrat(
  lines: Iterable<SourceLine>,
  text: string | undefined,
  file: string,
  report: IssueSink,
  limits: Limits = DEFAULT_LIMITS,
): BratFile {
  const draft: AnnDraft = {
    spans: [],
    attributes: [],
    ids: new Map(),
    links: [],
    unscored: new Map(),
  };
  const count = nameLimit("types", limits, "type");
  for (const line of lines) {
    parseLine(line, file, draft);
    const last = draft.spans.at(-1);
    if (last?.line === line.number) count(last.type, { file, line: line.number });
  }
  const spans = new Map(draft.spans.map((s) => [s.id, s]));
  for (const a of draft.attributes)
    if (!attach(a, spans, draft.ids, file, report)) countUnscored(draft, "link", a.line);
  for (const [kind, { count, line }] of draft.unscored)
    report(unscoredIssue(kind, count, file, line));
  const converter = text === undefined ? undefined : codePointConverter(text, "codepoint");
  const annotations = draft.spans.map((s) => {
    if (converter !== undefined) checkSpan(s, converter, file, report);
    const hull = {
      start: s.fragments[0]?.start ?? 0,
      end: s.fragments[s.fragments.length - 1]?.end ?? 0,
    };
    const attributes = Object.keys(s.attributes).length > 0 ? { attributes: s.attributes } : {};
    // Touching fragments cover what one fragment covers: `0 5;5 9` is the span `0 9`.
    const pieces = s.fragments.length > 1 ? mergeRuns(s.fragments) : s.fragments;
    const fragments = pieces.length > 1 ? { fragments: pieces } : {};
    return { type: s.type, ...hull, ...fragments, ...attributes, id: s.id, line: s.line };
  });
  const byId = new Map(annotations.map((a) => [a.id, a]));
  return { annotations, relations: bratRelations(draft.links, byId, file) };
}

function parseLine(line: SourceLine, file: string, draft: AnnDraft): void {
  const raw = line.text;
  if (raw.trim() === "" || raw.startsWith("#")) return;
  const at = { file, line: line.number };
  const fail: Fail = (expected) => {
    throw new DataError(at, `expected ${expected}, got '${clip(raw)}'`);
  };
  const [id = "", body = "", ...rest] = raw.split("\t");
  if (!/^([TAMNRE]\S+|\*)\t/.test(raw)) fail("an id (T1, A1, M1, N1, R1, E1, * or #) and a tab");
  const kind = id.charAt(0);
  const previous = draft.ids.get(id);
  if (previous !== undefined && kind !== "*")
    throw new DataError(at, `duplicate id '${id}' (first at line ${previous})`);
  draft.ids.set(id, line.number);
  if (kind === "T") draft.spans.push(parseSpan(id, body, rest, line.number, fail));
  else if (kind === "A" || kind === "M")
    draft.attributes.push(parseAttribute(body, rest, line.number, fail));
  else if (kind === "N") draft.attributes.push(parseNormalization(body, rest, line.number, fail));
  else if (kind === "R" || kind === "E")
    draft.links.push({ kind, id, body: [body, ...rest].join("\t"), line: line.number });
  else if (kind === "*") countUnscored(draft, kind, line.number);
}

function countUnscored(draft: AnnDraft, kind: keyof typeof NOT_SCORED, line: number): void {
  const seen = draft.unscored.get(kind);
  draft.unscored.set(kind, { count: (seen?.count ?? 0) + 1, line: seen?.line ?? line });
}

function parseSpan(
  id: string,
  body: string,
  rest: readonly string[],
  line: number,
  fail: Fail,
): SpanDraft {
  const match = rest.length === 0 ? null : /^(\S+) (\d+ +\d+(?: *; *\d+ +\d+)*)$/.exec(body.trim());
  if (match === null) return fail("'T<n>\\t<type> <start> <end>[;<start> <end>…]\\t<text>'");
  const [, type = "", offsets = ""] = match;
  const fragments = offsets.split(";").map((pair): Fragment => {
    const [start = 0, end = 0] = pair.trim().split(/ +/).map(Number);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end))
      fail(`offsets of at most 2^53 − 1 in '${pair.trim()}'`);
    if (end <= start) fail(`end > start in '${pair.trim()}', got end ${end} ≤ start ${start}`);
    return { start, end };
  });
  fragments.sort((a, b) => a.start - b.start || a.end - b.end);
  for (const [i, f] of fragments.entries()) {
    const before = fragments[i - 1];
    if (before !== undefined && f.start < before.end) {
      fail(
        `fragments that do not overlap, got ${before.start}-${before.end} and ${f.start}-${f.end}`,
      );
    }
  }
  return { id, type, fragments, text: rest.join("\t"), line, attributes: {} };
}

function parseAttribute(
  body: string,
  rest: readonly string[],
  line: number,
  fail: Fail,
): AttributeDraft {
  const parts = body.trim().split(/ +/);
  const [name = "", target = "", value = "true"] = parts;
  if (rest.length > 0 || parts.length < 2 || parts.length > 3)
    fail("'A<n>\\t<name> <target id>[ <value>]'");
  return { name, target, value, line };
}

function parseNormalization(
  body: string,
  rest: readonly string[],
  line: number,
  fail: Fail,
): AttributeDraft {
  const parts = body.trim().split(/ +/);
  const [, target = "", reference = ""] = parts;
  const colon = reference.indexOf(":");
  if (rest.length > 1 || parts.length !== 3 || colon <= 0)
    fail("'N<n>\\t<kind> <target id> <db>:<key>[\\t<text>]'");
  return {
    name: `norm:${reference.slice(0, colon)}`,
    target,
    value: reference.slice(colon + 1),
    line,
  };
}

/** Sets the attribute on its span; false when it is on an event or relation (not scored). */
function attach(
  a: AttributeDraft,
  spans: ReadonlyMap<string, SpanDraft>,
  ids: ReadonlyMap<string, number>,
  file: string,
  report: IssueSink,
): boolean {
  const span = spans.get(a.target);
  if (span === undefined) {
    if (ids.has(a.target)) return false;
    const expected = "the id of a T, R or E line of this file";
    throw new DataError(
      { file, line: a.line },
      `'${a.name}' refers to '${a.target}'; expected ${expected}`,
    );
  }
  // Attribute names are data: `constructor` is not the object's, `__proto__` an own key.
  const had = Object.hasOwn(span.attributes, a.name) ? span.attributes[a.name] : undefined;
  if (had === undefined) {
    Object.defineProperty(span.attributes, a.name, {
      value: a.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return true;
  }
  const message = `${a.target} already has '${a.name}' = '${had}': '${a.value}' ignored`;
  report({ severity: "warning", kind: "duplicate-attribute", message, file, line: a.line });
  return true;
}

function checkSpan(s: SpanDraft, text: CodePointConverter, file: string, report: IssueSink): void {
  const last = s.fragments[s.fragments.length - 1];
  if (last !== undefined && last.end > text.length) {
    const detail = `${s.id} ends at ${last.end}, beyond the text (${text.length} code points); expected offsets within it`;
    throw new DataError({ file, line: s.line }, detail);
  }
  const found = s.fragments.map((f) => text.slice(f.start, f.end)).join(" ");
  if (sameSpanText(found, s.text)) return;
  const where = s.fragments.map((f) => `${f.start}-${f.end}`).join(";");
  const [first] = s.fragments;
  const cause =
    first === undefined || s.fragments.length > 1
      ? "other"
      : textMismatchCause(text, first.start, first.end, s.text);
  const message = textMismatchMessage(`${s.id} ${s.type} ${where}`, found, s.text, cause);
  report({ severity: "warning", kind: "text-mismatch", message, file, line: s.line });
}

function unscoredIssue(
  kind: keyof typeof NOT_SCORED,
  count: number,
  file: string,
  line: number,
): Issue {
  const [what, which] = NOT_SCORED[kind];
  const message = `${count} ${what} line${count === 1 ? "" : "s"} ${which} not scored`;
  return { severity: "info", kind: "not-scored", message, file, line };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}
