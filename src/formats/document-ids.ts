import { DataError } from "../errors.ts";

const NUMBERED = /^doc-([1-9][0-9]*)$/;

/**
 * Document ids, each used once: a repeat would merge two documents' deltas. An id made from the
 * document's number (`doc-N`, a file that names no documents) differs from every other made id by
 * construction, so only its first line is kept, by number in a typed column; ids the file gives
 * (CoNLL-U) are kept in a map, and each side is checked against the other. A map entry per
 * document was about 60 bytes and copied at each of its doublings (3 MiB at 56,000 documents).
 */
export class DocumentIds {
  private readonly named = new Map<string, number>();
  /** The first line of document `doc-N` at N (0: no such document yet). */
  private lines = new Int32Array(1024);

  /**
   * Notes a document's id: `number` > 0 when the id was made from it (`doc-number`), 0 when the
   * file gave it. A DataError at `line` when an earlier document had the id.
   */
  check(id: string, number: number, file: string, line: number): void {
    const first = number > 0 ? this.named.get(id) : this.firstLine(id);
    if (first !== undefined)
      throw new DataError(
        { file, line },
        `document id '${id}' was already used by the document at line ${first}; expected each '# newdoc id' (or, in a file without them, each '# sent_id') once`,
      );
    if (number === 0) this.named.set(id, line);
    else this.noteNumbered(number, line);
  }

  private firstLine(id: string): number | undefined {
    const named = this.named.get(id);
    if (named !== undefined) return named;
    const n = NUMBERED.exec(id)?.[1];
    if (n === undefined) return undefined;
    const k = Number(n);
    const line = k < this.lines.length ? (this.lines[k] ?? 0) : 0;
    return line > 0 ? line : undefined;
  }

  private noteNumbered(number: number, line: number): void {
    if (number >= this.lines.length) {
      const grown = new Int32Array(Math.max(2 * this.lines.length, number + 1));
      grown.set(this.lines);
      this.lines = grown;
    }
    this.lines[number] = line;
  }
}
