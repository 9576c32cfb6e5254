import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const TYPES = ["PER", "LOC", "ORG", "MISC"] as const;
const span = fc.record({
  start: fc.nat(20),
  length: fc.integer({ min: 1, max: 5 }),
  type: fc.constantFrom(...TYPES),
});
/** A side: documents d0…, each a list of spans, some repeated to make exact duplicates. */
const side = fc.array(
  fc
    .array(span, { maxLength: 6 })
    .chain((spans) => fc.subarray(spans).map((again) => [...spans, ...again])),
  { minLength: 1, maxLength: 5 },
);

function jsonl(
  docs: readonly { start: number; length: number; type: string }[][],
  offset = 0,
): string {
  return docs
    .map((spans, k) =>
      JSON.stringify({
        id: `d${k + offset}`,
        spans: spans.map((s) => ({ start: s.start, end: s.start + s.length, type: s.type })),
      }),
    )
    .join("\n");
}

interface Accounts {
  read: number;
  scored: number;
  dropped: Record<string, number>;
}

function accountsOf(message: string): Accounts {
  const [head = "", ...rest] = message.split(" + ");
  const m = /: (\d+) annotations read = (\d+) scored$/.exec(head);
  assert.ok(m !== null, message);
  const dropped: Record<string, number> = {};
  for (const part of rest) {
    const [n, ...why] = part.split(" ");
    dropped[why.join(" ")] = Number(n);
  }
  return { read: Number(m[1]), scored: Number(m[2]), dropped };
}

test("property: per side, scored + ignored + not in types + duplicate + unpaired = read", () => {
  fc.assert(
    fc.property(
      side,
      side,
      fc.nat(2),
      fc.subarray([...TYPES]),
      fc.subarray([...TYPES]),
      (gold, system, extra, ignore, types) => {
        const files = memoryFiles({
          "g.jsonl": jsonl(gold),
          // `extra` system documents have no gold: read, then left out as unpaired.
          "s.jsonl": [
            jsonl(system),
            jsonl(system.slice(0, extra), Math.max(gold.length, system.length)),
          ]
            .filter((t) => t !== "")
            .join("\n"),
        });
        const settings = {
          ...DEFAULT_SCORE_SETTINGS,
          format: "jsonl" as const,
          gold: "g.jsonl",
          system: "s.jsonl",
          ignore,
          types,
        };
        const { scores } = scoreCorpus(settings, files, { details: false });
        const read = {
          gold: gold.flat().length,
          system: system.flat().length + system.slice(0, extra).flat().length,
        };
        for (const name of ["gold", "system"] as const) {
          const issue = scores.issues.find(
            (i) => i.kind === "annotation-accounts" && i.message.startsWith(`${name}:`),
          );
          const scored = scores.inputs[name].annotations;
          if (issue === undefined) {
            assert.equal(scored, read[name], `${name}: nothing dropped, so all scored`);
            continue;
          }
          const a = accountsOf(issue.message);
          assert.equal(a.read, read[name]);
          assert.equal(a.scored, scored);
          const sum = Object.values(a.dropped).reduce((x, y) => x + y, 0);
          assert.equal(a.scored + sum, a.read, issue.message);
          const ignoredIssues = scores.issues
            .filter((i) => i.kind === "ignored-type" && i.message.includes(`${name} annotation`))
            .reduce((n, i) => n + Number(/^(\d+)/.exec(i.message)?.[1] ?? 0), 0);
          assert.equal(ignoredIssues, a.dropped.ignored ?? 0, "the ignored-type issues add up");
        }
      },
    ),
    { numRuns: 80, seed: 7 },
  );
});
