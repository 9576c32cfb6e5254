import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import type { TokenTable } from "./tbf-tokens.ts";

const RANGE = /^(\d+),(\d+)$/;

/** Shortens a value quoted in a message. */
export function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * A mention over sorted, merged fragments: their hull, `fragments` only when discontinuous, and
 * `text` only when the line gives words. Built literally, one shape for every mention: a spread
 * per mention was a tenth of reading a tbf file.
 */
export function spanAnnotation(
  fragments: readonly Fragment[],
  type: string,
  attributes: Readonly<Record<string, string>>,
  id: string,
  line: number,
  words: string,
): Annotation {
  const start = fragments[0]?.start ?? 0;
  const end = fragments[fragments.length - 1]?.end ?? 0;
  const text = words === "" ? undefined : words;
  const span =
    text === undefined
      ? { type, attributes, id, line, start, end }
      : { type, attributes, id, line, text, start, end };
  return fragments.length > 1 ? { ...span, fragments } : span;
}

/**
 * A comma list of token ids → merged runs of consecutive table rows (half-open, in tokens).
 * A repeated id counts once, as in the scorer's token set.
 */
export function tokenFragments(span: string, table: TokenTable, where: Location): Fragment[] {
  const rows = new Set<number>();
  for (const id of span.split(",")) {
    const row = table.rows.get(id);
    if (row === undefined) {
      const got = id === "" ? "an empty token id" : `unknown token id '${clip(id)}'`;
      throw new DataError(
        where,
        `${got} in span '${clip(span)}'; expected ids listed in ${table.path}`,
      );
    }
    rows.add(row);
  }
  return mergeRuns([...rows].sort((a, b) => a - b).map((r) => ({ start: r, end: r + 1 })));
}

/**
 * `b,e;b,e` character ranges, end exclusive, in any order → sorted, merged fragments.
 * Overlapping ranges are refused: scorer_v1.8 would count the shared characters twice in the Dice
 * denominator, which no set reading reproduces (docs/events.md).
 */
export function charFragments(span: string, where: Location): Fragment[] {
  // One range, most mentions: nothing to split, sort or merge.
  if (!span.includes(";")) return [charRange(span, span, where)];
  const ranges = span.split(";").map((part) => charRange(part, span, where));
  ranges.sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i++) {
    const [prev, next] = [ranges[i - 1] as Fragment, ranges[i] as Fragment];
    if (next.start < prev.end) {
      const pair = `${prev.start},${prev.end} and ${next.start},${next.end}`;
      throw new DataError(
        where,
        `ranges ${pair} overlap in span '${clip(span)}'; expected disjoint ranges`,
      );
    }
  }
  return mergeRuns(ranges);
}

function charRange(part: string, span: string, where: Location): Fragment {
  const m = RANGE.exec(part);
  const start = Number(m?.[1]);
  const end = Number(m?.[2]);
  if (m === null || !Number.isSafeInteger(start) || !Number.isSafeInteger(end)) {
    const got = `got '${clip(part)}' in span '${clip(span)}'`;
    // Token ids (t2,t3,t4) are TBF's token mode, which reads the token tables.
    const tokens = /^t\d+(,t\d+)*$/.test(span.trim())
      ? ". These are token ids: token mode needs the token tables, --tokens DIR (<doc>.tab files; inputs.tokens)"
      : "";
    throw new DataError(
      where,
      `expected character ranges 'begin,end' separated by ';', ${got}${tokens}`,
    );
  }
  if (end <= start) {
    const detail = `end ${end} ≤ start ${start} in span '${clip(span)}'`;
    throw new DataError(where, `${detail}; expected end > start (end exclusive)`);
  }
  return { start, end };
}

/** Joins touching fragments of a sorted, disjoint list (`0-5,5-9` covers what `0-9` covers). */
export function mergeRuns(sorted: readonly Fragment[]): Fragment[] {
  const out: Fragment[] = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && last.end === f.start)
      out[out.length - 1] = { start: last.start, end: f.end };
    else out.push(f);
  }
  return out;
}
