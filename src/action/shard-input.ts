import { parseShard, type Shard } from "../corpus/shard.ts";
import { describeError } from "../errors.ts";

/** `shard`: required with mode shard (I/N, 1 ≤ I ≤ N), refused with any other mode. */
export function shardInput(value: string, mode: string, problems: string[]): Shard | null {
  if (mode !== "shard") {
    if (value !== "")
      problems.push(`'shard' is set ('${value}') but 'mode' is '${mode}': it needs 'mode: shard'.`);
    return null;
  }
  if (value === "") {
    problems.push("'mode: shard' needs 'shard: I/N' (e.g. 'shard: 2/4', the matrix job's shard).");
    return null;
  }
  try {
    return parseShard(value, "shard");
  } catch (error) {
    problems.push(describeError(error));
    return null;
  }
}
