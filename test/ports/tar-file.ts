/** One member of a test tar archive: its name, its bytes, its tar type ('0' a file). */
export interface TarMember {
  readonly name: string;
  readonly data?: string | Uint8Array;
  readonly type?: string;
  /** The name as the ustar prefix field holds it (a long path split at a slash). */
  readonly prefix?: string;
}

/** A POSIX ustar header block: name, size, type, checksum (as `tar` writes them). */
function header(name: string, size: number, type: string, prefix = ""): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, "utf8");
  block.write("0000644\0", 100, "ascii");
  block.write("0000000\0", 108, "ascii");
  block.write("0000000\0", 116, "ascii");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "ascii");
  block.write("00000000000\0", 136, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  block.write(prefix, 345, "utf8");
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of block) sum += b;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** A tar archive of `members`, ended by two zero blocks. */
export function tarFile(members: readonly TarMember[]): Buffer {
  const parts: Buffer[] = [];
  for (const m of members) {
    const data = Buffer.from(m.data ?? "");
    parts.push(header(m.name, data.length, m.type ?? "0", m.prefix), data);
    const pad = (512 - (data.length % 512)) % 512;
    parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}
