import { CLASH_CATEGORIES } from "../align/clash.ts";
import { type DetailTable, SIDE_FIELDS } from "../align/detail-table.ts";
import type { SpellElement } from "../measure/array-on-demand.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";
import { renderJson } from "./json.ts";

const utf8 = new TextEncoder();

/**
 * Each of a table's strings as UTF-8 bytes of `spell(string)` (its JSON text, its CSV cell),
 * made on first use and kept for the table's life: a type or a text is spelt once, then copied.
 */
export function spelledStrings(
  table: DetailTable,
  spell: (s: string) => string,
): (id: number) => Uint8Array {
  const made: (Uint8Array | undefined)[] = [];
  return (id) => {
    let bytes = made[id];
    if (bytes === undefined) {
      bytes = utf8.encode(spell(table.text(id)));
      made[id] = bytes;
    }
    return bytes;
  };
}

/** Each category's name as UTF-8 (ASCII). */
const CATEGORY_BYTES = new Map(CLASH_CATEGORIES.map((c) => [c as string, utf8.encode(c)]));

/**
 * Any value spelt as the JSON writer writes it at `line` (a newline and its indentation):
 * `renderJson`'s text with each line continued at `line` (a JSON text holds a newline only
 * between its lines; one inside a string is escaped).
 */
export function spellValue(value: unknown, out: JsonBytes, line: string): void {
  out.text(renderJson(value).slice(0, -1).replaceAll("\n", line));
}

/** The constant parts of a row's text at one indentation, as UTF-8. */
function rowParts(line: string) {
  const inner = `${line}    `;
  const parts = {
    open: `{${line}  "category": "`,
    document: `",${line}  "document": `,
    gold: `,${line}  "gold": {${inner}"end": `,
    system: `,${line}  "system": {${inner}"end": `,
    start: `,${inner}"start": `,
    text: `,${inner}"text": `,
    type: `,${inner}"type": `,
    closeSpan: `${line}  }`,
    close: `${line}}`,
  };
  const bytes = (s: string) => utf8.encode(s);
  return {
    open: bytes(parts.open),
    document: bytes(parts.document),
    sides: [bytes(parts.gold), bytes(parts.system)] as const,
    start: bytes(parts.start),
    text: bytes(parts.text),
    type: bytes(parts.type),
    closeSpan: bytes(parts.closeSpan),
    close: bytes(parts.close),
  };
}

/**
 * A detail table's rows spelt as the JSON writer writes `table.rowAt(k)` (keys in code-unit
 * order: category, document, gold, system; a span's end, start, text, type), straight into bytes
 * from the table's columns: no object per row and no text per member. At a million tokens,
 * writing the rows as objects member by member was a third of `score --details FILE.json`'s
 * main thread, and most of what it allocated. The constant parts are encoded once per
 * indentation and each string's JSON text once per table, then copied. A row with a span's
 * fragments or attributes (rare) is spelt from its object (`spellValue`).
 */
export function detailRowSpeller(table: DetailTable): SpellElement {
  const json = spelledStrings(table, JSON.stringify);
  let at: string | null = null;
  let parts = rowParts("\n");
  return (i, out, line) => {
    if (table.sparse(i)) {
      spellValue(table.rowAt(i), out, line);
      return;
    }
    if (line !== at) {
      at = line;
      parts = rowParts(line);
    }
    out.raw(parts.open);
    out.raw(CATEGORY_BYTES.get(table.category(i)) as Uint8Array);
    out.raw(parts.document);
    out.raw(json(table.field(i, "document")));
    for (let side = 0; side < 2; side++) {
      const fields = SIDE_FIELDS[side as 0 | 1];
      const typeId = table.field(i, fields[0]);
      if (typeId < 0) continue;
      out.raw(parts.sides[side as 0 | 1]);
      out.number(table.field(i, fields[2]));
      out.raw(parts.start);
      out.number(table.field(i, fields[1]));
      const textId = table.field(i, fields[3]);
      if (textId >= 0) {
        out.raw(parts.text);
        out.raw(json(textId));
      }
      out.raw(parts.type);
      out.raw(json(typeId));
      out.raw(parts.closeSpan);
    }
    out.raw(parts.close);
  };
}
