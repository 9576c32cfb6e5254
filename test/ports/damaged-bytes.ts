import assert from "node:assert/strict";
import fc from "fast-check";
import { DataError } from "../../src/errors.ts";

/**
 * A seeded property: `bytes` with up to 4 bytes changed and cut (to no fewer than `shortest`
 * bytes) are read by `read`, which returns or stops with a DataError located in `file` at a
 * byte offset (`file@N: …`). Anything else thrown fails.
 */
export function damagedAnywhere(
  bytes: Uint8Array,
  file: string,
  read: (damaged: Uint8Array) => void,
  shortest = 0,
): void {
  const at = new RegExp(`^${file.replace(/\./g, "\\.")}@\\d+: `);
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.nat(bytes.length),
      (edits, cut) => {
        const copy = Buffer.from(bytes);
        for (const [k, value] of edits) copy[k] = value;
        try {
          read(copy.subarray(0, Math.max(cut, shortest)));
        } catch (e) {
          assert.ok(e instanceof DataError && at.test(e.message), String(e));
        }
      },
    ),
    { numRuns: 300, seed: 20261128 },
  );
}
