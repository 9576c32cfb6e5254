/**
 * Escaping for the HTML report. Every piece of text from the data (types, document text, ids,
 * file names, tags) reaches the page through the `html` template, which escapes every
 * interpolated string or number; only `Html` objects (built by this module) pass as markup:
 * 1. C0/C1 controls (but tab and newline), bidi embeddings, overrides and isolates (U+202A–U+202E,
 *    U+2066–U+2069) are removed: no reversed text;
 * 2. `&`, `<`, `>`, `"`, `'` become entities, so text can neither open a tag nor leave a quoted
 *    attribute value. Nothing from the data is placed in a script, style or URL context.
 */

/** Markup that is safe to place in the report: made only by `html`, `joinHtml` and `trusted`. */
export class Html {
  readonly #markup: string;
  private constructor(markup: string) {
    this.#markup = markup;
  }
  /** Wraps markup; module-private in spirit: use `html`, `joinHtml` or `trusted`. */
  static of(markup: string): Html {
    return new Html(markup);
  }
  toString(): string {
    return this.#markup;
  }
}

const UNSAFE = /(?![\t\n])[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text (or a number) for an HTML text or quoted-attribute context. */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replace(UNSAFE, "")
    .replace(SPECIAL, (c) => ENTITIES[c] ?? c);
}

/**
 * A value as JSON for a data attribute that the page's script reads back with `JSON.parse`: the
 * characters `escapeHtml` removes (controls, bidi) are written as `\uXXXX` escapes, so the data
 * keeps them byte for byte (ids, types) while the page shows none.
 */
export function jsonForAttribute(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(
    UNSAFE,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
}

/** Marks a constant written in this repository (never data) as markup. */
export function trusted(markup: string): Html {
  return Html.of(markup);
}

/** What the `html` template takes: markup, text (escaped), lists of markup, or nothing. */
export type HtmlPiece = Html | string | number | readonly Html[] | null | undefined | false;

function render(piece: HtmlPiece): string {
  if (piece === null || piece === undefined || piece === false) return "";
  if (piece instanceof Html) return piece.toString();
  if (typeof piece === "string" || typeof piece === "number") return escapeHtml(piece);
  return piece.map(String).join("");
}

/**
 * The report's template tag: literal parts are markup; interpolated strings and numbers are
 * escaped; `Html` passes; arrays of `Html` are joined; `null`, `undefined` and `false` are nothing.
 */
export function html(parts: TemplateStringsArray, ...pieces: readonly HtmlPiece[]): Html {
  let out = parts[0] ?? "";
  pieces.forEach((piece, i) => {
    out += render(piece) + (parts[i + 1] ?? "");
  });
  return Html.of(out);
}

/** Joins markup with a separator. */
export function joinHtml(pieces: readonly Html[], separator = ""): Html {
  return Html.of(pieces.map(String).join(separator));
}
