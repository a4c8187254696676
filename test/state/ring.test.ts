// The bounded ring: push/get/update/evict across chunk boundaries, newest-first walks that stop early, duplicate ids.

import { describe, expect, test } from "vitest";
import {
  CHUNK,
  emptyRing,
  ringAt,
  ringEachNewest,
  ringGet,
  ringPush,
  ringSeqOf,
  ringSize,
  ringUpdate,
  type Ring,
} from "../../src/state/ring.ts";

type Item = { id: string; v: number };
const fill = (capacity: number, n: number): Ring<Item> => {
  const r = emptyRing<Item>(capacity);
  for (let i = 0; i < n; i++) ringPush(r, { id: `i${i}`, v: i });
  return r;
};

describe("ring", () => {
  test.each([
    [1, 5],
    [3, 3],
    [CHUNK, CHUNK * 3 + 1],
    [CHUNK + 1, CHUNK * 2],
    [100, 10],
  ])("capacity %i after %i pushes keeps the newest", (capacity, n) => {
    const r = fill(capacity, n);
    const kept = Math.min(capacity, n);
    expect(ringSize(r)).toBe(kept);
    for (let i = 0; i < n; i++) {
      const expected = i >= n - kept ? i : undefined;
      expect(ringGet(r, `i${i}`)?.v).toBe(expected);
    }
    // chunks are dropped as they empty, so memory follows capacity, not history
    expect(r.chunks.length).toBeLessThanOrEqual(Math.ceil(capacity / CHUNK) + 1);
  });

  test("a live duplicate id is refused; an evicted id can come back", () => {
    const r = fill(2, 3);
    expect(ringPush(r, { id: "i2", v: 99 })).toBeUndefined();
    expect(ringGet(r, "i2")?.v).toBe(2);
    expect(ringPush(r, { id: "i0", v: 7 })).toBe(3);
    expect(ringGet(r, "i0")?.v).toBe(7);
  });

  test("update changes a kept record and reports evicted ones", () => {
    const r = fill(2, 3);
    expect(ringUpdate(r, "i2", (it) => void (it.v = 42))).toBe(true);
    expect(ringGet(r, "i2")?.v).toBe(42);
    expect(ringUpdate(r, "i0", () => {})).toBe(false);
    expect(ringSeqOf(r, "i0")).toBeUndefined();
  });

  test("newest-first walk visits in order and stops when asked", () => {
    const r = fill(5, 8);
    const all: number[] = [];
    ringEachNewest(r, (it) => void all.push(it.v));
    expect(all).toEqual([7, 6, 5, 4, 3]);
    const two: number[] = [];
    ringEachNewest(r, (it) => {
      two.push(it.v);
      return two.length < 2;
    });
    expect(two).toEqual([7, 6]);
    expect(ringAt(r, 2)).toBeUndefined();
    expect(ringAt(r, 7)?.v).toBe(7);
    expect(ringAt(r, 8)).toBeUndefined();
  });

  test("capacity is at least 1 and an integer", () => {
    expect(emptyRing(0).capacity).toBe(1);
    expect(emptyRing(2.7).capacity).toBe(2);
  });
});
