import { crc32 } from "node:zlib";

/** A ZIP archive of `members` (name → text or bytes), stored (not deflated), as the smallest writer would make it. */
export function storedZip(members: Readonly<Record<string, string | Uint8Array>>): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(members)) {
    const data = typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text);
    const path = Buffer.from(name, "utf8");
    const crc = crc32(data);
    // The local header and the directory entry share a run of fields: flags (UTF-8 names),
    // method (stored), time, date (1980-01-01), CRC-32, both sizes and the name's length.
    const shared = (into: Buffer, at: number) => {
      into.writeUInt16LE(0x0800, at);
      into.writeUInt16LE(0x21, at + 6);
      into.writeUInt32LE(crc, at + 8);
      into.writeUInt32LE(data.length, at + 12);
      into.writeUInt32LE(data.length, at + 16);
      into.writeUInt16LE(path.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    shared(local, 6);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    shared(entry, 8);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, path, data);
    entries.push(entry, path);
    offset += 30 + path.length + data.length;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(members).length, 8);
  end.writeUInt16LE(Object.keys(members).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
