// A watcher service stopped for a moment and started again by the same script (journald around a suspend, auditd
// around a maintenance step): a pause its author undoes, not a defence switched off.

import type { Stage } from "./shell-words.ts";

const reEscape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * True when this `systemctl stop|kill UNIT…` (or `service UNIT stop`) names only watcher units that a later line of the
 * script starts or restarts as a command (not inside an echo); a disable or mask lasts, so it never counts. `watchers`
 * tells which units watch. Pure.
 */
export function watcherRestarted(s: Stage, src: string, watchers: RegExp): boolean {
  const args = s.argv.slice(1).map((w) => w.text);
  const systemctl = s.name === "systemctl";
  if (!systemctl && s.name !== "service") return false;
  const verb = systemctl ? args.find((a) => !a.startsWith("-")) : args[1];
  if (verb !== "stop" && verb !== "kill") return false;
  if (systemctl && args.some((a) => /^(?:--now|-s|--signal)/.test(a))) return false;
  const units = (systemctl ? args.filter((a) => !a.startsWith("-") && a !== verb) : [args[0] ?? ""]).filter((u) =>
    watchers.test(u),
  );
  if (units.length === 0) return false;
  const after = src.slice(s.cmd.end);
  return units.every((u) => {
    const unit = reEscape(u.replace(/\.service$/, ""));
    const line = new RegExp(
      `^[ \\t]*(?:(?:then|do|else|&&|\\|\\||;)[ \\t]+)?(?:sudo[ \\t]+)?(?:systemctl[ \\t]+(?:--?[\\w-]+[ \\t]+)*(?:start|restart)[ \\t]+(?:[\\w@.-]+[ \\t]+)*${unit}(?:\\.service)?|service[ \\t]+${unit}[ \\t]+(?:start|restart))(?=[ \\t;&|#]|$)`,
      "m",
    );
    return line.test(after);
  });
}
