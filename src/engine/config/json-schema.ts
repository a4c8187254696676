// Renders the TypeBox schema of sentinel.json as the JSON Schema document committed in assets/sentinel.schema.json.

import { SentinelFileSchema } from "./schema.ts";

export const SCHEMA_ASSET_PATH = "assets/sentinel.schema.json";

/** The JSON Schema document (draft 2020-12) for editors; `"$schema"` in a sentinel.json may point at it. */
export function buildJsonSchema(): Record<string, unknown> {
  // JSON round trip: TypeBox's own markers are non-enumerable symbols/keys and drop out
  const body = JSON.parse(JSON.stringify(SentinelFileSchema)) as Record<string, unknown>;
  return { $schema: "https://json-schema.org/draft/2020-12/schema", ...body };
}

export function renderJsonSchema(): string {
  return `${JSON.stringify(buildJsonSchema(), null, 2)}\n`;
}
