/**
 * Lines found in undecoded UTF-8 bytes: a line end is the byte LF (it never occurs inside a
 * multi-byte character), and a marker line (`-DOCSTART-`) is one whose first whitespace-separated
 * field is the marker's bytes — as `firstFieldIs` decides on decoded text. The marker is searched
 * for natively (`Buffer#indexOf`) and line ends are counted four bytes at a time.
 */

const LF = 10;

/** ASCII whitespace, as `isSpace` in line-scanner.ts: space, and tab through carriage return. */
const isSpaceByte = (b: number): boolean => b === 32 || (b >= 9 && b <= 13);

/** `findMarkerLine`: a marker reaches the end of the bytes looked at; more bytes decide it. */
export const UNDECIDED = -2;

/**
 * The start of the first line at or after the line start `from` whose first field is `marker`,
 * its marker found before `limit`; -1 when there is none, `UNDECIDED` when the first candidate
 * ends at `limit` and more input may follow (`complete` false).
 */
export function findMarkerLine(
  bytes: Buffer,
  from: number,
  limit: number,
  complete: boolean,
  marker: Buffer,
): number {
  const view = bytes.subarray(0, limit);
  const rest = restOf(marker);
  const first = marker[0];
  for (let at = from; ; ) {
    const q = rest === null ? view.indexOf(marker, at) : view.indexOf(rest, at + 1);
    if (q === -1) return -1;
    const p = rest === null ? q : q - 1;
    if (rest !== null && bytes[p] !== first) {
      at = q;
      continue;
    }
    let start = p;
    while (start > from && bytes[start - 1] !== LF && isSpaceByte(bytes[start - 1] as number))
      start--;
    const after = p + marker.length;
    if (start === from || bytes[start - 1] === LF) {
      if (after === limit) return complete ? start : UNDECIDED;
      if (isSpaceByte(bytes[after] as number)) return start;
    }
    at = p + 1;
  }
}

let lastMarker: Buffer | null = null;
let lastRest: Buffer | null = null;

/**
 * The marker's bytes after its first, searched for instead of the whole marker (then its first
 * byte checked): `Buffer#indexOf` looks for a pattern's first byte first, and `-DOCSTART-`'s is
 * the `-` of every `B-`/`I-` tag, so the search found a candidate every few bytes (2–3× slower
 * on Node 24). Null for a one-byte marker.
 */
function restOf(marker: Buffer): Buffer | null {
  if (marker !== lastMarker) {
    lastMarker = marker;
    lastRest = marker.length > 1 ? marker.subarray(1) : null;
  }
  return lastRest;
}

/** Words whose per-byte counts `countLineEnds` adds up before a byte lane could pass 255. */
const LANE_WORDS = 255;

/** Line ends (LF bytes) in `bytes` from `from` to `to`; `words` views the same memory. */
export function countLineEnds(
  bytes: Uint8Array,
  words: Int32Array,
  from: number,
  to: number,
): number {
  let n = 0;
  let i = from;
  for (; i < to && (i & 3) !== 0; i++) if (bytes[i] === LF) n++;
  const end = to & ~3;
  const last = end >> 2;
  for (let w = i >> 2; w < last; ) {
    // Each word adds 1 to a byte lane of `lanes` where that byte is LF (high bit of each byte of
    // `zero` set exactly there; no carry crosses bytes); the lanes are summed once per 255 words.
    const stop = Math.min(last, w + LANE_WORDS);
    let lanes = 0;
    for (; w < stop; w++) {
      const x = (words[w] as number) ^ 0x0a0a0a0a;
      lanes += (~(((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x | 0x7f7f7f7f) >>> 7) & 0x01010101;
    }
    n += (lanes & 0xff) + ((lanes >>> 8) & 0xff) + ((lanes >>> 16) & 0xff) + (lanes >>> 24);
  }
  for (i = Math.max(i, end); i < to; i++) if (bytes[i] === LF) n++;
  return n;
}

/** The index just past the last LF in `bytes` from `from` to `to`; `from` when there is none. */
export function pastLastLineEnd(bytes: Uint8Array, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (bytes[i] === LF) return i + 1;
  return from;
}

/** The index just past the first LF from `from` before `to`; `to` when there is none. */
export function pastLineEnd(bytes: Uint8Array, from: number, to: number): number {
  for (let i = from; i < to; i++) if (bytes[i] === LF) return i + 1;
  return to;
}
