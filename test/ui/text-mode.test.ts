// Text-mode commands (rpc, print, json): list verbs and fleet steer/cancel produce the same ops and intents as the panels.

import { describe, expect, test } from "vitest";
import { fleetCommand, listCommand } from "../../src/ui/text-mode.ts";
import { fixtureStore, NOW, rule } from "./fixtures.ts";

describe("/sentinel:list <verb> <name>", () => {
  const s = fixtureStore([{ type: "rule/added", rule: rule("temp"), at: NOW }]).getState();
  test.each([
    ["disable no-secrets", { type: "rule/disabled", kind: "sentinel", name: "no-secrets", at: NOW }],
    ["enable 漢字ルール-emoji-🔥", { type: "rule/enabled", kind: "sentinel", name: "漢字ルール-emoji-🔥", at: NOW }],
    ["disable injection-scanner", { type: "rule/disabled", kind: "guard", name: "injection-scanner", at: NOW }],
    ["disable SECURITY-REVIEW", { type: "rule/disabled", kind: "reviewer", name: "security-review", at: NOW }],
    ["shadow no-secrets", { type: "rule/shadowChanged", name: "no-secrets", shadow: true, at: NOW }],
    ["remove temp", { type: "rule/removed", name: "temp", at: NOW }],
  ])("%s", (args, op) => {
    const r = listCommand(args, s, NOW);
    expect(r.op).toEqual(op);
    expect(r.level).toBe("info");
  });
  test.each([
    ["remove no-secrets", "warning", "inherited from the global config"],
    ["remove prompt-guard", "warning", "built-in guard"],
    ["shadow security-review", "warning", "only sentinel rules"],
    ["enable no-secrets", "info", "already enabled"],
    ["unshadow no-secrets", "info", "already off"],
    ["explode no-secrets", "error", "unknown /sentinel:list command"],
    ["disable", "error", "needs a rule or guard name"],
    ["disable nope", "error", 'no guard or rule named "nope"'],
  ])("%s is refused (%s)", (args, level, text) => {
    const r = listCommand(args, s, NOW);
    expect(r.op).toBeUndefined();
    expect(r.level).toBe(level);
    expect(r.message).toContain(text);
  });
  test("no arguments: the summary", () => {
    expect(listCommand("", s, NOW).message).toContain("sentinel guards and rules:");
  });
});

describe("/sentinel:fleet steer|cancel <id>", () => {
  const s = fixtureStore().getState();
  test("steer and cancel a running audit", () => {
    expect(fleetCommand("steer aud-run it is fine", s, NOW).action).toEqual({ type: "audit/steerRequested", auditId: "aud-run", text: "it is fine", at: NOW });
    expect(fleetCommand("cancel aud-queued", s, NOW).action).toEqual({ type: "audit/cancelRequested", auditId: "aud-queued", at: NOW });
  });
  test.each([
    ["steer aud-pass hi", "not running"],
    ["steer aud-run", "needs the text"],
    ["steer aud-queued hi", "has not started yet"],
    ["cancel", "needs a record id"],
    ["cancel nope", 'no record "nope"'],
    ["poke aud-run", "unknown /sentinel:fleet command"],
  ])("%s is refused", (args, text) => {
    const r = fleetCommand(args, s, NOW);
    expect(r.action).toBeUndefined();
    expect(r.message).toContain(text);
  });
});
