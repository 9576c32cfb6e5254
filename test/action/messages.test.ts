/** The one-line messages: publishing warnings with their fix, and the step's failure reason. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { describePublishFailure } from "../../src/action/publish-failure.ts";
import { describeActionError } from "../../src/action/run-action.ts";
import { UserError } from "../../src/errors.ts";

/** What Octokit throws: an Error with the status and the response. */
function denied(): unknown {
  const error = new Error("Resource not accessible by integration");
  return Object.assign(error, { status: 403, response: { headers: {} } });
}

test("a 403 'not accessible by integration' names the permission, or the fork setup", () => {
  assert.equal(
    describePublishFailure("release-asset", denied(), { fork: false }),
    "Goldgate could not upload goldgate-scores.json to the release (HTTP 403: Resource not accessible by integration). The token may not do this. Give the job 'permissions: contents: write'. The verdict is unchanged.",
  );
  assert.match(
    describePublishFailure("comment", denied(), { fork: false }),
    /Give the job 'permissions: pull-requests: write'\./,
  );
  assert.match(
    describePublishFailure("comment", denied(), { fork: true }),
    /read-only token: post the comment from a workflow_run job with 'mode: comment'/,
  );
  assert.equal(
    describePublishFailure("artifact", new Error("socket hang up"), { fork: false }),
    "Goldgate could not upload the artifact (socket hang up). The verdict is unchanged.",
  );
});

test("the step's reason: the user's error, GitHub's, or a bug", () => {
  assert.equal(describeActionError(new UserError("bad input")), "Goldgate: bad input");
  const down = Object.assign(new Error("Service Unavailable"), {
    status: 503,
    response: { headers: {} },
  });
  assert.equal(
    describeActionError(down),
    "Goldgate could not reach the GitHub API after retrying (HTTP 503: Service Unavailable). Re-run the job.",
  );
  assert.match(
    describeActionError(new TypeError("x is undefined")),
    /^Goldgate internal error: x is undefined\. This is a bug in Goldgate /,
  );
});
