// Window lists built in reused scratch arrays (packed keys, typed-array sorts) equal the plain arrays' lists they replaced.

import { describe, expect, test } from "vitest";
import type { Anchors } from "../../../src/engine/injection/window-anchors.ts";
import { anchorWindows, ruleWindows } from "../../../src/engine/injection/windows.ts";

/** the plain builds these replace (round 20's code): per-call arrays, a comparator sort of the starts */
function plainAnchorWindows(anchors: Anchors, index: Map<string, readonly number[]>, chosen: number[]): number[] {
  const starts: number[] = [];
  const ends: number[] = [];
  anchors.forEach((choices, a) => {
    const { set, lead } = choices[chosen[a]];
    for (const lit of set)
      for (const q of index.get(lit) ?? []) {
        starts.push(Math.max(0, q - lead));
        ends.push(q + 1);
      }
  });
  const order = Array.from(starts.keys()).sort((a, b) => starts[a] - starts[b]);
  const out: number[] = [];
  for (const k of order) {
    if (out.length > 0 && starts[k] <= out[out.length - 1] + 16)
      out[out.length - 1] = Math.max(out[out.length - 1], ends[k]);
    else out.push(starts[k], ends[k]);
  }
  return out;
}

function plainRuleWindows(
  gate: readonly string[],
  ahead: number,
  behind: number,
  index: Map<string, readonly number[]>,
) {
  const anchors = gate.flatMap((lit) => [...(index.get(lit) ?? [])]).sort((a, b) => a - b);
  const join = ahead + behind + 16;
  const out: number[] = [];
  for (const q of anchors) {
    const s = Math.max(0, q - ahead);
    if (out.length > 0 && s <= out[out.length - 1] + join) out[out.length - 1] = Math.max(out[out.length - 1], q + 1);
    else out.push(s, q + 1);
  }
  return out;
}

/** a seeded generator, so a failing case names its seed */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** sorted positions in [0, size), with repeats across literals (equal starts) and clusters (overlapping windows) */
function positions(r: () => number, count: number, size: number): number[] {
  const out = new Set<number>();
  while (out.size < count) {
    const base = Math.floor(r() * size);
    out.add(base);
    if (r() < 0.3) out.add(Math.min(size - 1, base + 1 + Math.floor(r() * 40)));
  }
  return [...out].sort((a, b) => a - b);
}

describe("windows from scratch arrays", () => {
  test.each(Array.from({ length: 12 }, (_, k) => [k]))("seed %i: anchorWindows equals the plain build", (seed) => {
    const r = rng(seed + 1);
    // a text long enough that the windows stay under half of it (else both answer null)
    const size = 2_000_000;
    const text = " ".repeat(size);
    const index = new Map<string, readonly number[]>();
    const lits = ["alpha", "beta", "gamma", "delta", "epsilon"];
    const shared = positions(r, 50, size);
    for (const lit of lits)
      index.set(
        lit,
        [...new Set([...positions(r, 20 + Math.floor(r() * 400), size), ...shared])].sort((a, b) => a - b),
      );
    // two alternatives, each with one choice: the chosen sets share positions, so starts repeat
    const anchors: Anchors = [
      [{ set: ["alpha", "beta"], lead: Math.floor(r() * 200) }],
      [{ set: ["gamma", "delta", "epsilon"], lead: Math.floor(r() * 60) }],
    ];
    // a large call first: the scratch arrays grow, and the call after must not read what it left
    const big = new Map<string, readonly number[]>([["alpha", positions(r, 5000, 4_000_000)]]);
    anchorWindows(" ".repeat(4_000_000), [[{ set: ["alpha"], lead: 3 }]], big);
    const got = anchorWindows(text, anchors, index);
    expect(got).toEqual(plainAnchorWindows(anchors, index, [0, 0]));
    expect(got?.length).toBeGreaterThan(20);
  });

  test.each(Array.from({ length: 12 }, (_, k) => [k]))("seed %i: ruleWindows equals the plain build", (seed) => {
    const r = rng(seed + 101);
    const size = 1_000_000;
    const text = " ".repeat(size);
    const index = new Map<string, readonly number[]>();
    const shared = positions(r, 30, size);
    for (const lit of ["send", "post", "mail"])
      index.set(
        lit,
        [...new Set([...positions(r, 200, size), ...shared])].sort((a, b) => a - b),
      );
    const reach = { ahead: 20 + Math.floor(r() * 200), behind: Math.floor(r() * 30) };
    ruleWindows(" ".repeat(size), ["send"], reach, new Map([["send", positions(r, 5000, size)]]));
    const got = ruleWindows(text, ["send", "post", "mail"], reach, index);
    expect(got).toEqual(plainRuleWindows(["send", "post", "mail"], reach.ahead, reach.behind, index));
    expect(got?.length).toBeGreaterThan(20);
  });

  test("a lead too long to pack reads the whole text (null), as a full pass is always allowed", () => {
    const index = new Map<string, readonly number[]>([["alpha", [10, 500_000]]]);
    expect(anchorWindows(" ".repeat(20_000_000), [[{ set: ["alpha"], lead: 2 ** 21 }]], index)).toBeNull();
  });
});
