import assert from "node:assert/strict";
import { test } from "node:test";
import { inertLogText } from "../../src/action/log-commands.ts";
import { redactData, redactorOf, secretsOf } from "../../src/action/redact.ts";

const TOKEN = "ghs_abcdefghijklmnop_0123";

test("secrets: every *_TOKEN value of 8 characters or more, in its raw and escaped forms", () => {
  const secrets = secretsOf({
    GITHUB_TOKEN: TOKEN,
    "INPUT_GITHUB-TOKEN": TOKEN,
    ACTIONS_RUNTIME_TOKEN: 'eyJ.a-b_c.sig"x',
    MY_TOKEN: "true",
    TOKENIZER: "not-a-secret-value",
    PATH: "/usr/bin:/bin",
  });
  assert.ok(secrets.includes(TOKEN));
  assert.ok(secrets.includes("ghs\\_abcdefghijklmnop\\_0123"), "markdown-escaped");
  assert.ok(secrets.includes('eyJ.a-b_c.sig\\"x'), "JSON-escaped");
  assert.ok(!secrets.includes("true") && !secrets.includes("not-a-secret-value"));
  const redact = redactorOf(secrets);
  assert.equal(redact(`Authorization: token ${TOKEN}.`), "Authorization: token ***.");
  assert.equal(redactorOf([])("x"), "x");
});

test("redactData: strings and keys of plain data, numbers kept", () => {
  const redact = redactorOf(secretsOf({ GITHUB_TOKEN: TOKEN }));
  const out = redactData(
    { types: { [`B-${TOKEN}`]: { f1: 0.5 } }, notes: [`a ${TOKEN}`], n: 3 },
    redact,
  );
  assert.deepEqual(out, { types: { "B-***": { f1: 0.5 } }, notes: ["a ***"], n: 3 });
});

test("log text: workflow commands in data are wrapped in stop-commands, controls removed", () => {
  assert.equal(inertLogText("plain line"), "plain line");
  assert.equal(
    inertLogText("PER  1\n::error::Injected  2\u202E", () => "t1"),
    "::stop-commands::goldgate-t1\nPER  1\n::error::Injected  2\n::goldgate-t1::",
  );
  assert.match(
    inertLogText("x ##[add-mask]y", () => "t2"),
    /^::stop-commands::goldgate-t2\n/,
  );
});
