import type { Issue } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import type { IssueSink } from "./reader.ts";
import { type TagIssue, taggingFixText } from "./tags.ts";

/** Where a side's tags are read: its name and file, and the line of a token of the sentence. */
export interface TagSide {
  readonly name: "gold" | "system";
  readonly file: string;
  lineOf(index: number): number;
}

/**
 * Non-fatal tag issues, reported once per side, kind and tag when the file is read: where it first
 * occurred and, when more than once, how many times and how many tags were read as O or dropped
 * in all (one line each, so a report lists every bad tag once). `counted` (a shard reading its
 * share): the count is written even when 1, so `goldgate merge` can add the shards' counts up
 * (`regroupTagIssues`).
 */
export class TagIssues {
  private readonly seen = new Map<string, { count: number; tags: number; first: Issue }>();
  constructor(
    private readonly report: IssueSink,
    private readonly counted = false,
    private readonly flagged?: (document: string) => void,
    /** The tagging is a profile's, not the user's (`--compat seqeval-strict` reads IOB2). */
    private readonly forced = false,
  ) {}

  /** Notes a tag issue; stops (exit 2) at a tag whose reading would make the scores wrong. */
  add(side: TagSide, issue: TagIssue, document: string): void {
    const refused = refusal(side.name, issue, this.forced);
    if (refused !== null)
      throw new DataError({ file: side.file, line: side.lineOf(issue.index) }, refused);
    this.flagged?.(document);
    const key = `${side.name} ${issue.kind} ${issue.kind === "unknown-tag-prefix" ? issue.tag : ""}`;
    const entry = this.seen.get(key);
    if (entry !== undefined) {
      entry.count++;
      entry.tags += issue.tags;
      return;
    }
    const first: Issue = {
      severity: "warning",
      kind: issue.kind,
      message: `${side.name} ${issue.message}`,
      file: side.file,
      line: side.lineOf(issue.index),
      document,
    };
    this.seen.set(key, { count: 1, tags: issue.tags, first });
  }

  flush(): void {
    for (const { count, tags, first } of this.seen.values()) {
      const counted = count > 1 || this.counted;
      this.report(
        counted ? { ...first, message: `${first.message} ${timesInAll(count, tags)}` } : first,
      );
    }
    this.seen.clear();
  }
}

/**
 * Why a tag stops the read, or null when it is a warning. Another scheme's tag, on either side,
 * means the scheme is wrong: read as O, `S-PER` under IOB2 loses its one-token chunk and `E-PER`
 * cuts its chunk short, so every figure would measure something other than the tags say. A gold
 * tag no scheme defines (`PER`, `.`) would lose a gold chunk. A system tag no scheme defines
 * stays a warning and is read as O: a system that wrote no valid tag there found nothing.
 */
function refusal(side: "gold" | "system", issue: TagIssue, forced: boolean): string | null {
  if (issue.kind !== "unknown-tag-prefix" || issue.scheme === null) return null;
  if (issue.scheme === "none") {
    if (side === "system") return null;
    return `gold ${issue.found}, nor does any other scheme: the gold chunk it belongs to would be lost and the scores wrong. Fix the gold tag, or set --tagging (tagging in goldgate.yml) to the scheme the gold file is written in.`;
  }
  const fix = forced
    ? `--compat seqeval-strict reads IOB2 only (seqeval's mode='strict' with scheme IOB2, which refuses these tags too); to read them strictly as seqeval does, drop --compat and pass --strict-tags with ${taggingFixText(issue.scheme)}`
    : taggingFixText(issue.scheme);
  return `${side} ${issue.found}: a tag of another scheme, so the chunks around it would be misread and the scores wrong. Fix: ${fix}.`;
}

function timesInAll(count: number, tags: number): string {
  return `${count} times in all (${tags} tag${tags === 1 ? "" : "s"}; the first here)`;
}

const TIMES_IN_ALL = /^(.*) (\d+) times in all \((\d+) tags?; the first here\)$/s;

/** Tag issues of one side and kind (and tag: unknown prefixes) are one line in a report. */
function groupOf(issue: Issue, stem: string): string {
  const side = stem.slice(0, stem.indexOf(" "));
  const tag = issue.kind === "unknown-tag-prefix" ? stem : "";
  return `${issue.file ?? ""}\n${side}\n${issue.kind}\n${tag}`;
}

/**
 * The tag issues of shards that read their own documents only (`counted`), as one whole read
 * would report them: per group, the earliest occurrence, with the counts added up.
 */
export function regroupTagIssues(issues: readonly Issue[]): Issue[] {
  const groups = new Map<string, { count: number; tags: number; first: Issue; stem: string }>();
  const rest: Issue[] = [];
  for (const issue of issues) {
    const match = TAG_KINDS.has(issue.kind) ? TIMES_IN_ALL.exec(issue.message) : null;
    if (match === null) {
      rest.push(issue);
      continue;
    }
    const [, stem = "", count = "0", tags = "0"] = match;
    const key = groupOf(issue, stem);
    const group = groups.get(key);
    const sum = { count: Number(count), tags: Number(tags) };
    if (group === undefined) groups.set(key, { ...sum, first: issue, stem });
    else {
      group.count += sum.count;
      group.tags += sum.tags;
      if ((issue.line ?? 0) < (group.first.line ?? 0)) Object.assign(group, { first: issue, stem });
    }
  }
  const regrouped = [...groups.values()].map(({ count, tags, first, stem }) => ({
    ...first,
    message: count > 1 ? `${stem} ${timesInAll(count, tags)}` : stem,
  }));
  return [...rest, ...regrouped];
}

const TAG_KINDS: ReadonlySet<string> = new Set(["unknown-tag-prefix", "ill-formed-chunk"]);
