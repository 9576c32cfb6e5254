import type { Shard } from "../corpus/shard.ts";
import type { RunArtifactQuery, UploadedArtifact } from "../github/artifacts.ts";
import type { GitHubClient, RetryRuntime } from "../github/github-client.ts";
import type { FigureUnit } from "../number-format.ts";
import type { BaseBranchPort } from "../ports/base-branch.ts";
import type { FooterLink } from "../report/markdown-summary.ts";
import type { RunResult } from "../report/run-result.ts";
import type { ActionIo } from "./action-io.ts";
import type { ActionSettings, ApiSettings } from "./inputs.ts";

/** What `goldgate run` needs from the action: where, the inputs, the waiver, the API. */
export interface CheckRequest {
  readonly workspace: string;
  readonly settings: ActionSettings;
  /** Why failures are waived (`label 'goldgate-waive'`), or null. */
  readonly waived: string | null;
  readonly github: GitHubClient;
  readonly owner: string;
  readonly repo: string;
  /** Footer links of the comment (the run's artifacts, where report.html is). */
  readonly links: readonly FooterLink[];
  /** `mode: merge`: the shards whose merge is the current scores (not scored here). */
  readonly shards?: readonly ShardInput[];
  /** The base branch's archived scores (`baseline.source: base-branch`). */
  readonly baseBranch?: BaseBranchPort;
}

/** A run's result with its renderings: comment body, log table, CSVs (file name → text). */
export interface CheckOutcome {
  readonly run: RunResult;
  readonly markdown: string;
  /** The self-contained HTML report (report.html in the artifact). */
  readonly html: string;
  readonly terminal: string;
  readonly csv: Readonly<Record<string, string>>;
}

/** What `goldgate record` needs: where, the inputs, and the release's tag and commit. */
export interface RecordRequest {
  readonly workspace: string;
  readonly settings: ActionSettings;
  readonly tag: string | null;
  readonly commit: string;
}

/**
 * The recorded baseline document, its headline figure (a fraction; null when undefined) with the
 * label its family gives it (`Overall strict F1`, `Macro F1`…), and its tag.
 */
export interface RecordOutcome {
  readonly baselineJson: string;
  /** The release asset name: per report key (`scoresAssetName`), as `release-asset` reads it. */
  readonly assetName: string;
  readonly f1: number | null;
  readonly label: string;
  /** What the headline figure is (a coefficient for α and κ); a rate when absent. */
  readonly unit?: FigureUnit;
  readonly tag: string | null;
}

/** What `mode: shard` needs: where, the inputs (with `shard`). */
export interface ShardRequest {
  readonly workspace: string;
  readonly settings: ActionSettings;
  readonly shard: Shard;
}

/** A shard's scores (with its `shard` section) and alignment details, as JSON. */
export interface ShardOutcome {
  readonly scoresJson: string;
  /** Alignment rows of the shard's documents (span corpora), or null. */
  readonly detailsJson: string | null;
}

/** One shard's files as `mode: merge` downloaded them (`origin` names the artifact). */
export interface ShardInput {
  readonly origin: string;
  readonly scores: string;
  readonly details: string | null;
}

/** The scoring side of the action: the same orchestrators as `goldgate run` and `record`. */
export interface ActionPipeline {
  /** score → compare → gate; with `shards`, their merge is the current scores (docs/sharding.md). */
  readonly check: (request: CheckRequest) => Promise<CheckOutcome>;
  readonly record: (request: RecordRequest) => Promise<RecordOutcome>;
  readonly shard: (request: ShardRequest) => Promise<ShardOutcome>;
}

/** The artifact service, as the action uses it. */
export interface ArtifactPort {
  readonly upload: (
    name: string,
    files: readonly string[],
    rootDirectory: string,
    retentionDays: number | null,
  ) => Promise<UploadedArtifact>;
  readonly download: (query: RunArtifactQuery, directory: string) => Promise<string>;
  /** This run's artifacts (the latest of each name), and one of them unzipped into a folder. */
  readonly listOwn: () => Promise<readonly UploadedArtifact[]>;
  readonly downloadOwn: (id: number, directory: string) => Promise<string>;
}

/** Everything `runAction` touches outside itself; src/index.ts passes the real runner. */
export interface ActionDeps {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly io: ActionIo;
  readonly readText: (path: string) => string;
  readonly retry: RetryRuntime;
  readonly github: (token: string, baseUrl: string, api: ApiSettings) => GitHubClient;
  readonly artifacts: ArtifactPort;
  readonly pipeline: ActionPipeline;
}
