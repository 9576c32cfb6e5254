import { join } from "node:path";
import { FORMATS } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { packedName } from "../ports/text-encoding.ts";
import {
  inspectInitTarget,
  refuseBelowRoot,
  refuseUnforced,
  repositoryPath,
} from "./init-confine.ts";
import {
  type Candidate,
  findCandidates,
  type InitFormat,
  isTraining,
  listRepositoryFiles,
} from "./init-inspect.ts";
import { refuseWrongKind, systemOutputFound } from "./init-kinds.ts";
import { passedOver, splitOf, systemFor } from "./init-pairing.ts";
import {
  INIT_FLOOR,
  type InitSetup,
  initHeadline,
  renderConfig,
  renderPullRequestWorkflow,
  renderReleaseWorkflow,
  renderSchemaCopy,
  SCHEMA_COPY_PATH,
} from "./init-templates.ts";
import { type CliIo, EXIT } from "./io.ts";
import { type ParsedCommand, parseCommandArgs, renderOptionHelp } from "./options.ts";

const INIT_FORMATS: readonly InitFormat[] = [...FORMATS, "labels", "agreement"];

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
  {
    path: SCHEMA_COPY_PATH,
    what: "goldgate.yml's schema, for editors (offline)",
    render: renderSchemaCopy,
  },
] as const;

// Formats in the order a tie is broken: spans first, label tables and agreement last.
const PREFERENCE: readonly InitFormat[] = ["conll", "brat", "jsonl", "doccano", "label-studio"]
  .concat(["spacy", "bioc", "pubtator", "webanno-tsv", "xmi", "gate", "tbf", "labels", "agreement"])
  .filter((f): f is InitFormat => INIT_FORMATS.includes(f as InitFormat));

/** How an evaluation is usually reported: on test (or eval) before dev; no split last. */
const SPLIT_ORDER: Readonly<Record<string, number>> = { test: 2, eval: 2, dev: 1 };

/**
 * Best first: the stronger gold word (`gold` before `test` before `dev`), then the split its
 * path names (`gold/test.conll` before `gold/dev.conll`, both gold words), then path order.
 */
const byRank = (a: Candidate, b: Candidate): number =>
  b.rank - a.rank ||
  (SPLIT_ORDER[splitOf(b.path) ?? ""] ?? 0) - (SPLIT_ORDER[splitOf(a.path) ?? ""] ?? 0);

/**
 * The format with a gold candidate, preferring one that also has a system candidate of the same
 * split (the strongest such gold, not the strongest gold); a repository with a single data file
 * and no role word anywhere takes it as the gold.
 */
