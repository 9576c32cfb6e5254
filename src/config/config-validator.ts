import { Ajv, type ValidateFunction } from "ajv";
import schema from "../../goldgate.schema.json" with { type: "json" };
import options from "./validator-options.json" with { type: "json" };

/**
 * The options the validator of goldgate.yml is compiled with (a JSON file, which the build reads
 * too). strictRequired off: `anyOf: [{ required: [min] }, …]` names properties defined beside the
 * anyOf.
 */
const VALIDATOR_OPTIONS = options;

/**
 * The validator of goldgate.yml against goldgate.schema.json, compiled here when Goldgate runs
 * from its sources (the tests). The bundles in dist/ carry it compiled at build time instead
 * (`scripts/build.mjs` replaces this module with ajv's standalone code for the same schema and
 * options): compiling the schema cost every run with a goldgate.yml about 0.19 s of CPU.
 */
export function compileConfigValidator(): ValidateFunction {
  return new Ajv(VALIDATOR_OPTIONS).compile(schema);
}
