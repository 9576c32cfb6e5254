import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { shortName } from "./span-layers.ts";
import { type Layer, stackedSpans } from "./webanno-cells.ts";

// WebAnno TSV 3's relation layers (`#T_RL=LAYER|features…|BT_BASE`): a relation is written on its
// dependent's token line, its feature values in the layer's columns and, in the last, the
// governor's token address (`1-3`), with `[governor_dependent]` disambiguation ids when either
// end is not the only span of the base layer on its token (`1-1[1_0]`: governor span 1, the
// dependent alone on its token). `webanno-tsv.ts` reads the spans; this reads the links.

/** A span of the scored layer on one token line: its `[N]` id (none for a lone one-token span). */
export interface SpanAtToken<S> {
  readonly id: string | undefined;
  readonly span: S;
}

/** One relation as its token line gives it, before its ends are looked up. */
export interface RawRelation {
  readonly layer: Layer;
  /** The dependent's token address (`sentence-token`) and the governor's. */
  readonly dependent: string;
  readonly governor: string;
  /** Disambiguation ids; "0" when that end is the only span of the base layer on its token. */
  readonly governorId: string;
  readonly dependentId: string;
  readonly values: readonly string[];
  readonly line: number;
}

/** The relation layers whose base type is the scored span layer. */
export function relationLayersOf(layers: readonly Layer[], scored: Layer | undefined): Layer[] {
  if (scored === undefined) return [];
  return layers.filter((l) => l.kind === "RL" && l.features.at(-1) === `BT_${scored.name}`);
}

/** The relations stacked on one token line of a relation layer. */
export function stackedRelations(
  cells: readonly string[],
  layer: Layer,
  address: string,
  at: Location & { readonly line: number },
): RawRelation[] {
  return stackedSpans(cells, layer, at).map(({ id, values }) => {
    const governor = values.at(-1) ?? "";
    if (!/^\d+-\d+(\.\d+)?$/.test(governor))
      throw new DataError(
        at,
        `${layer.name}: expected the governor's token address (sentence-token, e.g. 1-3) in its last column, got '${governor}'`,
      );
    const [governorId = "0", dependentId = "0"] = (id ?? "0_0").split("_");
    return {
      layer,
      dependent: address,
      governor,
      governorId,
      dependentId: id?.includes("_") === true ? dependentId : "0",
      values: values.slice(0, -1),
      line: at.line,
    };
  });
}

/**
 * The relations between scored spans, directed from governor to dependent, typed by the layer's
 * `value` feature, else its first (the layer's short name when empty). A relation written on each
 * token of a multi-token dependent is one relation. An end that names no span of the scored layer,
 * or a token holding several with no id to choose, stops the run at the relation's line.
 */
export function resolveRelations<S>(
  raw: readonly RawRelation[],
  onToken: ReadonlyMap<string, readonly SpanAtToken<S>[]>,
  annotationOf: (span: S) => Annotation | undefined,
  file: string,
): Relation[] {
  const out: Relation[] = [];
  const seen = new Set<string>();
  const spanIds = new Map<S, number>();
  const idOf = (span: S): number => {
    const known = spanIds.get(span);
    if (known !== undefined) return known;
    spanIds.set(span, spanIds.size);
    return spanIds.size - 1;
  };
  for (const r of raw) {
    const at = { file, line: r.line };
    const governor = endAt(onToken, r.governor, r.governorId, "governor", at);
    const dependent = endAt(onToken, r.dependent, r.dependentId, "dependent", at);
    const index = Math.max(r.layer.features.indexOf("value"), 0);
    const value = r.values[index] ?? "";
    const type = value === "" ? shortName(r.layer.name) : value;
    const key = JSON.stringify([idOf(governor), idOf(dependent), r.layer.name, r.values]);
    const head = annotationOf(governor);
    const tail = annotationOf(dependent);
    if (seen.has(key) || head === undefined || tail === undefined) continue;
    seen.add(key);
    out.push({ type, head, tail, line: r.line });
  }
  return out;
}

function endAt<S>(
  onToken: ReadonlyMap<string, readonly SpanAtToken<S>[]>,
  address: string,
  id: string,
  end: "governor" | "dependent",
  at: Location,
): S {
  const spans = onToken.get(address) ?? [];
  const found =
    id === "0" ? (spans.length === 1 ? spans[0] : undefined) : spans.find((s) => s.id === id);
  if (found !== undefined) return found.span;
  throw new DataError(
    at,
    id === "0"
      ? `a relation's ${end} at token ${address}: ${spans.length} spans of the scored layer there; expected exactly one, or a disambiguation id ([governor_dependent])`
      : `a relation's ${end} at token ${address}: no span [${id}] of the scored layer there`,
  );
}
