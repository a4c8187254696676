// The kernel audit rules written so nothing is audited: every rule deleted and none added, or auditing switched off.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** auditd's rule files: audit.rules and the drop-ins augenrules merges. */
export const AUDIT_RULES = /^\/etc\/audit\/(?:audit\.rules|rules\.d\/[^/]+\.rules)$/;

/**
 * An audit rules file whose lines delete every rule (`-D`) and add none (no `-w` watch, no `-a` syscall rule), or that
 * switch auditing off (`-e 0`): from the next load on, the system records nothing it used to. The usual file opens with
 * `-D` and `-b 8192` and then lists its rules; that file keeps them and stays quiet.
 */
export function auditRulesEmptiedHits(path: string, text: string): Hit[] {
  if (!AUDIT_RULES.test(path) || text.length > 256 * 1024) return [];
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
  const off = lines.some((l) => /^-e\s+0\b/.test(l));
  const emptied = lines.some((l) => /^-D\b/.test(l)) && !lines.some((l) => /^-(?:w|a|A)\s/.test(l));
  if (!off && !emptied) return [];
  return [
    hit(
      "bash.audit-rules-emptied",
      "bash_persistence",
      0.86,
      0,
      text.length,
      `${path}: ${off ? "auditing switched off (-e 0)" : "every audit rule deleted and none added"}`,
    ),
  ];
}
