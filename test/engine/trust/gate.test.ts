// The trust gate with fake ports (pi's store and settings), the skip notice, and what a chosen answer does.

import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { answerOf, askProjectTrust } from "../../../src/engine/trust/ask.ts";
import { trustChoices, type TrustDecision } from "../../../src/engine/trust/decide.ts";
import { folderState, knownFolder } from "../../../src/engine/trust/folders.ts";
import { createTrustGate, trustNote, type TrustGatePorts } from "../../../src/engine/trust/gate.ts";

const ctx = (over: Partial<{ cwd: string; hasUI: boolean; mode: string; piTrusted: boolean | "throws" }> = {}) => ({
  cwd: over.cwd ?? "/nowhere/project",
  hasUI: over.hasUI ?? false,
  mode: over.mode ?? "print",
  isProjectTrusted: () => {
    if (over.piTrusted === "throws") throw new Error("stale ctx");
    return over.piTrusted ?? true;
  },
});

const ports = (over: Partial<TrustGatePorts> = {}): TrustGatePorts => ({
  argv: [],
  stored: () => null,
  defaultProjectTrust: () => undefined,
  folder: () => ({ piAsked: false, asked: false }),
  ...over,
});

describe("trust gate", () => {
  const boom = () => {
    throw new Error("EACCES");
  };
  test.each<[string, Partial<TrustGatePorts>, ReturnType<typeof ctx>, string, RegExp | undefined]>([
    ["nobody decided, no UI: skipped with a warning", {}, ctx(), "skip", /nobody has decided.*--approve/],
    ["TUI: ask", {}, ctx({ hasUI: true, mode: "tui" }), "ask", /nobody has decided whether to trust this folder yet/],
    ["--approve", { argv: ["--approve"] }, ctx(), "trusted", undefined],
    ["stored yes", { stored: () => true }, ctx(), "trusted", undefined],
    ["stored no: an explicit skip", { stored: () => false }, ctx(), "skip", /does not trust/],
    [
      "a store that throws is named in the notice",
      { stored: boom },
      ctx(),
      "skip",
      /trust store could not be read \(EACCES\)/,
    ],
    ["settings that throw count as unset", { defaultProjectTrust: boom }, ctx(), "skip", /nobody has decided/],
    ['defaultProjectTrust "always"', { defaultProjectTrust: () => "always" }, ctx(), "trusted", undefined],
    ["a ctx that throws is not trusted by pi", {}, ctx({ piTrusted: "throws" }), "skip", /pi does not trust/],
  ])("%s", (_name, p, c, kind, note) => {
    const gate = createTrustGate(ports(p));
    expect(gate.decision(c).kind).toBe(kind);
    expect(gate.trusted(c)).toBe(kind === "trusted");
    if (note) expect(gate.note(c)?.message).toMatch(note);
    else expect(gate.note(c)).toBeUndefined();
  });

  test("the decision is cached until refresh", () => {
    let stored: boolean | null = null;
    const gate = createTrustGate(ports({ stored: () => stored }));
    const c = ctx();
    expect(gate.trusted(c)).toBe(false);
    stored = true;
    expect(gate.trusted(c)).toBe(false);
    gate.refresh(c);
    expect(gate.trusted(c)).toBe(true);
  });
});

describe("trustNote", () => {
  test.each<[TrustDecision, "info" | "warning" | undefined]>([
    [{ kind: "trusted", why: "x" }, undefined],
    [{ kind: "skip", why: "x", explicit: true }, "info"],
    [{ kind: "skip", why: "x", explicit: false }, "warning"],
    [{ kind: "ask" }, "warning"],
  ])("%j -> %s", (d, severity) => {
    expect(trustNote(d, undefined)?.severity).toBe(severity);
  });
});

describe("answerOf", () => {
  const choices = trustChoices("/p/q", "/p");
  test.each<[string | undefined, unknown]>([
    [undefined, { sessionAnswer: false }],
    ["not a label", { sessionAnswer: false }],
    ["Trust", { save: [{ path: "/p/q", decision: true }], trusted: true }],
    ["Trust (this session only)", { sessionAnswer: true }],
    ["Do not trust (this session only)", { sessionAnswer: false }],
    ["Do not trust", { save: [{ path: "/p/q", decision: false }], trusted: false }],
  ])("%s", (label, expected) => {
    expect(answerOf(choices, label)).toEqual(expected);
  });
});

describe("askProjectTrust", () => {
  const folderWithFiles = () => {
    const dir = mkdtempSync(join(tmpdir(), "pi-sentinel-trust-"));
    mkdirSync(join(dir, ".pi"));
    writeFileSync(join(dir, ".pi/sentinel.json"), "{}");
    return dir;
  };

  test("asks once per folder; a failed save holds for this session and says so", async () => {
    const dir = folderWithFiles();
    folderState(dir, () => false);
    const notes: string[] = [];
    const asked: string[] = [];
    const p = {
      select: async (q: string) => (asked.push(q), "Trust"),
      save: () => {
        throw new Error("read-only");
      },
      notify: (m: string) => void notes.push(m),
    };
    expect(await askProjectTrust(dir, { kind: "ask" }, p)).toBe(true);
    expect(asked[0]).toContain(".pi/sentinel.json");
    expect(knownFolder(dir)?.sessionAnswer).toBe(true);
    expect(notes[0]).toMatch(/could not save the trust decision \(read-only\)/);
    expect(await askProjectTrust(dir, { kind: "ask" }, p)).toBe(false);
  });

  test.each<[string, TrustDecision, boolean]>([
    ["not an ask decision", { kind: "trusted", why: "x" }, false],
    ["a folder without pi-sentinel files", { kind: "ask" }, false],
  ])("never asks: %s", async (_name, decision, files) => {
    const dir = files ? folderWithFiles() : mkdtempSync(join(tmpdir(), "pi-sentinel-trust-"));
    folderState(dir, () => false);
    const p = { select: async () => "Trust", save: () => {}, notify: () => {} };
    expect(await askProjectTrust(dir, decision, p)).toBe(false);
  });
});
