// Keymap problems from the config, each snapshot's once, and the control-center command completions.

import { describe, expect, test } from "vitest";
import { DEFAULT_SETTINGS, type ConfigSnapshot } from "../../src/state/config-model.ts";
import { createKeymapProblems } from "../../src/ui/keymap-problems.ts";
import { verbNameCompletions, wordCompletions } from "../../src/ui/completions.ts";
import { snapshot } from "../state/fixtures.ts";

const withKeys = (keys: Record<string, unknown>): ConfigSnapshot => ({
  ...snapshot([]),
  files: [{ scope: "project", file: "/p/.pi/sentinel.json", status: "loaded" }],
  settings: { ...DEFAULT_SETTINGS, fleetKeybindings: keys as never },
});
const state = (base: ConfigSnapshot, ops: unknown[] = []) => ({
  base,
  ops: ops as never,
  settings: base.settings,
});

describe("keymap problems", () => {
  test("a bad binding is reported once per snapshot, placed in the loaded file", () => {
    const p = createKeymapProblems();
    const bad = withKeys({ nosuch: "x" });
    const s = state(bad);
    const first = p.fresh(s);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ file: "/p/.pi/sentinel.json", scope: "project" });
    expect(first[0].message).toMatch(/unknown action "nosuch"/);
    expect(p.fresh(s)).toEqual([]);
    expect(p.fresh(state(bad, []))).toEqual([]); // a session op alone: nothing new
    expect(p.fresh(state(withKeys({ nosuch: "x" })))).toHaveLength(1); // files re-read: reported again
  });

  test("a good config reports nothing", () => {
    expect(createKeymapProblems().fresh(state(withKeys({ cancel: "c" })))).toEqual([]);
  });
});

describe("completions", () => {
  test.each<[string, readonly string[] | null]>([
    ["", ["enable", "disable"]],
    ["en", ["enable"]],
    ["zz", null],
    ["enable ", ["enable a-rule", "enable b-rule"]],
    ["enable b", ["enable b-rule"]],
    ["enable q", null],
  ])("%j", (prefix, expected) => {
    const r = verbNameCompletions(["enable", "disable"], ["a-rule", "b-rule"], prefix);
    expect(r?.map((i) => i.value) ?? null).toEqual(expected);
  });

  test("words", () => {
    expect(wordCompletions(["steer", "cancel"], " st")?.map((i) => i.label)).toEqual(["steer"]);
  });
});
