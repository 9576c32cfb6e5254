/**
 * A JSON text read piece by piece, for readers that take a large document apart as it passes
 * (a baseline's 40 MB of detail lines) instead of holding its whole text and its whole parse.
 * The members a reader does not take apart are cut out whole and given to `JSON.parse` (the same
 * values, the same checks); the structure around them is checked here, strictly. This reader
 * names no position: on anything it does not expect it throws `StreamFault`, and the caller reads
 * the text whole, which then says what is wrong and where (`parseJsonText`).
 */
import { NESTING_LIMIT } from "../config/limits.ts";
import { parsedWithin } from "./json-text.ts";

/** The streamed text is not what the streaming reader takes: read it whole instead. */
export class StreamFault extends Error {
  constructor() {
    super("the JSON text is to be read whole");
  }
}

const QUOTE = 34;
const BACKSLASH = 92;
/** A character JSON allows in a string only escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters to refuse
const CONTROL = /[\u0000-\u001f]/;
/** Characters a nested value's scan stops at: a string's start and the brackets. */
const SPECIAL = /["[\]{}]/g;

/**
 * Where the next `"`, `[`, `]`, `{` or `}` is from `at` on (−1: none). `test` moves `lastIndex`
 * past the hit without making a match object (`exec` made one per hit: a details file has some
 * 20 a row); the expression still skips long runs of numbers faster than a loop would.
 */
function nextSpecial(text: string, at: number): number {
  SPECIAL.lastIndex = at;
  return SPECIAL.test(text) ? SPECIAL.lastIndex - 1 : -1;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Ends a scalar (number or literal) outside a string. */
function endsScalar(c: number): boolean {
  return isSpace(c) || c === 44 || c === 93 || c === 125;
}

/** A cursor over JSON text pieces; `level` is a value's nesting level (the top value's is 1). */
export class JsonStream {
  private text = "";
  /** Next code unit to read in `text`. */
  private at = 0;
  /** Start of the token being cut out (−1: none); `held` its part from earlier pieces. */
  private mark = -1;
  private held: string[] = [];
  private readonly pieces: Iterator<string>;

  constructor(pieces: Iterable<string>) {
    this.pieces = pieces[Symbol.iterator]();
  }

  /** Stops reading (closes the file of a streamed port). */
  close(): void {
    this.pieces.return?.();
  }

  /**
   * Appends the next piece; false at the end. A token being cut out keeps its earlier text in
   * `held`, except a trailing run of backslashes, so an escape is always judged within `text`.
   */
  private fill(): boolean {
    const next = this.pieces.next();
    if (next.done === true) return false;
    let cut = this.at;
    if (this.mark >= 0) {
      // The text from the cursor on stays (`skipLaidOut` keeps a needle's length of it).
      cut = Math.min(this.text.length, this.at);
      while (cut > this.mark && this.text.charCodeAt(cut - 1) === BACKSLASH) cut--;
      this.held.push(this.text.slice(this.mark, cut));
      this.mark = 0;
    }
    this.text = this.text.slice(cut) + next.value;
    this.at -= cut;
    return true;
  }

  /** The next code unit after whitespace (not consumed), −1 at the end of the text. */
  peek(): number {
    for (;;) {
      while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) this.at++;
      if (this.at < this.text.length) return this.text.charCodeAt(this.at);
      if (!this.fill()) return -1;
    }
  }

  /** Consumes `code` after whitespace, or faults. */
  expect(code: number): void {
    if (this.peek() !== code) throw new StreamFault();
    this.at++;
  }

  /** The end of the text (only whitespace left), or a fault. */
  end(): void {
    if (this.peek() !== -1) throw new StreamFault();
  }

  /** The text from `mark` to the cursor; ends the cut. */
  private take(): string {
    const tail = this.text.slice(this.mark, this.at);
    const raw = this.held.length === 0 ? tail : this.held.join("") + tail;
    this.held = [];
    this.mark = -1;
    return raw;
  }

  /** Moves the cursor past the string starting at it (a `"`). */
  private skipString(): void {
    let lower = this.at + 1;
    let k = lower;
    for (;;) {
      const q = this.text.indexOf('"', k);
      if (q < 0) {
        this.at = this.text.length;
        if (!this.fill()) throw new StreamFault();
        lower = 0;
        k = this.at;
        continue;
      }
      let b = q;
      while (b > lower && this.text.charCodeAt(b - 1) === BACKSLASH) b--;
      if ((q - b) % 2 === 0) {
        this.at = q + 1;
        return;
      }
      k = q + 1;
    }
  }

  /** Moves the cursor past the array or object starting at it (strings skipped whole). */
  private skipNested(): void {
    let depth = 0;
    for (;;) {
      const found = nextSpecial(this.text, this.at);
      if (found < 0) {
        this.at = this.text.length;
        if (!this.fill()) throw new StreamFault();
        continue;
      }
      this.at = found;
      const c = this.text.charCodeAt(this.at);
      if (c === QUOTE) {
        this.skipString();
        continue;
      }
      this.at++;
      depth += c === 91 || c === 123 ? 1 : -1;
      if (depth === 0) return;
    }
  }

  /**
   * Moves the cursor past the array or object starting at it when it is laid out a member a line,
   * as Goldgate writes scores files: its bracket ends the line, and it closes at the start of a
   * line indented as the line it opens on. The closing line is then found by `indexOf`, not by
   * stopping at every string and bracket (`skipNested`: a fifth of reading a baseline whose
   * per-document lists are read whole). False, the cursor unmoved, when the value does not open
   * so. A closing line found in a text laid out otherwise cuts out a text that `JSON.parse` refuses
   * (then the whole read says what is wrong), or the value itself: a text that parses as one
   * value from its opening bracket on ends at that bracket's match. With no closing line at all,
   * the value's text is scanned as any value's is.
   */
  private skipLaidOut(): boolean {
    const { text, at } = this;
    const next = text.charCodeAt(at + 1);
    if (next !== 10 && !(next === 13 && text.charCodeAt(at + 2) === 10)) return false;
    const line = text.lastIndexOf("\n", at) + 1;
    if (line === 0) return false;
    let indent = 0;
    while (text.charCodeAt(line + indent) === 32) indent++;
    const needle = `\n${" ".repeat(indent)}${text.charCodeAt(at) === 123 ? "}" : "]"}`;
    let from = at + 1;
    for (;;) {
      const hit = this.text.indexOf(needle, from);
      if (hit >= 0) {
        this.at = hit + needle.length;
        return true;
      }
      // The last characters stay in the text: a needle may begin in this piece.
      this.at = Math.max(from, this.text.length - needle.length + 1);
      if (!this.fill()) {
        // No closing line: laid out otherwise. The value's text, scanned as any value is.
        this.text = this.held.join("") + this.text.slice(this.mark);
        this.held = [];
        this.mark = 0;
        this.at = 0;
        this.skipNested();
        return true;
      }
      from = this.at;
    }
  }

  /** Moves the cursor past a number or literal. */
  private skipScalar(): void {
    for (;;) {
      while (this.at < this.text.length && !endsScalar(this.text.charCodeAt(this.at))) this.at++;
      if (this.at < this.text.length || !this.fill()) return;
    }
  }

  /** The raw text of the string at the cursor, quotes included. */
  rawString(): string {
    if (this.peek() !== QUOTE) throw new StreamFault();
    this.mark = this.at;
    this.skipString();
    return this.take();
  }

  /** The member name at the cursor and its `:`. */
  key(): string {
    const name = parse(this.rawString(), 1);
    this.expect(58);
    return typeof name === "string" ? name : fault();
  }

  /** The value at the cursor, parsed whole; nested no deeper than the limit from `level` on. */
  value(level: number): unknown {
    const c = this.peek();
    if (c === -1) throw new StreamFault();
    this.mark = this.at;
    if (c === QUOTE) this.skipString();
    else if (c === 91 || c === 123) {
      if (!this.skipLaidOut()) this.skipNested();
    } else this.skipScalar();
    return parse(this.take(), NESTING_LIMIT + 1 - level);
  }

  /**
   * The array at the cursor (nested at `level`) as `JSON.parse` gives it, read element by element:
   * a string element is cut out on its own, any other parsed whole. A long array of strings (a
   * baseline's 56,000 document lines) is then never held as one text nor parsed in one piece.
   */
  list(level: number): unknown[] {
    const out: unknown[] = [];
    this.array(() => {
      out.push(this.peek() === QUOTE ? this.stringValue() : this.value(level + 1));
    });
    return out;
  }

  /** The string at the cursor, as `JSON.parse` reads it (a raw control character faults). */
  private stringValue(): string {
    const raw = this.rawString();
    if (CONTROL.test(raw)) throw new StreamFault();
    return stringContent(raw);
  }

  /**
   * An object's members, each read by `member` (which consumes the value); a name given twice
   * or named `__proto__` faults (the whole read says what JSON.parse makes of them). Members
   * for which `member` returns `OMIT` are left out of the result.
   */
  object(member: (name: string) => unknown): Record<string, unknown> {
    this.expect(123);
    const out: Record<string, unknown> = {};
    if (this.peek() === 125) {
      this.at++;
      return out;
    }
    for (;;) {
      const name = this.key();
      if (name === "__proto__" || Object.hasOwn(out, name)) throw new StreamFault();
      const value = member(name);
      if (value !== OMIT) out[name] = value;
      const c = this.peek();
      this.at++;
      if (c === 125) return out;
      if (c !== 44) throw new StreamFault();
    }
  }

  /** An array's elements, each read by `element` (which consumes it); their count. */
  array(element: (k: number) => void): number {
    this.expect(91);
    if (this.peek() === 93) {
      this.at++;
      return 0;
    }
    for (let k = 0; ; k++) {
      element(k);
      const c = this.peek();
      this.at++;
      if (c === 93) return k + 1;
      if (c !== 44) throw new StreamFault();
    }
  }
}

/** What an `object` member reader returns for a member it keeps elsewhere. */
export const OMIT: unique symbol = Symbol("omit");

function fault(): never {
  throw new StreamFault();
}

function parse(raw: string, maxDepth: number): unknown {
  const parsed = parsedWithin(raw, maxDepth);
  return parsed.ok ? parsed.value : fault();
}

/**
 * The characters of a JSON string token (quotes included) without its quotes; a token with an
 * escape is parsed. Control characters are left for the caller's own check to refuse.
 */
export function stringContent(raw: string): string {
  if (raw.indexOf("\\") < 0) return raw.slice(1, -1);
  const value = parse(raw, 1);
  return typeof value === "string" ? value : fault();
}
