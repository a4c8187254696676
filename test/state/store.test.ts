// The store: listeners once per dispatch, re-entrant dispatch order, isolation of throwing listeners, replay equals live dispatch.

import { describe, expect, test } from "vitest";
import fc from "fast-check";
import type { Action } from "../../src/state/actions.ts";
import { initialRoot, type RootState } from "../../src/state/root.ts";
import { createStore, replay } from "../../src/state/store.ts";
import { selectRecordWindow } from "../../src/state/audits.ts";
import {
  cacheHit,
  cancelled,
  failed,
  finished,
  globalRule,
  loaded,
  queued,
  skipped,
  snapshot,
  started,
} from "./fixtures.ts";

describe("dispatch and subscribe", () => {
  test("each listener is called once per dispatch with the new state and the action", () => {
    const store = createStore();
    const seen: [RootState, Action][] = [];
    store.subscribe((s, a) => seen.push([s, a]));
    const a = queued("a");
    store.dispatch(a);
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe(store.getState());
    expect(seen[0][1]).toBe(a);
    store.dispatch(started("a"));
    expect(seen).toHaveLength(2);
  });

  test("an action no slice handles still notifies once and keeps slices' identity", () => {
    const store = createStore();
    const before = store.getState();
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch(started("nope"));
    expect(calls).toBe(1);
    expect(store.getState().config).toBe(before.config);
    expect(store.getState().promptGuard).toBe(before.promptGuard);
  });

  test("unsubscribe stops notifications, also from inside a listener", () => {
    const store = createStore();
    let a = 0;
    let b = 0;
    const offA = store.subscribe(() => {
      a++;
      offA();
    });
    const offB = store.subscribe(() => b++);
    store.dispatch(queued("x"));
    store.dispatch(queued("y"));
    offB();
    store.dispatch(queued("z"));
    expect([a, b]).toEqual([1, 2]);
  });

  test("re-entrant dispatches run after the current one, in order, each notifying every listener", () => {
    const store = createStore();
    const log: string[] = [];
    store.subscribe((_s, a) => {
      log.push(`L1 ${a.type}`);
      if (a.type === "audit/queued") {
        store.dispatch(started(a.auditId));
        store.dispatch(finished(a.auditId));
      }
    });
    store.subscribe((s, a) => log.push(`L2 ${a.type} ${s.audits.active.length}`));
    store.dispatch(queued("a"));
    expect(log).toEqual([
      "L1 audit/queued",
      "L2 audit/queued 1",
      "L1 audit/started",
      "L2 audit/started 1",
      "L1 audit/finished",
      "L2 audit/finished 0",
    ]);
  });

  test("a throwing listener is reported and does not stop the others or the dispatch", () => {
    const errors: string[] = [];
    const store = createStore({ onListenerError: (e, a) => errors.push(`${String(e)} @ ${a.type}`) });
    let after = 0;
    store.subscribe(() => {
      throw new Error("boom");
    });
    store.subscribe(() => after++);
    store.dispatch(queued("a"));
    store.dispatch(started("a"));
    expect(after).toBe(2);
    expect(errors).toEqual(["Error: boom @ audit/queued", "Error: boom @ audit/started"]);
    expect(store.getState().audits.active).toEqual(["a"]);
  });

  test("historySize bounds the ring from the start", () => {
    const store = createStore({ historySize: 2 });
    for (const id of ["a", "b", "c"]) store.dispatch(queued(id));
    expect(selectRecordWindow(store.getState().audits, 0, 10).map((r) => r.id)).toEqual(["b", "c"]);
  });
});

describe("replay", () => {
  const ids = ["a", "b", "c", "d"];
  const arbAction: fc.Arbitrary<Action> = fc.oneof(
    fc.constantFrom(...ids).map((id) => queued(id, id === "d" ? "other" : "r") as Action),
    fc.constantFrom(...ids).map((id) => started(id)),
    fc
      .tuple(fc.constantFrom(...ids), fc.constantFrom("pass", "warn", "fail") as fc.Arbitrary<"pass" | "warn" | "fail">)
      .map(([id, v]) => finished(id, v)),
    fc.constantFrom(...ids).map((id) => failed(id)),
    fc.constantFrom(...ids).map((id) => cancelled(id)),
    fc.constantFrom(...ids).map((id) => skipped(id)),
    fc.constantFrom(...ids).map((id) => cacheHit(id)),
    fc
      .constantFrom(...ids)
      .map((id): Action => ({ type: "audit/outcomeRecorded", auditId: id, outcome: "blocked", at: 3 })),
    fc.constantFrom(...ids).map((id): Action => ({ type: "audit/steered", auditId: id, text: "s", at: 3 })),
    fc.constantFrom("r", "other").map((name): Action => ({ type: "rule/disabled", kind: "sentinel", name, at: 4 })),
    fc.constantFrom("r", "other").map((name): Action => ({ type: "rule/enabled", kind: "sentinel", name, at: 4 })),
    fc.constant<Action>(loaded(snapshot([globalRule("r"), globalRule("other")]), 2)),
    fc.constant<Action>({ type: "prompt/guardStarted", command: "x", at: 5 }),
    fc.constant<Action>({ type: "agent/started", at: 5 }),
    fc.constant<Action>({ type: "agent/settled", at: 6 }),
    fc.constantFrom(...ids).map(
      (id): Action => ({
        type: "injection/scanned",
        id: `i-${id}`,
        surface: "bash",
        tool: "bash",
        target: "t",
        score: 0.9,
        decision: "block",
        evidence: [],
        at: 7,
      }),
    ),
  );

  test("reducing a recorded action log gives the same state as live dispatch (property)", () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (actions, capacity) => {
        const store = createStore({ historySize: capacity });
        const recorded: Action[] = [];
        store.subscribe((_s, a) => recorded.push(a));
        for (const a of actions) store.dispatch(a);
        expect(recorded).toEqual(actions);
        expect(replay(recorded, initialRoot(capacity))).toEqual(store.getState());
      }),
      { numRuns: 200 },
    );
  });

  test("replay of an empty log is the initial state", () => {
    expect(replay([])).toEqual(initialRoot());
  });

  test("replay can continue from a state", () => {
    const first = [queued("a"), started("a")];
    const rest = [finished("a")];
    expect(replay(rest, replay(first))).toEqual(replay([...first, ...rest]));
  });
});
