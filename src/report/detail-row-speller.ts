import type { DetailTable } from "../align/detail-table.ts";
import type { SpellElement } from "../measure/array-on-demand.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";
import { renderJson } from "./json.ts";

/** Per side: the fields of its span, in the table's names. */
const SIDES = [
  { key: "gold", type: "goldType", start: "goldStart", end: "goldEnd", text: "goldText" },
  { key: "system", type: "systemType", start: "systemStart", end: "systemEnd", text: "systemText" },
] as const;

/**
 * Any value spelt as the JSON writer writes it at `line` (a newline and its indentation):
 * `renderJson`'s text with each line continued at `line` (a JSON text holds a newline only
 * between its lines; one inside a string is escaped).
 */
export function spellValue(value: unknown, out: JsonBytes, line: string): void {
  out.text(renderJson(value).slice(0, -1).replaceAll("\n", line));
}

/**
 * A detail table's rows spelt as the JSON writer writes `table.rowAt(k)` (keys in code-unit
 * order: category, document, gold, system; a span's end, start, text, type), straight into bytes
 * from the table's columns: no object per row and no text per member. At a million tokens,
 * writing the rows as objects member by member was a third of `score --details FILE.json`'s
 * main thread, and most of what it allocated. A row with a span's fragments or attributes (rare)
 * is spelt from its object (`spellValue`). Each string's JSON text is made once per table.
 */
export function detailRowSpeller(table: DetailTable): SpellElement {
  const quoted: (string | undefined)[] = [];
  const json = (id: number): string => {
    let text = quoted[id];
    if (text === undefined) {
      text = JSON.stringify(table.text(id));
      quoted[id] = text;
    }
    return text;
  };
  let at = "";
  let keys: readonly string[] = [];
  return (i, out, line) => {
    if (
      SIDES.some(
        (_, side) =>
          table.fragmentsId(i, side as 0 | 1) >= 0 || table.attributesId(i, side as 0 | 1) >= 0,
      )
    ) {
      spellValue(table.rowAt(i), out, line);
      return;
    }
    if (line !== at || keys.length === 0) {
      at = line;
      const inner = `${line}    `;
      keys = [
        `{${line}  "category": "`,
        `",${line}  "document": `,
        `,${line}  "gold": {${inner}"end": `,
        `,${line}  "system": {${inner}"end": `,
        `,${inner}"start": `,
        `,${inner}"text": `,
        `,${inner}"type": `,
        `${line}  }`,
        `${line}}`,
      ];
    }
    const [open, document, gold, system, start, text, type, close, end] = keys as string[];
    out.ascii(open as string);
    out.ascii(table.category(i));
    out.ascii(document as string);
    out.text(json(table.field(i, "document")));
    for (let side = 0; side < 2; side++) {
      const f = SIDES[side] as (typeof SIDES)[number];
      const typeId = table.field(i, f.type);
      if (typeId < 0) continue;
      out.ascii((side === 0 ? gold : system) as string);
      out.number(table.field(i, f.end));
      out.ascii(start as string);
      out.number(table.field(i, f.start));
      const textId = table.field(i, f.text);
      if (textId >= 0) {
        out.ascii(text as string);
        out.text(json(textId));
      }
      out.ascii(type as string);
      out.text(json(typeId));
      out.ascii(close as string);
    }
    out.ascii(end as string);
  };
}
