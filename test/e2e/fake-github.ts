/**
 * A local stand-in for the GitHub endpoints the action uses: issue comments (list with Link
 * pagination, create, update), pull requests, the user, and through FakeReleases and
 * FakeArtifactService the releases and the artifact service. State is plain data
 * the tests read and seed; failures are injected per method and path.
 */
import { FakeArtifactService } from "./fake-artifact-service.ts";
import { FakeHttp, type FakeRequest, type FakeResponse } from "./fake-http.ts";
import { type FakeRelease, FakeReleases } from "./fake-releases.ts";

export type { FakeRelease } from "./fake-releases.ts";

export const OWNER = "octo";
export const REPO = "corpus";
/** Who the action's token comments as (what GITHUB_TOKEN is on github.com). */
export const ACTIONS_BOT = { login: "github-actions[bot]", type: "Bot" } as const;

export interface FakeUser {
  readonly login: string;
  readonly type: "User" | "Bot";
}

export interface FakeComment {
  readonly id: number;
  readonly issue: number;
  body: string;
  readonly user: FakeUser;
  updates: number;
}

const INTEGRATION_DENIED = "Resource not accessible by integration";
const REPO_PATH = `/repos/${OWNER}/${REPO}`;

function route(method: string, path: string, handle: (r: FakeRequest) => FakeResponse) {
  return { method, path: new RegExp(`^${REPO_PATH}${path}$`), handle };
}

/** The fake GitHub: REST state, the artifact service, the request log and injectable failures. */
export class FakeGitHub {
  readonly http = new FakeHttp();
  readonly artifacts = new FakeArtifactService(this.http, REPO_PATH);
  readonly comments: FakeComment[] = [];
  readonly releaseService = new FakeReleases(this.http, REPO_PATH, () => this.readOnlyToken);
  readonly pulls = new Map<number, { headSha: string }>();
  /** A fork PR's token: reading works, writing comments and assets answers 403. */
  readOnlyToken = false;
  /**
   * Lists show no comment until this many have been created on an issue (deleted ones count: a
   * comment once listed stays listed while it exists): jobs that run at once all find none and
   * each create one, as concurrent matrix jobs with one report key do.
   */
  hideCommentsUntil = 0;
  private nextId = 1000;
  private readonly createdOn = new Map<number, number>();

  constructor() {
    this.http.add([
      { method: "GET", path: /^\/user$/, handle: () => this.denied() },
      route("GET", "/issues/(\\d+)/comments", (r) => this.listComments(r)),
      route("POST", "/issues/(\\d+)/comments", (r) => this.createComment(r)),
      route("PATCH", "/issues/comments/(\\d+)", (r) => this.updateComment(r)),
      route("DELETE", "/issues/comments/(\\d+)", (r) => this.deleteComment(r)),
      route("GET", "/pulls/(\\d+)", (r) => this.pull(r)),
      route("GET", "/actions/runs", (r) => this.listRuns(r)),
    ]);
  }

  /**
   * Workflow runs as `GET /actions/runs` lists them, newest first, filtered by `branch` and
   * `status` (a conclusion such as `success`), the first `per_page`.
   */
  readonly workflowRuns: { id: number; headSha: string; branch: string; conclusion: string }[] = [];

  private listRuns(r: FakeRequest): FakeResponse {
    const branch = r.query.get("branch");
    const status = r.query.get("status");
    const runs = [...this.workflowRuns]
      .reverse()
      .filter(
        (w) =>
          (branch === null || w.branch === branch) && (status === null || w.conclusion === status),
      )
      .slice(0, Number(r.query.get("per_page") ?? "30"));
    const workflow_runs = runs.map((w) => ({
      id: w.id,
      head_sha: w.headSha,
      head_branch: w.branch,
      status: "completed",
      conclusion: w.conclusion,
    }));
    return { status: 200, json: { total_count: workflow_runs.length, workflow_runs } };
  }

  get url(): string {
    return this.http.url;
  }

  start(): Promise<void> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /** Serves `status` with `message` to the next `times` requests matching method and path. */
  fail(method: string, path: RegExp, status: number, message: string, times = 1): void {
    this.http.failures.push({ method, path, status, message, remaining: times });
  }

