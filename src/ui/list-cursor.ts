// A list cursor (selected index and first visible row): moves, pages, home/end, keeps the selection visible, clamps on shrink; pure.

export interface Cursor {
  index: number;
  scrollTop: number;
}

export const CURSOR_START: Cursor = { index: 0, scrollTop: 0 };

export type CursorMove = "up" | "down" | "pageUp" | "pageDown" | "home" | "end";

/** Rows a page key moves: one less than the visible rows, so the last row of a page is the first of the next. */
export function pageSize(rows: number): number {
  return Math.max(1, rows - 1);
}

/**
 * The cursor inside `count` rows shown `rows` at a time: the index clamped to the list (a shrunk list moves it up),
 * the window scrolled just enough to show it, and never past the end (no blank rows under a full list).
 */
export function clampCursor(c: Cursor, count: number, rows: number): Cursor {
  const visible = Math.max(1, rows);
  const index = Math.max(0, Math.min(c.index, count - 1));
  let scrollTop = Math.max(0, Math.min(c.scrollTop, count - visible));
  if (index < scrollTop) scrollTop = index;
  if (index >= scrollTop + visible) scrollTop = index - visible + 1;
  return index === c.index && scrollTop === c.scrollTop ? c : { index, scrollTop };
}

/** The cursor after a navigation key. */
export function moveCursor(c: Cursor, move: CursorMove, count: number, rows: number): Cursor {
  const page = pageSize(rows);
  const delta =
    move === "up"
      ? -1
      : move === "down"
        ? 1
        : move === "pageUp"
          ? -page
          : move === "pageDown"
            ? page
            : move === "home"
              ? -Number.MAX_SAFE_INTEGER
              : Number.MAX_SAFE_INTEGER;
  const at = clampCursor(c, count, rows);
  return clampCursor(
    { index: Math.max(0, Math.min(count - 1, at.index + delta)), scrollTop: at.scrollTop },
    count,
    rows,
  );
}

/** The navigation move a keymap action means, if it is one. */
export function cursorMoveOf(action: string): CursorMove | undefined {
  switch (action) {
    case "selectUp":
      return "up";
    case "selectDown":
      return "down";
    case "pageUp":
      return "pageUp";
    case "pageDown":
      return "pageDown";
    case "top":
      return "home";
    case "bottom":
      return "end";
    default:
      return undefined;
  }
}
