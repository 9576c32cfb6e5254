import { type Aligner, type Link, makeSpanAligner } from "../align/align-spans.ts";
import { sameTypeAndAttributes } from "../align/clash.ts";
import { SHIFT } from "../align/detail-chunk.ts";
import { DetailTable } from "../align/detail-table.ts";
import { DetailWriter } from "../align/details.ts";
import {
  DiffCollector,
  type DiffLimits,
  type DiffSelection,
  type EventDescriber,
} from "../align/diff-view.ts";
import { makeNervaluateAligner } from "../align/nervaluate.ts";
import type { ReuseBlock } from "../baseline/document-reuse.ts";
import { createRandom } from "../baseline/seeded-random.ts";
import type { ScoreSettings } from "../config/settings.ts";
import { CorpusFingerprint } from "../corpus/fingerprint.ts";
import type { Document, DocumentPair, Issue, Usage } from "../corpus/model.ts";
import { createNormalizer } from "../corpus/normalize.ts";
import type { Shard } from "../corpus/shard.ts";
import { readBdmTable } from "../formats/bdm.ts";
import { spanDerivable } from "../measure/attributes/attribute-tally.ts";
import { AttributeUnits } from "../measure/attributes/attribute-units.ts";
import {
  type AttributeSection,
  attributeSection,
} from "../measure/attributes/measure-attributes.ts";
import { BdmAccumulator } from "../measure/bdm.ts";
import {
  type RandomSource,
  withLevelConfidence,
  withSpanConfidence,
} from "../measure/confidence.ts";
import { ConfusionAccumulator } from "../measure/confusability.ts";
import type { EventScoreOptions } from "../measure/events/event-mention.ts";
import { describeEventMapping, scoreEvents } from "../measure/events/score-events.ts";
import { scoreEvents2015 } from "../measure/events/tac-2015.ts";
import { withEventConfidence } from "../measure/families/event-confidence.ts";
import { LEVEL_KEYS } from "../measure/levels/level-views.ts";
import { LevelAccumulator, type Levels } from "../measure/levels/measure-levels.ts";
import { relationSection } from "../measure/relations/measure-relations.ts";
import {
  emptyRelationUnit,
  type RelationUnit,
  tallyRelations,
  wrongRelations,
} from "../measure/relations/relation-tally.ts";
import { buildScores, type InputSummary, type Scores } from "../measure/scores.ts";
import { addPair, type CorpusTally, emptyCorpusTally } from "../measure/tally-corpus.ts";
import { UnitList } from "../measure/unit-list.ts";
import { type UsageUnit, usageSection } from "../measure/usage/measure-usage.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { VERSION } from "../version.ts";
import { CharUnitCheck } from "./char-unit-check.ts";
import {
  type CorpusSides,
  emptyCorpusSides,
  ID_SAMPLE,
  reportAnnotationAccounts,
  reportCorpusHints,
  sideFix,
} from "./corpus-hints.ts";
import { checkSideKinds, withDetectedFormats } from "./detect-format.ts";
import { NameBudget } from "./name-budget.ts";
import { readCorpusPairs } from "./read-corpus.ts";
import { type ReuseOption, ReuseRecorder, reusable } from "./reuse-documents.ts";
import { ReusePlan } from "./reuse-plan.ts";
import { ShardFilter } from "./shard-filter.ts";
import { sidesJson } from "./shard-sides.ts";
import { takeDocument } from "./take-document.ts";
import { TakenDetails } from "./taken-details.ts";
import { checkTextMismatches } from "./text-mismatches.ts";

/** What a scoring run returns: the scores document and, when asked, every alignment row. */
export interface ScoreRun {
  readonly scores: Scores;
  readonly details: DetailTable | null;
  /** The documents the HTML report's annotation diff shows, when asked. */
  readonly diff: DiffSelection | null;
  /** `baseline.reuse` for `record` (asked with `reuse: { kind: "record" }`), else null. */
  readonly reuse?: ReuseBlock | null;
  /** How many documents were taken from the baseline unscored (`reuse: { kind: "take" }`). */
  readonly taken?: number;
}

