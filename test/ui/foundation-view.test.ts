// The foundation's view decisions: which problems to notify, what status changed, the loaded payload.

import { describe, expect, test } from "vitest";
import type { Diagnostic } from "../../src/state/config-model.ts";
import { replay } from "../../src/state/store.ts";
import { createProblemNotices, createStatusDiff, loadedPayload } from "../../src/ui/foundation-view.ts";
import { globalRule, loaded, snapshot } from "../state/fixtures.ts";

const d = (message: string, severity: Diagnostic["severity"] = "warning"): Diagnostic => ({
  severity,
  scope: "global",
  message,
});

describe("problem notices", () => {
  test.each<[string, Diagnostic[][], string[], string[]]>([
    ["first problems are all shown", [[d("a"), d("b")]], ["a", "b"], []],
    ["the same list again shows nothing", [[d("a")], [d("a")]], [], []],
    ["a new problem shows every current one", [[d("a")], [d("a"), d("b")]], ["a", "b"], []],
    ["a notice is shown once, apart", [[d("legacy", "info")], [d("legacy", "info")]], [], []],
    ["a notice alone", [[d("legacy", "info")]], [], ["legacy"]],
  ])("%s", (_name, rounds, problems, notices) => {
    const notices$ = createProblemNotices();
    let last = { problems: [] as Diagnostic[], notices: [] as Diagnostic[] };
    for (const r of rounds) last = notices$(r);
    expect(last.problems.map((p) => p.message)).toEqual(problems);
    expect(last.notices.map((p) => p.message)).toEqual(notices);
  });
});

describe("status diff", () => {
  const state = replay([loaded(snapshot([globalRule("a")]))]);
  test("the first state sets the footer; the same state changes nothing", () => {
    const diff = createStatusDiff(false, state.config.diagnostics);
    expect(diff(state).footer).toBeDefined();
    expect(diff(state)).toEqual({});
  });
  test("a string widget (RPC) gets lines once per change; the TUI gets none", () => {
    const rpc = createStatusDiff(true, state.config.diagnostics);
    expect(rpc(state).lines?.length).toBeGreaterThan(0);
    expect(rpc(state).lines).toBeUndefined();
    expect(createStatusDiff(false, state.config.diagnostics)(state).lines).toBeUndefined();
  });
  test("new diagnostics are handed on", () => {
    const diff = createStatusDiff(false, []);
    expect(diff(state).diagnostics).toBe(state.config.diagnostics);
  });
});

test("loaded payload counts rules, records and ops", () => {
  const state = replay([loaded(snapshot([globalRule("a"), globalRule("b")]))]);
  expect(loadedPayload(state, "startup")).toMatchObject({ reason: "startup", rules: 2, records: 0, ops: 0 });
});
