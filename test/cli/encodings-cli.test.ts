import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "node:test";
import { goldgate, tempDir } from "./built-cli.ts";

const gate = (set: string) =>
  `<?xml version="1.0" encoding="UTF-16"?>\n<GateDocument version="3">\n<TextWithNodes><Node id="0"/>Anna<Node id="4"/> met Bob.</TextWithNodes>\n<AnnotationSet Name="${set}"><Annotation Id="1" Type="PER" StartNode="0" EndNode="4"/></AnnotationSet>\n</GateDocument>\n`;

it("scores GATE documents saved as UTF-16 with a byte order mark (GATE's 'Save as' option)", () => {
  const dir = tempDir();
  mkdirSync(join(dir, "docs"));
  const bom = Buffer.from([0xff, 0xfe]);
  writeFileSync(join(dir, "docs/a.xml"), Buffer.concat([bom, Buffer.from(gate("Key"), "utf16le")]));
  const r = goldgate(
    [
      "score",
      "--format",
      "gate",
      "--gold",
      "docs",
      "--system",
      "docs",
      "--gold-set",
      "Key",
      "--system-set",
      "Key",
      "--json",
    ],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    (JSON.parse(r.stdout) as { overall: { strict: { f1: number } } }).overall.strict.f1,
    1,
  );
});