  /** Serves a failure with more control: headers, a raw body, or no answer at all (`hang`). */
  inject(
    method: string,
    path: RegExp,
    failure: {
      readonly status?: number;
      readonly message?: string;
      readonly times?: number;
      readonly headers?: Readonly<Record<string, string>>;
      readonly raw?: string;
      readonly hang?: boolean;
    },
  ): void {
    this.http.failures.push({
      method,
      path,
      status: failure.status ?? 500,
      message: failure.message ?? "injected",
      remaining: failure.times ?? 1,
      ...(failure.headers === undefined ? {} : { headers: failure.headers }),
      ...(failure.raw === undefined ? {} : { raw: failure.raw }),
      ...(failure.hang === undefined ? {} : { hang: failure.hang }),
    });
  }

  /** Seeds a comment, as a person or a bot wrote it. */
  addComment(issue: number, body: string, user: FakeUser): FakeComment {
    const comment = { id: this.nextId++, issue, body, user, updates: 0 };
    this.comments.push(comment);
    this.createdOn.set(issue, (this.createdOn.get(issue) ?? 0) + 1);
    return comment;
  }

  /** Seeds a release (published unless a draft or a prerelease). */
  addRelease(tag: string, options: { prerelease?: boolean; draft?: boolean } = {}): FakeRelease {
    return this.releaseService.add(tag, options);
  }

  addAsset(release: FakeRelease, name: string, data: Buffer): void {
    this.releaseService.addAsset(release, name, data);
  }

  commentsOn(issue: number): readonly FakeComment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  private denied(): FakeResponse {
    return { status: 403, json: { message: INTEGRATION_DENIED } };
  }

  private commentJson(c: FakeComment): unknown {
    const html = `https://github.com/${OWNER}/${REPO}/pull/${c.issue}#issuecomment-${c.id}`;
    return {
      id: c.id,
      body: c.body,
      user: c.user,
      html_url: html,
      created_at: "2025-01-01T00:00:00Z",
    };
  }

  private listComments(r: FakeRequest): FakeResponse {
    const issue = Number(r.params[0]);
    const on = this.commentsOn(issue);
    const all = (this.createdOn.get(issue) ?? 0) < this.hideCommentsUntil ? [] : on;
    const perPage = Math.min(100, Number(r.query.get("per_page") ?? 30));
    const page = Number(r.query.get("page") ?? 1);
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (p: number, rel: string): string =>
      `<${this.url}${REPO_PATH}/issues/${r.params[0]}/comments?per_page=${perPage}&page=${p}>; rel="${rel}"`;
    const headers: Record<string, string> =
      page < last ? { link: `${link(page + 1, "next")}, ${link(last, "last")}` } : {};
    return { status: 200, json: slice.map((c) => this.commentJson(c)), headers };
  }

  private createComment(r: FakeRequest): FakeResponse {
    if (this.readOnlyToken) return this.denied();
    const { body } = JSON.parse(r.body.toString("utf8")) as { body: string };
    const comment = this.addComment(Number(r.params[0]), body, ACTIONS_BOT);
    return { status: 201, json: this.commentJson(comment) };
  }

  private updateComment(r: FakeRequest): FakeResponse {
    if (this.readOnlyToken) return this.denied();
    const comment = this.comments.find((c) => c.id === Number(r.params[0]));
    if (comment === undefined) return { status: 404, json: { message: "Not Found" } };
    comment.body = (JSON.parse(r.body.toString("utf8")) as { body: string }).body;
    comment.updates++;
    return { status: 200, json: this.commentJson(comment) };
  }

  private deleteComment(r: FakeRequest): FakeResponse {
    if (this.readOnlyToken) return this.denied();
    const at = this.comments.findIndex((c) => c.id === Number(r.params[0]));
    if (at === -1) return { status: 404, json: { message: "Not Found" } };
    this.comments.splice(at, 1);
    return { status: 204 };
  }

  private pull(r: FakeRequest): FakeResponse {
    const pr = this.pulls.get(Number(r.params[0]));
    if (pr === undefined) return { status: 404, json: { message: "Not Found" } };
    return {
      status: 200,
      json: { number: Number(r.params[0]), state: "open", head: { sha: pr.headSha } },
    };
  }
}
