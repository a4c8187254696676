// The write tracker: a watched file changed during an unconfirmed tool call is tool-written; the user's own edits clear it.

import { describe, expect, test } from "vitest";
import { createWriteTracker } from "../../../src/engine/protect/written.ts";

describe("write tracker", () => {
  test("changed during a call: tainted unless confirmed; unchanged files stay clean; a later edit between calls clears it", () => {
    const versions = new Map([
      ["/m.mjs", "1"],
      ["/r.md", "1"],
    ]);
    const t = createWriteTracker((p) => versions.get(p) ?? "-");
    t.before("a", ["/m.mjs", "/r.md"]);
    versions.set("/m.mjs", "2");
    expect(t.after("a", false)).toEqual(["/m.mjs"]);
    expect(t.has("/m.mjs")).toBe(true);
    expect(t.has("/r.md")).toBe(false);
    // confirmed call: the change is the user's choice
    t.before("b", ["/r.md"]);
    versions.set("/r.md", "2");
    t.after("b", true);
    expect(t.has("/r.md")).toBe(false);
    // the user edits the module outside pi's tools, between calls: clean again
    versions.set("/m.mjs", "3");
    t.before("c", ["/m.mjs"]);
    t.after("c", false);
    expect(t.has("/m.mjs")).toBe(false);
  });

  test("no watched files: nothing recorded; an unknown call id is ignored", () => {
    const t = createWriteTracker(() => "x");
    t.before("a", []);
    expect(t.after("a", false)).toEqual([]);
    expect(t.after("zzz", false)).toEqual([]);
  });
});
