import type { Problems } from "./setting-values.ts";

/**
 * Parses a type map. On the command line pairs are separated by `;` or `,` and several source
 * types share a target with `|`: `Person=PER,Place=LOC`, `Person=PER;Place=LOC`,
 * `LOC|GPE=PLACE`. The older `LOC,GPE=PLACE` (sources joined by `,`) still reads as two sources,
 * because a `,`-item without `=` is a source of the next pair's target only when it is followed by
 * one; a map where that is unclear (`A=B,C`: is C a type or part of a target?) is rejected, since
 * a type named `B,C` is never what was meant. A config map is `{ "LOC,GPE": PLACE }` (keys may
 * list several sources with `,` or `|`). Types are trimmed; a type mapped twice is an error.
 */
export function parseTypeMap(
  value: unknown,
  problems: Problems,
  name = "map",
): Readonly<Record<string, string>> | undefined {
  if (value === undefined) return undefined;
  const pairs: [string[], string][] =
    typeof value === "string"
      ? cliPairs(value, problems, name)
      : Object.entries(value as Record<string, unknown>).map(([from, to]) => [
          splitSources(from),
          String(to).trim(),
        ]);
  const out: Record<string, string> = {};
  for (const [sources, target] of pairs) {
    for (const source of sources) {
      const earlier = out[source];
      if (earlier !== undefined && earlier !== target)
        problems.push(
          `Invalid ${name}: '${source}' is mapped to both '${earlier}' and '${target}'. Expected each type once.`,
        );
      out[source] = target;
    }
  }
  return out;
}

function splitSources(from: string): string[] {
  return from
    .split(/[,|]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** `A=B,C=D` / `A=B;C=D` / `A|B=C` / `A,B=C`: items split on `;` and `,`, grouped into pairs. */
function cliPairs(value: string, problems: Problems, name: string): [string[], string][] {
  const pairs: [string[], string][] = [];
  let pending: string[] = [];
  const expected =
    "Expected FROM=TO pairs separated by ';' or ',' (e.g. Person=PER,Place=LOC; several sources: LOC|GPE=PLACE).";
  for (const raw of value.split(/[;,]/)) {
    const item = raw.trim();
    if (item === "") continue;
    const parts = item.split("=");
    if (parts.length > 2) {
      problems.push(`Invalid ${name} item '${item}': more than one '='. ${expected}`);
      continue;
    }
    if (parts.length === 1) {
      pending.push(...splitSources(item));
      continue;
    }
    const [from = "", to = ""] = parts.map((s) => s.trim());
    if (from === "" || to === "" || to.includes("|")) {
      problems.push(`Invalid ${name} item '${item}'. ${expected}`);
      pending = [];
      continue;
    }
    pairs.push([[...pending, ...splitSources(from)], to]);
    pending = [];
  }
  if (pending.length > 0)
    problems.push(
      `Invalid ${name} '${value}': '${pending.join(",")}' has no '=TO' after it, so it is unclear whether it is a type or part of a target name. ${expected}`,
    );
  return pairs;
}
