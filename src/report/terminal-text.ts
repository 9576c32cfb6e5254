/**
 * Text that is safe to print on a terminal or in an Actions log. Data (type names, labels, file
 * names, messages) may carry ESC sequences that move the cursor, set the title or open
 * hyperlinks, other C0/C1 controls, and bidi overrides that show text reversed (U+202E). They are
 * removed from every rendered line. With colour on, only Goldgate's own SGR codes (bold, dim, red,
 * green, yellow and their resets) survive: a data value could at worst repeat one of those, never
 * move the cursor, clear the screen or hide text.
 */

const ESC = String.fromCharCode(27);

/** The SGR codes Goldgate paints with (see `paint` in terminal-run.ts). */
const OWN_SGR = ["1", "2", "22", "31", "32", "33", "39"].map((n) => `${ESC}[${n}m`);

/** Controls (C0, DEL, C1) and the bidi marks, embeddings, overrides and isolates. */
const CONTROL_OR_BIDI = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE = { test: (c: string) => CONTROL_OR_BIDI.test(c.replace(/[\t\n]/g, "")) };

/** `text` without unsafe characters; with `color`, Goldgate's own SGR codes are kept. */
export function terminalSafe(text: string, color: boolean): string {
  if (!UNSAFE.test(text)) return text;
  let out = "";
  let at = 0;
  while (at < text.length) {
    const c = text[at] as string;
    if (c === ESC && color) {
      const own = OWN_SGR.find((code) => text.startsWith(code, at));
      if (own !== undefined) {
        out += own;
        at += own.length;
        continue;
      }
    }
    if (!UNSAFE.test(c)) out += c;
    at++;
  }
  return out;
}

/** One cell or line of data: unsafe characters removed, tabs and line breaks made spaces. */
export function terminalCell(text: string): string {
  return terminalSafe(text.replace(/[\t\n\r]/g, " "), false);
}

/** ANSI styles; every one is reset by its own closing code so styles nest. */
const STYLES = {
  bold: ["\u001b[1m", "\u001b[22m"],
  dim: ["\u001b[2m", "\u001b[22m"],
  red: ["\u001b[31m", "\u001b[39m"],
  green: ["\u001b[32m", "\u001b[39m"],
  yellow: ["\u001b[33m", "\u001b[39m"],
} as const satisfies Record<string, readonly [string, string]>;
type Style = keyof typeof STYLES;

/** Wraps text in an ANSI style when colour is on. */
export function paint(color: boolean, style: Style, text: string): string {
  return color ? `${STYLES[style][0]}${text}${STYLES[style][1]}` : text;
}
