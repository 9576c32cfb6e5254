/**
 * EvmEval's scorer_v1.8.py itself beside `goldgate score --format tbf --compat evmeval`, on seeded
 * random corpora in character and in token mode: every figure the scorer prints (each document's
 * P, R and F1 of the four rows, the per-type table, the micro and macro table) must be the digits
 * Goldgate prints for it. The scorer is not part of this repository (it is another project's);
 * point GOLDGATE_EVMEVAL at a checkout of EvmEval (the directory holding scorer_v1.8.py) and
 * GOLDGATE_PYTHON2 at a Python 2.7 (default `python2`) to run this, else it is skipped with one
 * line. GOLDGATE_PEER_RUNS sets the number of corpora per mode (default 100).
 *
 * The corpora are small (1–4 documents, up to 30 mentions each) so that percentages of small
 * counts land on exact .xx5 ties, where an ulp decides the printed digit; Dice credits come from
 * boundaries moved by a unit; documents without system output, without gold mentions, and
 * spurious mentions are drawn too. No duplicate mention is drawn (the scorer counts one twice,
 * Goldgate drops it: docs/compat.md).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { formatFixed, percentText } from "../../src/number-format.ts";
import { goldgate, tempDir } from "../cli/built-cli.ts";
import { random } from "../report/scenarios.ts";

const HOME = process.env.GOLDGATE_EVMEVAL ?? "";
const SCORER = join(HOME, "scorer_v1.8.py");
const PYTHON2 = process.env.GOLDGATE_PYTHON2 ?? "python2";
const RUNS = Number(process.env.GOLDGATE_PEER_RUNS ?? 100);
const skip =
  HOME === "" || !existsSync(SCORER)
    ? "GOLDGATE_EVMEVAL names no EvmEval checkout: the live comparison with scorer_v1.8.py is not run"
    : false;

const TYPES = ["attack", "meet", "die"];
const REALIS = ["actual", "generic", "other"];
/** Token texts, some on the scorer's list of invisible words. */
const WORDS = ["the", "a", "storm", "hit", "city", "an", "met", "who", "died", "army", "when"];

interface Corpus {
  readonly gold: string;
  readonly system: string;
  /** Token mode: each document's token table. */
  readonly tables: Readonly<Record<string, string>>;
}

/** A random tbf corpus: positions are characters, or tokens (`t3`) with their tables. */
function corpus(seed: number, tokens: boolean): Corpus {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const gold: string[] = [];
  const system: string[] = [];
  const tables: Record<string, string> = {};
  const documents = 1 + Math.floor(r() * 4);
  for (let d = 0; d < documents; d++) {
    const id = `doc${d}`;
    const spans = (side: string, k: number, b: number, e: number, type: string, realis: string) => {
      const where = tokens
        ? Array.from({ length: e - b }, (_, j) => `t${b + j}`).join(",")
        : `${b},${e}`;
      return `${side}\t${id}\tE${k}\t${where}\tw\t${type}\t${realis}`;
    };
    const g = [`#BeginOfDocument ${id}`];
    const s = [`#BeginOfDocument ${id}`];
    const drawn = new Set<string>();
    const answer = (b: number, e: number, type: string, realis: string) => {
      const key = `${b},${e},${type}`;
      if (e <= b || drawn.has(key)) return;
      drawn.add(key);
      s.push(spans("sys", s.length, b, e, type, realis));
    };
    let at = 0;
    const mentions = Math.floor(r() * (r() < 0.5 ? 6 : 30));
    for (let m = 0; m < mentions; m++) {
      at += 1 + Math.floor(r() * 6);
      const end = at + 1 + Math.floor(r() * 6);
      const type = pick(TYPES);
      const realis = pick(REALIS);
      g.push(spans("gold", g.length, at, end, type, realis));
      const u = r();
      const typeAnswered = r() < 0.8 ? type : pick(TYPES);
      if (u < 0.45) answer(at, end, typeAnswered, r() < 0.8 ? realis : pick(REALIS));
      else if (u < 0.75) {
        const shift = () => Math.floor(r() * 3) - 1;
        answer(Math.max(0, at + shift()), end + shift(), typeAnswered, realis);
      }
      if (r() < 0.1) answer(end + 1, end + 3, pick(TYPES), pick(REALIS));
      at = end;
    }
    if (r() < 0.2) answer(at + 2, at + 5, pick(TYPES), pick(REALIS));
    if (tokens) {
      let offset = 0;
      const rows = Array.from({ length: at + 8 }, (_, j) => {
        const word = pick(WORDS);
        const row = `t${j}\t${word}\t${offset}\t${offset + word.length - 1}`;
        offset += word.length + 1;
        return row;
      });
      tables[id] = `${rows.join("\n")}\n`;
    }
    gold.push(...g, "#EndOfDocument");
    if (r() < 0.95) system.push(...s, "#EndOfDocument");
  }
  return { gold: `${gold.join("\n")}\n`, system: `${system.join("\n")}\n`, tables };
}

/** The scorer's attribute rows by Goldgate's names. */
const ROWS: Readonly<Record<string, string>> = {
  plain: "plain",
  mention_type: "type",
  realis_status: "realis",
  "mention_type+realis_status": "typeRealis",
};

