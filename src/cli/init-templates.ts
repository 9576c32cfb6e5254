import { CONFIG_SCHEMA } from "../config/load-config.ts";
import { ACTION_REF, VERSION } from "../version.ts";
import type { InitFormat } from "./init-inspect.ts";

/** What `goldgate init` writes its files from. Paths are repo-relative, `/`-separated. */
export interface InitSetup {
  readonly format: InitFormat;
  readonly gold: string;
  readonly system: string;
  /** False when no system output was found and `system` is where the workflow must write it. */
  readonly systemFound: boolean;
  /** The `$schema` the editor reads: the installed package's file, or the published one. */
  readonly schema: string;
  /** The part of a gold document's path after its id (INCEpTION's `/CURATION_USER.xmi`). */
  readonly goldSuffix?: string;
  /** The same for the system output's files (`.xmi`: one `<document>.xmi` a document). */
  readonly systemSuffix?: string;
  /** Annotators compared inside the export at `gold` (`inputs.annotationSets`); no system. */
  readonly annotationSets?: readonly string[];
}

/** Where init writes a copy of the schema when the package is not installed in the repository. */
export const SCHEMA_COPY_PATH = ".github/goldgate.schema.json";

/** The bundled schema of goldgate.yml, written out so `$schema` resolves offline. */
export function renderSchemaCopy(): string {
  return `${JSON.stringify(CONFIG_SCHEMA, null, 2)}\n`;
}

/**
 * A path as a YAML scalar: plain when safe, else double-quoted (a JSON string is valid YAML), so
 * a file name with `#`, `:` or a line break can neither end a comment early nor add keys.
 */
function scalar(text: string): string {
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(text) ? text : JSON.stringify(text);
}

/** The floor `init` writes, low on purpose: the user is told to raise it (a fraction 0..1). */
export const INIT_FLOOR = 0.1;

/**
 * The headline metric `init` gates: every format but tbf and labels reads spans; annotation sets
 * inside one corpus (`annotationSets`) are span agreement.
 */
export function initHeadline(setup: Pick<InitSetup, "format" | "annotationSets">): string {
  const { format } = setup;
  if (setup.annotationSets !== undefined) return "agreement.mean.strict.f1";
  if (format === "labels") return "labels.macro.f1";
  if (format === "agreement") return "agreement.alpha";
  return format === "tbf" ? "events.plain.micro.f1" : "overall.strict.f1";
}

/** The floor rule: checked with or without a baseline, so the first run checks something. */
function floorLines(headline: string): string[] {
  return [
    `    # A floor, checked with or without a baseline. SET IT to the lowest score you would ship`,
    `    # (a fraction: 0.85 = 85 points). Until a release records a baseline it is the only check.`,
    `    - metric: ${headline}`,
    `      min: ${INIT_FLOOR.toFixed(2)}`,
  ];
}

/** Default gate rules by family: every format but tbf (events) and labels reads spans. */
function gateLines(setup: InitSetup): string[] {
  const { format } = setup;
  const headline = initHeadline(setup);
  if (headline === "overall.strict.f1")
    return [
      "gate:",
      "  rules:",
      ...floorLines(headline),
      "    # Fail on a drop of more than 1 F1 point, when the 95% interval of the drop excludes 0.",
      "    - metric: overall.strict.f1",
      "      maxDrop: 1.0",
      "    # Per type: more than 5 points, for types with at least 10 gold annotations.",
      "    - metric: types.*.strict.f1",
      "      maxDrop: 5.0",
      "      minSupport: 10",
    ];
  // The headline figure of the family and its default rule (docs/families.md), written out.
  const what =
    setup.annotationSets !== undefined
      ? "the annotators' mean strict F1"
      : format === "labels"
        ? "macro F1 over the labels"
        : format === "agreement"
          ? "Krippendorff's α"
          : "event mention F1";
  return [
    "gate:",
    "  rules:",
    ...floorLines(headline),
    `    # Fail on a drop of more than 1 point of ${what}, when its 95% interval excludes 0.`,
    `    - metric: ${headline}`,
    "      maxDrop: 1.0",
  ];
}

/** The inputs of annotation sets inside one export: its annotators compared pairwise. */
function setsInsideLines(setup: InitSetup, names: readonly string[]): string[] {
  return [
    "  # The annotators of INCEpTION's project export against each other, pair by pair, on the",
    "  # documents of annotation/<document>/<annotator> (zipped with the type system or not).",
    "  task: agreement",
    `  format: ${setup.format}`,
    `  sets: [${scalar(setup.gold)}]`,
    `  annotationSets: [${names.map(scalar).join(", ")}]`,
  ];
}