/**
 * The aligner of a profile; significant attributes make a label the type plus those values. A GATE
 * XML gold compares only the features its spans carry, as GATE does (docs/compat.md).
 */
function alignerFor(settings: ScoreSettings): Aligner {
  const same = sameTypeAndAttributes(settings.attributes, settings.format === "gate");
  if (settings.compat !== "nervaluate") return makeSpanAligner(same);
  return settings.minOverlap === null
    ? makeNervaluateAligner({ same })
    : makeNervaluateAligner({ same, minOverlapPercentage: settings.minOverlap });
}

/** What scoring adds each document to (a document taken from a baseline too: `take-document.ts`). */
export interface Accounts {
  readonly total: CorpusTally;
  /** What each side held, for hints; `paired` counts documents present on both sides. */
  readonly sides: CorpusSides;
  readonly gold: CorpusFingerprint;
  readonly system: CorpusFingerprint;
  readonly details: DetailTable | null;
  readonly bdm: BdmAccumulator | null;
  /** Sees every paired document's alignment links (`agree`'s BDM and feature κ). */
  readonly observe: ((id: string, links: readonly Link[]) => void) | null;
  readonly levels: LevelAccumulator | null;
  readonly types: NameBudget;
  readonly diff: DiffCollector | null;
  readonly confusion: ConfusionAccumulator;
  readonly charUnits: CharUnitCheck;
  /** Every system document's usage (fields it reports); a section only when any reports one. */
  readonly usage: UnitList<UsageUnit>;
  usageReported: boolean;
  /** Each gold document's span-attribute tally; null for event mentions (their realis is theirs). */
  readonly attributes: AttributeUnits | null;
  /** Each gold document's relation tally; null for event mentions. */
  readonly relations: UnitList<RelationUnit> | null;
  /** Notes what `record` keeps per document for a later run to take over (null: not asked). */
  readonly recorder: ReuseRecorder | null;
}

/**
 * Alignment rows a detail sink is handed at once at least (a run of whole documents): half a
 * table chunk, so that a run rarely takes a second chunk, and few enough that a run's texts die
 * young (with runs of 65,536 rows they outlived the young generation, and the old one grew with
 * their garbage: 157–160 MiB at 10M tokens on Node 24, against 135–148 MiB). Runs of 512 rows
 * peaked higher (153 against 142 MiB at 10M on Node 20, the table reused: docs/performance.md).
 */
const DETAIL_BATCH = 1 << (SHIFT - 1);

/**
 * normalize → align → measure each pair as it streams by; yields the normalized pair. With a
 * `sink`, the detail rows go to it a run of documents at a time, in one table cleared after each.
 */
function* tallyPairs(
  settings: ScoreSettings,
  pairs: Iterable<DocumentPair>,
  accounts: Accounts,
  report: (i: Issue) => void,
  sink: DetailSink | undefined,
): Generator<DocumentPair> {
  const align = alignerFor(settings);
  const symmetric = new Set(settings.symmetricRelations);
  const normalizeGold = createNormalizer(settings, report, "gold");
  const normalizeSystem = createNormalizer(settings, report, "system");
  Object.assign(accounts.sides, { gold: normalizeGold.seen, system: normalizeSystem.seen });
  const details = accounts.details && new DetailWriter(accounts.details);
  for (const raw of pairs) {
    accounts.charUnits.add(raw);
    if (raw.system !== undefined) addUsage(accounts, raw.id, raw.system.usage);
    accounts.types.addDocument(raw.gold, settings.gold ?? settings.input ?? "gold");
    accounts.types.addDocument(raw.system, settings.system ?? settings.input ?? "system");
    const gold = raw.gold && normalizeGold.normalize(raw.gold);
    const system = raw.system && normalizeSystem.normalize(raw.system);
    countSides(accounts.sides, raw.id, gold !== undefined, system !== undefined);
    if (gold === undefined)
      accounts.sides.unpairedSystemAnnotations += system?.annotations.length ?? 0;
    const goldPrint = accounts.gold.add(gold);
    const systemPrint = accounts.system.add(gold === undefined ? undefined : system);
    accounts.recorder?.scored(raw, gold, system, [goldPrint, systemPrint]);
    const pair = { ...raw, gold, system };
    const links = addPair(accounts.total, pair, align);
    details?.add(raw.id, gold, system, links);
    if (sink !== undefined && details !== null && details.table.length >= DETAIL_BATCH) {
      sink(details.table);
      details.clear();
    }
    if (gold !== undefined)
      accounts.attributes?.add(raw.id, gold.annotations, links, settings.attributeScheme);
    const related =
      gold === undefined || accounts.relations === null
        ? null
        : addRelations(accounts.relations, raw.id, gold, system, symmetric);
    if (pair.gold !== undefined) accounts.bdm?.add(links);
    if (pair.gold !== undefined) accounts.observe?.(raw.id, links);
    accounts.confusion.add(links);
    accounts.levels?.add(pair);
    accounts.diff?.add(raw.id, gold, system, links, related === null ? 0 : wrongRelations(related));
    yield pair;
  }
  if (sink !== undefined && details !== null && details.table.length > 0) sink(details.table);
  normalizeGold.finish();
  normalizeSystem.finish();
}

