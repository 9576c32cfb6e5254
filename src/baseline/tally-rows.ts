import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../align/clash.ts";
import { arrayOnDemand } from "../measure/array-on-demand.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import { TypeRecords } from "../measure/type-record.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";
import type { JsonRecord, JsonShape } from "./json-shape.ts";

/** Version of the compact `documents` encoding of baseline files (docs/scores.md). */
export const TALLY_ROWS = "goldgate/tally-rows@1";

/**
 * `documents[]` of a scores document as baseline files store it: one line per document instead
 * of eleven objects of ten named counts. `rows[k]` is document `ids[k]`:
 * `GOLD SYSTEM CLASH TYPE:TALLY…`, where a tally is its counts in `categories` order, separated
 * by commas, trailing zeros left out (`0` when all are zero), and TYPE indexes `types`.
 */
export interface TallyRowsBlock {
  readonly encoding: typeof TALLY_ROWS;
  readonly categories: readonly string[];
  readonly types: readonly string[];
  readonly ids: readonly string[];
  readonly rows: readonly string[];
}

/** A tally's counts in `categories` order, trailing zeros left out (read field by field). */
function tallyText(t: Readonly<ClashTally>): string {
  const counts = [
    t.match,
    t.tagclash,
    t.overmark,
    t.undermark,
    t.overlap,
    t.tagOvermark,
    t.tagUndermark,
    t.tagOverlap,
    t.missing,
    t.spurious,
  ];
  let end = counts.length;
  while (end > 1 && counts[end - 1] === 0) end--;
  let text = `${counts[0]}`;
  for (let k = 1; k < end; k++) text += `,${counts[k]}`;
  return text;
}

const QUOTE = 34;
const SPACE = 32;
const COMMA = 44;
const COLON = 58;

/** A tally's counts, read field by field for `spellTally` (reused: no array per tally). */
const counts = new Float64Array(CLASH_CATEGORIES.length);

/** `tallyText` into bytes (counts as `${n}` spells them). */
function spellTally(t: Readonly<ClashTally>, out: JsonBytes): void {
  counts[0] = t.match;
  counts[1] = t.tagclash;
  counts[2] = t.overmark;
  counts[3] = t.undermark;
  counts[4] = t.overlap;
  counts[5] = t.tagOvermark;
  counts[6] = t.tagUndermark;
  counts[7] = t.tagOverlap;
  counts[8] = t.missing;
  counts[9] = t.spurious;
  let end = counts.length;
  while (end > 1 && counts[end - 1] === 0) end--;
  for (let k = 0; k < end; k++) {
    if (k > 0) out.byte(COMMA);
    out.number(counts[k] as number);
  }
}

/** A row's line as JSON text, into bytes: what the baseline file is written from. */
function spellRow(r: DocumentRow, index: ReadonlyMap<string, number>, out: JsonBytes): void {
  // Every mark but the first follows a number, which makes room for it.
  out.room(1);
  out.byte(QUOTE);
  out.number(r.gold);
  out.byte(SPACE);
  out.number(r.system);
  out.byte(SPACE);
  spellTally(r.clash, out);
  for (const name of Object.keys(r.types)) {
    const tally = r.types[name];
    if (tally === undefined) continue;
    out.byte(SPACE);
    out.number(index.get(name) ?? -1);
    out.byte(COLON);
    spellTally(tally, out);
  }
  out.byte(QUOTE);
}

/**
 * Encodes document rows (kept in their order) as a tally-rows block. A row's line is made when
 * it is read (`arrayOnDemand`): writing a baseline never holds them all beside the rows.
 */
export function encodeTallyRows(rows: readonly DocumentRow[]): TallyRowsBlock {
  const names = new Set<string>();
  for (const r of rows) for (const t of Object.keys(r.types)) names.add(t);
  const types = [...names].sort();
  const index = new Map(types.map((t, k) => [t, k]));
  // Rows share their tallies (`CorpusTally.sharedTallies`): each is spelt once.
  const spelt = new Map<Readonly<ClashTally>, string>();
  const spell = (t: Readonly<ClashTally>): string => {
    let text = spelt.get(t);
    if (text === undefined) {
      text = tallyText(t);
      spelt.set(t, text);
    }
    return text;
  };
  const line = (r: DocumentRow): string => {
    let text = `${r.gold} ${r.system} ${spell(r.clash)}`;
    for (const name of Object.keys(r.types)) {
      const tally = r.types[name];
      if (tally !== undefined) text += ` ${index.get(name)}:${spell(tally)}`;
    }
    return text;
  };
  return {
    encoding: TALLY_ROWS,
    categories: CLASH_CATEGORIES,
    types,
    ids: rows.map((r) => r.id),
    rows: arrayOnDemand(
      rows.length,
      (k) => line(rows[k] as DocumentRow),
      (k, out) => spellRow(rows[k] as DocumentRow, index, out),
    ),
  };
}

/** Distinct row texts whose decoding a reader keeps for the rows that repeat them. */
const SHARED_ROWS = 65_536;

/** Reads tally-rows blocks; equal tally texts decode to one shared frozen tally. */
class TallyReader {
  private readonly shared = new Map<string, Readonly<ClashTally>>();
  constructor(
    private readonly j: JsonShape,
    private readonly types: readonly string[],
  ) {}

