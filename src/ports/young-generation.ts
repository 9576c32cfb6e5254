import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

/** The young generation's size Goldgate keeps to: MiB a semi-space (the process holds about 3×). */
export const SEMI_SPACE_MIB = 8;

const MIB = 1024 * 1024;

/** What the holder needs of V8: the young generation's room now, and a way to stop its growth. */
export interface YoungGenerationV8 {
  /** Bytes a semi-space holds now (used and available). */
  readonly capacity: () => number;
  /** Sets V8's factor by which the young generation grows at its next growth. */
  readonly setGrowthFactor: (factor: number) => void;
}

/** The running process's V8. */
export const processV8: YoungGenerationV8 = {
  capacity: () => {
    const s = getHeapSpaceStatistics().find((x) => x.space_name === "new_space");
    return s === undefined ? 0 : s.space_used_size + s.space_available_size;
  },
  setGrowthFactor: (factor) => setFlagsFromString(`--semi-space-growth-factor=${factor}`),
};

/**
 * Stops V8's young generation growing past `mib` MiB a semi-space. V8 doubles it whenever as
 * many bytes have survived scavenges since it last grew as it holds, so a corpus that keeps a
 * little per document grows it to Node's limit (16 MiB on Node 20, more on 24: three times that in
 * the process) though little of it lives, and a run's peak memory grows with its documents.
 * `--max-semi-space-size` is read only at start, but the growth factor is read at each growth:
 * V8 grows it by its own steps (doubling) and `hold` is called as input is read; once the young
 * generation has reached the cap, the factor is set to 1, so it never grows again. Nothing is
 * forced or timed: a growth past the cap would need twice the cap to survive between two calls.
 * Nothing is done when the user sizes the young generation (a semi-space flag in `NODE_OPTIONS`
 * or on Node's command line): theirs wins.
 */
export class YoungGenerationCap {
  private done: boolean;

  constructor(
    private readonly mib: number,
    given: { readonly execArgv: readonly string[]; readonly nodeOptions: string | undefined },
    private readonly v8: YoungGenerationV8 = processV8,
  ) {
    this.done = [...given.execArgv, given.nodeOptions ?? ""].some((a) => /semi[-_]space/.test(a));
    this.hold();
  }

  /** Sets the growth factor to 1 once the young generation holds the cap (after that: nothing). */
  hold(): void {
    if (this.done) return;
    // V8 counts a semi-space's room without its pages' headers: a little under the size.
    if (this.v8.capacity() < this.mib * MIB * 0.9) return;
    this.v8.setGrowthFactor(1);
    this.done = true;
  }
}

let installed: YoungGenerationCap | null = null;

/** Caps the process's young generation (entries call this once, at start). */
export function capYoungGeneration(
  mib: number,
  given: { readonly execArgv: readonly string[]; readonly nodeOptions: string | undefined },
): void {
  installed = new YoungGenerationCap(mib, given);
}

/** Called as input is read (each buffer of a file): holds the cap if one is installed. */
export function holdYoungGeneration(): void {
  installed?.hold();
}
