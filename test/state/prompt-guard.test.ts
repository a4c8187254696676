// Prompt-guard slice: the prompt guard's phase machine (idle | ready | guarding | executing), table-driven.

import { describe, expect, test } from "vitest";
import type { Action } from "../../src/state/actions.ts";
import { produce } from "../../src/state/immer.ts";
import {
  initialPromptGuard,
  promptGuardRecipe,
  type PromptGuardPhase,
  type PromptGuardState,
} from "../../src/state/prompt-guard.ts";
import { loaded, snapshot } from "./fixtures.ts";

const reach: Record<PromptGuardPhase, Action[]> = {
  idle: [],
  ready: [loaded(snapshot())],
  guarding: [loaded(snapshot()), { type: "prompt/guardStarted", command: "deploy", at: 2 }],
  executing: [loaded(snapshot()), { type: "agent/started", at: 2 }],
};

const events: Record<string, Action> = {
  loaded: loaded(snapshot(), 5),
  guardStarted: { type: "prompt/guardStarted", command: "fix", at: 5 },
  validated: { type: "prompt/validated", command: "fix", at: 5 },
  rejected: { type: "prompt/rejected", id: "p1", command: "fix", args: "", reason: "missing arg", at: 5 },
  agentStarted: { type: "agent/started", at: 5 },
  agentSettled: { type: "agent/settled", at: 5 },
};

const table: [PromptGuardPhase, string, PromptGuardPhase][] = [
  ["idle", "loaded", "ready"],
  ["idle", "guardStarted", "idle"],
  ["idle", "rejected", "idle"],
  ["idle", "agentStarted", "idle"],
  ["idle", "agentSettled", "idle"],
  ["ready", "loaded", "ready"],
  ["ready", "guardStarted", "guarding"],
  ["ready", "validated", "ready"],
  ["ready", "rejected", "ready"],
  ["ready", "agentStarted", "executing"],
  ["ready", "agentSettled", "ready"],
  ["guarding", "guardStarted", "guarding"],
  ["guarding", "validated", "guarding"],
  ["guarding", "rejected", "ready"],
  ["guarding", "agentStarted", "executing"],
  ["guarding", "loaded", "guarding"],
  ["executing", "guardStarted", "executing"],
  ["executing", "agentStarted", "executing"],
  ["executing", "agentSettled", "ready"],
  ["executing", "loaded", "executing"],
];

const reducer = produce(promptGuardRecipe);

function run(actions: Action[], from: PromptGuardState = initialPromptGuard): PromptGuardState {
  return actions.reduce((s, a) => reducer(s, a), from);
}

describe("prompt-guard phase", () => {
  test.each(table)("%s + %s -> %s", (from, event, to) => {
    const s = run([events[event]], run(reach[from]));
    expect(s.phase).toBe(to);
  });

  test("guarding remembers the command; a rejection is kept and clears it", () => {
    const g = run(reach.guarding);
    expect(g.command).toBe("deploy");
    const r = run([events.rejected], g);
    expect(r.command).toBeUndefined();
    expect(r.lastRejection).toEqual({ command: "fix", reason: "missing arg", at: 5 });
  });

  test("settling clears the command and stamps the time", () => {
    const s = run(
      [
        { type: "prompt/guardStarted", command: "x", at: 2 },
        { type: "agent/started", at: 3 },
        { type: "agent/settled", at: 9 },
      ],
      run(reach.ready),
    );
    expect(s).toMatchObject({ phase: "ready", command: undefined, since: 9 });
  });

  test("lint problems are counted", () => {
    expect(run([{ type: "prompt/lintReported", problems: 3, at: 1 }]).templateProblems).toBe(3);
  });
});
