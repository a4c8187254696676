// One vocabulary: every outcome of every guard, rendered in every view (fleet row and details, list, widget, text mode, cards, export), gets the same word.

import { describe, expect, test } from "vitest";
import { toExported } from "../../src/engine/export.ts";
import type { Action } from "../../src/state/actions.ts";
import { selectRecordCount, selectRecordWindow } from "../../src/state/audits.ts";
import { NOTABLE, OUTCOME_WORDS, outcomeWord, type OutcomeWord } from "../../src/state/outcomes.ts";
import { createStore } from "../../src/state/store.ts";
import { cardForAction, renderCard } from "../../src/ui/cards.ts";
import { renderFleetDetail } from "../../src/ui/fleet-detail.ts";
import { renderFleetRow } from "../../src/ui/fleet-view.ts";
import { identityPaint } from "../../src/ui/paint.ts";
import { renderReviewCardHeader, type ReviewCardStatus } from "../../src/ui/review-card.ts";
import { renderRuleRow, renderRulesText, selectRuleRows } from "../../src/ui/rules-view.ts";
import { fleetText } from "../../src/ui/text-mode.ts";
import { renderWidget, selectWidgetProps } from "../../src/ui/widget.ts";
import { NOW, rule, snapshot } from "./fixtures.ts";

const at = NOW - 10_000;

function audit(
  id: string,
  guard: "sentinel" | "reviewer",
  mode: "blocking" | "background" | "before" | "after",
  end: Action[],
  shadow = false,
): Action[] {
  return [
    { type: "audit/queued", auditId: id, guard, rule: id, trigger: "tool_call", mode, target: "bash: ls", shadow, at },
    { type: "audit/started", auditId: id, at: at + 1 },
    ...end,
  ];
}
const finish = (id: string, verdict: "pass" | "warn" | "fail"): Action => ({
  type: "audit/finished",
  auditId: id,
  verdict,
  message: `${verdict} message`,
  cached: false,
  at: at + 2,
});
const outcome = (id: string, o: Extract<Action, { type: "audit/outcomeRecorded" }>["outcome"]): Action => ({
  type: "audit/outcomeRecorded",
  auditId: id,
  outcome: o,
  reason: `the agent received: ${o}`,
  at: at + 3,
});
const scanned = (
  id: string,
  surface: "bash" | "tool_result",
  decision: "allow" | "warn" | "block",
  error?: string,
): Action => ({
  type: "injection/scanned",
  id,
  surface,
  tool: surface === "bash" ? "bash" : "read",
  target: "read: x.md",
  score: decision === "block" ? 0.9 : 0.6,
  decision,
  evidence: [],
  reason: decision === "block" ? "withheld or blocked" : undefined,
  error,
  at,
});

