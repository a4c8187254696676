// The demo driver's one pure decision: a demo that died of a signal (rc >= 128) is started once more, any other exit is not.

import { describe, expect, test } from "vitest";
import { diedOfSignal } from "../../../scripts/lib/demo-driver.ts";

describe("diedOfSignal", () => {
  test.each([
    ["pi-sentinel demo\n[demo exited rc=139]\n", 139],
    ["[demo exited rc=137]", 137],
    ["[demo exited rc=128]", 128],
    ["pi-sentinel demo\n[demo exited rc=1]\n", null],
    ["[demo exited rc=2]", null],
    ["[demo exited rc=0]", null],
    ["try this: /deploy", null],
    ["", null],
  ])("%j → %s", (screen, rc) => {
    expect(diedOfSignal(screen)).toBe(rc);
  });
});
