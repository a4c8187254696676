// The `?` help view: every key of a panel with what it does, generated from the keymap; pure (entries, width, rows, paint) -> lines.

import type { HelpEntry } from "./keymap.ts";
import type { Paint } from "./paint.ts";
import { cell, pad, wrap } from "./text.ts";

/** Exactly `rows` lines: a title, then one entry per action (keys, description, and why it does nothing now). */
export function renderKeyHelp(
  title: string,
  entries: readonly HelpEntry[],
  width: number,
  rows: number,
  paint: Paint,
): string[] {
  const keyWidth = Math.min(14, Math.max(6, Math.floor(width / 4)));
  const textWidth = Math.max(1, width - keyWidth - 1);
  const keysOf = (e: HelpEntry): string => e.keys.join(" ") || "none";
  const textOf = (e: HelpEntry): string => (e.why ? `${e.description} (now: ${e.why})` : e.description);
  const block = (e: HelpEntry, full: boolean): string[] => {
    const text = full ? wrap(textOf(e), textWidth) : [cell(textOf(e), textWidth)];
    return text.map((t, i) => {
      const keys = i === 0 ? paint.fg(e.why ? "dim" : "accent", cell(keysOf(e), keyWidth)) : " ".repeat(keyWidth);
      return pad(`${keys} ${e.why ? paint.fg("dim", t) : t}`, width);
    });
  };
  const head = pad(paint.bold(paint.fg("accent", title)), width);
  const room = Math.max(0, rows - 1);
  // wrapped descriptions when they fit, else one cut line per action, else as many as fit and a count of the rest
  let body = entries.flatMap((e) => block(e, true));
  if (body.length > room) body = entries.flatMap((e) => block(e, false));
  if (body.length > room && room > 0)
    body = [
      ...body.slice(0, room - 1),
      pad(paint.fg("dim", cell(`+${body.length - room + 1} more (a larger terminal shows them)`, width)), width),
    ];
  const out = [head, ...body].slice(0, rows);
  while (out.length < rows) out.push(" ".repeat(width));
  return out;
}