/** [guard, the word every view must show, the actions that make the record (its id is the case name)] */
const CASES: [string, OutcomeWord, Action[]][] = [
  [
    "sentinel",
    "pass",
    audit("s-pass", "sentinel", "blocking", [finish("s-pass", "pass"), outcome("s-pass", "allowed")]),
  ],
  [
    "sentinel",
    "warn",
    audit("s-warn", "sentinel", "background", [
      finish("s-warn", "warn"),
      { type: "finding/injected", auditId: "s-warn", rule: "s-warn", at: at + 3 },
    ]),
  ],
  [
    "sentinel",
    "fail",
    audit("s-fail", "sentinel", "background", [
      finish("s-fail", "fail"),
      { type: "finding/injected", auditId: "s-fail", rule: "s-fail", at: at + 3 },
    ]),
  ],
  [
    "sentinel",
    "blocked",
    audit("s-blocked", "sentinel", "blocking", [finish("s-blocked", "fail"), outcome("s-blocked", "blocked")]),
  ],
  [
    "sentinel",
    "would block",
    audit("s-shadow", "sentinel", "blocking", [finish("s-shadow", "fail"), outcome("s-shadow", "would-block")], true),
  ],
  [
    "sentinel",
    "unaudited",
    audit("s-unaudited", "sentinel", "blocking", [
      { type: "audit/failed", auditId: "s-unaudited", message: "timeout", at: at + 2 },
      outcome("s-unaudited", "unaudited"),
    ]),
  ],
  [
    "sentinel",
    "error",
    audit("s-error", "sentinel", "background", [
      { type: "audit/failed", auditId: "s-error", message: "model broke", at: at + 2 },
    ]),
  ],
  [
    "sentinel",
    "skipped",
    audit("s-skipped", "sentinel", "blocking", [
      { type: "audit/skipped", auditId: "s-skipped", reason: "busy", at: at + 2 },
    ]),
  ],
  [
    "sentinel",
    "cancelled",
    audit("s-cancelled", "sentinel", "blocking", [
      { type: "audit/cancelled", auditId: "s-cancelled", reason: "user", at: at + 2 },
    ]),
  ],
  ["reviewer", "passed", audit("r-passed", "reviewer", "after", [finish("r-passed", "pass")])],
  [
    "reviewer",
    "rejected",
    audit("r-rejected", "reviewer", "after", [finish("r-rejected", "fail"), outcome("r-rejected", "annotated")]),
  ],
  [
    "reviewer",
    "rejected",
    audit("r-blocked", "reviewer", "before", [finish("r-blocked", "fail"), outcome("r-blocked", "blocked")]),
  ],
  [
    "reviewer",
    "error",
    audit("r-error", "reviewer", "after", [
      { type: "audit/failed", auditId: "r-error", message: "no model", at: at + 2 },
    ]),
  ],
  [
    "reviewer",
    "skipped",
    audit("r-skipped", "reviewer", "after", [
      { type: "audit/skipped", auditId: "r-skipped", reason: "condition false", at: at + 2 },
    ]),
  ],
  ["injection", "warned", [scanned("i-warned", "tool_result", "warn")]],
  ["injection", "warned", [scanned("i-warned-call", "bash", "warn")]],
  ["injection", "withheld", [scanned("i-withheld", "tool_result", "block")]],
  ["injection", "blocked", [scanned("i-blocked", "bash", "block")]],
  ["injection", "error", [scanned("i-error", "tool_result", "allow", "scanner crashed")]],
  [
    "prompt",
    "rejected",
    [{ type: "prompt/rejected", id: "p-rejected", command: "deploy", args: "", reason: "missing <env>", at }],
  ],
  [
    "prompt",
    "warned",
    [{ type: "prompt/unknownCommand", id: "p-warned", command: "dploy", suggestions: ["deploy"], blocked: false, at }],
  ],
  [
    "prompt",
    "rejected",
    [{ type: "prompt/unknownCommand", id: "p-unknown", command: "dploy", suggestions: ["deploy"], blocked: true, at }],
  ],
];

const REVIEW_STATUS: Partial<Record<OutcomeWord, ReviewCardStatus>> = {
  passed: "passed",
  rejected: "rejected",
  error: "failed",
  skipped: "skipped",
};

/** Every word any view might show for an outcome (to check a view shows no other). */
const ALL_WORDS = new Set<string>([
  ...Object.values(OUTCOME_WORDS).flat(),
  "queued",
  "running",
  "cancelled",
  "skipped",
  "would block",
]);
const otherWords = (line: string, word: string): string[] =>
  [...ALL_WORDS].filter((w) => w !== word && !word.includes(w) && new RegExp(`(^|[^\\w-])${w}([^\\w-]|$)`).test(line));

