import { detailSpan } from "./detail-table.ts";
import type { DetailSpan } from "./details.ts";

/** The checks a reader of JSON gives (`JsonShape`): each value or a DataError naming its path. */
export interface JsonChecks {
  fail(path: string, expected: string, value: unknown): never;
  record(value: unknown, path: string): Readonly<Record<string, unknown>>;
  array(value: unknown, path: string): readonly unknown[];
  string(value: unknown, path: string): string;
  count(value: unknown, path: string): number;
}

/**
 * One side of a detail row as `score --details` writes it (docs/details.md), checked: type, hull,
 * covered text, and a discontinuous span's fragments and the span's attributes, read back as
 * written (a span read back is its fragments, not its hull, and keeps its attributes).
 */
export function readDetailSpan(
  j: JsonChecks,
  value: unknown,
  path: string,
): DetailSpan | undefined {
  if (value === undefined) return undefined;
  const r = j.record(value, path);
  const type = j.string(r.type, `${path}.type`);
  const start = j.count(r.start, `${path}.start`);
  const end = j.count(r.end, `${path}.end`);
  const text = r.text === undefined ? undefined : j.string(r.text, `${path}.text`);
  if (r.fragments !== undefined || r.attributes !== undefined)
    return detailSpan(
      type,
      start,
      end,
      r.fragments === undefined ? undefined : fragmentsOf(j, r.fragments, `${path}.fragments`),
      r.attributes === undefined ? undefined : attributesOf(j, r.attributes, `${path}.attributes`),
      text,
    );
  // One literal per shape, not `{ ...span, text }` (a hidden class per copy on Node 20).
  return text === undefined ? { type, start, end } : { type, start, end, text };
}

/** A span's fragments as details print them: `[[start, end], …]`. */
function fragmentsOf(j: JsonChecks, value: unknown, path: string): [number, number][] {
  return j.array(value, path).map((v, k): [number, number] => {
    const pair = j.array(v, `${path}[${k}]`);
    if (pair.length !== 2) j.fail(`${path}[${k}]`, "a [start, end] pair", v);
    return [j.count(pair[0], `${path}[${k}][0]`), j.count(pair[1], `${path}[${k}][1]`)];
  });
}

/** A span's attributes as details print them: `{ name: value }`, every value a string. */
function attributesOf(j: JsonChecks, value: unknown, path: string): Record<string, string> {
  const r = j.record(value, path);
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(r)) out[name] = j.string(v, `${path}.${name}`);
  return out;
}
