import type { GroupedEntries } from "./sparse-part.ts";

/** Whether a 32-bit word's lowest byte is the byte at its lowest address (lane b = bits 8b …). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * A group's class sums in every resample from draws kept by document (`draws[i · count + r]`:
 * document i's multiplicity in resample r, one byte). Each entry adds its value times its
 * document's run of draws; the runs are read as 32-bit words of four draws and added into
 * per-class words of four byte lanes (four resamples per addition), spilled into the class's
 * float sums before a lane could pass 255: the largest draw bounds what an entry adds to a lane.
 * The sums are integers, so they are exact in any order: the same numbers as adding draw by draw.
 */
export class GroupSums {
  private readonly words: Uint32Array | null;
  private readonly lanes: Uint32Array[];
  /** Per class: the most its lanes can hold now (an entry adds at most value × top). */
  private readonly held: Float64Array;
  private readonly top: number;

  constructor(
    private readonly draws: Uint8Array,
    private readonly count: number,
    classes: number,
  ) {
    let top = 0;
    for (let i = 0; i < draws.length; i++) if ((draws[i] as number) > top) top = draws[i] as number;
    this.top = top;
    const fits = LITTLE_ENDIAN && count % 4 === 0 && draws.byteOffset % 4 === 0;
    this.words = fits ? new Uint32Array(draws.buffer, draws.byteOffset, draws.length / 4) : null;
    this.lanes = Array.from({ length: classes }, () => new Uint32Array(fits ? count / 4 : 0));
    this.held = new Float64Array(classes);
  }

  /**
   * Group t's class sums, class c's in resample r at `into[c][r]` (zeroed first): its entries
   * times their documents' draws. False when the group has no entry.
   */
  sum(part: GroupedEntries, t: number, into: readonly Float64Array[]): boolean {
    for (const run of into) run.fill(0);
    const { start, rows, classes, values } = part;
    const first = start[t] as number;
    const end = start[t + 1] as number;
    for (let e = first; e < end; e++) {
      const c = classes[e] as number;
      const v = values[e] as number;
      const add = v * this.top;
      const row = rows[e] as number;
      if (this.words === null || !Number.isInteger(v) || v < 0 || add > 255) {
        this.addRun(row, v, into[c] as Float64Array);
        continue;
      }
      if ((this.held[c] as number) + add > 255) this.spill(c, into[c] as Float64Array);
      this.held[c] = (this.held[c] as number) + add;
      this.addWords(row, v, this.lanes[c] as Uint32Array);
    }
    for (let c = 0; c < this.held.length; c++)
      if ((this.held[c] as number) > 0) this.spill(c, into[c] as Float64Array);
    return end > first;
  }

  /** Adds v times document i's draws into class lanes (no lane passes 255: `held`). */
  private addWords(i: number, v: number, lanes: Uint32Array): void {
    const words = this.words as Uint32Array;
    const at = (i * this.count) / 4;
    if (v === 1)
      for (let w = 0; w < lanes.length; w++)
        lanes[w] = ((lanes[w] as number) + (words[at + w] as number)) >>> 0;
    else
      for (let w = 0; w < lanes.length; w++)
        lanes[w] = ((lanes[w] as number) + v * (words[at + w] as number)) >>> 0;
  }

  /** Adds v times document i's draws into float sums, draw by draw. */
  private addRun(i: number, v: number, to: Float64Array): void {
    const { draws, count } = this;
    const at = i * count;
    for (let r = 0; r < count; r++) to[r] = (to[r] as number) + v * (draws[at + r] as number);
  }

  /** Moves class c's lanes into its float sums and empties them. */
  private spill(c: number, to: Float64Array): void {
    const lanes = this.lanes[c] as Uint32Array;
    for (let w = 0; w < lanes.length; w++) {
      const x = lanes[w] as number;
      if (x === 0) continue;
      const r = 4 * w;
      to[r] = (to[r] as number) + (x & 255);
      to[r + 1] = (to[r + 1] as number) + ((x >>> 8) & 255);
      to[r + 2] = (to[r + 2] as number) + ((x >>> 16) & 255);
      to[r + 3] = (to[r + 3] as number) + (x >>> 24);
      lanes[w] = 0;
    }
    this.held[c] = 0;
  }
}
