import { DataError } from "../errors.ts";

/**
 * A small, strict XML reader for the GATE and MAT formats: elements, attributes, text, CDATA,
 * comments and processing instructions, with the file's line on every event.
 *
 * Why not a parser from npm: the inline formats need the exact text between tags (their offsets
 * count it), and errors need `file:line`. Safety: only the five predefined entities and numeric
 * character references are expanded; a DOCTYPE with an internal subset (where entities would be
 * declared) is refused, so there is no external entity and no entity expansion. Line ends are
 * normalized as XML requires (CRLF and CR become LF); a `&#13;` stays a CR.
 */
export type XmlEvent =
  | {
      readonly kind: "open";
      readonly name: string;
      readonly attributes: Readonly<Record<string, string>>;
      readonly line: number;
    }
  | { readonly kind: "close"; readonly name: string; readonly line: number }
  | { readonly kind: "text"; readonly text: string; readonly line: number };

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_.:\u00B7\u00C0-\uFFFF]*/y;
const ATTRIBUTE =
  /\s+([A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_.:\u00B7\u00C0-\uFFFF]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;
const PREDEFINED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

/** Reads XML text as a stream of events; throws DataError with `file:line` on malformed input. */
export function* xmlEvents(source: string, file: string): Generator<XmlEvent> {
  const text = source.replace(/\r\n?/g, "\n");
  let pos = 0;
  let line = 1;
  let counted = 0;
  const lineAt = (at: number): number => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  const fail = (at: number, detail: string): never => {
    throw new DataError({ file, line: lineAt(at) }, detail);
  };
  const cursor: Cursor = { text, open: [], lineAt, fail };
  while (pos < text.length) {
    const lt = text.indexOf("<", pos);
    const end = lt < 0 ? text.length : lt;
    if (end > pos) yield { kind: "text", text: decode(text, pos, end, fail), line: lineAt(pos) };
    if (lt < 0) break;
    pos = yield* markup(cursor, lt);
  }
  const unclosed = cursor.open.at(-1);
  if (unclosed !== undefined)
    fail(
      text.length,
      `expected </${unclosed.name}> (opened on line ${unclosed.line}) before the end`,
    );
}

type Fail = (at: number, detail: string) => never;

/** The reader's state: the text, the open elements, and line-aware error reporting. */
interface Cursor {
  readonly text: string;
  readonly open: { readonly name: string; readonly line: number }[];
  readonly lineAt: (at: number) => number;
  readonly fail: Fail;
}

/** One `<…>` construct at `lt`; returns the position after it. */
function* markup(cursor: Cursor, lt: number): Generator<XmlEvent, number> {
  const { text, lineAt, fail } = cursor;
  const skipTo = (close: string, what: string): number => {
    const at = text.indexOf(close, lt);
    return at < 0 ? fail(lt, `expected '${close}' to close ${what}`) : at + close.length;
  };
  if (text.startsWith("<!--", lt)) return skipTo("-->", "a comment");
  if (text.startsWith("<?", lt)) {
    const after = skipTo("?>", "a processing instruction");
    if (/^<\?xml\s/.test(text.slice(lt, lt + 6))) checkEncoding(text.slice(lt, after), lt, fail);
    return after;
  }
  if (text.startsWith("<![CDATA[", lt)) {
    const after = skipTo("]]>", "a CDATA section");
    yield { kind: "text", text: text.slice(lt + 9, after - 3), line: lineAt(lt) };
    return after;
  }
  if (text.startsWith("<!DOCTYPE", lt)) {
    const after = skipTo(">", "the DOCTYPE");
    if (text.slice(lt, after).includes("["))
      fail(lt, "a DOCTYPE with an internal subset is not read (entity declarations are refused)");
    return after;
  }
  if (text.startsWith("</", lt)) return yield* endTag(cursor, lt);
  return yield* startTag(cursor, lt);
}

/** Encodings whose text Goldgate has decoded correctly by the time it reads the declaration. */
const READ_ENCODINGS = ["utf-8", "utf8", "utf-16", "utf-16le", "utf-16be", "us-ascii", "ascii"];

/**
 * An XML declaration naming another encoding (ISO-8859-1, windows-1252…) is refused: its bytes
 * were read as UTF-8 (or UTF-16, by its byte order mark), so its text would be wrong.
 */
function checkEncoding(declaration: string, lt: number, fail: Fail): void {
  const encoding = /\sencoding\s*=\s*(["'])([^"']*)\1/.exec(declaration)?.[2];
  if (encoding === undefined || READ_ENCODINGS.includes(encoding.toLowerCase())) return;
  fail(
    lt,
    `the XML declaration names encoding '${encoding}'; expected UTF-8 or UTF-16 (with a byte order mark). Convert the file, e.g. iconv -f ${encoding} -t UTF-8, and change the declaration to encoding="UTF-8"`,
  );
}

function* endTag({ text, open, lineAt, fail }: Cursor, lt: number): Generator<XmlEvent, number> {
  NAME.lastIndex = lt + 2;
  const name = NAME.exec(text)?.[0] ?? fail(lt, "expected an element name after '</'");
  const gt = /\s*>/y;
  gt.lastIndex = lt + 2 + name.length;
  if (!gt.test(text)) fail(lt, `expected '>' to end </${name}`);
  const top = open.pop();
  if (top === undefined) fail(lt, `unexpected </${name}>: no element is open`);
  else if (top.name !== name)
    fail(lt, `expected </${top.name}> (opened on line ${top.line}), found </${name}>`);
  yield { kind: "close", name, line: lineAt(lt) };
  return gt.lastIndex;
}

function* startTag({ text, open, lineAt, fail }: Cursor, lt: number): Generator<XmlEvent, number> {
  NAME.lastIndex = lt + 1;
  const name =
    NAME.exec(text)?.[0] ??
    fail(lt, "expected an element name after '<' (write &lt; for a '<' in text)");
  let pos = lt + 1 + name.length;
  const attributes: Record<string, string> = {};
  for (;;) {
    ATTRIBUTE.lastIndex = pos;
    const m = ATTRIBUTE.exec(text);
    if (m === null) break;
    const key = m[1] as string;
    const quoted = m[2] as string;
    if (Object.hasOwn(attributes, key)) fail(pos, `duplicate attribute '${key}' on <${name}>`);
    const end = pos + m[0].length - 1;
    attributes[key] = decode(text, end - quoted.length + 2, end, fail, true);
    pos += m[0].length;
  }
  const close = /\s*(\/?)>/y;
  close.lastIndex = pos;
  const m = close.exec(text);
  if (m === null) return fail(pos, `expected an attribute, '>' or '/>' in <${name}>`);
  const line = lineAt(lt);
  yield { kind: "open", name, attributes, line };
  if (m[1] === "/") yield { kind: "close", name, line };
  else open.push({ name, line });
  return close.lastIndex;
}

/**
 * `text[from, to)` with its entity and character references expanded. An attribute value
 * (`attribute`) has its literal tabs and newlines made spaces first, as XML's attribute-value
 * normalization does; a reference to one (`&#10;`, as UIMA's XMI writes a text's newlines) stays
 * that character.
 */
function decode(text: string, from: number, to: number, fail: Fail, attribute = false): string {
  // Searched within [from, to) only: a search to the file's next '&' per attribute or text run
  // made a file of many attributes and no '&' quadratic (200,000 attributes: 26 s).
  const raw = text.slice(from, to);
  const piece = attribute ? raw.replace(/[\t\n]/g, " ") : raw;
  if (!piece.includes("&")) return piece;
  let out = "";
  let pos = 0;
  const reference = /&(#[0-9]+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);/y;
  for (let at = piece.indexOf("&"); at >= 0; at = piece.indexOf("&", pos)) {
    out += piece.slice(pos, at);
    reference.lastIndex = at;
    const ref = reference.exec(piece)?.[1];
    if (ref === undefined)
      return fail(from + at, "expected an entity reference (&amp;, &lt;, &#38; …) after '&'");
    out += expand(ref, from + at, fail);
    pos = reference.lastIndex;
  }
  return out + piece.slice(pos);
}

function expand(ref: string, at: number, fail: Fail): string {
  if (!ref.startsWith("#"))
    return PREDEFINED[ref] ?? fail(at, `undefined entity &${ref}; (only XML's five are known)`);
  const code = ref.startsWith("#x") ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
  if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff))
    return fail(at, `&${ref}; is not a character`);
  return String.fromCodePoint(code);
}

/** A start tag. */
export type XmlOpen = Extract<XmlEvent, { kind: "open" }>;

/** The events of one document, read as the walk goes. */
export type XmlEvents = Iterator<XmlEvent>;

/** The next child element's start tag at the current level, or undefined at the parent's end. */
export function nextElement(events: XmlEvents): XmlOpen | undefined {
  for (let e = events.next(); !e.done; e = events.next()) {
    if (e.value.kind === "open") return e.value;
    if (e.value.kind === "close") return undefined;
  }
  return undefined;
}

/** Consumes the rest of the element whose start tag was just read. */
export function skipElement(events: XmlEvents): void {
  let depth = 1;
  for (let e = events.next(); !e.done && depth > 0; e = events.next()) {
    if (e.value.kind === "open") depth++;
    else if (e.value.kind === "close") depth--;
    if (depth === 0) return;
  }
}

/** Text content of the element just opened (nested elements' text included). */
export function textContent(events: XmlEvents): string {
  let out = "";
  let depth = 1;
  for (let e = events.next(); !e.done; e = events.next()) {
    if (e.value.kind === "text") out += e.value.text;
    else if (e.value.kind === "open") depth++;
    else if (--depth === 0) break;
  }
  return out;
}
