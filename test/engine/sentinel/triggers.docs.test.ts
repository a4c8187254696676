// docs/sentinels.md: every rule in its ```json examples also passes the sentinel engine's own checks (templates, core: names).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { checkRules } from "../../../src/engine/sentinel/triggers.ts";
import type { SentinelRule } from "../../../src/state/config-model.ts";

const doc = readFileSync(fileURLToPath(new URL("../../../docs/sentinels.md", import.meta.url)), "utf8");
const blocks = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map(
  (m) => JSON.parse(m[1]) as { rules?: SentinelRule[] },
);

it("has examples, and every example rule is valid for the engine", () => {
  const rules = blocks.flatMap((b) => b.rules ?? []);
  expect(rules.length).toBeGreaterThanOrEqual(6);
  const { diagnostics } = checkRules(rules.map((rule) => ({ rule, source: { scope: "project" as const } })));
  expect(diagnostics).toEqual([]);
});
