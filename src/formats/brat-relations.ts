import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError } from "../errors.ts";

/**
 * brat's links as relations (docs/families.md, "Relations"): an `R` line `R1\tType Arg1:T1
 * Arg2:T2` is a relation from Arg1 to Arg2 (in either written order); each argument `Role:X` of an `E` line `E1\tType:T1
 * Role:T2 …` is a relation typed by the role from the event's trigger T1 to X, a trailing number
 * dropped (brat writes a second Theme `Theme2`). An argument naming an event stands for its trigger.
 */

/** An R or E line as written, resolved once every line of the file is read. */
export interface LinkDraft {
  readonly kind: "R" | "E";
  readonly id: string;
  readonly body: string;
  readonly line: number;
}

type Fail = (line: number, expected: string) => never;

/** The relations of a file's R and E lines; `spans` holds its T lines by id. */
export function bratRelations(
  links: readonly LinkDraft[],
  spans: ReadonlyMap<string, Annotation>,
  file: string,
): Relation[] {
  const fail: Fail = (line, expected) => {
    throw new DataError({ file, line }, `expected ${expected}`);
  };
  const triggers = new Map<string, string>();
  for (const l of links) if (l.kind === "E") triggers.set(l.id, eventParts(l, fail).trigger);
  const resolve = (ref: string, line: number): Annotation => {
    const span = spans.get(triggers.get(ref) ?? ref);
    return span ?? fail(line, `an argument naming a T or E line of this file, got '${ref}'`);
  };
  const out: Relation[] = [];
  for (const l of links) {
    const at = { id: l.id, line: l.line };
    if (l.kind === "R") {
      const { type, arg1, arg2 } = relationParts(l, fail);
      out.push({ type, head: resolve(arg1, l.line), tail: resolve(arg2, l.line), ...at });
      continue;
    }
    const { trigger, args } = eventParts(l, fail);
    const head = resolve(trigger, l.line);
    for (const [role, ref] of args)
      out.push({ type: roleName(role), head, tail: resolve(ref, l.line), ...at });
  }
  return out;
}

/**
 * `Type Arg1:T1 Arg2:T2`: the head is the argument whose role is `Arg1` wherever it is written
 * (`Arg2:T2 Arg1:T1` is the same relation), as brat's `Arg1`/`Arg2` name the relation's ends;
 * roles named otherwise in annotation.conf (`Parent:T1 Child:T2`) say nothing Goldgate can read
 * as a direction, so their written order does (the first is the head). Two arguments with one
 * role name are refused: neither can be told the head.
 */
function relationParts(l: LinkDraft, fail: Fail) {
  const match = /^(\S+) +([^\s:]+):(\S+) +([^\s:]+):(\S+)$/.exec(l.body.trim());
  if (match === null) return fail(l.line, `'R<n>\\t<type> Arg1:<id> Arg2:<id>', got '${l.body}'`);
  const [, type = "", role1 = "", ref1 = "", role2 = "", ref2 = ""] = match;
  if (role1 === role2)
    return fail(
      l.line,
      `two different argument roles (Arg1, the head, and Arg2, the tail), got '${role1}' twice in '${l.body}'`,
    );
  const swapped = role1 === "Arg2" && role2 === "Arg1";
  return swapped ? { type, arg1: ref2, arg2: ref1 } : { type, arg1: ref1, arg2: ref2 };
}

/** `Type:T1 Role:X …`: the trigger and the role arguments. */
function eventParts(l: LinkDraft, fail: Fail) {
  const [first = "", ...rest] = l.body.trim().split(/ +/);
  const pair = (s: string): [string, string] | null => {
    const k = s.lastIndexOf(":");
    return k <= 0 || k === s.length - 1 ? null : [s.slice(0, k), s.slice(k + 1)];
  };
  const trigger = pair(first);
  const args = rest.map(pair);
  if (trigger === null || args.some((a) => a === null))
    return fail(l.line, `'E<n>\\t<type>:<trigger id>[ <role>:<id>…]', got '${l.body}'`);
  return { trigger: trigger[1], args: args.filter((a) => a !== null) };
}

/** A role without brat's repeat number: `Theme2` → `Theme`. */
function roleName(role: string): string {
  const bare = role.replace(/\d+$/, "");
  return bare === "" ? role : bare;
}
