/**
 * Lines and whitespace-separated fields scanned straight out of the decoded chunks a `FilePort`
 * streams (`readChunks`): positions into the chunk, no string per line. Readers of line formats
 * that keep only a few fields use this; `splitLines` builds `readLines` on it.
 */

const LF = 10;
const CR = 13;
const SPACE = 32;

/** Whitespace that separates fields: space, and tab through carriage return (as `\s` in ASCII). */
function isSpace(code: number): boolean {
  return code === SPACE || (code >= 9 && code <= CR);
}

/** Whether the first whitespace-separated field of `text` from `start` to `end` is `word`. */
export function firstFieldIs(text: string, start: number, end: number, word: string): boolean {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (!text.startsWith(word, i)) return false;
  const after = i + word.length;
  return after >= end || isSpace(text.charCodeAt(after));
}

/** The whitespace-separated fields of a line: the k-th is `text` from `starts[k]` to `ends[k]`. */
export class LineFields {
  count = 0;
  starts = new Int32Array(16);
  ends = new Int32Array(16);

  /** Appends a field. */
  add(start: number, end: number): void {
    if (this.count === this.starts.length) {
      const starts = new Int32Array(2 * this.count);
      const ends = new Int32Array(2 * this.count);
      starts.set(this.starts);
      ends.set(this.ends);
      this.starts = starts;
      this.ends = ends;
    }
    this.starts[this.count] = start;
    this.ends[this.count++] = end;
  }
}

/** Splits `text` from `from` to `to` at whitespace into `fields` (replacing what it held). */
export function splitFields(text: string, from: number, to: number, fields: LineFields): void {
  fields.count = 0;
  let open = -1;
  for (let i = from; i < to; i++) {
    if (!isSpace(text.charCodeAt(i))) {
      if (open < 0) open = i;
    } else if (open >= 0) {
      fields.add(open, i);
      open = -1;
    }
  }
  if (open >= 0) fields.add(open, to);
}

/**
 * Decoded chunks that can also pass over whole lines without decoding them
 * (`ports/decoded-chunks.ts`): called where every chunk given so far has been read to its end
 * and that end is a line end; returns the number of lines passed, which come before the next
 * line whose first field is `word` (or the end of the input). `more`: asked at each such line
 * (once, in order) whether to pass over it too; absent: never.
 */
export interface LinePasser {
  passLines(word: string, more?: () => boolean): number;
}

function isLinePasser(chunks: object): chunks is LinePasser {
  return "passLines" in chunks && typeof chunks.passLines === "function";
}

/**
 * Lines (LF or CRLF) scanned out of decoded chunks without copying them: after `next()` the
 * line is `text` from `start` to `end` (terminator excluded), `number` 1-based. Only a line that
 * straddles chunks is copied into a string of its own. A final line without LF still counts.
 */
export class LineScanner {
  text = "";
  start = 0;
  end = 0;
  number = 0;
  private chunk = "";
  private pos = 0;
  private readonly chunks: Iterator<string>;
  private readonly passer: LinePasser | null;

  constructor(chunks: Iterable<string>) {
    this.chunks = chunks[Symbol.iterator]();
    this.passer = isLinePasser(this.chunks) ? this.chunks : null;
  }

  /** Moves to the next line; false at the end of the input. */
  next(): boolean {
    const nl = this.chunk.indexOf("\n", this.pos);
    if (nl === -1) return this.nextAcrossChunks();
    this.setLine(this.chunk, this.pos, nl);
    this.pos = nl + 1;
    return true;
  }

  /**
   * `next`, and the line split at whitespace into `fields`, in one pass over its characters
   * (the line's end is found on the way, not searched for first).
   */
  nextFields(fields: LineFields): boolean {
    const text = this.chunk;
    fields.count = 0;
    let open = -1;
    for (let i = this.pos; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > SPACE || !isSpace(code)) {
        if (open < 0) open = i;
      } else if (code === LF) {
        if (open >= 0) fields.add(open, i);
        this.setLine(text, this.pos, i);
        this.pos = i + 1;
        return true;
      } else if (open >= 0) {
        fields.add(open, i);
        open = -1;
      }
    }
    if (!this.nextAcrossChunks()) return false;
    splitFields(this.text, this.start, this.end, fields);
    return true;
  }

  /**
   * Moves to the next line whose first field is `word` (`-DOCSTART-`), passing over the lines
   * before it without visiting them one by one: the chunk is searched for `word`, and only line
   * ends are counted (for `number`); past the chunk, a source that can pass over lines without
   * decoding them (`LinePasser`) does. `more`: asked at each such line found (once, in order)
   * whether to pass over it as well, so a run of documents is passed over in one call; absent:
   * the first is the one. False at the end of the input.
   */
  skipToFirstField(word: string, more?: () => boolean): boolean {
    // The passer stops at the line `more` declined, which is then not asked about again.
    let declined = false;
    const ask =
      more &&
      (() => {
        declined = !more();
        return !declined;
      });
    for (;;) {
      if (this.findInChunk(word)) {
        if (more?.() !== true) return true;
        continue;
      }
      const atLineStart = this.pos === this.chunk.length && this.chunk.endsWith("\n");
      if (atLineStart && this.passer !== null) this.number += this.passer.passLines(word, ask);
      // The chunk's last line runs on into the next chunk: read it whole, as `next` does.
      if (!this.next()) return false;
      if (declined) return true;
      if (firstFieldIs(this.text, this.start, this.end, word) && more?.() !== true) return true;
    }
  }

  /** True on the line found in this chunk; false with every whole line of the chunk passed. */
  private findInChunk(word: string): boolean {
    const text = this.chunk;
    const tail = text.lastIndexOf("\n") + 1;
    for (let from = this.pos; ; ) {
      const at = text.indexOf(word, from);
      if (at === -1 || at >= tail) break;
      const start = text.lastIndexOf("\n", at - 1) + 1;
      if (firstFieldIs(text, start, text.indexOf("\n", at), word)) {
        this.passTo(start);
        return this.next();
      }
      from = at + word.length;
    }
    this.passTo(Math.max(tail, this.pos));
    return false;
  }

  /** Passes over the chunk's lines up to `position` (a line start), counting them. */
  private passTo(position: number): void {
    for (let nl = this.chunk.indexOf("\n", this.pos); nl !== -1 && nl < position; ) {
      this.number++;
      nl = this.chunk.indexOf("\n", nl + 1);
    }
    this.pos = position;
  }

  /** Stops reading early (closes the underlying file). */
  close(): void {
    this.chunks.return?.();
  }

  private nextAcrossChunks(): boolean {
    const parts = this.pos < this.chunk.length ? [this.chunk.slice(this.pos)] : [];
    for (;;) {
      const r = this.chunks.next();
      if (r.done === true) {
        this.chunk = "";
        this.pos = 0;
        const rest = parts.join("");
        if (rest.length === 0) return false;
        this.setLine(rest, 0, rest.length);
        return true;
      }
      const chunk = r.value;
      const nl = chunk.indexOf("\n");
      if (nl === -1) parts.push(chunk);
      else {
        this.chunk = chunk;
        this.pos = nl + 1;
        if (parts.length === 0) this.setLine(chunk, 0, nl);
        else {
          parts.push(chunk.slice(0, nl));
          const line = parts.join("");
          this.setLine(line, 0, line.length);
        }
        return true;
      }
    }
  }

  private setLine(text: string, start: number, end: number): void {
    this.text = text;
    this.start = start;
    this.end = end > start && text.charCodeAt(end - 1) === CR ? end - 1 : end;
    this.number++;
  }
}
