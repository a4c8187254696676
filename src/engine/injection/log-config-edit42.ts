// A system's logging or audit configuration edited from the shell so it records less: lines commented out or deleted, storage off.

import { hit } from "./bash-facts.ts";
import { substitutedPairs } from "./edit-pairs42.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** The files that decide what the system logs, keeps and forwards: syslog daemons, the journal, the audit daemon. */
const LOG_CONFIG =
  /^["']?\/etc\/(?:rsyslog\.conf|rsyslog\.d\/|syslog-ng\/|syslog\.conf|systemd\/journald\.conf(?:\.d\/)?|audit\/|logrotate\.d\/(?:rsyslog|syslog|audit))/;
/** New text that keeps nothing: a line commented out (`#&`, `#\1`, `# …`), storage or forwarding set off, auditing off. */
const KEEPS_NOTHING =
  /^\s*#|^\s*$|\bStorage\s*=\s*none\b|\bForwardToSyslog\s*=\s*no\b|\bMaxRetentionSec\s*=\s*1s?\b|^-e\s+0\b|\bdisable\w*\s*=\s*(?:yes|true)\b/i;

/**
 * `sed -i 's/^\*\.\* @@logs/#&/' /etc/rsyslog.d/50-forward.conf`, `sed -i '/auth/d' /etc/rsyslog.conf`, `sed -i
 * 's/^Storage=.*\/Storage=none/' /etc/systemd/journald.conf`, an audit watch commented out: the system's record of
 * what happens is cut down at its source, whatever the editor (0.86). Edits that add rules, raise retention or point
 * forwarding elsewhere keep the record and stay quiet.
 */
export function logConfigEditHits(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      if (!/^(?:sed|perl|sd)$/.test(s.name)) continue;
      const file = s.argv.slice(1).find((w) => LOG_CONFIG.test(w.text))?.text;
      if (file === undefined) continue;
      const off = substitutedPairs(s).find((e) => KEEPS_NOTHING.test(e.to));
      const deleted =
        s.name === "sed" &&
        s.argv.slice(1).some((w) => /^(?:\d+(?:,\d+)?|\$|\/(?:\\.|[^/]){1,200}\/)\s{0,2}d$/.test(w.text));
      if (off === undefined && !deleted) continue;
      hits.push(
        hit(
          "bash.log-config-off",
          "bash_persistence",
          0.86,
          s.cmd.start,
          s.cmd.end,
          `${s.name} edits ${file.replace(/^["']|["']$/g, "")}: ${deleted ? "its rules deleted" : "a rule commented out or its record switched off"}`,
        ),
      );
    }
  return hits;
}
