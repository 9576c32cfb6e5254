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
 * Non-fatal tag issues, reported once per side, kind and tag when the file is read: where it first
 * occurred and, when more than once, how many times and how many tags were read as O or dropped
 * in all (one line each, so a report lists every bad tag once).
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
      const all = `${count} times in all (${tags} tag${tags === 1 ? "" : "s"}; the first here)`;
      this.report(count > 1 ? { ...first, message: `${first.message} ${all}` } : first);
    }
    this.seen.clear();
  }
}
