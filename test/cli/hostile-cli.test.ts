import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { type Content, hierarchyArgv } from "./hostile-cases.ts";
import { type Outcome, problems, ROOT, runCli, writeCase } from "./hostile-runner.ts";

// Issue 17 (and issue 12's reliability bullet): the built CLI (dist/cli.js, so `npm run build`
// first) as a child process on each named hostile case. Every run must end in exit 0, 1 or 2, an
// exit 2 must be located, and the child's peak RSS stays bounded. The generated sweep over every
// reader and command (about 1,500 runs) is `hostile-sweep.fuzz.ts`: `npm run test:fuzz`, a step
// of `.ci/run` of its own.
after(() => rmSync(ROOT, { recursive: true, force: true }));

/** Runs one hand-made case; returns its outcome after the checks every run passes. */
async function special(files: Record<string, Content>, argv: readonly string[]): Promise<Outcome> {
  const dir = writeCase(files);
  const run = await runCli(argv, dir);
  assert.deepEqual(problems(run, Object.keys(files)), [], run.stderr);
  return run;
}

const deepJson = (n: number): string => `${"[".repeat(n)}${"]".repeat(n)}`;
const GOLD = "EU B-ORG\nrejects O\n";

describe("hostile inputs: each case of issue 17, by name", { concurrency: 1 }, () => {
  it("a baseline nested 10,000 deep for run --baseline: exit 2, 'nested deeper than 1000 at line 1'", async () => {
    const run = await special({ "g.conll": GOLD, "b.json": `{"schema":\n${deepJson(10_000)}}` }, [
      "run",
      "--gold",
      "g.conll",
      "--system",
      "g.conll",
      "--baseline",
      "b.json",
    ]);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /b\.json:2:1000: nested deeper than 1000 at line 2/);
  });

  it("compare --current nested 10,000 deep: exit 2 located", async () => {
    const run = await special({ "c.json": deepJson(10_000), "b.json": "{}" }, [
      "compare",
      "--current",
      "c.json",
      "--baseline",
      "b.json",
    ]);
    assert.match(run.stderr, /c\.json:1:1001: nested deeper than 1000/);
  });

  for (const [name, file, argv] of [
    [
      "doccano JSONL",
      "g.jsonl",
      ["score", "--format", "doccano", "--gold", "g.jsonl", "--system", "g.jsonl"],
    ],
    [
      "Label Studio JSON",
      "g.json",
      ["score", "--format", "label-studio", "--gold", "g.json", "--system", "g.json"],
    ],
    [
      "labels JSONL",
      "g.jsonl",
      ["score", "--format", "labels", "--gold", "g.jsonl", "--system", "g.jsonl"],
    ],
  ] as const)
    it(`${name} nested 100,000 deep: exit 2 located`, async () => {
      const run = await special({ [file]: `{"id": 1, "x": ${deepJson(100_000)}}\n` }, argv);
      assert.equal(run.code, 2);
      assert.match(
        run.stderr,
        new RegExp(`${file.replace(".", "\\.")}:1:\\d+: nested deeper than 1000`),
      );
    });

  it("a hierarchy JSON and a goldgate.yml with flow nesting 1,000,000 deep: exit 2, bounded memory", async () => {
    const labels = { "g.tsv": "item\tlabel\ni1\tA\n" };
    const deepTree = { ...labels, "t.json": `{"A": ${"[".repeat(1_000_000)}` };
    const tree = await special(deepTree, hierarchyArgv("g.tsv", "t.json"));
    assert.match(tree.stderr, /t\.json:1: nested deeper than 1000 at line 1/);
    const config = await special({ "goldgate.yml": `inputs:\n  gold: ${"[".repeat(1_000_000)}` }, [
      "run",
      "--config",
      "goldgate.yml",
    ]);
    assert.match(config.stderr, /goldgate\.yml:2: nested deeper than 1000 at line 2/);
  });

  it("a YAML alias bomb (config and hierarchy): exit 2 at the first alias", async () => {
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x]",
      "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
      "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
      "d: [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    ].join("\n");
    const run = await special({ "goldgate.yml": bomb }, ["run", "--config", "goldgate.yml"]);
    assert.match(run.stderr, /goldgate\.yml:2: invalid YAML: aliases expand to too many nodes/);
  });

  it("a hierarchy with more tags than tree-size: exit 2 naming the limit and how to raise it", async () => {
    const tags = Object.fromEntries(Array.from({ length: 50_001 }, (_, k) => [`T${k}`, {}]));
    const files = { "t.json": JSON.stringify(tags), "g.tsv": "item\tlabel\ni1\tT1\n" };
    const argv = hierarchyArgv("g.tsv", "t.json");
    const run = await special(files, argv);
    assert.match(
      run.stderr,
      /t\.json:1: the number of tags exceeds the tree-size limit \(50000 names\); raise it with --limit tree-size=N \(or limits\.treeSize in goldgate\.yml\)/,
    );
    assert.equal((await special(files, [...argv, "--limit", "tree-size=60000"])).code, 0);
  });

  it("a corpus with 1,000,000 distinct types: exit 2 at the first type past the limit, bounded", async () => {
    // Sentences of ten tokens: the reader streams them; the limit stops the run at the first
    // type too many instead of after a million.
    const lines = Array.from(
      { length: 1_000_000 },
      (_, k) => `w B-T${k} O\n${k % 10 === 9 ? "\n" : ""}`,
    ).join("");
    const run = await special({ "in.conll": lines }, ["score", "--input", "in.conll"]);
    assert.match(
      run.stderr,
      /in\.conll:22001: type "T20000" \(distinct type number 20001\) exceeds the types limit \(20000 names\); raise it with --limit types=N/,
    );
  });

  it("goldgate.yml's limits key lowers and raises a limit (the flag wins)", async () => {
    const config = (types: number) =>
      `inputs:\n  gold: g.conll\n  system: g.conll\nbaseline:\n  source: none\nlimits:\n  types: ${types}\n`;
    const gold = "a B-A\nb B-B\nc B-C\n";
    const low = await special({ "g.conll": gold, "goldgate.yml": config(2) }, [
      "run",
      "--config",
      "goldgate.yml",
    ]);
    assert.match(low.stderr, /g\.conll:3: type "C" .* exceeds the types limit \(2 names\)/);
    const flag = await special({ "g.conll": gold, "goldgate.yml": config(2) }, [
      "run",
      "--config",
      "goldgate.yml",
      "--limit",
      "types=3",
    ]);
    assert.equal(flag.code, 0, flag.stderr);
  });

  it("--gold /dev/zero: exit 2 'it is a device', no out-of-memory abort", async () => {
    const run = await special({ "s.conll": GOLD }, [
      "score",
      "--gold",
      "/dev/zero",
      "--system",
      "s.conll",
    ]);
    assert.match(run.stderr, /Cannot read '\/dev\/zero': it is a device; expected a regular file/);
  });

  it("a FIFO as input: exit 2 at once, no hang", async () => {
    const dir = writeCase({ "s.conll": GOLD });
    execFileSync("mkfifo", [join(dir, "g.conll")]);
    const run = await runCli(["score", "--gold", "g.conll", "--system", "s.conll"], dir);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /Cannot read 'g\.conll': it is a named pipe \(FIFO\)/);
  });

  it("a symlink loop: exit 2 that says so", async () => {
    const dir = writeCase({ "s.conll": GOLD });
    symlinkSync("b.conll", join(dir, "a.conll"));
    symlinkSync("a.conll", join(dir, "b.conll"));
    const run = await runCli(["score", "--gold", "a.conll", "--system", "s.conll"], dir);
    assert.match(run.stderr, /Cannot read 'a\.conll': too many levels of symbolic links/);
  });

  it("an agreement table with one very long line: exit 2 at that line, naming line-length", async () => {
    const table = `item\tcoder\tlabel\ni1\ta\t${"x".repeat(20_000_000)}\n`;
    const run = await special({ "a.tsv": table }, ["agree", "a.tsv", "--limit", "line-length=1M"]);
    assert.match(
      run.stderr,
      /a\.tsv:2: this line exceeds the line-length limit \(1048576 characters\); raise it with --limit line-length=N/,
    );
  });

  it("offsets past 2^53 or 1e308 in JSONL without text: exit 2 at the line", async () => {
    for (const end of ["9007199254740993", "1e308"]) {
      const line = `{"id": "d", "spans": [{"start": 0, "end": ${end}, "type": "X"}]}\n`;
      const run = await special({ "g.jsonl": line }, [
        "score",
        "--format",
        "jsonl",
        "--gold",
        "g.jsonl",
        "--system",
        "g.jsonl",
      ]);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /g\.jsonl:1: .*end/);
    }
  });

  it("labels named __proto__ and constructor score like any other name", async () => {
    const table = (a: string, b: string) => `item\tlabel\ni1\t${a}\ni2\t${b}\ni3\t${a}\n`;
    const argv = ["score", "--format", "labels", "--gold", "g.tsv", "--system", "s.tsv", "--json"];
    const plain = await special({ "g.tsv": table("A", "B"), "s.tsv": table("A", "A") }, argv);
    const proto = await special(
      { "g.tsv": table("__proto__", "constructor"), "s.tsv": table("__proto__", "__proto__") },
      argv,
    );
    const rename = (text: string) =>
      text.replaceAll('"A"', '"__proto__"').replaceAll('"B"', '"constructor"');
    const figures = (json: string) => {
      const { labels } = JSON.parse(json) as { labels: unknown };
      return labels;
    };
    assert.deepEqual(figures(proto.stdout), figures(rename(plain.stdout)));
  });
});
