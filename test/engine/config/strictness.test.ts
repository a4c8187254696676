// Tighten vs loosen, one table: each row changes the merged config one way and names which side it lands on.

import { describe, expect, test } from "vitest";
import { compareStrictness, type MergedConfig } from "../../../src/engine/config/strictness.ts";
import { DEFAULT_SETTINGS, type Reviewer, type SentinelRule } from "../../../src/state/config-model.ts";

const rule = (over: Partial<SentinelRule> = {}): SentinelRule => ({
  name: "r",
  trigger: { type: "tool_call" },
  prompt: "p",
  mode: "blocking",
  onFailure: "closed",
  ...over,
});
const reviewer = (over: Partial<Reviewer> = {}): Reviewer => ({
  name: "v",
  model: "m/x",
  rulesFile: "rules.md",
  trigger: "before",
  ...over,
});

function cfg(edit: (c: MergedConfig) => void = () => {}): MergedConfig {
  const c: MergedConfig = {
    settings: structuredClone(DEFAULT_SETTINGS),
    rules: [{ rule: rule(), source: { scope: "global" } }],
    reviewers: [{ reviewer: reviewer(), source: { scope: "global" } }],
  };
  edit(c);
  return c;
}
const withRules =
  (...rs: SentinelRule[]) =>
  (c: MergedConfig) =>
    void (c.rules = rs.map((r) => ({ rule: r, source: { scope: "global" as const } })));
const withReviewers =
  (...rs: Reviewer[]) =>
  (c: MergedConfig) =>
    void (c.reviewers = rs.map((r) => ({ reviewer: r, source: { scope: "global" as const } })));

const TABLE: [string, (c: MergedConfig) => void, "tighten" | "loosen" | "both" | "none"][] = [
  ["nothing", () => {}, "none"],
  ["add a rule", withRules(rule(), rule({ name: "r2" })), "tighten"],
  ["add a rule in shadow mode", withRules(rule(), rule({ name: "r2", shadow: true })), "none"],
  ["remove a rule", withRules(), "loosen"],
  ["disable a rule", withRules(rule({ enabled: false })), "loosen"],
  ["switch a rule to shadow", withRules(rule({ shadow: true })), "loosen"],
  ["rule onFailure closed -> open", withRules(rule({ onFailure: "open" })), "loosen"],
  ["rule blocking -> background", withRules(rule({ mode: "background" })), "loosen"],
  ["rule prompt changed", withRules(rule({ prompt: "always pass" })), "loosen"],
  ["add a reviewer", withReviewers(reviewer(), reviewer({ name: "v2" })), "tighten"],
  [
    "add a reviewer with a condition module",
    withReviewers(reviewer(), reviewer({ name: "v2", condition: "./c.mjs" })),
    "both",
  ],
  ["remove a reviewer", withReviewers(), "loosen"],
  ["disable a reviewer", withReviewers(reviewer({ enabled: false })), "loosen"],
  ["change a reviewer's condition module", withReviewers(reviewer({ condition: "./other.mjs" })), "loosen"],
  ["change a reviewer's rules file", withReviewers(reviewer({ rulesFile: "lax.md" })), "loosen"],
  ["reviewer before -> after", withReviewers(reviewer({ trigger: "after" })), "loosen"],
  ["disable the injection scanner", (c) => void (c.settings.injectionDefense.enabled = false), "loosen"],
  ["raise blockThreshold", (c) => void (c.settings.injectionDefense.blockThreshold = 0.95), "loosen"],
  ["lower blockThreshold", (c) => void (c.settings.injectionDefense.blockThreshold = 0.6), "tighten"],
  ["lower warnThreshold", (c) => void (c.settings.injectionDefense.warnThreshold = 0.3), "tighten"],
  ["add allowPaths", (c) => void (c.settings.injectionDefense.allowPaths = ["**"]), "loosen"],
  ["add allowPatterns", (c) => void (c.settings.injectionDefense.allowPatterns = [".*"]), "loosen"],
  ["turn off scanning of calls", (c) => void (c.settings.injectionDefense.scanToolCalls = false), "loosen"],
  ["turn off scanning of results", (c) => void (c.settings.injectionDefense.scanToolResults = false), "loosen"],
  ["narrow scanned results to one tool", (c) => void (c.settings.injectionDefense.scanToolResults = ["read"]), "both"],
  ["turn off heuristics", (c) => void (c.settings.injectionDefense.heuristicEnabled = false), "loosen"],
  ["disable the supervisor", (c) => void (c.settings.supervisor.enabled = false), "loosen"],
  ["disable the prompt guard", (c) => void (c.settings.promptGuard.enabled = false), "loosen"],
  [
    "prompt guard unknownCommands block -> allow",
    (c) => void (c.settings.promptGuard.unknownCommands = "allow"),
    "loosen",
  ],
  ["change the default audit model", (c) => void (c.settings.defaults.model = "cheap/model"), "loosen"],
  ["change keybindings", (c) => void (c.settings.fleetKeybindings = { close: ["x"] }), "none"],
  ["change history size", (c) => void (c.settings.defaults.historySize = 10), "none"],
];

const SYMMETRIC = new Set([
  "rule prompt changed",
  "change a reviewer's condition module",
  "change a reviewer's rules file",
  "change the default audit model",
]);

function side(r: { tightens: string[]; loosens: string[] }): string {
  return r.tightens.length > 0 && r.loosens.length > 0
    ? "both"
    : r.tightens.length > 0
      ? "tighten"
      : r.loosens.length > 0
        ? "loosen"
        : "none";
}

describe("compareStrictness", () => {
  test.each(TABLE.map(([name, edit, want]) => [name, want, edit] as const))("%s -> %s", (_name, want, edit) => {
    expect(side(compareStrictness(cfg(), cfg(edit)))).toBe(want);
  });

  test.each(
    TABLE.filter(([name, , want]) => (want === "tighten" || want === "loosen") && !SYMMETRIC.has(name)).map(
      ([name, edit, want]) => [name, want, edit] as const,
    ),
  )("undoing %s (%s) goes the other way", (_name, want, edit) => {
    expect(side(compareStrictness(cfg(edit), cfg()))).toBe(want === "tighten" ? "loosen" : "tighten");
  });

  test.each(TABLE.filter(([name]) => SYMMETRIC.has(name)).map(([name, edit]) => [name, edit] as const))(
    "undoing %s is a change too (loosen)",
    (_name, edit) => {
      expect(side(compareStrictness(cfg(edit), cfg()))).toBe("loosen");
    },
  );

  test("items name what changed", () => {
    expect(
      compareStrictness(
        cfg(),
        cfg((c) => void (c.settings.injectionDefense.allowPaths = ["docs/**"])),
      ).loosens,
    ).toEqual(["allowPaths added: docs/**"]);
  });
});
