// Store benchmark: one dispatch with 10,000 audits in history against one with 10 (dispatch must not copy history).

import type { Action } from "../src/state/actions.ts";
import { createStore } from "../src/state/store.ts";
import { timeNs, type BenchSuite } from "./harness.ts";

function storeWith(records: number) {
  const store = createStore({ historySize: Math.max(records, 10) + 1000 });
  for (let i = 0; i < records; i++) {
    store.dispatch({
      type: "audit/queued",
      auditId: `h${i}`,
      guard: "sentinel",
      rule: `r${i % 7}`,
      trigger: "tool_call",
      mode: "blocking",
      target: "bash",
      at: i,
    });
    store.dispatch({ type: "audit/started", auditId: `h${i}`, at: i });
    store.dispatch({ type: "audit/finished", auditId: `h${i}`, verdict: "pass", message: "ok", cached: false, at: i });
  }
  return store;
}

function dispatchCost(records: number): number {
  const store = storeWith(records);
  let n = 0;
  // one audit lifecycle step per call: queue, start, progress, finish
  const steps = (i: number): Action[] => [
    {
      type: "audit/queued",
      auditId: `n${i}`,
      guard: "sentinel",
      rule: "bench",
      trigger: "tool_call",
      mode: "blocking",
      target: "bash",
      at: i,
    },
    { type: "audit/started", auditId: `n${i}`, at: i },
    { type: "audit/progressed", auditId: `n${i}`, turns: 1, toolCalls: [], tail: "x", at: i },
    { type: "audit/finished", auditId: `n${i}`, verdict: "pass", message: "ok", cached: false, at: i },
  ];
  return (
    timeNs(() => {
      for (const a of steps(n++)) store.dispatch(a);
    }, 200) / 4
  );
}

export const suite: BenchSuite = {
  name: "store",
  run() {
    // interleave to share machine noise
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < 3; i++) {
      small.push(dispatchCost(10));
      large.push(dispatchCost(10_000));
    }
    const s = Math.min(...small);
    const l = Math.min(...large);
    return [
      { group: "store", name: "dispatch, 10 audits in history", value: s / 1000, unit: "µs" },
      { group: "store", name: "dispatch, 10,000 audits in history", value: l / 1000, unit: "µs" },
      { group: "store", name: "dispatch cost ratio 10,000 / 10", value: l / s, unit: "x", target: 1.5 },
    ];
  },
};
