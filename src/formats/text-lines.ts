/**
 * Where each piece of a document's text was read in its file, so a problem found in the text
 * (a system text that differs from the gold one) can name a file line.
 */
export class TextLines {
  private readonly starts: number[] = [];
  private readonly lines: number[] = [];

  /** The piece starting at UTF-16 index `at` of the text began on file line `line`. */
  add(at: number, line: number): void {
    this.starts.push(at);
    this.lines.push(line);
  }

  /** File line of UTF-16 index `at` of `text`: its piece's line plus the line ends before it. */
  lineAt(text: string, at: number): number {
    let k = this.starts.length - 1;
    while (k > 0 && (this.starts[k] ?? 0) > at) k--;
    const start = this.starts[k] ?? 0;
    let line = this.lines[k] ?? 1;
    for (let i = text.indexOf("\n", start); i !== -1 && i < at; i = text.indexOf("\n", i + 1))
      line++;
    return line;
  }
}
