import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";

/** A temporary folder removed after the test file, and a writer of numbered files in it. */
export function tempFiles(prefix: string): {
  readonly dir: string;
  readonly file: (content: string | Uint8Array) => string;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let written = 0;
  const file = (content: string | Uint8Array): string => {
    const path = join(dir, `f${written++}.txt`);
    writeFileSync(path, content);
    return path;
  };
  return { dir, file };
}
