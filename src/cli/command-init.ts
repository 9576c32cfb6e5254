import { join } from "node:path";
import { FORMATS } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { VERSION } from "../version.ts";
import { inspectInitTarget, refuseUnforced } from "./init-confine.ts";
import {
  type Candidate,
  findCandidates,
  type InitFormat,
  listRepositoryFiles,
} from "./init-inspect.ts";
import {
  type InitSetup,
  renderConfig,
  renderPullRequestWorkflow,
  renderReleaseWorkflow,
} from "./init-templates.ts";
import { type CliIo, EXIT } from "./io.ts";
import { parseCommandArgs, renderOptionHelp } from "./options.ts";

const INIT_FORMATS: readonly InitFormat[] = [...FORMATS, "labels"];

/** Options of `goldgate init`. It asks nothing: flags only override what it detects. */
export const INIT_OPTIONS = {
  force: { type: "boolean", help: "overwrite goldgate.yml and the workflows when they exist" },
  gold: { type: "string", value: "PATH", help: "the gold standard (default: detected)" },
  system: { type: "string", value: "PATH", help: "the system output (default: detected)" },
  format: {
    type: "string",
    value: INIT_FORMATS.join("|"),
    help: "the input format (default: detected)",
  },
  help: { type: "boolean", help: "show this help" },
} as const;

/** The files init writes, in the order it prints them. */
const TARGETS = [
  { path: "goldgate.yml", what: "settings", render: renderConfig },
  {
    path: ".github/workflows/goldgate.yml",
    what: "pull request check and comment",
    render: renderPullRequestWorkflow,
  },
  {
    path: ".github/workflows/goldgate-release.yml",
    what: "records the baseline of each published release",
    render: renderReleaseWorkflow,
  },
] as const;

// Formats in the order a tie is broken: spans first, label tables last.
const PREFERENCE: readonly InitFormat[] = ["conll", "brat", "jsonl", "doccano", "label-studio"]
  .concat(["tbf", "labels"])
  .filter((f): f is InitFormat => INIT_FORMATS.includes(f as InitFormat));

/** The format with a gold candidate, preferring one that also has a system candidate. */
function chooseCandidates(all: readonly Candidate[]): { gold: Candidate; system?: Candidate } {
  let goldOnly: { gold: Candidate } | undefined;
  for (const format of PREFERENCE) {
    const mine = all.filter((c) => c.format === format);
    const gold = mine.find((c) => c.role === "gold");
    const system = mine.find((c) => c.role === "system");
    if (gold !== undefined && system !== undefined) return { gold, system };
    if (gold !== undefined) goldOnly ??= { gold };
  }
  if (goldOnly !== undefined) return goldOnly;
  const seen = all.slice(0, 10).map((c) => `  ${c.path} (${c.format})`);
  throw new UserError(
    [
      "goldgate init found no gold standard: no data file or brat folder whose path says gold,",
      "reference, ref, key, truth, annotated or expected.",
      ...(seen.length === 0 ? ["No data files found."] : ["Data files found:", ...seen]),
      "Name it with --gold PATH (and --system PATH, --format F).",
    ].join("\n"),
  );
}

const GOLD_WORD =
  /(?<![A-Za-z0-9])(gold|reference|ref|key|truth|annotated|expected)(?![A-Za-z0-9])/gi;

/** Where the workflows write the system output when none is committed: the gold path, its last
 * gold word made `system` (`data/gold.conll` → `data/system.conll`). */
function systemPathFor(gold: string): string {
  const last = [...gold.matchAll(GOLD_WORD)].pop();
  if (last === undefined) return `system-output/${gold.split("/").pop() ?? gold}`;
  return `${gold.slice(0, last.index)}system${gold.slice(last.index + (last[0]?.length ?? 0))}`;
}

function formatFlag(value: string | undefined): InitFormat | undefined {
  const format = INIT_FORMATS.find((f) => f === value);
  if (value === undefined || format !== undefined) return format;
  throw new UserError(
    `Invalid value '${value}' for --format. Expected one of: ${INIT_FORMATS.join(", ")}.`,
  );
}

/** --gold as given: its detected format, else --format, else an error asking for --format. */
function goldFromFlag(path: string, all: readonly Candidate[], format?: InitFormat): Candidate {
  const known = all.find((c) => c.path === path.replace(/\/+$/, ""));
  if (known !== undefined) return known;
  if (format !== undefined) return { format, path, role: "gold" };
  throw new UserError(
    `--gold ${path}: cannot tell its format. Add --format ${INIT_FORMATS.join("|")}.`,
  );
}

type InitFlags = { readonly gold?: string; readonly system?: string; readonly format?: string };

/** The setup from the flags, filling in what they leave open from the repository. */
function detectSetup(io: CliIo, flags: InitFlags): InitSetup {
  const format = formatFlag(flags.format);
  const all = findCandidates(io.cwd, listRepositoryFiles(io.cwd)).filter(
    (c) => format === undefined || c.format === format,
  );
  const chosen =
    flags.gold === undefined
      ? chooseCandidates(all)
      : { gold: goldFromFlag(flags.gold, all, format) };
  const gold = chosen.gold.path;
  const system = flags.system ?? chosen.system?.path ?? systemPathFor(gold);
  const installed = "node_modules/goldgate/goldgate.schema.json";
  return {
    format: chosen.gold.format,
    gold,
    system,
    systemFound: io.files.kind(join(io.cwd, system)) !== "missing",
    schema:
      io.files.kind(join(io.cwd, installed)) === "file"
        ? `./${installed}`
        : `https://unpkg.com/goldgate@${VERSION}/goldgate.schema.json`,
  };
}

/** `goldgate init`: detect the data, write goldgate.yml and two workflows, say what is next. */
export async function runInit(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("init", args, INIT_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate init [options]\n\n${renderOptionHelp(INIT_OPTIONS)}\n`);
    return EXIT.ok;
  }
  const targets = TARGETS.map((t) => inspectInitTarget(io.cwd, t.path));
  refuseUnforced(targets, v.force === true);
  const existing = targets.filter((t) => t.exists);
  const setup = detectSetup(io, v);
  for (const target of TARGETS) io.writeFile(join(io.cwd, target.path), target.render(setup));
  io.stdout(`${summary(setup, new Set(existing.map((t) => t.path))).join("\n")}\n`);
  return EXIT.ok;
}

function summary(setup: InitSetup, overwritten: ReadonlySet<string>): string[] {
  const found = setup.systemFound
    ? `Found ${setup.format} data: gold ${setup.gold}, system output ${setup.system}.`
    : `Found ${setup.format} data: gold ${setup.gold}; no system output, so the workflows must write ${setup.system}.`;
  const next = setup.systemFound
    ? "Next: npx goldgate   (score, compare and gate as the pull request check will; then commit the three files)"
    : `Next: write ${setup.system} with your system (see the commented steps in .github/workflows/goldgate.yml), then: npx goldgate`;
  return [
    found,
    ...TARGETS.map(
      (t) => `${overwritten.has(t.path) ? "Overwrote" : "Wrote"} ${t.path.padEnd(38)} ${t.what}`,
    ),
    next,
  ];
}
