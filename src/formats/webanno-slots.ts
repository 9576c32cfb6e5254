import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { shortName } from "./span-layers.ts";
import { type Layer, splitUnescaped, unescapeTsv } from "./webanno-cells.ts";
import type { SpanAtToken } from "./webanno-relations.ts";

// WebAnno TSV 3's slot features (INCEpTION's "link" features: a frame's roles, an event's
// arguments). The header writes one as two columns of its span layer, `ROLE_<layer>:<feature>_
// <link type>` then the target layer (`uima.tcas.Annotation` when any layer may fill it); a span's
// cells list its links, `;` between them: the roles in the first column, the targets' token
// addresses (`2-3`, `2-3[4]` with the target's disambiguation id) in the second, in the same
// order. Each link is a relation from the span to its target, typed by its role.

/** One slot feature of a span layer: its two columns (feature indices), its name, its target. */
export interface Slot {
  readonly roleIndex: number;
  readonly targetIndex: number;
  /** The feature's short name (`Roles` of `ROLE_webanno.custom.Frame:Roles_…Link`). */
  readonly name: string;
  /** The target layer's name; `uima.tcas.Annotation` when any span may be a target. */
  readonly target: string;
}

/** Any annotation may fill a slot of this type: the target is looked up in every span layer. */
const ANY = "uima.tcas.Annotation";

/** The slot features of a span layer: each `ROLE_…` feature and the target column after it. */
export function slotsOf(layer: Layer | undefined): Slot[] {
  if (layer === undefined) return [];
  const slots: Slot[] = [];
  layer.features.forEach((feature, f) => {
    if (!feature.startsWith("ROLE_")) return;
    const role = /^ROLE_[^:]*:(.+?)_[^_]*$/.exec(feature);
    slots.push({
      roleIndex: f,
      targetIndex: f + 1,
      name: role?.[1] ?? feature.slice("ROLE_".length),
      target: layer.features[f + 1] ?? ANY,
    });
  });
  return slots;
}

/** The feature indices slot columns take: read raw (no `[N]` id taken, escapes kept). */
export function slotColumns(slots: readonly Slot[]): ReadonlySet<number> {
  return new Set(slots.flatMap((s) => [s.roleIndex, s.targetIndex]));
}

/** The span layers whose spans may fill the slots: by name, or every span layer for `ANY`. */
export function targetLayersOf(
  slots: readonly Slot[],
  layers: readonly Layer[],
  at: Location,
): Layer[] {
  const spanLayers = layers.filter((l) => l.kind === "SP");
  const wanted = new Set<Layer>();
  for (const slot of slots) {
    if (slot.target === ANY) {
      for (const l of spanLayers) wanted.add(l);
      continue;
    }
    const layer = spanLayers.find((l) => l.name === slot.target);
    if (layer === undefined)
      throw new DataError(
        at,
        `slot feature '${slot.name}' names its target layer '${slot.target}', which the header does not declare; expected a #T_SP= line for it`,
      );
    wanted.add(layer);
  }
  return [...wanted];
}

/** A span of the scored layer with its slot cells as read (raw), and where it was read. */
export interface SlotSpan<S> {
  readonly span: S;
  readonly values: readonly string[];
  readonly line: number;
}

/** Where a target is looked up: each target layer's spans by token address, and their annotations. */
export interface SlotTargets<S> {
  readonly onToken: ReadonlyMap<Layer, ReadonlyMap<string, readonly SpanAtToken<S>[]>>;
  readonly annotationOf: (layer: Layer, span: S) => Annotation | undefined;
}

/**
 * The relations the slots of the scored layer's spans make: from the span to each link's target,
 * typed by the link's role (the feature's name when the role is empty). A link whose target names
 * no span, or a token of several with no id to choose, stops the run at the span's line; so do
 * role and target cells of different lengths. A span over several tokens repeats its links on
 * each: they are one relation each.
 */
export function slotRelations<S>(
  spans: readonly SlotSpan<S>[],
  slots: readonly Slot[],
  layers: readonly Layer[],
  targets: SlotTargets<S>,
  headOf: (span: S) => Annotation | undefined,
  file: string,
): Relation[] {
  const out: Relation[] = [];
  const tails = new Map<Annotation, number>();
  for (const { span, values, line } of spans) {
    const head = headOf(span);
    if (head === undefined) continue;
    const at = { file, line };
    // A link written twice on one span is one relation.
    const seen = new Set<string>();
    for (const slot of slots) {
      const roles = linksOf(values[slot.roleIndex] ?? "");
      const addresses = linksOf(values[slot.targetIndex] ?? "");
      if (roles.length !== addresses.length)
        throw new DataError(
          at,
          `slot feature '${slot.name}': ${roles.length} role(s) and ${addresses.length} target(s); expected one target a role, ';' between links`,
        );
      roles.forEach((role, k) => {
        const tail = targetOf(addresses[k] ?? "", slot, layers, targets, at);
        const type = role === "" ? slot.name : role;
        if (!tails.has(tail)) tails.set(tail, tails.size);
        const key = `${tails.get(tail)} ${type}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ type, head, tail, line });
      });
    }
  }
  return out;
}

/** A slot cell's links: `;` between them; `*` and `_` (no link) none. */
function linksOf(cell: string): string[] {
  if (cell === "" || cell === "*" || cell === "_") return [];
  return splitUnescaped(cell, ";").map((link) => (link === "*" ? "" : unescapeTsv(link)));
}

/** The annotation a link's target address names (`2-3`, or `2-3[4]` with its id). */
function targetOf<S>(
  address: string,
  slot: Slot,
  layers: readonly Layer[],
  targets: SlotTargets<S>,
  at: Location,
): Annotation {
  const parsed = /^(\d+-\d+(?:\.\d+)?)(?:\[(\d+)\])?$/.exec(address);
  if (parsed === null)
    throw new DataError(
      at,
      `slot feature '${slot.name}': expected a target's token address (sentence-token, e.g. 2-3 or 2-3[4]), got '${address}'`,
    );
  const [, token = "", id] = parsed;
  const candidates = layers.filter(
    (l) => l.kind === "SP" && (slot.target === ANY || l.name === slot.target),
  );
  const found = candidates.flatMap((layer) =>
    (targets.onToken.get(layer)?.get(token) ?? [])
      .filter((s) => (id === undefined ? true : s.id === id))
      .map((s) => ({ layer, span: s.span })),
  );
  const one = found.length === 1 ? found[0] : undefined;
  const annotation = one === undefined ? undefined : targets.annotationOf(one.layer, one.span);
  if (annotation !== undefined) return annotation;
  const what = slot.target === ANY ? "span" : `${shortName(slot.target)} span`;
  throw new DataError(
    at,
    found.length === 0
      ? `slot feature '${slot.name}': no ${what}${id === undefined ? "" : ` [${id}]`} at token ${token}; expected the link's target there`
      : `slot feature '${slot.name}': ${found.length} ${what}s at token ${token}; expected exactly one, or its disambiguation id (${token}[N])`,
  );
}
