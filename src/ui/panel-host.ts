// What a control-center panel needs from its host: the store, intents (dispatch, session ops), the clock and the keymap.

import type { Action, SessionOp } from "../state/actions.ts";
import type { RootState } from "../state/root.ts";
import type { Keymap } from "./keymap.ts";
import type { Paint } from "./paint.ts";
import { visibleWidth } from "@earendil-works/pi-tui";
import { pad, wrap } from "./text.ts";
import { errorText } from "../engine/error-text.ts";

export interface PanelHost {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
  dispatch(action: Action): void;
  applyOp(op: SessionOp): void;
  now(): number;
  keymap: Keymap;
  /** re-read config files now (the refresh key) */
  refresh?(): void;
}

/** The bits of pi's TUI a panel uses (a fake in tests). */
export interface PanelTui {
  requestRender(): void;
  terminal?: { rows: number; columns: number };
}

/** The overlay's maxHeight; panels return exactly panelHeight lines, which never exceeds it (pi cuts longer overlays at the bottom). */
export const OVERLAY_MAX_HEIGHT = "80%";

/** Panel height: 80% of the terminal rows (floored, as pi-tui resolves "80%"), at least 6. */
export function panelHeight(tui: PanelTui, fixed?: number): number {
  if (fixed !== undefined) return fixed;
  const rows = tui.terminal?.rows ?? 30;
  return Math.max(Math.min(6, rows), Math.floor((rows * 80) / 100));
}

/**
 * The help words packed into at most `max` lines, joined by " · " and never split inside one hint ("esc close" stays
 * whole). When they do not fit, words are dropped from before the last `keep` (help and close come last), so a small
 * terminal still shows how to get help and how to close.
 */
export function helpLines(words: string[], width: number, max: number, keep = 2): string[] {
  const pack = (ws: readonly string[]): string[] => {
    const lines: string[] = [];
    for (const w of ws) {
      const last = lines.length - 1;
      if (last >= 0 && visibleWidth(lines[last]) + 3 + visibleWidth(w) <= width) lines[last] += ` · ${w}`;
      else lines.push(w);
    }
    return lines.flatMap((l) => (visibleWidth(l) > width ? wrap(l, width) : [l]));
  };
  const shown = [...words];
  let lines = pack(shown);
  while (lines.length > max && shown.length > keep) {
    shown.splice(shown.length - keep - 1, 1);
    lines = pack(shown);
  }
  return lines.slice(0, max);
}

/**
 * Exactly `height` lines: the body, blank rows, then the footer (input line, message, help) at the bottom. When they
 * do not fit, the body is cut, never the footer, so the close hint stays on screen in a small terminal.
 */
export function fitFrame(body: readonly string[], footer: readonly string[], width: number, height: number): string[] {
  const foot = footer.slice(Math.max(0, footer.length - height));
  const top = body.slice(0, Math.max(0, height - foot.length));
  while (top.length + foot.length < height) top.push(" ".repeat(width));
  return [...top, ...foot];
}

/** Draws a rounded border around inner lines (each already `width - 2` wide), so the overlay stands out from the transcript. */
export function boxed(inner: readonly string[], width: number, paint: Paint): string[] {
  if (width < 4) return inner.map((l) => pad(l, width));
  const bar = paint.fg("border", "│");
  return [
    paint.fg("border", `╭${"─".repeat(width - 2)}╮`),
    ...inner.map((l) => `${bar}${pad(l, width - 2)}${bar}`),
    paint.fg("border", `╰${"─".repeat(width - 2)}╯`),
  ];
}

/** The frame a panel shows when its view throws: the error, then blank lines; the close key still works. */
export function errorFrame(e: unknown, width: number, height: number, paint: Paint): string[] {
  const text = `pi-sentinel panel error: ${errorText(e)} (press escape to close)`;
  // plain text when the paint itself is what broke
  const red = (l: string): string => {
    try {
      return paint.fg("error", l);
    } catch {
      return l;
    }
  };
  const lines = wrap(text.replace(/[\u0000-\u001f]/g, " "), Math.max(1, width)).map((l) => pad(red(l), width));
  while (lines.length < height) lines.push(" ".repeat(Math.max(0, width)));
  return lines.slice(0, Math.max(1, height));
}

/**
 * A panel's whole frame: the inner view boxed to `width` and exactly the panel height; a view that throws shows the
 * error frame instead, because a view bug must never take pi down and the panel must stay closable.
 */
export function panelFrame(
  renderInner: (width: number, height: number) => string[],
  width: number,
  height: number,
  paint: Paint,
): string[] {
  try {
    if (width < 4 || height < 3) return renderInner(Math.max(1, width), height);
    return boxed(renderInner(width - 2, height - 2), width, paint);
  } catch (e) {
    return errorFrame(e, width, height, paint);
  }
}

/** Routes one key to a panel; if handling it throws, the view is broken (see panelFrame), so the key closes the panel instead of crashing pi. */
export function panelInput(handle: () => void, close: () => void): void {
  try {
    handle();
  } catch {
    close();
  }
}
