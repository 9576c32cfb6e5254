import { DataError, type Location } from "../errors.ts";

// Choosing the span layer scored in the formats of INCEpTION and DKPro Core (WebAnno TSV, UIMA
// CAS XMI), where a document holds many layers and one of them is the spans (`--span-layer`).

/** The layer INCEpTION and DKPro Core annotate named entities in; its type feature is `value`. */
export const NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity";

/** A span layer: its full name and its features' names. */
export interface SpanLayer {
  readonly name: string;
  readonly features: readonly string[];
}

/**
 * The span layer scored and its type feature: `--span-layer LAYER|FEATURE` (LAYER by its full or
 * short name, FEATURE by default `value` when the layer has it, else its first; `LAYER|` with no
 * feature, null: typed by the layer's short name), else the named-entity layer, else the only
 * span layer; undefined when there is none. Several layers and no setting stop the run, naming
 * each choice (and, where the format reads `several` at once, all of them).
 */
export function chooseSpanLayer<L extends SpanLayer>(
  spans: readonly L[],
  setting: string | null,
  at: Location,
  several = false,
): { readonly layer: L | undefined; readonly feature: string | null | undefined } {
  const choices = spans
    .map((l) => {
      const feature = defaultFeature(l);
      return `--span-layer '${shortName(l.name)}${feature === undefined ? "" : `|${feature}`}'`;
    })
    .join(", ");
  if (setting !== null) {
    const [name = "", feature] = setting.split("|");
    const matching = spans.filter((l) => l.name === name || shortName(l.name) === name);
    const layer = matching[0];
    if (layer === undefined)
      throw new DataError(
        at,
        `no span layer '${name}' (--span-layer); expected one of: ${choices || "none declared"}`,
      );
    if (matching.length > 1)
      throw new DataError(
        at,
        `'${name}' names ${matching.length} span layers (${matching.map((l) => l.name).join(", ")}); give the full name in --span-layer`,
      );
    if (feature === "") return { layer, feature: null };
    if (feature !== undefined && !layer.features.includes(feature))
      throw new DataError(
        at,
        `the layer '${layer.name}' has no feature '${feature}' (--span-layer); expected one of: ${layer.features.join(", ") || "none"}`,
      );
    return { layer, feature: feature ?? defaultFeature(layer) };
  }
  const named = spans.find((l) => l.name === NAMED_ENTITY);
  const layer = named ?? (spans.length === 1 ? spans[0] : undefined);
  if (layer === undefined && spans.length > 1) {
    const all = spans.map((l) => shortName(l.name)).join(",");
    const or = several ? `, or several, each its layer's type: --span-layer '${all}'` : "";
    throw new DataError(at, `${spans.length} span layers; name the one scored: ${choices}${or}`);
  }
  return { layer, feature: layer === undefined ? undefined : defaultFeature(layer) };
}

/** A layer's type feature where none is named: `value`, else its first that is not a slot's column. */
export function defaultFeature(layer: SpanLayer): string | undefined {
  if (layer.features.includes("value")) return "value";
  // A WebAnno TSV slot feature takes two columns, `ROLE_…` and its target layer: links, not types.
  const { features } = layer;
  return features.find((f, i) => !f.startsWith("ROLE_") && !features[i - 1]?.startsWith("ROLE_"));
}

/** A layer's name after its package (`webanno.custom.Sentiment` → `Sentiment`). */
export function shortName(name: string): string {
  return name.slice(name.lastIndexOf(".") + 1);
}