function chooseCandidates(all: readonly Candidate[]): { gold: Candidate; system?: Candidate } {
  let goldOnly: { gold: Candidate } | undefined;
  for (const format of PREFERENCE) {
    const golds = all.filter((c) => c.format === format && c.role === "gold").sort(byRank);
    // The strongest gold with a system output of its split: `dev.pred` pairs with `dev`, not `test`.
    for (const gold of golds) {
      const system = systemFor(gold, all);
      if (system !== undefined) return { gold, system };
    }
    if (golds[0] !== undefined) goldOnly ??= { gold: golds[0] };
  }
  if (goldOnly !== undefined) return goldOnly;
  const unmarked = all.filter((c) => c.role === undefined && !isTraining(c.path));
  if (unmarked.length === 1 && unmarked[0] !== undefined) return { gold: unmarked[0] };
  const seen = all.slice(0, 10).map((c) => `  ${c.path} (${c.format})`);
  throw new UserError(
    [
      "goldgate init found no gold standard: no data file or brat folder whose path says gold,",
      "reference, ref, key, truth, annotated, annotations, or a held-out split (test, eval, dev).",
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

/**
 * Where the workflows write the system output for an export's curated documents:
 * `system-output/<export>` (`data/project.zip/curation` → `system-output/project`).
 */
function exportSystemPath(gold: string): string {
  const name =
    gold
      .split("/")
      .slice(-2, -1)[0]
      ?.replace(/\.zip$/i, "") ?? "";
  return `system-output/${name === "" ? "export" : name}`;
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
  if (format !== undefined) return { format, path, role: "gold", rank: 3 };
  const packed = packedName(path);
  throw new UserError(
    packed === null
      ? `--gold ${path}: cannot tell its format. Add --format ${INIT_FORMATS.join("|")}.`
      : `--gold ${path}: ${packed}.`,
  );
}

/** The setup from the flags, filling in what they leave open from the repository. */
function detectSetup(
  io: CliIo,
  given: ParsedCommand<typeof INIT_OPTIONS>["values"],
): InitSetup & { readonly notes: readonly string[] } {
  const flags = {
    ...given,
    gold: given.gold === undefined ? undefined : repositoryPath("gold", given.gold, io.cwd, true),
    system:
      given.system === undefined
        ? undefined
        : repositoryPath("system", given.system, io.cwd, false),
  };
  const format = formatFlag(flags.format);
  const all = findCandidates(io.cwd, listRepositoryFiles(io.cwd)).filter(
    (c) => format === undefined || c.format === format,
  );
  const chosen =
    flags.gold === undefined
      ? chooseCandidates(all)
      : { gold: goldFromFlag(flags.gold, all, format) };
  const gold = chosen.gold.path;
  for (const flag of ["gold", "system"] as const) {
    const path = flags[flag];
    if (path !== undefined) refuseWrongKind(flag, path, chosen.gold.format, io.cwd);
  }
  // An export's annotators compared with each other: like a table of coders, no system output.
  const annotators = chosen.gold.annotators;
  const agreement = chosen.gold.format === "agreement" || annotators !== undefined;
  // A Label Studio export holds the model's predictions beside the annotations: one file.
  const oneFile = chosen.gold.format === "label-studio" ? gold : undefined;
  // INCEpTION's curated documents are a folder each: the system writes one file a document.
  const suffix = chosen.gold.suffix;
  const system = agreement
    ? ""
    : (flags.system ??
      (chosen.system ?? systemFor(chosen.gold, all))?.path ??
      oneFile ??
      (suffix === undefined ? systemPathFor(gold) : exportSystemPath(gold)));
  const setup: InitSetup = {
    format: chosen.gold.format,
    gold,
    system,
    ...(annotators !== undefined && { annotationSets: annotators }),
    ...(suffix !== undefined && {
      goldSuffix: suffix,
      systemSuffix: chosen.gold.format === "xmi" ? ".xmi" : ".tsv",
    }),
    // Agreement compares coders with each other: there is no system output to write.
    systemFound: agreement || systemOutputFound(system, io.cwd),
    schema: schemaLocation(io),
  };
  return {
    ...setup,
    notes: passedOver(setup, all, {
      gold: flags.gold !== undefined,
      system: flags.system !== undefined,
    }),
  };
}

/** The installed package's schema when there is one, else the copy init writes (offline both). */
const INSTALLED_SCHEMA = "node_modules/goldgate/goldgate.schema.json";

function schemaLocation(io: CliIo): string {
  return io.files.kind(join(io.cwd, INSTALLED_SCHEMA)) === "file"
    ? `./${INSTALLED_SCHEMA}`
    : `./${SCHEMA_COPY_PATH}`;
}

/** `goldgate init`: detect the data, write goldgate.yml and two workflows, say what is next. */
export async function runInit(args: readonly string[], io: CliIo): Promise<number> {
  const v = parseCommandArgs("init", args, INIT_OPTIONS).values;
  if (v.help === true) {
    io.stdout(`Usage: goldgate init [options]\n\n${renderOptionHelp(INIT_OPTIONS)}\n`);
    return EXIT.ok;
  }
  refuseBelowRoot(io.cwd);
  // With an installed package's schema the copy is not written, so a copy already there (left
  // from before the package was installed) is not in the way.
  const copies = schemaLocation(io) === `./${SCHEMA_COPY_PATH}`;
  const targets = TARGETS.filter((t) => copies || t.path !== SCHEMA_COPY_PATH).map((t) =>
    inspectInitTarget(io.cwd, t.path),
  );
  refuseUnforced(targets, v.force === true);
  const existing = targets.filter((t) => t.exists);
  const setup = detectSetup(io, v);
  for (const target of TARGETS) {
    // An installed package's schema is read in place; the copy is written only without one.
    if (target.path === SCHEMA_COPY_PATH && setup.schema !== `./${SCHEMA_COPY_PATH}`) continue;
    io.writeFile(join(io.cwd, target.path), target.render(setup));
  }
  io.stdout(`${summary(setup, new Set(existing.map((t) => t.path))).join("\n")}\n`);
  return EXIT.ok;
}

function summary(
  setup: InitSetup & { readonly notes: readonly string[] },
  overwritten: ReadonlySet<string>,
): string[] {
  const written = TARGETS.filter(
    (t) => t.path !== SCHEMA_COPY_PATH || setup.schema === `./${SCHEMA_COPY_PATH}`,
  );
  const found =
    setup.annotationSets !== undefined
      ? `Found INCEpTION's project export with no curated documents: its annotators ${setup.annotationSets.join(", ")} are compared with each other (${setup.gold}/<document>/<annotator>, ${setup.format}).`
      : setup.format === "agreement"
        ? `Found an annotator agreement table (item, coder, label): ${setup.gold}.`
        : setup.goldSuffix !== undefined
          ? `Found INCEpTION's project export: its curated documents are the gold (${setup.gold}/<document>${setup.goldSuffix}, ${setup.format}); ${setup.systemFound ? `system output ${setup.system}` : `no system output, so the workflows must write ${setup.system}`}, one <document>${setup.systemSuffix ?? ""} file a document.`
          : setup.systemFound
            ? `Found ${setup.format} data: gold ${setup.gold}, system output ${setup.system}.`
            : `Found ${setup.format} data: gold ${setup.gold}; no system output, so the workflows must write ${setup.system}.`;
  const next = setup.systemFound
    ? "Next: npx goldgate   (score, compare and gate as the pull request check will; then commit the files it wrote)"
    : `Next: write ${setup.system} with your system (see the commented steps in .github/workflows/goldgate.yml), then: npx goldgate`;
  const floor = `Set the floor: goldgate.yml's gate.rules[0] fails below ${initHeadline(setup)} ${INIT_FLOOR.toFixed(2)}; raise it to the lowest score you would ship. Until a release records a baseline, it is the only check.`;
  return [
    found,
    ...setup.notes,
    ...written.map(
      (t) => `${overwritten.has(t.path) ? "Overwrote" : "Wrote"} ${t.path.padEnd(38)} ${t.what}`,
    ),
    floor,
    next,
  ];
}
