// The pipeline's pure decisions: how the checks of one call combine, how result changes chain (as pi chains handlers).

import { describe, expect, test } from "vitest";
import {
  applyResultChange,
  combineOutcomes,
  resultDelta,
  type CheckOutcome,
  type ResultView,
} from "../../src/engine/pipeline.ts";

const allow = (guard: string): CheckOutcome => ({ guard, decision: { kind: "allow" } });
const block = (guard: string, reason: string): CheckOutcome => ({ guard, decision: { kind: "block", reason } });

describe("combineOutcomes", () => {
  test.each([
    ["nothing ran", [], undefined],
    ["all allow", [allow("sentinels"), allow("reviewers")], undefined],
    ["one guard blocks: its reason word for word", [allow("sentinels"), block("reviewers", "R says no")], "R says no"],
    ["two reasons of one guard", [block("sentinels", "a"), block("sentinels", "b")], "a\n\nb"],
    [
      "two guards block: every reason, grouped by guard in pipeline order",
      [block("sentinels", "S says no"), allow("x"), block("reviewers", "R says no")],
      "Blocked by 2 guards:\n\n[sentinels]\nS says no\n\n[reviewers]\nR says no",
    ],
  ] as const)("%s", (_name, outcomes, reason) => {
    const r = combineOutcomes(outcomes as readonly CheckOutcome[]);
    if (reason === undefined) expect(r).toBeUndefined();
    else expect(r).toEqual({ block: true, reason });
  });
});

describe("applyResultChange / resultDelta", () => {
  const base: ResultView = { content: [{ type: "text", text: "orig" }], isError: false, structuredContent: { a: 1 } };

  test("no change: no delta", () => {
    expect(resultDelta(base, applyResultChange(base, undefined))).toBeUndefined();
    expect(resultDelta(base, applyResultChange(base, {}))).toBeUndefined();
  });

  test("new content without structured content drops the old structured content, as pi does", () => {
    const next = applyResultChange(base, { content: [{ type: "text", text: "withheld" }] });
    expect(next.structuredContent).toBeUndefined();
    expect(resultDelta(base, next)).toEqual({ content: [{ type: "text", text: "withheld" }] });
  });

  test("content kept with its structured content", () => {
    const next = applyResultChange(base, {
      content: [{ type: "text", text: "x" }],
      structuredContent: base.structuredContent,
    });
    expect(next.structuredContent).toEqual({ a: 1 });
  });

  test("changes chain: a later step sees and extends the earlier one", () => {
    const first = applyResultChange(base, { content: [{ type: "text", text: "wrapped" }] });
    const second = applyResultChange(first, {
      content: [...first.content, { type: "text", text: "note" }],
      isError: true,
    });
    expect(resultDelta(base, second)).toEqual({
      content: [
        { type: "text", text: "wrapped" },
        { type: "text", text: "note" },
      ],
      isError: true,
    });
  });
});
