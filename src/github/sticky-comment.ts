import type { GitHubClient, RetryRuntime } from "./github-client.ts";
import { describeFailure, failedCallOf, isRequestFailure } from "./request-failure.ts";
import { decideRetry } from "./retry-policy.ts";

/** GitHub refuses issue comments longer than this many characters (UTF-16 code units). */
export const COMMENT_LIMIT = 65_536;

/** Report keys: letters, digits, `.`, `_`, `-`; empty is the default report. */
export const REPORT_KEY_PATTERN = /^[A-Za-z0-9._-]{0,64}$/;

/** The hidden first line that marks a report's comment; quoted so key `a` never matches `ab`. */
export function stickyMarker(key: string): string {
  return `<!-- goldgate:report key="${key}" -->`;
}

/** Whose comments may be ours: a known login (a personal token), or any bot (an app token). */
export type CommentAuthor =
  | { readonly kind: "login"; readonly login: string }
  | { readonly kind: "bot" };

/** Where the sticky comment lives: a pull request (issue) and the report key. */
export interface StickyTarget {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  readonly key: string;
}

/** What the upsert did; `url` is the comment's page. */
export interface StickyOutcome {
  readonly action: "created" | "updated" | "unchanged";
  readonly id: number;
  readonly url: string;
  /** What went wrong on the side without failing the upsert: duplicates that could not be deleted. */
  readonly warnings?: readonly string[];
}

interface ListedComment {
  readonly id: number;
  readonly body?: string | null;
  readonly html_url: string;
  readonly user: { readonly login: string; readonly type: string } | null;
}

/** Who the token is: `GET /user` answers for personal tokens; app and Actions tokens get a 403. */
export async function resolveCommentAuthor(client: GitHubClient): Promise<CommentAuthor> {
  try {
    const { data } = await client.request("GET /user");
    return { kind: "login", login: data.login };
  } catch (error) {
    const { status } = failedCallOf(error);
    if (status === 401 || status === 403 || status === 404) return { kind: "bot" };
    throw error;
  }
}

function isOwn(comment: ListedComment, author: CommentAuthor): boolean {
  if (comment.user === null) return false;
  return author.kind === "login"
    ? comment.user.login === author.login
    : comment.user.type === "Bot";
}

/**
 * The pull request's comments, a page at a time. A page that is not a JSON list (an HTML page
 * from a proxy with status 200) is a failure that says so, not a TypeError from inside Octokit.
 */
async function* commentPages(
  client: GitHubClient,
  target: StickyTarget,
): AsyncGenerator<{ readonly data: readonly ListedComment[] }> {
  const pages = client.paginate
    .iterator("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
    })
    [Symbol.asyncIterator]();
  for (;;) {
    let next: Awaited<ReturnType<typeof pages.next>>;
    try {
      next = await pages.next();
    } catch (error) {
      if (isRequestFailure(error)) throw error;
      // Octokit reads the page before we can look at it; its TypeError says nothing useful.
      throw new Error(
        "GitHub answered the comment list with something other than a JSON list of comments (an HTML page from a proxy or a captive portal?)",
      );
    }
    if (next.done === true) return;
    const data: unknown = next.value.data;
    if (!Array.isArray(data)) {
      const shown = typeof data === "string" ? `'${data.slice(0, 60)}'` : typeof data;
      throw new Error(
        `GitHub answered the comment list with ${shown}; expected a JSON list of comments`,
      );
    }
    yield next.value;
  }
}

/** The oldest comment with the marker by our author, reading 100 comments a page, oldest first. */
export async function findStickyComment(
  client: GitHubClient,
  target: StickyTarget,
  author: CommentAuthor,
): Promise<ListedComment | null> {
  const marker = stickyMarker(target.key);
  for await (const page of commentPages(client, target)) {
    const found = page.data.find((c) => isOwn(c, author) && (c.body ?? "").includes(marker));
    if (found !== undefined) return found;
  }
  return null;
}

/** Every comment with the marker by our author, oldest (lowest id) first. */
async function listStickyComments(
  client: GitHubClient,
  target: StickyTarget,
  author: CommentAuthor,
): Promise<ListedComment[]> {
  const marker = stickyMarker(target.key);
  const all: ListedComment[] = [];
  for await (const page of commentPages(client, target))
    all.push(...page.data.filter((c) => isOwn(c, author) && (c.body ?? "").includes(marker)));
  return all.sort((a, b) => a.id - b.id);
}

/** The full comment text: marker line, then the body, cut to the limit with a notice. */
export function stickyBody(key: string, body: string): string {
  const text = `${stickyMarker(key)}\n${body.trimEnd()}\n`;
  if (text.length <= COMMENT_LIMIT) return text;
  const notice =
    "\n\n_Goldgate cut this comment to GitHub's size limit; the job summary has all of it._\n";
  let end = COMMENT_LIMIT - notice.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + notice;
}

