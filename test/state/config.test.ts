// Config slice: file snapshot + session op-log -> effective rules, reviewers and guard settings; selectors.

import { describe, expect, test } from "vitest";
import type { Action, SessionOp } from "../../src/state/actions.ts";
import {
  applyOps,
  configRecipe,
  initialConfig,
  isSessionOp,
  selectEnabledReviewers,
  selectEnabledRules,
  selectProblemCount,
  type ConfigState,
} from "../../src/state/config.ts";
import { DEFAULT_SETTINGS, type Diagnostic, type SourcedReviewer } from "../../src/state/config-model.ts";
import { produce } from "../../src/state/immer.ts";
import { globalRule, loaded, rule, snapshot } from "./fixtures.ts";

const configReducer = produce(configRecipe);
const selectRule = (s: ConfigState, name: string) => s.rules.find((r) => r.rule.name === name);

const reviewer: SourcedReviewer = {
  reviewer: { name: "style", model: "faux-audit/auditor" },
  source: { scope: "project", file: "/p/.pi/sentinel.json" },
};
const base = snapshot([globalRule("a"), globalRule("b")], { reviewers: [reviewer] });

function run(actions: Action[]): ConfigState {
  return actions.reduce((s, a) => configReducer(s, a), initialConfig);
}

const names = (s: ConfigState): string[] => selectEnabledRules(s).map((r) => r.rule.name);

describe("session ops over the file config", () => {
  type Row = [label: string, ops: SessionOp[], enabledRules: string[], reviewers: string[]];
  const table: Row[] = [
    ["nothing", [], ["a", "b"], ["style"]],
    ["disable a rule", [{ type: "rule/disabled", kind: "sentinel", name: "a", at: 2 }], ["b"], ["style"]],
    [
      "disable then enable",
      [
        { type: "rule/disabled", kind: "sentinel", name: "a", at: 2 },
        { type: "rule/enabled", kind: "sentinel", name: "a", at: 3 },
      ],
      ["a", "b"],
      ["style"],
    ],
    ["add a session rule", [{ type: "rule/added", rule: rule("c"), at: 2 }], ["a", "b", "c"], ["style"]],
    [
      "a session rule replaces a file rule of the same name",
      [{ type: "rule/added", rule: rule("a", { prompt: "new" }), at: 2 }],
      ["b", "a"],
      ["style"],
    ],
    [
      "remove a session rule",
      [
        { type: "rule/added", rule: rule("c"), at: 2 },
        { type: "rule/removed", name: "c", at: 3 },
      ],
      ["a", "b"],
      ["style"],
    ],
    ["removing an inherited rule does nothing", [{ type: "rule/removed", name: "a", at: 2 }], ["a", "b"], ["style"]],
    ["disable a reviewer", [{ type: "rule/disabled", kind: "reviewer", name: "style", at: 2 }], ["a", "b"], []],
    [
      "disable the reviewers guard",
      [{ type: "rule/disabled", kind: "guard", name: "reviewers", at: 2 }],
      ["a", "b"],
      [],
    ],
    [
      "unknown names are harmless",
      [{ type: "rule/disabled", kind: "sentinel", name: "zzz", at: 2 }],
      ["a", "b"],
      ["style"],
    ],
  ];

  test.each(table)("%s", (_label, ops, rules, reviewers) => {
    const live = run([loaded(base), ...ops]);
    expect(names(live)).toEqual(rules);
    expect(selectEnabledReviewers(live).map((r) => r.reviewer.name)).toEqual(reviewers);
    // the op-log replayed in one action gives the same effective config
    const replayed = run([loaded(base), { type: "config/opsReplayed", ops: live.ops, at: 9 }]);
    expect(names(replayed)).toEqual(rules);
    expect(applyOps(base, live.ops).rules).toEqual(live.rules);
  });

  test("ops survive a config reload (the file changes, the session choices stay)", () => {
    const s = run([
      loaded(base),
      { type: "rule/disabled", kind: "sentinel", name: "b", at: 2 },
      loaded(snapshot([globalRule("b"), globalRule("d")]), 3),
    ]);
    expect(names(s)).toEqual(["d"]);
    expect(selectRule(s, "b")?.rule.enabled).toBe(false);
  });

  test.each([
    ["prompt-guard", "promptGuard"],
    ["injection-scanner", "injectionDefense"],
    ["reviewers", "supervisor"],
  ] as const)("guard %s can be disabled and enabled", (name, key) => {
    const off = run([loaded(base), { type: "rule/disabled", kind: "guard", name, at: 2 }]);
    expect(off.settings[key].enabled).toBe(false);
    const on = configReducer(off, { type: "rule/enabled", kind: "guard", name, at: 3 });
    expect(on.settings[key].enabled).toBe(true);
  });

  test("shadow mode is a session op", () => {
    const s = run([loaded(base), { type: "rule/shadowChanged", name: "a", shadow: true, at: 2 }]);
    expect(selectRule(s, "a")?.rule.shadow).toBe(true);
  });

  test("a rejected removal is not recorded in the op-log", () => {
    const s = run([loaded(base), { type: "rule/removed", name: "a", at: 2 }]);
    expect(s.ops).toEqual([]);
  });

  test("revision bumps on every effective change", () => {
    const s1 = run([loaded(base)]);
    const s2 = configReducer(s1, { type: "rule/disabled", kind: "sentinel", name: "a", at: 2 });
    expect(s2.revision).toBeGreaterThan(s1.revision);
  });
});

describe("diagnostics", () => {
  const diags: Diagnostic[] = [
    { severity: "warning", scope: "project", file: "/p/.pi/sentinel.json", rule: "bad", message: "unknown field" },
    { severity: "error", scope: "global", file: "/a/sentinel.json", message: "malformed JSON" },
    { severity: "info", scope: "legacy", file: "/p/.pi-guardrails.json", message: "move it" },
  ];

  test("problems exclude notices; reports append; a reload replaces", () => {
    const s = run([loaded(snapshot([], { diagnostics: diags }))]);
    expect(selectProblemCount(s)).toBe(2);
    const more = configReducer(s, {
      type: "config/diagnosticsReported",
      diagnostics: [{ severity: "warning", scope: "session", message: "x" }],
      at: 2,
    });
    expect(selectProblemCount(more)).toBe(3);
    const reloaded = configReducer(more, loaded(snapshot(), 3));
    expect(selectProblemCount(reloaded)).toBe(0);
  });

  test("before any load the defaults apply", () => {
    expect(initialConfig.settings).toEqual(DEFAULT_SETTINGS);
    expect(selectEnabledRules(initialConfig)).toEqual([]);
  });
});

test("isSessionOp tells ops from other actions", () => {
  expect(isSessionOp({ type: "rule/disabled", kind: "sentinel", name: "a", at: 1 })).toBe(true);
  expect(isSessionOp(loaded(base))).toBe(false);
  expect(isSessionOp({ type: "rule/cooldownStarted", rule: "a", until: 1, at: 1 })).toBe(false);
});