type Rate = number | null;
type Figures = Map<string, string>;

/** Every figure the scorer printed, by place: `doc0 type f1`, `type die precision`, `micro plain recall`. */
function scorerFigures(report: string): Figures {
  const lines = report.split("\n");
  const out: Figures = new Map();
  const rates = ["precision", "recall", "f1"];
  const byDocument = lines.indexOf("========Document Mention Detection Results==========");
  for (let i = byDocument + 3; i < lines.length && lines[i] !== ""; i++) {
    const [first = "", ...attributes] = (lines[i] as string).split("\t|\t");
    const [id = "", ...plain] = first.split("\t");
    [plain, ...attributes.map((a) => a.split("\t"))].forEach((cells, k) => {
      const row = Object.values(ROWS)[k];
      rates.forEach((m, j) => {
        out.set(`${id.trim()} ${row} ${m}`, cells[j] ?? "");
      });
    });
  }
  const byType = lines.indexOf("========Mention Type Results==========");
  if (lines[byType + 1]?.includes("\tPrec\tRec\tF1\t#Gold") === true)
    for (let i = byType + 2; i < lines.length && lines[i] !== ""; i++) {
      const [name, ...cells] = (lines[i] as string).split("\t").map((c) => c.trim());
      rates.forEach((m, j) => {
        out.set(`type ${name} ${m}`, cells[j] ?? "");
      });
    }
  const final = lines.indexOf("=======Final Mention Detection Results=========");
  for (let i = final + 3; i < final + 7; i++) {
    const [name = "", ...cells] = (lines[i] ?? "").split("\t").map((c) => c.trim());
    ["micro", "macro"].forEach((a, h) => {
      rates.forEach((m, j) => {
        out.set(`${a} ${ROWS[name]} ${m}`, cells[3 * h + j] ?? "");
      });
    });
  }
  return out;
}

interface EventJson {
  readonly documents: readonly ({ readonly id: string } & Record<string, Record<string, Rate>>)[];
  readonly types: Readonly<Record<string, Record<string, Rate>>>;
  readonly [row: string]: unknown;
}

/**
 * Goldgate's figure at each place the scorer printed one, as Goldgate prints it (points with two
 * decimals; nan for null). The per-type table is the scorer's fractions with two decimals.
 */
function goldgateFigure(events: EventJson, place: string): string {
  const [where = "", row = "", rate = ""] = place.split(" ");
  const points = (x: Rate | undefined) => (x == null ? "nan" : percentText(x, 2));
  if (where === "type") {
    const x = events.types[row]?.[rate] ?? 0;
    return formatFixed(x ?? 0, 2);
  }
  if (where === "micro" || where === "macro") {
    const averages = events[row] as Record<string, Record<string, Rate>>;
    return points(averages[where]?.[rate]);
  }
  return points(events.documents.find((d) => d.id === where)?.[row]?.[rate]);
}

for (const mode of ["char", "token"] as const)
  test(`EvmEval's scorer_v1.8.py and --compat evmeval print the same figures on ${RUNS} random ${mode}-mode corpora`, {
    skip,
  }, () => {
    const root = tempDir();
    let figures = 0;
    for (let seed = 1; seed <= RUNS; seed++) {
      const dir = join(root, String(seed));
      mkdirSync(join(dir, "tkn"), { recursive: true });
      const c = corpus(seed * 7919 + (mode === "token" ? 1 : 0), mode === "token");
      writeFileSync(join(dir, "gold.tbf"), c.gold);
      writeFileSync(join(dir, "system.tbf"), c.system);
      for (const [id, table] of Object.entries(c.tables))
        writeFileSync(join(dir, "tkn", `${id}.tab`), table);
      const tokenFlags = mode === "token" ? ["-t", "tkn", "-te", "tab"] : [];
      const peer = spawnSync(
        PYTHON2,
        [SCORER, "-g", "gold.tbf", "-s", "system.tbf", "-o", "report.txt", ...tokenFlags],
        { cwd: dir, encoding: "utf8" },
      );
      assert.equal(peer.status, 0, peer.stderr);
      const ours = goldgate(
        [
          ...["score", "--format", "tbf", "--gold", "gold.tbf", "--system", "system.tbf"],
          ...["--compat", "evmeval", "--json", ...(mode === "token" ? ["--tokens", "tkn"] : [])],
        ],
        dir,
      );
      assert.ok(ours.code === 0 || ours.code === 1, ours.stderr);
      const events = (JSON.parse(ours.stdout) as { events: EventJson }).events;
      const theirs = scorerFigures(readFileSync(join(dir, "report.txt"), "utf8"));
      const differing = [...theirs]
        .filter(([place, text]) => goldgateFigure(events, place) !== text)
        .map(
          ([place, text]) => `${place}: scorer ${text}, Goldgate ${goldgateFigure(events, place)}`,
        );
      assert.deepEqual(differing, [], `${dir} (seed ${seed})`);
      figures += theirs.size;
    }
    // The corpora did reach what they are for: every table, dozens of figures a corpus.
    assert.ok(figures > 40 * RUNS, `${figures} figures`);
    console.log(`# ${RUNS} ${mode}-mode corpora, ${figures} figures, the same digits on every one`);
  });
