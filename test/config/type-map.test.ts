import assert from "node:assert/strict";
import { test } from "node:test";
import { parseTypeMap } from "../../src/config/type-map.ts";

function parsed(value: unknown): { map: unknown; problems: string[] } {
  const problems: string[] = [];
  const map = parseTypeMap(value, problems);
  return { map, problems };
}

test("`,` and `;` both separate pairs: Person=PER,Place=LOC is two pairs", () => {
  const expected = { Person: "PER", Place: "LOC" };
  assert.deepEqual(parsed("Person=PER,Place=LOC"), { map: expected, problems: [] });
  assert.deepEqual(parsed("Person=PER; Place=LOC"), { map: expected, problems: [] });
});

test("several sources share a target with | or the older LOC,GPE=PLACE", () => {
  const expected = { LOC: "PLACE", GPE: "PLACE", ORG: "ORG" };
  assert.deepEqual(parsed("LOC|GPE=PLACE;ORG=ORG"), { map: expected, problems: [] });
  assert.deepEqual(parsed("LOC,GPE=PLACE;ORG=ORG"), { map: expected, problems: [] });
});

test("ambiguous or malformed maps are rejected, never read as a type named 'B,C'", () => {
  assert.match(parsed("A=B,C").problems.join(), /'C' has no '=TO' after it/);
  assert.match(parsed("A=B=C").problems.join(), /more than one '='/);
  assert.match(parsed("A=").problems.join(), /Invalid map item 'A='/);
  assert.match(parsed("A=B,A=C").problems.join(), /'A' is mapped to both 'B' and 'C'/);
});

test("a config map keeps its keys' source lists", () => {
  assert.deepEqual(parsed({ "LOC, GPE": "PLACE" }), {
    map: { LOC: "PLACE", GPE: "PLACE" },
    problems: [],
  });
});
