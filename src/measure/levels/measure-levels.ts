import type { DocumentPair, Issue } from "../../corpus/model.ts";
import { countElements, pairKey } from "./count-elements.ts";
import { buildLevelScores, type LevelDocumentRow, type LevelScores } from "./level-scores.ts";
import { LEVEL_KEYS, type LevelKey, type LevelName, levelView } from "./level-views.ts";

/** `levels` of the scores document: one entry per level asked for and computable. */
export type Levels = Partial<Record<LevelKey, LevelScores>>;

interface LevelState {
  readonly rows: LevelDocumentRow[];
  readonly pairs: Map<string, number>;
  /** Why the level was given up, with the first document concerned. */
  failure: { readonly document: string; readonly reason: string } | null;
}

/**
 * Counts MAT's score levels document by document. A level that cannot count some document (no
 * tokens, no text, a span edge inside a token) is dropped for the whole corpus and reported: a
 * score over the other documents would compare unlike corpora across runs.
 */
export class LevelAccumulator {
  private readonly states = new Map<LevelName, LevelState>();

  constructor(
    levels: readonly LevelName[],
    private readonly attributes: readonly string[],
  ) {
    for (const level of levels)
      this.states.set(level, { rows: [], pairs: new Map(), failure: null });
  }

  /** Adds one normalized pair; system documents without gold are not scored (as for spans). */
  add(pair: DocumentPair): void {
    const gold = pair.gold;
    if (gold === undefined) return;
    const reference = gold.text !== undefined || pair.system === undefined ? gold : pair.system;
    const withTokens = { ...reference, tokenSpans: gold.tokenSpans ?? pair.system?.tokenSpans };
    const systemSpans = pair.system?.annotations ?? [];
    for (const [level, state] of this.states) {
      if (state.failure !== null) continue;
      const view = levelView(level, withTokens, gold.annotations, systemSpans, this.attributes);
      if ("reason" in view) {
        state.failure = { document: pair.id, reason: view.reason };
        continue;
      }
      const counted = countElements(view.index, view.gold, view.system);
      if ("misaligned" in counted) {
        const span = counted.misaligned;
        const where = span.pieces.map((p) => `${p.start}-${p.end}`).join(",");
        const reason = `the ${span.type} span at ${where} does not start and end on token boundaries`;
        state.failure = { document: pair.id, reason };
        continue;
      }
      const { all, types, pairs, covered } = counted.tally;
      state.rows.push({ id: pair.id, elements: view.index.count, all, types });
      pairs.set(pairKey(null, null), view.index.count - covered);
      for (const [key, n] of pairs) state.pairs.set(key, (state.pairs.get(key) ?? 0) + n);
    }
  }

  /** The levels that could be counted, and one issue per level that could not. */
  finish(report: (issue: Issue) => void): Levels {
    const out: Partial<Record<LevelKey, LevelScores>> = {};
    for (const [level, state] of this.states) {
      if (state.failure === null) {
        out[LEVEL_KEYS[level]] = buildLevelScores(state.rows, state.pairs);
        continue;
      }
      const { document, reason } = state.failure;
      report({
        severity: "warning",
        kind: "level-unavailable",
        message: `${level} level not scored: in document '${document}', ${reason}`,
        document,
      });
    }
    return out;
  }
}
