// An injection judgement in flight: a running record (cancellable, never steerable) that the scan with its id finishes in place.

import { describe, expect, test } from "vitest";
import type { Action } from "../../src/state/actions.ts";
import { capabilitiesOf } from "../../src/state/audit-record.ts";
import {
  auditsReducer,
  initialAudits,
  selectActiveAudits,
  selectAudit,
  type AuditsState,
} from "../../src/state/audits.ts";
import { outcomeWord } from "../../src/state/outcomes.ts";

const run = (actions: Action[], s: AuditsState = initialAudits()): AuditsState =>
  actions.reduce((st, a) => auditsReducer(st, a), s);

const started: Action = {
  type: "injection/judgeStarted",
  id: "inj-1",
  surface: "tool_result",
  tool: "read",
  target: "notes.md",
  score: 0.62,
  model: "faux-judge/judge",
  at: 1000,
};

const scanned = (verdict: "injection" | "clean" | "failed", at = 1400): Action => ({
  type: "injection/scanned",
  id: "inj-1",
  surface: "tool_result",
  tool: "read",
  target: "notes.md",
  score: 0.62,
  decision: verdict === "injection" ? "block" : "allow",
  evidence: [],
  judge: {
    verdict,
    reason: "r",
    model: "faux-judge/judge",
    durationMs: 400,
    scannerDecision: "allow",
    ...(verdict === "failed" ? { onFailure: "open" as const } : {}),
  },
  ...(verdict === "failed" ? { error: "the injection judge failed: r" } : {}),
  at,
});

describe("injection judge record", () => {
  test("started: one running record, active, cancellable and not steerable; nothing counted yet", () => {
    const s = run([started]);
    const r = selectAudit(s, "inj-1")!;
    expect(r).toMatchObject({ guard: "injection", mode: "judged", model: "faux-judge/judge", target: "notes.md" });
    expect(r.status).toEqual({ kind: "running", startedAt: 1000 });
    expect(outcomeWord(r)).toBe("running");
    expect(selectActiveAudits(s).map((x) => x.id)).toEqual(["inj-1"]);
    expect(capabilitiesOf(r)).toEqual({ steer: false, cancel: true });
    expect(s.byRule["injection-scanner"]).toBeUndefined();
    expect(s.totals.detections).toBe(0);
  });

  test.each<["injection" | "clean" | "failed", string, number]>([
    ["injection", "withheld", 1],
    ["clean", "clean", 0],
    ["failed", "error", 1],
  ])("finished as judged %s: the same record, in place, from when the judge was asked", (verdict, word, detections) => {
    const s = run([started, scanned(verdict)]);
    const r = selectAudit(s, "inj-1")!;
    expect(outcomeWord(r)).toBe(word);
    expect(r.queuedAt).toBe(1000);
    expect("startedAt" in r.status && r.status.startedAt).toBe(1000);
    expect(r.details?.judge).toMatchObject({ verdict });
    expect(selectActiveAudits(s)).toEqual([]);
    expect(capabilitiesOf(r).cancel).toBe(false);
    expect(s.byRule["injection-scanner"]?.audits).toBe(1);
    expect(s.totals.detections).toBe(detections);
    // exactly one record for the judgement
    const ids = s.ring.chunks.flat().flatMap((x) => (x ? [x.id] : []));
    expect(ids.filter((id) => id === "inj-1")).toHaveLength(1);
  });

  test("a replayed session (no judgeStarted persisted) rebuilds the same finished record from the scan alone", () => {
    const live = selectAudit(run([started, scanned("injection")]), "inj-1")!;
    const replayed = selectAudit(run([scanned("injection")]), "inj-1")!;
    expect(replayed.status).toEqual(live.status);
    expect(replayed.queuedAt).toBe(live.queuedAt);
    expect(replayed.message).toBe(live.message);
  });

  test("a second finish for the same id changes nothing (counted once)", () => {
    const once = run([started, scanned("injection")]);
    const twice = run([scanned("injection", 1500)], once);
    expect(twice.totals).toEqual(once.totals);
    expect(twice.byRule).toEqual(once.byRule);
  });

  test("a sentinel's or a review's cancel capability is unchanged; a born-finished scan has none", () => {
    const s = run([scanned("injection")]);
    expect(capabilitiesOf(selectAudit(s, "inj-1")!)).toEqual({ steer: false, cancel: false });
  });
});
