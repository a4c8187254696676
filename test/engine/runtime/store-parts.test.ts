// The runtime's store switch (one identity across sessions) and its persisting dispatch, with a fake appendEntry.

import { describe, expect, test } from "vitest";
import { createStore } from "../../../src/state/store.ts";
import { createStoreSwitch } from "../../../src/engine/runtime/store-switch.ts";
import { createPersistence } from "../../../src/engine/runtime/persist.ts";
import { ACTION_ENTRY_TYPE, OP_ENTRY_TYPE } from "../../../src/engine/records/entry-types.ts";
import { queued } from "../../state/fixtures.ts";

describe("store switch", () => {
  test("listeners stay across a swap and hear the new store", () => {
    const s = createStoreSwitch();
    const heard: string[] = [];
    s.store.subscribe((_st, a) => void heard.push(a.type));
    s.store.dispatch(queued("x"));
    s.attach(createStore());
    s.store.dispatch(queued("y"));
    expect(heard).toEqual(["audit/queued", "audit/queued"]);
    expect(s.store.getState()).toBe(s.inner().getState());
  });

  test("a throwing listener does not stop the others", () => {
    const s = createStoreSwitch();
    const heard: string[] = [];
    s.store.subscribe(() => {
      throw new Error("boom");
    });
    s.store.subscribe((_st, a) => void heard.push(a.type));
    const err = console.error;
    console.error = () => {};
    try {
      s.store.dispatch(queued("x"));
    } finally {
      console.error = err;
    }
    expect(heard).toEqual(["audit/queued"]);
  });
});

describe("persisting dispatch", () => {
  const rule = { type: "rule/disabled", kind: "sentinel", name: "a", at: 1 } as const;
  test.each([
    ["a record action is appended", "record", [ACTION_ENTRY_TYPE]],
    ["a config op that changes the config is appended to the op-log", "op", [OP_ENTRY_TYPE]],
    ["an op the config refuses (removing a rule not added this session) is not", "refused", []],
  ])("%s", (_name, kind, expected) => {
    const entries: string[] = [];
    const s = createStoreSwitch();
    const p = createPersistence({ store: s.store, append: (t) => void entries.push(t) });
    if (kind === "record") p.dispatch(queued("x"));
    else p.applyOp(kind === "op" ? rule : { type: "rule/removed", name: "a", at: 1 });
    expect(entries).toEqual(expected);
  });

  test("an append failing after dispose is silent, the store still changes", () => {
    const s = createStoreSwitch();
    const p = createPersistence({
      store: s.store,
      append: () => {
        throw new Error("stale");
      },
    });
    p.dispose();
    p.dispatch(queued("x"));
    expect(s.store.getState().audits.active).toContain("x");
  });
});
