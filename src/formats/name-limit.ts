import { type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
import { DataError, type Location } from "../errors.ts";

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
