import { markdownTable } from "markdown-table";
import { html, join, type Md, md, raw } from "./markdown-escape.ts";

/** Column alignment of a markdown table: left, right or centre. */
export type Align = "l" | "r" | "c";

/** A GFM table of escaped cells (markdown-table escapes nothing; `Md` proves we did). */
export function table(
  header: readonly Md[],
  rows: readonly (readonly Md[])[],
  align: readonly Align[],
): Md {
  return raw(markdownTable([header, ...rows], { align, alignDelimiters: false, padding: true }));
}

/** A collapsible section; the summary is our own text, escaped for its HTML context. */
export function details(summary: string, body: Md): Md {
  return raw(`<details><summary>${html(summary)}</summary>\n\n${body}\n\n</details>`);
}

/** A bulleted list of escaped items. */
export function bullets(items: readonly Md[]): Md {
  return join(
    items.map((item) => raw(`- ${item}`)),
    "\n",
  );
}

/** Blocks separated by blank lines; empty blocks are skipped. */
export function blocks(parts: readonly Md[]): Md {
  return join(
    parts.filter((p) => p !== ""),
    "\n\n",
  );
}

/** A markdown link when the URL is http(s), else the escaped label alone. */
export function link(label: string, url: string): Md {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return md(label);
  const safe = url.replace(
    /[()<>"'`|\\\s]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return raw(`[${md(label, 80)}](${safe})`);
}

/** `1 failure`, `2 failures`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
