// One vocabulary for outcomes: every fixture record gets its guard's word, and the widget's counts add up to the records.

import { describe, expect, test } from "vitest";
import type { AuditRecord } from "../../src/state/audit-record.ts";
import { countOutcomes, NOTABLE, OUTCOME_WORDS, outcomeWord } from "../../src/state/outcomes.ts";
import { ringEachNewest } from "../../src/state/ring.ts";
import { fixtureStore } from "../ui/fixtures.ts";

function records(): AuditRecord[] {
  const out: AuditRecord[] = [];
  ringEachNewest(fixtureStore().getState().audits.ring, (r) => {
    out.push(r);
  });
  return out;
}

describe("outcome words", () => {
  test.each([
    ["aud-pass", "pass"],
    ["aud-block", "blocked"],
    ["aud-warn", "warn"],
    ["aud-err", "error"],
    ["aud-cancel", "cancelled"],
    ["aud-run", "running"],
    ["aud-queued", "queued"],
    ["inj-1", "withheld"],
    ["pr-1", "rejected"],
  ])("%s is %s", (id, word) => {
    expect(outcomeWord(records().find((r) => r.id === id)!)).toBe(word);
  });

  test("each finished record's word is one of its guard's words", () => {
    for (const r of records()) {
      const w = outcomeWord(r);
      if (["queued", "running", "cancelled"].includes(w)) continue;
      expect(OUTCOME_WORDS[r.guard] as readonly string[]).toContain(w);
    }
  });

  test("the widget's counts add up: one count per notable record, none twice", () => {
    const all = records();
    const counts = countOutcomes(all);
    const notable = all.filter((r) => NOTABLE.includes(outcomeWord(r))).length;
    expect(counts.reduce((n, c) => n + c.count, 0)).toBe(notable);
    expect(counts).toEqual([
      { word: "blocked", count: 1 },
      { word: "rejected", count: 1 },
      { word: "withheld", count: 1 },
      { word: "warn", count: 1 },
      { word: "error", count: 1 },
    ]);
    expect(new Set(NOTABLE).size).toBe(NOTABLE.length);
  });
});