/**
 * GitHub may hand back CRLF line ends or drop the final newline; neither is a change. Nor is the
 * run whose artifacts the footer links to: an equal report means an equal report.html there.
 */
function sameText(a: string, b: string): boolean {
  const norm = (s: string): string =>
    s
      .replaceAll("\r\n", "\n")
      .replace(/\/actions\/runs\/\d+#artifacts/g, "/actions/runs/#artifacts")
      .trimEnd();
  return norm(a) === norm(b);
}

/**
 * The comment GitHub says it wrote. A 2xx whose body is not a comment (an HTML page from a proxy,
 * an empty body) is a failure: the comment's fate is unknown, and an empty URL is no success.
 */
function writtenComment(
  data: unknown,
  what: string,
): { readonly id: number; readonly url: string } {
  const r = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  if (Number.isSafeInteger(r.id) && typeof r.html_url === "string" && r.html_url !== "")
    return { id: Number(r.id), url: r.html_url };
  const shown = typeof data === "string" ? `'${data.slice(0, 60)}'` : typeof data;
  throw new Error(
    `GitHub answered the ${what} without a comment in the body (got ${shown}, expected JSON with an id and html_url)`,
  );
}

async function keepOrUpdate(
  client: GitHubClient,
  target: StickyTarget,
  existing: ListedComment,
  text: string,
): Promise<StickyOutcome> {
  if (sameText(existing.body ?? "", text))
    return { action: "unchanged", id: existing.id, url: existing.html_url };
  const { data } = await client.request(
    "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
    {
      owner: target.owner,
      repo: target.repo,
      comment_id: existing.id,
      body: text,
    },
  );
  return { action: "updated", ...writtenComment(data, "comment update") };
}

/**
 * Creates the comment. A 5xx on a POST may or may not have created it, so before each retry
 * this looks again and adopts a comment that did land, instead of posting a duplicate.
 */
async function createOnce(
  client: GitHubClient,
  target: StickyTarget,
  text: string,
  context: { readonly author: CommentAuthor; readonly retry: RetryRuntime },
): Promise<StickyOutcome> {
  const { retry } = context;
  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await client.request(
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
        {
          owner: target.owner,
          repo: target.repo,
          issue_number: target.issueNumber,
          body: text,
        },
      );
      return { action: "created", ...writtenComment(data, "new comment") };
    } catch (error) {
      const decision = decideRetry(failedCallOf(error), attempt, retry.policy, retry.now());
      if (decision.kind === "give-up") throw error;
      retry.log(
        `Creating the comment failed (${describeFailure(error)}); checking whether it landed, then retrying in ${(decision.delayMs / 1000).toFixed(1)} s.`,
      );
      await retry.sleep(decision.delayMs);
      const landed = await findStickyComment(client, target, context.author);
      if (landed !== null) return keepOrUpdate(client, target, landed, text);
    }
  }
}

/**
 * One comment per pull request and report key: found by marker and author, updated in place,
 * left alone when the text is the same (no notification, no "edited" mark).
 */
export async function upsertStickyComment(
  client: GitHubClient,
  target: StickyTarget,
  body: string,
  context: { readonly author: CommentAuthor; readonly retry: RetryRuntime },
): Promise<StickyOutcome> {
  const text = stickyBody(target.key, body);
  const existing = await findStickyComment(client, target, context.author);
  if (existing !== null) return keepOrUpdate(client, target, existing, text);
  const created = await createOnce(client, target, text, context);
  return created.action === "created"
    ? keepOldest(client, target, created, text, context)
    : created;
}

/**
 * Jobs that share a report key and run at once may each find no comment and create one. So after
 * creating, the list is read again: the oldest marked comment stays, every newer one is deleted
 * (a deletion that fails is logged, never fatal), and when ours was not the oldest our text goes
 * into the oldest. Whichever job settles last, one comment remains (docs/action.md).
 */
async function keepOldest(
  client: GitHubClient,
  target: StickyTarget,
  created: StickyOutcome,
  text: string,
  context: { readonly author: CommentAuthor; readonly retry: RetryRuntime },
): Promise<StickyOutcome> {
  const [oldest, ...newer] = await listStickyComments(client, target, context.author);
  if (oldest === undefined) return created;
  const warnings: string[] = [];
  for (const duplicate of newer) {
    try {
      await client.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
        owner: target.owner,
        repo: target.repo,
        comment_id: duplicate.id,
      });
      context.retry.log(
        `Deleted duplicate comment ${duplicate.id}; kept the oldest, ${oldest.id}.`,
      );
    } catch (error) {
      if (failedCallOf(error).status !== 404)
        warnings.push(
          `Could not delete the duplicate Goldgate comment ${duplicate.id} (${describeFailure(error)}); the oldest, ${oldest.id}, holds the report. Delete ${duplicate.id} by hand, or give the token pull-requests: write.`,
        );
    }
  }
  const kept =
    oldest.id === created.id ? created : await keepOrUpdate(client, target, oldest, text);
  return warnings.length === 0 ? kept : { ...kept, warnings };
}
