// Failure cooldowns (one place) and the scheduler's typed drop causes: table-driven.

import { describe, expect, it } from "vitest";
import { COOLDOWN_MS, Cooldowns, cooldownReason } from "../../../src/engine/sentinel/cooldown.ts";
import { dropReason, type DropCause } from "../../../src/engine/sentinel/scheduler.ts";

describe("Cooldowns", () => {
  it("rests a rule for COOLDOWN_MS after start, then lets it run again", () => {
    let t = 1000;
    const c = new Cooldowns(() => t);
    expect(c.remaining("r")).toBe(0);
    expect(c.start("r")).toBe(1000 + COOLDOWN_MS);
    expect(c.remaining("r")).toBe(COOLDOWN_MS);
    expect(c.remaining("other")).toBe(0);
    t += COOLDOWN_MS - 1;
    expect(c.remaining("r")).toBe(1);
    t += 1;
    expect(c.remaining("r")).toBe(0);
  });

  it("clear forgets every rest", () => {
    const c = new Cooldowns(() => 0);
    c.start("a");
    c.clear();
    expect(c.remaining("a")).toBe(0);
  });

  it.each([
    [30_000, "30 s left"],
    [1, "1 s left"],
    [1_500, "2 s left"],
  ])("reason for %i ms says %s", (ms, text) => {
    expect(cooldownReason(ms)).toContain(text);
  });
});

describe("dropReason", () => {
  const table: [DropCause, string][] = [
    [{ kind: "busy" }, "rule busy (overlap ignore)"],
    [{ kind: "saturated" }, "all audit slots busy (overlap ignore)"],
    [{ kind: "replaced" }, "replaced by a newer firing (overlap replace)"],
    [{ kind: "cancelled" }, "cancelled by the user"],
    [{ kind: "agentAborted" }, "the agent run was aborted"],
    [{ kind: "sessionEnded" }, "session ended"],
    [{ kind: "crashed", message: "boom" }, "audit crashed: boom"],
  ];
  it.each(table)("%j -> %s", (cause, text) => {
    expect(dropReason(cause)).toBe(text);
  });
});
