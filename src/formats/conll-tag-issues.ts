import type { Issue } from "../corpus/model.ts";
import type { IssueSink } from "./reader.ts";
import type { TagIssue } from "./tags.ts";

/** Where a side's tags are read: its name and file, and the line of a token of the sentence. */
export interface TagSide {
  readonly name: "gold" | "system";
  readonly file: string;
  lineOf(index: number): number;
}

/**
 * Non-fatal tag issues, reported once per side, kind and tag, with a total at the end: how many
 * times, and how many tags were read as O or dropped in all.
 */
export class TagIssues {
  private readonly seen = new Map<string, { count: number; tags: number; first: Issue }>();
  constructor(private readonly report: IssueSink) {}

  add(side: TagSide, issue: TagIssue, document: string): void {
    const key = `${side.name} ${issue.kind} ${issue.kind === "unknown-tag-prefix" ? issue.tag : ""}`;
    const entry = this.seen.get(key);
    if (entry !== undefined) {
      entry.count++;
      entry.tags += issue.tags;
      return;
    }
    const message = `${side.name} ${issue.message}`;
    const line = side.lineOf(issue.index);
    const first: Issue = {
      severity: "warning",
      kind: issue.kind,
      message,
      file: side.file,
      line,
      document,
    };
    this.seen.set(key, { count: 1, tags: issue.tags, first });
    this.report(first);
  }

  flush(): void {
    for (const { count, tags, first } of this.seen.values()) {
      if (count > 1)
        this.report({
          ...first,
          severity: "info",
          message: `${count} times in all (${tags} tag${tags === 1 ? "" : "s"}): ${first.message}`,
        });
    }
  }
}