  /** A count: digits, no sign, no leading zero, at most 15 of them (below 2^53), read one by one. */
  count(text: string | undefined, path: string): number {
    const n = text === undefined ? 0 : text.length;
    if (text === undefined || n === 0 || n > 15 || (n > 1 && text.charCodeAt(0) === 48))
      return this.j.fail(path, "a count", text);
    let value = 0;
    for (let k = 0; k < n; k++) {
      const digit = text.charCodeAt(k) - 48;
      if (digit < 0 || digit > 9) return this.j.fail(path, "a count", text);
      value = value * 10 + digit;
    }
    return value;
  }

  tally(text: string, path: string): Readonly<ClashTally> {
    const known = this.shared.get(text);
    if (known !== undefined) return known;
    const counts = text.split(",");
    if (counts.length > CLASH_CATEGORIES.length) this.j.fail(path, "at most 10 counts", text);
    const t = emptyTally();
    counts.forEach((c, k) => {
      t[CLASH_CATEGORIES[k] ?? "match"] = this.count(c, path);
    });
    const frozen = Object.freeze(t);
    this.shared.set(text, frozen);
    return frozen;
  }

  private readonly records = new TypeRecords();

  /** Rows decoded so far by their text (many documents share one: "1 1 1 0:1"), bounded. */
  private readonly rows = new Map<string, Omit<DocumentRow, "id">>();

  row(id: string, text: string, path: string): DocumentRow {
    let known = this.rows.get(text);
    if (known === undefined) {
      known = this.parts(text, path);
      if (this.rows.size < SHARED_ROWS) this.rows.set(text, known);
    }
    return { id, gold: known.gold, system: known.system, clash: known.clash, types: known.types };
  }

  /** A row's counts and tallies; its per-type record frozen, as rows with this text share it. */
  private parts(text: string, path: string): Omit<DocumentRow, "id"> {
    const fields = text.split(" ");
    // Made as scoring makes it (`TypeRecords`): names are data (`__proto__` is a key like any other).
    const names: string[] = [];
    const tallies: Readonly<ClashTally>[] = [];
    let seen: Set<string> | null = null;
    for (let f = 3; f < fields.length; f++) {
      const part = fields[f] as string;
      const colon = part.indexOf(":");
      const type = this.types[this.count(part.slice(0, colon), path)];
      // A few names are searched in place; a long row's in a set.
      seen ??= names.length > 16 ? new Set(names) : null;
      if (
        colon < 0 ||
        type === undefined ||
        (seen === null ? names.includes(type) : seen.has(type))
      )
        this.j.fail(path, "TYPE:TALLY with a type index listed once", part);
      names.push(type);
      seen?.add(type);
      tallies.push(this.tally(part.slice(colon + 1), path));
    }
    return {
      gold: this.count(fields[0], path),
      system: this.count(fields[1], path),
      clash: this.tally(fields[2] ?? "", path),
      types: this.records.make(names, tallies),
    };
  }
}

/** Decodes a tally-rows block at `path`; every malformed part is a DataError naming it. */
export function decodeTallyRows(j: JsonShape, block: JsonRecord, path: string): DocumentRow[] {
  j.choice(block.encoding, [TALLY_ROWS], `${path}.encoding`);
  const categories = j.array(block.categories, `${path}.categories`);
  if (JSON.stringify(categories) !== JSON.stringify(CLASH_CATEGORIES))
    j.fail(`${path}.categories`, JSON.stringify(CLASH_CATEGORIES), categories);
  const types = j
    .array(block.types, `${path}.types`)
    .map((t, k) => j.string(t, `${path}.types[${k}]`));
  const ids = j.array(block.ids, `${path}.ids`);
  const rows = j.array(block.rows, `${path}.rows`);
  if (rows.length !== ids.length)
    j.fail(`${path}.rows`, `${ids.length} rows (one per id)`, rows.length);
  const reader = new TallyReader(j, types);
  return rows.map((text, k) =>
    reader.row(
      j.string(ids[k], `${path}.ids[${k}]`),
      j.string(text, `${path}.rows[${k}]`),
      `${path}.rows[${k}]`,
    ),
  );
}

function readTally(j: JsonShape, value: unknown, path: string): ClashTally {
  const r = j.record(value, path);
  const t = emptyTally();
  for (const c of CLASH_CATEGORIES) t[c] = j.count(r[c], `${path}.${c}`);
  return t;
}

function readRow(j: JsonShape, value: unknown, path: string): DocumentRow {
  const r = j.record(value, path);
  const types = j.record(r.types, `${path}.types`);
  return {
    id: j.string(r.id, `${path}.id`),
    gold: j.count(r.gold, `${path}.gold`),
    system: j.count(r.system, `${path}.system`),
    clash: readTally(j, r.clash, `${path}.clash`),
    types: Object.assign(
      Object.create(null) as Record<string, ClashTally>,
      Object.fromEntries(
        Object.entries(types).map(([t, v]) => [t, readTally(j, v, `${path}.types.${t}`)]),
      ),
    ),
  };
}

/**
 * A scores file's `documents`: rows as scores documents write them (each field checked), or the
 * tally-rows encoding of baseline files.
 */
export function decodeDocumentRows(j: JsonShape, value: unknown): DocumentRow[] {
  if (!Array.isArray(value)) return decodeTallyRows(j, j.record(value, "documents"), "documents");
  return value.map((v, k) => readRow(j, v, `documents[${k}]`));
}
