// Views of a record born finished (audit/settled): the fleet detail says why it never ran, the export names the cause.

import { visibleWidth } from "@earendil-works/pi-tui";
import { expect, test } from "vitest";
import { toExported } from "../../src/engine/export.ts";
import type { Action } from "../../src/state/actions.ts";
import { auditsReducer, initialAudits, selectAudit } from "../../src/state/audits.ts";
import { renderFleetDetail } from "../../src/ui/fleet-detail.ts";
import { renderFleetRow } from "../../src/ui/fleet-view.ts";
import { identityPaint } from "../../src/ui/paint.ts";

const settled: Action = {
  type: "audit/settled",
  auditId: "a",
  guard: "sentinel",
  rule: "one-at-a-time",
  trigger: "tool_call",
  mode: "background",
  target: "write a.txt",
  ending: "skipped",
  cause: { kind: "busy" },
  reason: "rule busy (overlap ignore)",
  at: 10,
};

test("the export names the cause; the fleet row says skipped and the detail why it never ran", () => {
  const rec = selectAudit(auditsReducer(initialAudits(), settled), "a")!;
  expect(toExported(rec)).toMatchObject({ status: "skipped", result: "skipped", cause: { kind: "busy" } });
  expect(renderFleetRow(rec, 80, identityPaint, 100)).toMatch(/skipped/);
  for (const width of [20, 40, 80]) {
    const detail = renderFleetDetail(rec, width, identityPaint, 100);
    for (const line of detail) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
  }
  const detail = renderFleetDetail(rec, 80, identityPaint, 100).join("\n");
  expect(detail).toMatch(/never ran\s+busy/);
  expect(detail).toMatch(/rule busy \(overlap ignore\)/);
});

test("a running injection judgement: the row leads with the judge's model and fits every width", () => {
  const rec = selectAudit(
    auditsReducer(initialAudits(), {
      type: "injection/judgeStarted",
      id: "j",
      surface: "tool_result",
      tool: "read",
      target: "notes.md",
      score: 0.6,
      model: "faux-judge/judge",
      at: 0,
    }),
    "j",
  )!;
  expect(renderFleetRow(rec, 140, identityPaint, 400)).toMatch(/judging injection with faux-judge\/judge · notes\.md/);
  for (const width of [20, 40, 80, 140])
    expect(visibleWidth(renderFleetRow(rec, width, identityPaint, 400))).toBeLessThanOrEqual(width);
});
