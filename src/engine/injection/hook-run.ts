// A command a config file runs later (a hook, a connection command), read as shell: its strongest finding as one persistence hit.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** The bash layer's reader of one command, as the config readers are handed it (bash.ts passes it in: no import cycle). */
export type CommandReader = (text: string, start: number, end: number, label: string) => Hit[];

/**
 * The hook hit for `command`, or null when the bash layer finds nothing blocking in it: weight at least 0.9 (a hook
 * runs again and again), the command's own strongest finding named in `why`.
 */
export function hookRunHit(
  read: CommandReader,
  command: string,
  at: { start: number; end: number; label: string; rule: string },
  why: (worstWhy: string) => string,
): Hit | null {
  const worst = read(command, at.start, at.end, at.label).reduce<Hit | null>(
    (a, h) => (h.weight >= 0.8 && (a === null || h.weight > a.weight) ? h : a),
    null,
  );
  if (worst === null) return null;
  return hit(
    at.rule,
    "bash_persistence",
    Math.max(0.9, worst.weight),
    at.start,
    at.end,
    why(worst.detail ?? worst.rule),
  );
}
