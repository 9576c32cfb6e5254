import { DataError, type Location } from "../errors.ts";

// The cells of WebAnno TSV 3's token lines (`webanno-tsv.ts` reads the file): columns, stacked
// values, `[N]` ids and backslash escapes.

/** A layer as the header declares it: its kind, name, feature names and first column. */
export interface Layer {
  readonly kind: "SP" | "CH" | "RL";
  readonly name: string;
  readonly features: readonly string[];
  readonly column: number;
}

/** A token line's cells; INCEpTION ends each with a tab, whose empty last cell is no column. */
export function tokenCells(line: string, columns: number, at: Location): string[] {
  const cells = line.split("\t");
  if (cells.length === columns + 1 && cells[columns] === "") cells.pop();
  if (cells.length !== columns)
    throw new DataError(
      at,
      `expected ${columns} tab-separated columns (id, offsets, token and one per feature the header declares), got ${cells.length}`,
    );
  return cells;
}

/**
 * The spans of `layer` stacked on one token line: each with its `[N]` and its feature values. The
 * features at `raw` (slot features' columns) are kept as written: escapes kept, and a closing
 * `[N]` there is a link target's id, not the span's.
 */
export function stackedSpans(
  cells: readonly string[],
  layer: Layer,
  at: Location,
  raw: ReadonlySet<number> = NONE,
): { readonly id: string | undefined; readonly values: string[] }[] {
  const width = Math.max(layer.features.length, 1);
  const stacks = cells.slice(layer.column, layer.column + width);
  if (stacks.every((cell) => cell === "_")) return [];
  refuseHalfEmpty(stacks, layer, at, raw);
  const entries = stacks.map((cell) => splitUnescaped(cell, "|"));
  const count = entries[0]?.length ?? 0;
  if (entries.some((e) => e.length !== count))
    throw new DataError(
      at,
      `${layer.name}: expected as many stacked values in each feature column, got ${entries.map((e) => e.length).join(" and ")}`,
    );
  return Array.from({ length: count }, (_, k) => {
    const parts = entries.map((e, f) =>
      raw.has(f) ? { value: e[k] ?? "", id: undefined } : idOf(e[k] ?? "", at),
    );
    return { id: parts.find((p) => p.id !== undefined)?.id, values: parts.map((p) => p.value) };
  });
}

const NONE: ReadonlySet<number> = new Set();

/**
 * `_` is a layer with no span on the token, in every column of it; a span writes its value or `*`
 * (no value) in each feature column, and `_` only in a slot column (no link). A `_` beside a value
 * is neither: the span was once read by the first column alone, and dropped when that was the `_`.
 */
function refuseHalfEmpty(
  stacks: readonly string[],
  layer: Layer,
  at: Location,
  raw: ReadonlySet<number>,
): void {
  const empty = stacks.findIndex((cell, f) => cell === "_" && !raw.has(f));
  const held = stacks.findIndex((cell) => cell !== "_");
  if (empty < 0 || held < 0) return;
  const name = (f: number) => layer.features[f] ?? layer.name;
  throw new DataError(
    at,
    `${layer.name}: the ${name(empty)} column is '_' (no span) but the ${name(held)} column holds '${stacks[held]}'; expected '_' in every column of the layer (no span), or a value or '*' (a span without one) in each`,
  );
}

/** `value[3]`: the value and the id that joins a span's tokens; `*` is a span without a value. */
function idOf(
  entry: string,
  at: Location,
): { readonly value: string; readonly id: string | undefined } {
  const match = /^(.*?)(?<!\\)\[(\d+(?:_\d+)?)\]$/.exec(entry);
  const raw = match === null ? entry : (match[1] ?? "");
  if (raw === "") throw new DataError(at, `an empty stacked value; expected a value, '*' or '_'`);
  return { value: raw === "*" ? "" : unescapeTsv(raw), id: match?.[2] };
}

/** Splits on `separator` where it is not escaped by a backslash. */
export function splitUnescaped(cell: string, separator: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === "\\") i++;
    else if (cell[i] === separator) {
      out.push(cell.slice(from, i));
      from = i + 1;
    }
  }
  out.push(cell.slice(from));
  return out;
}

/** TSV 3's escapes: a backslash before a special character; `\t` and `\n` for tab and newline. */
export function unescapeTsv(text: string): string {
  return text.replace(/\\(.)/gs, (_, c: string) => (c === "t" ? "\t" : c === "n" ? "\n" : c));
}
