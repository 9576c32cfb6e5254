import type { Candidate } from "./init-inspect.ts";
import type { InitSetup } from "./init-templates.ts";

// How `goldgate init` pairs a gold file with a system file, and what it says of the rest.

/** The file name without folders and extensions (`predictions/test.pred.conll` → `test`). */
function stem(path: string): string {
  return (path.split("/").pop() ?? path).split(".")[0]?.toLowerCase() ?? "";
}

/** Held-out splits by the words that name them (`testa` is CoNLL-2003's development set). */
const SPLITS: Readonly<Record<string, string>> = {
  test: "test",
  testb: "test",
  eval: "eval",
  evaluation: "eval",
  dev: "dev",
  valid: "dev",
  validation: "dev",
  testa: "dev",
};

/** The split the nearest path component names (`data/dev/out.conll` → dev); undefined when none. */
export function splitOf(path: string): string | undefined {
  for (const part of path.toLowerCase().split("/").reverse()) {
    const split = part
      .split(/[^a-z0-9]+/)
      .map((w) => SPLITS[w])
      .find((s) => s !== undefined);
    if (split !== undefined) return split;
  }
  return undefined;
}

/** Whether a system file may be the output for `gold`: they name no two different splits. */
function sameSplit(gold: Candidate, system: Candidate): boolean {
  const [a, b] = [splitOf(gold.path), splitOf(system.path)];
  return a === undefined || b === undefined || a === b;
}

/**
 * The system candidate for `gold`: same format, never one of another split (dev predictions are
 * not scored against the test gold); the same file stem first (test ↔ test.pred).
 */
export function systemFor(gold: Candidate, all: readonly Candidate[]): Candidate | undefined {
  const mine = all.filter(
    (c) => c.format === gold.format && c.role === "system" && sameSplit(gold, c),
  );
  return mine.find((c) => stem(c.path) === stem(gold.path)) ?? mine[0];
}

/** What init found and did not take, so a choice among several files is never silent. */
export function passedOver(
  setup: InitSetup,
  all: readonly Candidate[],
  named: { readonly gold: boolean; readonly system: boolean },
): string[] {
  const same = all.filter((c) => c.format === setup.format && c.path !== setup.gold);
  const golds = !named.gold ? same.filter((c) => c.role === "gold") : [];
  const gold = splitOf(setup.gold);
  const systems = !named.system
    ? same.filter((c) => c.role === "system" && c.path !== setup.system)
    : [];
  // A system output of another split says so: that is why it was not paired.
  const withSplit = (c: Candidate): string => {
    const split = splitOf(c.path);
    return gold === undefined || split === undefined || split === gold
      ? c.path
      : `${c.path} (the ${split} split; the gold is ${gold})`;
  };
  const list = (cs: readonly Candidate[], name: (c: Candidate) => string): string =>
    cs
      .slice(0, 5)
      .map(name)
      .concat(cs.length > 5 ? [`and ${cs.length - 5} more`] : [])
      .join(", ");
  return [
    ...(golds.length === 0
      ? []
      : [
          `Also found, not scored (gold): ${list(golds, (c) => c.path)}. To score another: --gold PATH --system PATH.`,
        ]),
    ...(systems.length === 0
      ? []
      : [
          `Also found, not scored (system output): ${list(systems, withSplit)}. To score one: --gold PATH --system PATH.`,
        ]),
  ];
}
