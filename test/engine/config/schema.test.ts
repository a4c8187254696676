// The schema: the committed JSON schema file is current, and the validator never throws on arbitrary JSON (property test).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderJsonSchema, SCHEMA_ASSET_PATH } from "../../../src/engine/config/json-schema.ts";
import { validateConfigFile, validateReviewer, validateRule } from "../../../src/engine/config/validate.ts";
import { TOP_LEVEL_KEYS } from "../../../src/engine/config/schema.ts";

const where = { scope: "global" as const, file: "/g/sentinel.json" };

describe("assets/sentinel.schema.json", () => {
  it("equals the schema generated from the TypeBox source (run `npm run schema` after changing it)", () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../../${SCHEMA_ASSET_PATH}`, import.meta.url)), "utf8");
    expect(committed).toBe(renderJsonSchema());
  });

  it("describes every top-level key and forbids unknown ones", () => {
    const schema = JSON.parse(renderJsonSchema()) as {
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(Object.keys(schema.properties).sort()).toEqual([...TOP_LEVEL_KEYS].sort());
    expect(schema.additionalProperties).toBe(false);
  });
});

/** JSON values biased towards sentinel.json shapes, so the property test reaches the deep paths. */
const configish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue({ maxDepth: 2 }),
    tie("rule"),
    fc.dictionary(fc.constantFrom(...TOP_LEVEL_KEYS, "rule", "x"), tie("value"), { maxKeys: 4 }),
    fc.array(tie("value"), { maxLength: 3 }),
  ),
  rule: fc.record(
    {
      name: fc.oneof(fc.string(), fc.integer()),
      trigger: fc.record(
        {
          type: fc.constantFrom("tool_call", "turn_end", "event", "context_tokens", "bogus"),
          event: fc.constantFrom("core:tool_call", "core:x", "ch"),
          threshold: fc.integer(),
        },
        { requiredKeys: [] },
      ),
      mode: fc.constantFrom("blocking", "background", 1),
      prompt: fc.string(),
      tools: fc.array(fc.constantFrom("read", "rm", 3)),
      window: fc.oneof(fc.record({ messages: fc.integer() }), fc.record({ full: fc.boolean() }), fc.jsonValue()),
      reviewers: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
}));

describe("validateConfigFile never throws", () => {
  it("on arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const r = validateConfigFile(json, where);
        expect(Array.isArray(r.diagnostics)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("on config-shaped JSON, and whatever it keeps re-validates cleanly", () => {
    fc.assert(
      fc.property(configish.value, (json) => {
        const r = validateConfigFile(json, where);
        const again = validateConfigFile(r.config, where);
        expect(again.diagnostics.filter((d) => d.path !== "/injectionDefense/warnThreshold")).toEqual([]);
        for (const d of r.diagnostics) expect(d.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("validateRule and validateReviewer never throw either", () => {
    fc.assert(
      fc.property(fc.oneof(configish.rule, fc.jsonValue()), (v) => {
        validateRule(v, where);
        validateReviewer(v, where);
      }),
      { numRuns: 300 },
    );
  });
});
