import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

/** The young generation's size Goldgate keeps to: MiB a semi-space (the process holds about 3×). */
export const SEMI_SPACE_MIB = 8;

const MIB = 1024 * 1024;
/** While growing the young generation: elements an array, arrays kept at most, arrays made at most. */
const BATCH = 16_384;
const KEPT = 12;
const ROUNDS = 1000;

/**
 * Caps V8's young generation at `mib` MiB a semi-space for the rest of the process. V8 doubles
 * the young generation whenever as many bytes have survived scavenges since it last grew as it
 * holds, so a corpus that keeps a little per document (a row and an id) grows it to Node's limit
 * (16 MiB on Node 20, 32 on Node 24: three times that in the process) though little of it
 * lives: a run's peak memory then grows with the number of documents. `--max-semi-space-size` is
 * read only when the process starts, but the growth factor is read at each growth: so the young
 * generation is grown once, now, to `mib`, and the factor then set to 1. Objects that live on
 * reach the old generation sooner; in paired runs CPU did not move (docs/performance.md).
 * Nothing is done when the user sizes the young generation (a semi-space flag in
 * `NODE_OPTIONS` or on Node's command line): theirs wins.
 */
export function capYoungGeneration(
  mib: number,
  given: { readonly execArgv: readonly string[]; readonly nodeOptions: string | undefined },
): void {
  if ([...given.execArgv, given.nodeOptions ?? ""].some((a) => /semi[-_]space/.test(a))) return;
  const start = newSpace();
  if (start === undefined) return;
  const factor = Math.floor((mib * MIB) / (start.space_used_size + start.space_available_size));
  if (factor >= 2) {
    setFlagsFromString(`--semi-space-growth-factor=${factor}`);
    growOnce(start.space_size);
  }
  setFlagsFromString("--semi-space-growth-factor=1");
}

function newSpace() {
  return getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
}

/** Keeps objects alive across scavenges until the young generation grows (a few ms). */
function growOnce(size: number): void {
  const kept: number[][] = [];
  for (let round = 0; round < ROUNDS && (newSpace()?.space_size ?? size) === size; round++) {
    kept.push(new Array<number>(BATCH).fill(round));
    if (kept.length >= KEPT) kept.length = 0;
  }
}