function run(actions: Action[]) {
  const store = createStore();
  const cards: string[][] = [];
  // every audited case has its rule or reviewer configured, so the list has a row for it
  const ids = CASES.flatMap(([, , a]) => a.flatMap((x) => (x.type === "audit/queued" ? [x] : [])));
  const source = { scope: "project" as const, file: "/p/.pi/sentinel.json" };
  const config = snapshot({
    rules: ids.filter((q) => q.guard === "sentinel").map((q) => ({ rule: rule(q.rule, { shadow: q.shadow }), source })),
    reviewers: ids
      .filter((q) => q.guard === "reviewer")
      .map((q) => ({ reviewer: { name: q.rule, model: "faux-audit/auditor", rulesFile: "r.md" }, source })),
  });
  store.dispatch({ type: "config/loaded", snapshot: config, at: at - 1 });
  for (const a of actions) {
    store.dispatch(a);
    const card = cardForAction(a, store.getState().audits);
    if (card) cards.push(renderCard(card, false, 200, identityPaint));
  }
  const s = store.getState();
  const [record] = selectRecordWindow(s.audits, 0, selectRecordCount(s.audits));
  return { s, record, cards };
}

describe("one vocabulary across views", () => {
  test("the cases cover every word of every guard", () => {
    for (const [guard, words] of Object.entries(OUTCOME_WORDS))
      for (const w of words) {
        // pass/clean/allowed are quiet outcomes: clean scans and allowed prompts make no record at all
        if ((guard === "injection" && w === "clean") || (guard === "prompt" && w === "allowed")) continue;
        expect(
          CASES.some(([g, word]) => g === guard && word === w),
          `${guard} ${w}`,
        ).toBe(true);
      }
  });

  test.each(CASES)("%s %s", (guard, word, actions) => {
    const { s, record, cards } = run(actions);
    expect(record.guard).toBe(guard);
    expect(outcomeWord(record)).toBe(word);

    const row = renderFleetRow(record, 140, identityPaint, NOW);
    expect(row).toContain(word);
    expect(otherWords(row.slice(row.indexOf(record.target)), word)).toEqual([]);

    const status = renderFleetDetail(record, 120, identityPaint, NOW).find((l) => l.startsWith("status"));
    expect(status).toMatch(new RegExp(`^status +${word} ·`));

    const text = fleetText(s, NOW, 50)
      .split("\n")
      .find((l) => l.includes(record.id));
    expect(text?.startsWith(word)).toBe(true);

    expect(toExported(record).result).toBe(word);

    for (const card of cards) {
      expect(card[0]).toContain(` ${word} `);
      expect(otherWords(card[0], word)).toEqual([]);
    }
    if (guard === "reviewer") {
      const header = renderReviewCardHeader(
        { trigger: "after", tool: "edit", target: "x.ts", status: REVIEW_STATUS[word]!, durationMs: 1, reviewers: [] },
        120,
        identityPaint,
      );
      expect(header).toContain(` ${word}`);
      expect(otherWords(header.replace("⛨ review", ""), word)).toEqual([]);
    }

    const listRow = selectRuleRows(s.config, s.audits, NOW).find((r) => r.name === record.rule);
    expect(listRow, "a list row for every guard, rule and reviewer").toBeDefined();
    if (listRow) {
      expect(listRow.last).toBe(word);
      expect(renderRuleRow(listRow, 120, identityPaint)).toContain(` ${word}`);
      expect(renderRulesText([listRow], identityPaint)[0]).toContain(`last ${word}`);
    }

    const widget = renderWidget(selectWidgetProps(s), 200, identityPaint).join("\n");
    if (NOTABLE.includes(word)) expect(widget).toContain(`1 ${word}`);
    else expect(otherWords(widget, "").filter((w) => NOTABLE.includes(w as OutcomeWord))).toEqual([]);
  });

  test("the widget's counts add up to the records with a notable outcome", () => {
    const { s } = run(CASES.flatMap(([, , actions]) => actions));
    const props = selectWidgetProps(s);
    const records = selectRecordWindow(s.audits, 0, selectRecordCount(s.audits));
    const notable = records.filter((r) => NOTABLE.includes(outcomeWord(r)));
    expect((props.outcomes ?? []).reduce((n, o) => n + o.count, 0)).toBe(notable.length);
    const widget = renderWidget(props, 400, identityPaint)[0];
    for (const o of props.outcomes ?? []) expect(widget).toContain(`${o.count} ${o.word}`);
  });
});
