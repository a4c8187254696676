// Writes assets/sentinel.schema.json from the TypeBox schema (npm run schema); a test checks the committed file is current.

import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderJsonSchema, SCHEMA_ASSET_PATH } from "../src/engine/config/json-schema.ts";

const target = fileURLToPath(new URL(`../${SCHEMA_ASSET_PATH}`, import.meta.url));
writeFileSync(target, renderJsonSchema());
console.log(`wrote ${target}`);