function addUsage(accounts: Accounts, id: string, usage: Usage | undefined): void {
  if (usage === undefined) accounts.usage.addEmpty(id);
  else accounts.usage.add({ document: id, ...usage });
  if (usage !== undefined) accounts.usageReported = true;
}

/**
 * A gold document's relation tally, added to `units` (a document with no relation on either
 * side as its id alone); null when it has none.
 */
function addRelations(
  units: UnitList<RelationUnit>,
  id: string,
  gold: Document,
  system: Document | undefined,
  symmetric: ReadonlySet<string>,
): RelationUnit | null {
  if ((gold.relations?.length ?? 0) === 0 && (system?.relations?.length ?? 0) === 0) {
    units.addEmpty(id);
    return null;
  }
  const unit = tallyRelations(id, gold, system, symmetric);
  units.add(unit);
  return unit;
}

function countSides(sides: CorpusSides, id: string, gold: boolean, system: boolean): void {
  if (gold) sides.goldDocuments++;
  if (system) sides.systemDocuments++;
  if (gold && system) sides.paired++;
  const unpaired = gold ? sides.unpairedGold : sides.unpairedSystem;
  if (gold !== system && unpaired.length < ID_SAMPLE) unpaired.push(id);
}

function summary(
  path: string | null,
  documents: number,
  annotations: number,
  sha256: string,
): InputSummary {
  return { path, documents, annotations, sha256 };
}

/**
 * The Dice mapping the HTML report shows for event mentions: the one-to-one mapping of the
 * default and evmeval profiles (tac-kbp-2015 maps many-to-one; its report shows spans only).
 */
function eventDescriber(settings: ScoreSettings): EventDescriber | null {
  if (settings.format !== "tbf" || settings.compat === "tac-kbp-2015") return null;
  const profile = settings.compat === "evmeval" ? "evmeval" : "default";
  const options: EventScoreOptions = { profile, invisibleWords: settings.invisibleWords };
  return (gold, system) => describeEventMapping(gold, system, options);
}

/** What a scoring run is asked for besides its settings. */
export interface ScoreOptions {
  readonly details: boolean;
  readonly diff?: DiffLimits;
  readonly shard?: Shard;
  /** Called with each paired document's alignment links (gold order, then spurious). */
  readonly onLinks?: (id: string, links: readonly Link[]) => void;
  /** Record per document what a later run needs, or take unchanged documents from a baseline. */
  readonly reuse?: ReuseOption;
  /**
   * Where the alignment rows go as they are made (`details` must be asked; not with `reuse`),
   * so that they are never all held: the run's `details` is then null.
   */
  readonly detailSink?: DetailSink;
}

/**
 * Takes a run of documents' alignment rows. The table is cleared and filled again once the sink
 * returns: a sink reads what it needs before then and keeps no reference to it.
 */
export type DetailSink = (table: DetailTable) => void;

