/**
 * Escaping for GitHub-flavoured markdown. Every piece of text that reaches a comment goes through
 * `md` (markdown context: table cells, list items, paragraphs) or `html` (inside an HTML tag such
 * as `<summary>`, where markdown is not parsed). The rule, in order:
 * 1. clip to a length (code points, before escaping, so no entity is cut);
 * 2. line breaks and other control characters become spaces; runs of whitespace become one; trim;
 * 3. `&`, `<`, `>` become entities: no HTML can open, no `</details>` can close a section;
 * 4. (markdown only) a backslash before each of \ ` * _ [ ] | ~ $: no emphasis, code span, link,
 *    image, table cell break, strikethrough or math; and before a leading `-`, `+`, `=` that would
 *    start a list item or a rule (`- x`, `---`), or the `.`/`)` of a leading `1. `: no list,
 *    rule or heading marker;
 * 5. a zero-width space after each `@` and `#`: no @mention pings, no #123 cross-references, no
 *    e-mail autolinks; and inside `scheme://` and `www.`: no autolinks of bare URLs or hosts;
 * 6. bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, U+200E/F) become
 *    spaces with the controls of rule 2: no text shown reversed.
 */

/** Markdown that is safe to place in a comment: produced only by this module's functions. */
export type Md = string & { readonly __markdown: unique symbol };

const ZWSP = "\u200b";
const CONTROL = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;
/** Where GitHub would start an autolink: `http://`, any `scheme://`, `www.` (any case). */
const AUTOLINK = /([a-z][a-z0-9+.-]*)(:\/\/)|\b(www)(\.)/gi;
const MARKDOWN_SPECIAL = /[\\`*_[\]|~$&<>@#]/g;
const HTML_SPECIAL = /[&<>"'@#]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "@": `@${ZWSP}`,
  "#": `#${ZWSP}`,
};

/** Text clipped to `max` code points, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
}

function flatten(text: string): string {
  return text
    .replace(CONTROL, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(AUTOLINK, (_, scheme, sep, www, dot) =>
      scheme === undefined ? `${www}${ZWSP}${dot}` : `${scheme}${ZWSP}${sep}`,
    );
}

/** Escapes text for a markdown context (cell, list item, paragraph); `max` clips it first. */
export function md(text: string | number, max = 200): Md {
  const flat = flatten(clip(String(text), max));
  const escaped = flat.replace(MARKDOWN_SPECIAL, (c) => ENTITIES[c] ?? `\\${c}`);
  return escaped
    .replace(/^([-+=])(?=\s|[-+=]*$)/, "\\$1")
    .replace(/^(\d{1,9})([.)])(?=\s|$)/, "$1\\$2") as Md;
}

/** Escapes text for an HTML context (`<summary>`, attribute values). */
export function html(text: string | number, max = 200): Md {
  return flatten(clip(String(text), max)).replace(HTML_SPECIAL, (c) => ENTITIES[c] ?? c) as Md;
}

/** Joins escaped pieces: markdown built only from markdown stays markdown. */
export function join(pieces: readonly Md[], separator = ""): Md {
  return pieces.join(separator) as Md;
}

/** Bold markdown around escaped text. */
export function strong(text: Md): Md {
  return (text === "" ? text : `**${text}**`) as Md;
}

/** A literal piece of markdown written by Goldgate itself (never data): headings, markup. */
export function raw(markup: string): Md {
  return markup as Md;
}
