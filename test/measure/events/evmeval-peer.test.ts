import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import type { Document, Issue } from "../../../src/corpus/model.ts";
import { pairDocuments } from "../../../src/corpus/pair.ts";
import { readTbf, type TbfOptions } from "../../../src/formats/tbf.ts";
import { EVENT_ROWS, type EventRow } from "../../../src/measure/events/dice-alignment.ts";
import type { EventScoreOptions } from "../../../src/measure/events/event-mention.ts";
import type { EventRates } from "../../../src/measure/events/event-scores.ts";
import { alignEventDocument, scoreEvents } from "../../../src/measure/events/score-events.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { needsShared, peerCases, readJson } from "../../shared-fixtures.ts";

/** Peer cases, read at run time from `../shared/fixtures/peers/evmeval` (never copied into the repo). */
const CASES = peerCases("evmeval");
const EVMEVAL: EventScoreOptions = { profile: "evmeval", invisibleWords: [] };

/** The scorer's names for our rows. */
const PEER_ROW: Readonly<Record<EventRow, string>> = {
  plain: "plain",
  type: "mention_type",
  realis: "realis_status",
  typeRealis: "mention_type+realis_status",
};

interface PeerRates {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
}
interface PeerMode {
  readonly docs: readonly (Record<string, PeerRates> & { readonly doc_id: string })[];
  readonly per_type: Readonly<
    Record<string, PeerRates & { readonly n_gold: number; readonly n_sys: number }>
  >;
  readonly final: Readonly<
    Record<string, { readonly micro: PeerRates; readonly macro: PeerRates }>
  >;
  readonly derived: {
    readonly type_accuracy_micro: number;
    readonly realis_accuracy_micro: number;
  };
}