/** The commented goldgate.yml; it validates against goldgate.schema.json. */
export function renderConfig(setup: InitSetup): string {
  const systemNote = setup.systemFound
    ? "  # The system output committed in this repository."
    : "  # Not in the repository yet: the pull request workflow must write it before Goldgate runs.";
  const inputs =
    setup.annotationSets !== undefined
      ? setsInsideLines(setup, setup.annotationSets)
      : setup.format === "agreement"
        ? [
            "  # Annotators against each other: one row per (item, coder) with the coder's label.",
            "  task: agreement",
            `  judgements: ${scalar(setup.gold)}`,
          ]
        : [
            `  format: ${setup.format}`,
            ...(setup.goldSuffix === undefined
              ? []
              : [
                  "  # INCEpTION's project export: each curated document is a folder, its file (zipped",
                  "  # with the type system or not) named by the suffix; the folder's name is its id.",
                ]),
            `  gold: ${scalar(setup.gold)}`,
            ...(setup.goldSuffix === undefined
              ? []
              : [`  goldSuffix: ${scalar(setup.goldSuffix)}`]),
            systemNote,
            `  system: ${scalar(setup.system)}`,
            ...(setup.systemSuffix === undefined
              ? []
              : [
                  `  # One file a document, named by its id: <document>${setup.systemSuffix}.`,
                  `  systemSuffix: ${scalar(setup.systemSuffix)}`,
                ]),
          ];
  return [
    `# yaml-language-server: $schema=${setup.schema}`,
    `# Goldgate settings, written by \`goldgate init\` (Goldgate ${VERSION}). Paths are relative to`,
    "# this file. Every key is in the schema above (editors complete them) and in docs/config.md.",
    "inputs:",
    ...inputs,
    "baseline:",
    "  # auto: the scores recorded for the last release (.github/workflows/goldgate-release.yml",
    "  # records them on each published release). Before the first release only `min` and `max`",
    "  # rules apply: the floor below. `goldgate record --out baseline.json` records one by hand.",
    "  source: auto",
    ...gateLines(setup),
    "",
  ].join("\n");
}

function modelSteps(setup: InitSetup): string[] {
  if (setup.systemFound) return [];
  return [
    `      # ${scalar(setup.system)} is not in the repository: write it here, before Goldgate.`,
    "      # For a Python model (docs/workflows/goldgate-model.yml has the whole job):",
    "      # - uses: actions/setup-python@v5",
    "      #   with: { python-version: '3.12', cache: pip }",
    "      # - run: pip install -r requirements.txt",
    `      # - run: python predict.py --output ${scalar(setup.system)}`,
  ];
}

/** `.github/workflows/goldgate.yml`: the pull request check with the sticky comment. */
export function renderPullRequestWorkflow(setup: InitSetup): string {
  return [
    "# Goldgate on every pull request: score the system output against the gold standard, compare",
    "# with the last release, gate the merge, keep one comment on the pull request up to date.",
    "# Written by `goldgate init`; settings are in goldgate.yml. Pull requests from forks get the",
    "# job summary only (their token cannot comment): see docs/workflows/ for the two-phase setup.",
    "name: Goldgate",
    "on:",
    "  pull_request:",
    "    # labeled/unlabeled: adding or removing the waive label re-runs the gate.",
    "    types: [opened, synchronize, reopened, labeled, unlabeled]",
    "permissions:",
    "  contents: read # checkout; the release-asset baseline",
    "  pull-requests: write # the sticky comment",
    "jobs:",
    "  goldgate:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - uses: actions/checkout@v4",
    "        with:",
    "          fetch-depth: 0 # release tags, for the tag-file and tag-rescore baselines",
    ...modelSteps(setup),
    `      - uses: ${ACTION_REF}`,
    "",
  ].join("\n");
}

/**
 * `.github/workflows/goldgate-release.yml`: records the baseline of each release (the same file
 * as docs/workflows/goldgate-release.yml when the system output is committed).
 */
export function renderReleaseWorkflow(setup: InitSetup): string {
  return [
    "# Record the baseline of each release: goldgate-scores.json becomes a release asset, which",
    "# `baseline: release-asset` (the first source `auto` tries) reads back through the API.",
    "# Copy to .github/workflows/goldgate-release.yml (`goldgate init` writes it there).",
    "name: Goldgate baseline",
    "on:",
    "  release:",
    "    types: [published]",
    "permissions:",
    "  contents: write # upload the release asset",
    "jobs:",
    "  record:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - uses: actions/checkout@v4",
    ...modelSteps(setup),
    `      - uses: ${ACTION_REF}`,
    "        with:",
    "          mode: record",
    "",
  ].join("\n");
}
