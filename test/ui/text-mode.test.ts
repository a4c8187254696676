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
    expect(fleetCommand("steer aud-run it is fine", s, NOW).action).toEqual({
      type: "audit/steerRequested",
      auditId: "aud-run",
      text: "it is fine",
      at: NOW,
    });
    expect(fleetCommand("cancel aud-queued", s, NOW).action).toEqual({
      type: "audit/cancelRequested",
      auditId: "aud-queued",
      at: NOW,
    });
    // a queued audit gets the steering with its first model request
    expect(fleetCommand("steer aud-queued hi", s, NOW).action).toEqual({
      type: "audit/steerRequested",
      auditId: "aud-queued",
      text: "hi",
      at: NOW,
    });
  });

  test("a rule name picks its one active record; an ambiguous name lists the ids", () => {
    expect(fleetCommand("steer no-secrets look again", s, NOW).action).toEqual({
      type: "audit/steerRequested",
      auditId: "aud-run",
      text: "look again",
      at: NOW,
    });
    expect(fleetCommand("cancel style-check", s, NOW).action).toEqual({
      type: "audit/cancelRequested",
      auditId: "aud-queued",
      at: NOW,
    });
    const two = fixtureStore([
      {
        type: "audit/queued",
        auditId: "dup-1",
        guard: "sentinel",
        rule: "twice",
        trigger: "tool_call",
        mode: "blocking",
        target: "a",
        at: NOW,
      },
      {
        type: "audit/queued",
        auditId: "dup-2",
        guard: "sentinel",
        rule: "twice",
        trigger: "tool_call",
        mode: "blocking",
        target: "b",
        at: NOW,
      },
    ]).getState();
    const r = fleetCommand("cancel twice", two, NOW);
    expect(r.action).toBeUndefined();
    expect(r.message).toContain("dup-1, dup-2");
  });

  test("a running review can be cancelled but not steered", () => {
    const review = fixtureStore([
      {
        type: "audit/queued",
        auditId: "rev-1",
        guard: "reviewer",
        rule: "shell",
        trigger: "tool_call",
        mode: "before",
        target: "bash ls",
        at: NOW,
      },
      { type: "audit/started", auditId: "rev-1", at: NOW },
    ]).getState();
    const steer = fleetCommand("steer rev-1 hurry", review, NOW);
    expect(steer.action).toBeUndefined();
    expect(steer.message).toContain("only sentinel audits take steering");
    expect(fleetCommand("cancel shell", review, NOW).action).toEqual({
      type: "audit/cancelRequested",
      auditId: "rev-1",
      at: NOW,
    });
  });
  test.each([
    ["steer aud-pass hi", "not running"],
    ["steer aud-run", "needs the text"],
    ["cancel", "needs a record id"],
    ["cancel nope", 'no record or running rule "nope"'],
    ["poke aud-run", "unknown /sentinel:fleet command"],
  ])("%s is refused", (args, text) => {
    const r = fleetCommand(args, s, NOW);
    expect(r.action).toBeUndefined();
    expect(r.message).toContain(text);
  });
});
