import assert from "node:assert/strict";
import { test } from "node:test";
import {
  describeFailure,
  failedCallOf,
  isIntegrationDenied,
} from "../../src/github/request-failure.ts";

test("failures: status and headers from Octokit's error; a failed fetch has no status", () => {
  const http = Object.assign(new Error("Server Error"), {
    status: 502,
    response: { headers: { "Retry-After": 3 } },
    request: { headers: { authorization: "token [REDACTED]" } },
  });
  assert.deepEqual(failedCallOf(http), {
    status: 502,
    headers: { "retry-after": "3" },
    message: "Server Error",
  });
  const lost = Object.assign(new Error("fetch failed"), { status: 500 });
  assert.equal(failedCallOf(lost).status, null);
  assert.equal(failedCallOf("text").status, null);
  const denied = Object.assign(
    new Error("Resource not accessible by integration - https://docs.github.com/rest"),
    {
      status: 403,
      response: { headers: {} },
    },
  );
  assert.ok(isIntegrationDenied(denied));
  assert.ok(
    !isIntegrationDenied(Object.assign(new Error("Not Found"), { status: 404, response: {} })),
  );
});

test("an error without a message (the artifact storage's RestError) says its status, code and answer", () => {
  class RestError extends Error {
    override name = "RestError";
  }
  const storage = Object.assign(new RestError(""), {
    statusCode: 500,
    code: "InternalError",
    response: { status: 500, bodyAsText: "<Error>\n  <Message>Server busy</Message>\n</Error>" },
    request: { headers: { authorization: "Bearer secret" } },
  });
  assert.equal(
    describeFailure(storage),
    "RestError without a message: HTTP 500, code InternalError, the service answered '<Error> <Message>Server busy</Message> </Error>'",
  );
  assert.equal(
    describeFailure(new RestError("")),
    "RestError without a message or a status (the service gave no reason)",
  );
});
