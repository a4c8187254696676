// The review card view: the compact header, the expanded findings, and width safety (narrow, CJK, emoji, escapes).

import { visibleWidth } from "@earendil-works/pi-tui";
import { describe, expect, it } from "vitest";
import { identityPaint } from "../../src/ui/paint.ts";
import { renderReviewCard, type ReviewCardData } from "../../src/ui/review-card.ts";

const card: ReviewCardData = {
  trigger: "after",
  tool: "edit",
  target: "edit src/x.ts",
  status: "rejected",
  durationMs: 1400,
  outcome: "annotated",
  reviewers: [
    {
      name: "style",
      model: "faux-audit/auditor",
      status: "rejected",
      durationMs: 1200,
      ruleGroups: ["ts-style"],
      conclusion: "A console.log was added.",
      findings: [{ rule: "no-console", line: 12, message: "console.log left in" }],
    },
    {
      name: "docs",
      model: "p/m",
      status: "failed",
      durationMs: 300,
      ruleGroups: ["docs"],
      findings: [],
      error: "model error: overloaded",
    },
  ],
};

describe("renderReviewCard", () => {
  it("collapsed: one line in the issue's format", () => {
    expect(renderReviewCard({ ...card, status: "passed", outcome: undefined }, false, 120, identityPaint)).toEqual([
      "⛨ review ✓ passed · edit src/x.ts · 2 reviewers · 1.4 s",
    ]);
  });

  it("expanded: each reviewer with its conclusion, findings or error", () => {
    const lines = renderReviewCard(card, true, 120, identityPaint);
    expect(lines[0]).toBe("⛨ review ✗ rejected · edit src/x.ts · 2 reviewers · 1.4 s");
    expect(lines).toContain("  ✗ style faux-audit/auditor rejected · 1.2 s · rules: ts-style");
    expect(lines).toContain("    A console.log was added.");
    expect(lines).toContain("    - [no-console] line 12: console.log left in");
    expect(lines).toContain("    model error: overloaded");
    // a review that broke is an "error", the reviewer word of the fleet and the export (not "failed")
    expect(lines).toContain("  ⚠ docs p/m error · 0.3 s · rules: docs");
  });

  it("marks a blocked before-review", () => {
    const before = { ...card, trigger: "before" as const, target: "bash rm -rf build", outcome: "blocked" as const };
    expect(renderReviewCard(before, false, 200, identityPaint)[0]).toBe(
      "⛨ review ✗ rejected · before bash rm -rf build · 2 reviewers · 1.4 s · blocked",
    );
  });

  it.each([20, 40, 80])("every line fits width %i, also with CJK, emoji and escape sequences", (width) => {
    const wide: ReviewCardData = {
      ...card,
      target: "edit 源代码/文件名称很长很长很长.ts 🚀🚀",
      reviewers: [
        {
          ...card.reviewers[0],
          name: "評論者\x1b[31m",
          conclusion: "結論 ".repeat(30),
          findings: [{ message: "😀 finding ".repeat(10), line: 3 }],
        },
      ],
    };
    for (const expanded of [false, true]) {
      const lines = renderReviewCard(wide, expanded, width, identityPaint);
      for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(width);
      expect(lines.join("\n")).not.toContain("\x1b[31m");
    }
  });
});