/**
 * read → normalize → align → measure, one document at a time (events too for `--format tbf`).
 * Documents taken from a baseline (`reuse`) give the same scores, issues and errors as scoring
 * them: a run that fails while taking documents over is scored again whole, so that its error
 * is the one a whole run reports (docs/comparison.md).
 */
export function scoreCorpus(
  given: ScoreSettings,
  files: FilePort,
  options: ScoreOptions,
): ScoreRun {
  if (options.reuse?.kind !== "take") return scoreCorpusOnce(given, files, options);
  try {
    return scoreCorpusOnce(given, files, options);
  } catch {
    const { reuse: _none, ...whole } = options;
    return scoreCorpusOnce(given, files, whole);
  }
}

function scoreCorpusOnce(given: ScoreSettings, files: FilePort, options: ScoreOptions): ScoreRun {
  const issues: Issue[] = [];
  const report = (issue: Issue): void => {
    issues.push(issue);
  };
  const settings = withDetectedFormats(given, files, report);
  checkSideKinds(settings, files);
  const reuse = reusable(settings, options) ? (options.reuse ?? null) : null;
  const recorder = reuse?.kind === "record" ? new ReuseRecorder(issues) : null;
  const accounts: Accounts = {
    total: emptyCorpusTally(),
    sides: emptyCorpusSides(),
    gold: new CorpusFingerprint(),
    system: new CorpusFingerprint(),
    details: options.details ? new DetailTable() : null,
    bdm: settings.bdm === null ? null : new BdmAccumulator(readBdmTable(settings.bdm, files)),
    observe: options.onLinks ?? null,
    levels:
      settings.levels.length === 0
        ? null
        : new LevelAccumulator(settings.levels, settings.attributes),
    types: new NameBudget("types", limitsOf(files), "type"),
    diff:
      options.diff === undefined ? null : new DiffCollector(options.diff, eventDescriber(settings)),
    confusion: new ConfusionAccumulator(),
    charUnits: new CharUnitCheck(settings),
    usage: new UnitList((document) => ({ document })),
    usageReported: false,
    attributes: settings.format === "tbf" ? null : new AttributeUnits(settings.scoredAttributes),
    relations: settings.format === "tbf" ? null : new UnitList(emptyRelationUnit),
    recorder,
  };
  const filter =
    options.shard === undefined ? null : new ShardFilter(options.shard, settings, files);
  const plan = reuse?.kind === "take" ? ReusePlan.make(settings, files, reuse.baseline) : null;
  const taken =
    plan &&
    accounts.details &&
    new TakenDetails(plan.details, accounts.details, settings.attributeScheme);
  const selection =
    recorder?.selection ??
    (plan !== null && taken
      ? plan.selection({
          details: taken,
          take: (id, row, line, pairs) => takeDocument(accounts, id, row, line, pairs),
        })
      : (filter ?? undefined));
  const read = readCorpusPairs(settings, files, report, selection);
  const sink = options.detailSink;
  if (sink !== undefined && (!options.details || reuse !== null))
    throw new Error("internal: a detail sink takes the rows of a run that asks for them alone");
  const pairs = tallyPairs(settings, filter?.pairs(read) ?? read, accounts, report, sink);
  let events = null;
  if (settings.format === "tbf") {
    const profile =
      settings.compat === "evmeval" || settings.compat === "tac-kbp-2015"
        ? settings.compat
        : "default";
    const options: EventScoreOptions = {
      profile,
      invisibleWords: settings.invisibleWords,
      beta: settings.beta,
    };
    events =
      profile === "tac-kbp-2015" ? scoreEvents2015(pairs, options) : scoreEvents(pairs, options);
  } else {
    for (const _ of pairs);
  }
  taken?.finish(accounts.confusion, accounts.sides, accounts.types, settings.input ?? "gold");
  const { total } = accounts;
  const levels = accounts.levels?.finish(report) ?? null;
  checkTextMismatches(issues, accounts.sides, settings.allowTextMismatch);
  accounts.charUnits.finish(report);
  // A shard sees part of the gold: whether a named attribute is carried is the whole's question.
  if (filter === null) accounts.attributes?.finish(report);
  reportCorpusHints(settings, accounts.sides, files, report);
  reportAnnotationAccounts(accounts.sides, report);
  const scores = buildScores({
    total,
    settings,
    version: VERSION,
    inputs: {
      gold: summary(
        settings.gold ?? settings.input,
        total.goldDocuments,
        total.goldAnnotations,
        accounts.gold.digest(),
      ),
      system: summary(
        settings.system ?? settings.input,
        total.systemDocuments,
        total.systemAnnotations,
        accounts.system.digest(),
      ),
    },
    issues,
    events,
    bdm: accounts.bdm?.score() ?? null,
    confusion: accounts.confusion.finish(),
    levels,
  });
  // A JSONL shard keeps its units even when none of its documents reports usage, so that shards
  // where some do and some do not still merge (the merge drops a section no unit reports in).
  const shardedJsonl = filter !== null && (settings.systemFormat ?? settings.format) === "jsonl";
  const used =
    accounts.usageReported || shardedJsonl
      ? { ...scores, usage: usageSection(accounts.usage.units()) }
      : scores;
  // A shard leaves out what the merge rebuilds from its span rows (docs/sharding.md): attributes
  // of documents where no span has one, and relations when it has none.
  const attributes =
    accounts.attributes && attributesOf(accounts.attributes, total, settings, filter !== null);
  const relations =
    accounts.relations?.some((u) => u.types.length > 0) === true
      ? relationSection(accounts.relations.units(), settings.symmetricRelations, false)
      : null;
  const attributed = {
    ...used,
    ...(attributes ? { attributes } : {}),
    ...(relations ? { relations } : {}),
  };
  const sharded =
    filter === null
      ? attributed
      : {
          ...attributed,
          shard: filter.section(
            accounts.gold,
            accounts.system,
            sidesJson(accounts.sides, (side) => sideFix(settings, side, files)),
          ),
        };
  return {
    // A shard's confidence data would be its own; `goldgate merge` draws the whole's.
    scores: settings.confidence && filter === null ? withConfidence(sharded) : sharded,
    details: sink === undefined ? accounts.details : null,
    diff: accounts.diff?.result() ?? null,
    ...(recorder === null
      ? {}
      : { reuse: recorder.block(settings, files, scores.documents ?? []) }),
    ...(plan === null ? {} : { taken: plan.size }),
  };
}

