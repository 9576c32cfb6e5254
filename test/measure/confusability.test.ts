import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Link } from "../../src/align/align-spans.ts";
import { ConfusionAccumulator, MISSING, SPURIOUS } from "../../src/measure/confusability.ts";

const span = (type: string) => ({ type }) as unknown as NonNullable<Link["gold"]>;
const link = (gold: string | null, system: string | null) =>
  ({
    gold: gold === null ? undefined : span(gold),
    system: system === null ? undefined : span(system),
  }) as Link;

test("confusion cells count each link once by gold × system type, sorted by code point, whatever the names hold", () => {
  const names = fc.oneof(
    fc.constantFrom("PER", "LOC", "a\u0000b", "a", "b\u0000", "\u0000"),
    fc.string(),
  );
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.option(names), fc.option(names)), { maxLength: 40 }),
      fc.integer({ min: 0, max: 40 }),
      (pairs, cut) => {
        const acc = new ConfusionAccumulator();
        const links = pairs.map(([g, s]) => link(g, s));
        acc.add(links.slice(0, cut));
        // The rest arrives as cells counted elsewhere (a shard's), as a merge adds them.
        const other = new ConfusionAccumulator();
        other.add(links.slice(cut));
        acc.addCells(other.finish().cells);
        const expected = new Map<string, { gold: string; system: string; count: number }>();
        for (const [g, s] of pairs) {
          const gold = g ?? SPURIOUS;
          const system = s ?? MISSING;
          const key = JSON.stringify([gold, system]);
          const cell = expected.get(key) ?? { gold, system, count: 0 };
          cell.count++;
          expected.set(key, cell);
        }
        const byCodePoint = (a: string, b: string) => {
          const x = [...a].map((c) => c.codePointAt(0) as number);
          const y = [...b].map((c) => c.codePointAt(0) as number);
          for (let k = 0; k < Math.min(x.length, y.length); k++)
            if (x[k] !== y[k]) return (x[k] as number) - (y[k] as number);
          return x.length - y.length;
        };
        const want = [...expected.values()].sort(
          (a, b) => byCodePoint(a.gold, b.gold) || byCodePoint(a.system, b.system),
        );
        assert.deepEqual(acc.finish().cells, want);
      },
    ),
    { seed: 181171, numRuns: 300 },
  );
});
