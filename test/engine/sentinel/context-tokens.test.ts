// Unit tests of the context_tokens tracker: once per crossed multiple, increment scope, restart after compaction.

import { expect, it } from "vitest";
import { ContextTokensTracker } from "../../../src/engine/sentinel/context-tokens.ts";

it("fires once per crossed multiple with the increment since the last firing", () => {
  const t = new ContextTokensTracker();
  expect(t.update("r", 500, 1000, 2)).toBeUndefined();
  expect(t.update("r", 1200, 1000, 4)).toEqual({ level: 1, since: 0 });
  expect(t.update("r", 1900, 1000, 6)).toBeUndefined();
  expect(t.update("r", 3500, 1000, 9)).toEqual({ level: 3, since: 4 });
  expect(t.update("r", 3600, 1000, 10)).toBeUndefined();
  expect(t.update("other", 3600, 1000, 10)).toEqual({ level: 3, since: 0 });
});

it("restarts from the compaction: the next reading is the baseline", () => {
  const t = new ContextTokensTracker();
  t.update("r", 2500, 1000, 10);
  t.compacted();
  expect(t.update("r", 1500, 1000, 3)).toBeUndefined();
  expect(t.update("r", 1800, 1000, 5)).toBeUndefined();
  expect(t.update("r", 2100, 1000, 7)).toEqual({ level: 2, since: 0 });
});