/**
 * The attributes section: none when no gold span carries an attribute, unless a shard must keep
 * units its span rows do not give (docs/sharding.md).
 */
function attributesOf(
  units: AttributeUnits,
  total: CorpusTally,
  settings: ScoreSettings,
  shard: boolean,
): AttributeSection | null {
  if (!shard && !units.named()) return null;
  const all = units.units();
  const scheme = settings.attributeScheme;
  return attributeSection(all, scheme, shard && !spanDerivable(all, total.documents, scheme));
}

/** Seed of `--confidence` resampling: fixed, so the same input gives byte-identical scores. */
export const CONFIDENCE_SEED = 13;

/**
 * `confidence` beside every span, level and event-mention rates object (MAT's
 * `--compute_confidence_data`), drawn in that order from one seeded source.
 */
export function withConfidence(scores: Scores): Scores {
  const random = createRandom(CONFIDENCE_SEED);
  const spans = withSpanConfidence(scores, random);
  const levels = scores.levels === undefined ? {} : { levels: levelConfidence(scores, random) };
  // After the spans and levels, so their figures are the same draws with or without events.
  const events =
    scores.events === undefined ? {} : { events: withEventConfidence(scores.events, random) };
  return { ...spans, ...levels, ...events };
}

function levelConfidence(scores: Scores, random: RandomSource): Levels {
  // Drawn level by level in `settings.levels` order, whatever the order of the object's keys
  // (a merged document's follow the families): the same draws for the same settings.
  const levels: Levels = {};
  for (const name of scores.settings.levels) {
    const key = LEVEL_KEYS[name];
    const level = scores.levels?.[key];
    if (level !== undefined) levels[key] = withLevelConfidence(level, random);
  }
  return levels;
}
