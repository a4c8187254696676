// The list cursor: table of moves (page, home/end, clamps) and properties (always in range, selection always visible).

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { clampCursor, type Cursor, type CursorMove, moveCursor } from "../../src/ui/list-cursor.ts";

const c = (index: number, scrollTop = 0): Cursor => ({ index, scrollTop });

describe("moves", () => {
  test.each<[string, Cursor, CursorMove, number, number, Cursor]>([
    ["down from the top", c(0), "down", 10, 4, c(1)],
    ["up at the top stays", c(0), "up", 10, 4, c(0)],
    ["down at the bottom stays", c(9, 6), "down", 10, 4, c(9, 6)],
    ["down past the window scrolls one row", c(3), "down", 10, 4, c(4, 1)],
    ["page down moves rows - 1", c(0), "pageDown", 10, 4, c(3)],
    ["page down near the end stops at the last", c(8, 6), "pageDown", 10, 4, c(9, 6)],
    ["page up moves rows - 1 and scrolls", c(6, 6), "pageUp", 10, 4, c(3, 3)],
    ["a one-row window pages by one", c(0), "pageDown", 10, 1, c(1, 1)],
    ["home", c(7, 5), "home", 10, 4, c(0)],
    ["end shows a full last page", c(0), "end", 10, 4, c(9, 6)],
    ["an empty list stays at 0", c(0), "down", 0, 4, c(0)],
  ])("%s", (_name, from, move, count, rows, want) => {
    expect(moveCursor(from, move, count, rows)).toEqual(want);
  });
});

describe("clamp", () => {
  test.each<[string, Cursor, number, number, Cursor]>([
    ["the list shrank under the selection", c(9, 6), 5, 4, c(4, 1)],
    ["the window grew: no blank rows under a full list", c(9, 6), 10, 8, c(9, 2)],
    ["selection above the window scrolls up", c(1, 5), 10, 4, c(1, 1)],
    ["empty list", c(3, 2), 0, 4, c(0)],
    ["unchanged when already fine (same object)", c(2, 1), 10, 4, c(2, 1)],
  ])("%s", (_name, from, count, rows, want) => {
    expect(clampCursor(from, count, rows)).toEqual(want);
  });

  test("returns the same object when nothing changes (no needless re-render)", () => {
    const cur = c(2, 1);
    expect(clampCursor(cur, 10, 4)).toBe(cur);
  });
});

describe("properties", () => {
  const moves: CursorMove[] = ["up", "down", "pageUp", "pageDown", "home", "end"];
  test("after any moves, on any list and window size, the selection is in range and visible", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.constantFrom(...moves), { maxLength: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (count, rows, ms, shrinkTo) => {
          let cur = c(0);
          for (const m of ms) cur = moveCursor(cur, m, count, rows);
          // the list may shrink between keys
          const n = Math.min(count, shrinkTo);
          cur = clampCursor(cur, n, rows);
          const last = Math.max(0, n - 1);
          expect(cur.index).toBeGreaterThanOrEqual(0);
          expect(cur.index).toBeLessThanOrEqual(last);
          expect(cur.scrollTop).toBeGreaterThanOrEqual(0);
          expect(cur.scrollTop).toBeLessThanOrEqual(cur.index);
          expect(cur.index).toBeLessThan(cur.scrollTop + rows);
          // no blank rows under a full list
          if (n >= rows) expect(cur.scrollTop).toBeLessThanOrEqual(n - rows);
        },
      ),
    );
  });
});
