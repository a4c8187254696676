// Unit tests of the verdict cache key and TTL (fake clock), and finding dedupe.

import { describe, expect, it } from "vitest";
import { cacheKey, FindingDedupe, VerdictCache } from "../../../src/engine/sentinel/cache.ts";
import type { SentinelRule } from "../../../src/state/config-model.ts";

const rule: SentinelRule = { name: "r", trigger: { type: "tool_call" }, prompt: "p", mode: "blocking" };

describe("cache key", () => {
  it("changes with the rule name, definition, rendered prompt and scope", () => {
    const k = cacheKey(rule, "prompt", "scope");
    expect(cacheKey({ ...rule }, "prompt", "scope")).toBe(k);
    expect(cacheKey({ ...rule, name: "s" }, "prompt", "scope")).not.toBe(k);
    expect(cacheKey({ ...rule, model: "a/b" }, "prompt", "scope")).not.toBe(k);
    expect(cacheKey(rule, "prompt2", "scope")).not.toBe(k);
    expect(cacheKey(rule, "prompt", "scope2")).not.toBe(k);
  });
  it("ignores key order and fields that do not change a verdict", () => {
    const k = cacheKey(rule, "p", "s");
    expect(cacheKey({ prompt: "p", mode: "blocking", trigger: { type: "tool_call" }, name: "r" }, "p", "s")).toBe(k);
    expect(cacheKey({ ...rule, enabled: true, shadow: true, description: "d" }, "p", "s")).toBe(k);
  });
});

describe("VerdictCache", () => {
  it("expires entries after the TTL", () => {
    let t = 1000;
    const c = new VerdictCache(() => t);
    c.set("k", { verdict: "fail", message: "m" }, 500);
    expect(c.get("k")).toEqual({ verdict: "fail", message: "m" });
    t = 1499;
    expect(c.get("k")).toBeDefined();
    t = 1500;
    expect(c.get("k")).toBeUndefined();
    c.set("z", { verdict: "pass", message: "" }, 0);
    expect(c.get("z")).toBeUndefined();
  });
  it("is bounded", () => {
    const c = new VerdictCache(() => 0, 3);
    for (let i = 0; i < 5; i++) c.set(`k${i}`, { verdict: "pass", message: "" }, 100);
    expect(c.size).toBe(3);
    expect(c.get("k0")).toBeUndefined();
    expect(c.get("k4")).toBeDefined();
  });
});

describe("FindingDedupe", () => {
  it("suppresses the same rule + verdict + normalised message within the cooldown", () => {
    let t = 0;
    const d = new FindingDedupe(() => t);
    expect(d.isRepeat("r", "warn", "Uses  eval", 1000)).toBe(false);
    expect(d.isRepeat("r", "warn", "uses eval ", 1000)).toBe(true);
    expect(d.isRepeat("r", "fail", "uses eval", 1000)).toBe(false);
    expect(d.isRepeat("s", "warn", "uses eval", 1000)).toBe(false);
    t = 1000;
    expect(d.isRepeat("r", "warn", "uses eval", 1000)).toBe(false);
  });
});