/** Python's `"%.2f" % x`: the exact binary value rounded half to even. */
function pyFixed2(x: number): string {
  const [whole = "0", frac = ""] = Math.abs(x).toFixed(100).split(".");
  const scaled = BigInt(whole + frac);
  const unit = 10n ** BigInt(frac.length - 2);
  let q = scaled / unit;
  const r = scaled % unit;
  if (r * 2n > unit || (r * 2n === unit && q % 2n === 1n)) q += 1n;
  const digits = q.toString().padStart(3, "0");
  return `${x < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** What the scorer printed for a fraction shown as a percentage (`null` = nan). */
const percent = (x: number | null): string | null => (x === null ? null : pyFixed2(x * 100));
const printed = (x: number | null): string | null => (x === null ? null : x.toFixed(2));

function assertRates(
  ours: EventRates,
  peer: PeerRates,
  scale: (x: number | null) => string | null,
  what: string,
): void {
  for (const k of ["precision", "recall", "f1"] as const) {
    assert.equal(scale(ours[k]), printed(peer[k]), `${what} ${k}`);
  }
}

function readSides(dir: string, mode: "token" | "char"): { gold: Document[]; system: Document[] } {
  const options: TbfOptions = {
    tokens: mode === "token" ? join(dir, "tkn") : null,
    tokenSuffix: ".tab",
  };
  const suffix = mode === "token" ? "" : "_char";
  const issues: Issue[] = [];
  const read = (name: string): Document[] => [
    ...readTbf(join(dir, `${name}${suffix}.tbf`), options, nodeFiles, (i) => issues.push(i)),
  ];
  const sides = { gold: read("gold"), system: read("system") };
  assert.deepEqual(issues, []);
  return sides;
}

/** The scorer's `-d` mapping: per document, `gold id → system id dice` and `- → system id`. */
function peerMapping(path: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.startsWith("#BeginOfDocument")) {
      current = [];
      out.set(line.slice(17).trim(), current);
    } else if (line.includes("\t|\t")) {
      const [left = "", right = ""] = line.split("\t|\t");
      const goldId = left.split("\t")[1];
      const rightFields = right.split("\t");
      const dice = rightFields[rightFields.length - 1];
      current.push(`${goldId} → ${rightFields[0]}${dice === "-" ? "" : ` ${dice}`}`);
    }
  }
  return out;
}

function ourMapping(gold: Document[], system: Document[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pair of pairDocuments(gold, system, () => undefined)) {
    const { gold: g, system: s, alignment } = alignEventDocument(pair, EVMEVAL);
    const rows = g.map((m, i) => {
      const link = alignment.plain.links.find((l) => l.gold === i);
      const sys = link === undefined ? undefined : s[link.system];
      return link === undefined || sys === undefined
        ? `${m.source.id} → -`
        : `${m.source.id} → ${sys.source.id} ${pyFixed2(link.dice)}`;
    });
    const linked = new Set(alignment.plain.links.map((l) => l.system));
    s.forEach((m, i) => {
      if (!linked.has(i)) rows.push(`- → ${m.source.id}`);
    });
    out.set(pair.id, rows);
  }
  return out;
}

for (const { name, dir } of CASES) {
  for (const mode of ["token", "char"] as const) {
    const expected = readJson<Record<string, PeerMode>>(join(dir, "expected.json"))[`${mode}_mode`];

    test(`evmeval ${name} ${mode} mode: the scorer's alignment and Dice, pair by pair`, () => {
      const { gold, system } = readSides(dir, mode);
      const peer = peerMapping(join(dir, `mapping_${mode}.txt`));
      assert.deepEqual(ourMapping(gold, system), peer);
    });

    test(`evmeval ${name} ${mode} mode: every document, type and final figure`, () => {
      assert.ok(expected !== undefined);
      const { gold, system } = readSides(dir, mode);
      const scores = scoreEvents(
        pairDocuments(gold, system, () => undefined),
        EVMEVAL,
      );
      assert.deepEqual(
        scores.documents.map((d) => d.id),
        expected.docs.map((d) => d.doc_id),
      );
      scores.documents.forEach((doc, i) => {
        for (const row of EVENT_ROWS) {
          const peer = expected.docs[i]?.[PEER_ROW[row]];
          assert.ok(peer !== undefined);
          assertRates(doc[row], peer, percent, `${doc.id} ${row}`);
        }
      });
      assert.deepEqual(Object.keys(scores.types), Object.keys(expected.per_type).sort());
      for (const [type, peer] of Object.entries(expected.per_type)) {
        const ours = scores.types[type];
        assert.ok(ours !== undefined, type);
        assertRates(ours, peer, (x) => (x === null ? null : pyFixed2(x)), `type ${type}`);
        assert.deepEqual(
          [ours.gold, ours.system],
          [peer.n_gold, peer.n_sys],
          `type ${type} counts`,
        );
      }
      for (const row of EVENT_ROWS) {
        const peer = expected.final[PEER_ROW[row]];
        assert.ok(peer !== undefined);
        assertRates(scores[row].micro, peer.micro, percent, `micro ${row}`);
        assertRates(scores[row].macro, peer.macro, percent, `macro ${row}`);
      }
      // The fixture derives accuracy from 2-decimal printed figures, so agree to that precision.
      const close = (ours: number | null, peer: number): boolean =>
        ours !== null && Math.abs(ours - peer) < 2e-4;
      assert.ok(
        close(scores.accuracy.type.micro, expected.derived.type_accuracy_micro),
        "type accuracy",
      );
      assert.ok(
        close(scores.accuracy.realis.micro, expected.derived.realis_accuracy_micro),
        "realis accuracy",
      );
    });
  }
}

test("Python's %.2f rounding: exact binary value, ties to even", () => {
  assert.equal(pyFixed2(0.125), "0.12");
  assert.equal(pyFixed2(0.375), "0.38");
  assert.equal(pyFixed2(2.675), "2.67");
  assert.equal(pyFixed2(77.777), "77.78");
  assert.equal(pyFixed2(100), "100.00");
  assert.equal(pyFixed2(0), "0.00");
});

test(
  "all four evmeval peer cases are found, so none is skipped silently",
  needsShared("the evmeval peer cases"),
  () => {
    assert.deepEqual(
      CASES.map((c) => c.name),
      ["illformed_and_empty", "medium_mixed", "split_merge_adjacent", "tiny_mixed"],
    );
  },
);
