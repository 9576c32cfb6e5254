import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import { jsonPathLocation } from "../ports/json-path.ts";
import {
  type CodePointConverter,
  charOffsetUnit,
  codePointConverter,
} from "./code-point-converter.ts";
import { listCorpusSides, selectSides } from "./directory.ts";
import { describeJson, isOffset, isRecord, parseJson } from "./parse-json.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import {
  reportNotScored,
  type StandoffParser,
  splitTokens,
  standoffSides,
} from "./standoff-side.ts";

const CONVENTION = { format: "mat-json", suffix: ".json", companions: [] } as const;

/** MAT's token annotations. */
export const MAT_TOKEN_TYPE = "lex";

/**
 * MAT's administrative annotations (document zones and segments): not content annotations, so
 * never scored. What counts as content is otherwise `--types` (MAT's `--content_annotations`).
 */
export const MAT_ADMIN_TYPES: readonly string[] = ["zone", "SEGMENT"];

/**
 * MAT JSON documents (`mat-json`, versions 1 and 2): `signal` is the text, each `asets` entry
 * names a `type`, its `attrs` (names, or `{ "name" }` objects in version 2) and its `annots`:
 * `[id?, start, end, value…]` (`id` when `hasID`, no offsets when `hasSpan` is false). Offsets are
 * Python string indices, i.e. code points (`charOffsets: utf16` for narrow Python builds).
 */
export const matJsonReader: FormatReader = {
  name: "mat-json",
  read(settings, files, report, selection) {
    // One document per file, named by its path: a shard opens only its own (docs/sharding.md).
    const sides = selectSides(listCorpusSides(settings, files, CONVENTION, report), selection);
    const parser = matJsonParser(settings, report);
    return { kind: "sides", ...standoffSides(files, sides, { gold: parser, system: parser }) };
  },
};

function matJsonParser(settings: ScoreSettings, report: IssueSink): StandoffParser {
  const tokenType = settings.tokenType ?? MAT_TOKEN_TYPE;
  return {
    parse(source, file) {
      const doc = parseJson(source, { file: file.path }, "a MAT JSON document");
      const fail: Fail = (path, detail) => {
        throw new DataError(jsonPathLocation(file.path, source, path), detail);
      };
      if (!isRecord(doc) || typeof doc.signal !== "string")
        return fail(
          [],
          `expected a MAT JSON document with a "signal" string, got ${describeJson(doc)}`,
        );
      checkVersion(doc.version, fail);
      const converter = codePointConverter(doc.signal, charOffsetUnit(settings, "codepoint"));
      const asets = doc.asets ?? [];
      if (!Array.isArray(asets))
        return fail(["asets"], `expected "asets" to be a list, got ${describeJson(asets)}`);
      const skipped = new Map<string, number>();
      const all: Annotation[] = [];
      asets.forEach((aset, k) => {
        // A loop, not push(...): one set may hold more annotations than a call has arguments.
        for (const a of readAset(aset, k, converter, skipped, fail)) all.push(a);
      });
      const { spans, tokens } = splitTokens(all, tokenType);
      const content = spans.filter((a) => {
        if (!MAT_ADMIN_TYPES.includes(a.type)) return true;
        skipped.set(a.type, (skipped.get(a.type) ?? 0) + 1);
        return false;
      });
      reportNotScored(
        skipped,
        "not content annotations (spanless or administrative)",
        file.path,
        report,
      );
      const signalLine = jsonPathLocation(file.path, source, ["signal"]).line ?? 1;
      return { text: doc.signal, annotations: content, tokens, lineAt: () => signalLine };
    },
  };
}

/** Throws a DataError at the value `path` leads to. */
type Fail = (path: readonly (string | number)[], detail: string) => never;

/** The MAT JSON versions read (1 and 2); a document without a version is read as version 2. */
export const MAT_JSON_VERSIONS: readonly unknown[] = [1, 2];

function checkVersion(version: unknown, fail: Fail): void {
  if (version === undefined || MAT_JSON_VERSIONS.includes(version)) return;
  fail(
    ["version"],
    `expected "version" 1 or 2 (the MAT JSON versions Goldgate reads), got ${describeJson(version)}`,
  );
}

function readAset(
  aset: unknown,
  k: number,
  converter: CodePointConverter,
  skipped: Map<string, number>,
  fail: Fail,
): Annotation[] {
  const at = `asets[${k}]`;
  if (!isRecord(aset) || typeof aset.type !== "string" || aset.type === "")
    return fail(
      ["asets", k],
      `${at}: expected { "type": "…", "attrs": […], "annots": […] }, got ${describeJson(aset)}`,
    );
  const type = aset.type;
  const names = attrNames(aset.attrs ?? [], k, fail);
  const annots = aset.annots ?? [];
  if (!Array.isArray(annots))
    return fail(
      ["asets", k, "annots"],
      `${at}.annots: expected a list, got ${describeJson(annots)}`,
    );
  const hasId = aset.hasID === true;
  if (aset.hasSpan === false) {
    if (annots.length > 0) skipped.set(type, (skipped.get(type) ?? 0) + annots.length);
    return [];
  }
  return annots.map((annot, j) => {
    const where = `${at}.annots[${j}] (${type})`;
    const path = ["asets", k, "annots", j];
    if (!Array.isArray(annot))
      return fail(path, `${where}: expected a list, got ${describeJson(annot)}`);
    const first = hasId ? 1 : 0;
    const [rawStart, rawEnd] = [annot[first], annot[first + 1]];
    if (!isOffset(rawStart) || !isOffset(rawEnd))
      return fail(
        path,
        `${where}: expected start and end offsets, got ${describeJson(annot.slice(first, first + 2))}`,
      );
    const start = converter.toCodePoint(rawStart);
    const end = converter.toCodePoint(rawEnd);
    if (start === undefined || end === undefined || start >= end)
      return fail(
        path,
        `${where}: expected 0 ≤ start < end ≤ ${converter.length} within the signal, got ${rawStart}-${rawEnd}`,
      );
    const attributes = attributeValues(annot.slice(first + 2), names);
    const id = hasId && typeof annot[0] === "string" ? { id: annot[0] } : {};
    return { type, start, end, ...id, ...(attributes === undefined ? {} : { attributes }) };
  });
}

function attrNames(attrs: unknown, k: number, fail: Fail): string[] {
  if (!Array.isArray(attrs))
    return fail(
      ["asets", k, "attrs"],
      `asets[${k}].attrs: expected a list, got ${describeJson(attrs)}`,
    );
  return attrs.map((a, n) => {
    if (typeof a === "string") return a;
    if (isRecord(a) && typeof a.name === "string") return a.name;
    return fail(
      ["asets", k, "attrs", n],
      `asets[${k}].attrs[${n}]: expected a name or { "name": … }, got ${describeJson(a)}`,
    );
  });
}

/** Attribute values by name: strings as they are, numbers and booleans as text, lists joined by `|`; null is unset. */
function attributeValues(
  values: readonly unknown[],
  names: readonly string[],
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  names.forEach((name, k) => {
    const v = values[k];
    if (v === null || v === undefined) return;
    out[name] = Array.isArray(v)
      ? v.map(String).join("|")
      : typeof v === "object"
        ? JSON.stringify(v)
        : String(v);
  });
  return Object.keys(out).length > 0 ? out : undefined;
}
