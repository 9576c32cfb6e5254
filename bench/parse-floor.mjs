// The parse floor: Node reading the file in 1 MiB chunks, splitting lines and fields, and
// touching every field — what any CoNLL scorer must at least do. No scoring.
import { closeSync, openSync, readSync } from "node:fs";

const fd = openSync(process.argv[2], "r");
const decoder = new TextDecoder("utf-8");
const buffer = Buffer.allocUnsafe(1 << 20);
let carry = "";
let fields = 0;
for (;;) {
  const n = readSync(fd, buffer, 0, buffer.length, null);
  const text = carry + decoder.decode(buffer.subarray(0, n), { stream: n > 0 });
  const lines = text.split("\n");
  carry = n === 0 ? "" : (lines.pop() ?? "");
  for (const line of lines) fields += line.split(/\s+/).length;
  if (n === 0) break;
}
closeSync(fd);
process.stdout.write(`${fields} fields\n`);
