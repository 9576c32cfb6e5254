import { type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
import type { Tagging } from "../config/settings.ts";
import { DataError, type Location } from "../errors.ts";
import { parseTag, schemeFor, UNTYPED } from "./tag-schemes.ts";

/**
 * A counter of distinct names (types, labels) for one file, checked as its lines are read: a file
 * with more distinct names than the whole run may hold is refused at the line of the first name
 * too many, before the rest of the file is parsed (the run's own count, across files and sides,
 * comes later and says the same).
 */
export function nameLimit(
  limit: LimitName,
  limits: Limits,
  what: string,
): (name: string, at: Location) => void {
  const seen = new Set<string>();
  return (name, at) => {
    if (seen.has(name)) return;
    seen.add(name);
    if (seen.size <= limits[limit]) return;
    const subject = `${what} ${JSON.stringify(name).slice(0, 80)} (distinct ${what} number ${seen.size})`;
    throw new DataError(at, limitExceeded(limit, limits, subject));
  };
}

/**
 * The types limit over the tags of token files (CoNLL, CoNLL-U), counted as each token is read:
 * a document without breaks is read whole before its chunks are decoded, so counting chunks
 * would come after the memory is spent (2 million tokens of distinct types: 948 MB).
 */
export function tagTypeLimit(
  tagging: Tagging,
  limits: Limits,
): (tag: string, at: Location) => void {
  const scheme = schemeFor(tagging);
  const count = nameLimit("types", limits, "type");
  return (tag, at) => {
    if (tag === "O") return;
    const { type } = parseTag(scheme, tag);
    if (type !== UNTYPED) count(type, at);
  };
}
