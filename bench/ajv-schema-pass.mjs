// The schema pass alone, with the ajv library: compile bfgdata's schemas
// once, then check each file given against the schema its "$schema" names.
// bench/compare.sh runs it beside `bfgdata validate` on the same files.
// Prints each invalid file's errors and exits 1 if any.
import { readFileSync, readdirSync } from "node:fs";
import { basename, join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const schemaDir = join(dirname(fileURLToPath(import.meta.url)), "..", "schema");
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
for (const name of readdirSync(schemaDir).filter((n) => n.endsWith(".schema.json"))) {
  const s = JSON.parse(readFileSync(join(schemaDir, name), "utf8"));
  ajv.addSchema(s, name);
}
let bad = 0;
for (const file of process.argv.slice(2)) {
  const doc = JSON.parse(readFileSync(file, "utf8"));
  const validate = ajv.getSchema(basename(doc.$schema ?? ""));
  if (!validate) {
    console.log(`${file}: no schema for ${doc.$schema}`);
    bad++;
    continue;
  }
  if (!validate(doc)) {
    bad++;
    console.log(`${file}: ${validate.errors.length} errors, first: ${JSON.stringify(validate.errors[0])}`);
  }
}
process.exit(bad ? 1 : 0);
