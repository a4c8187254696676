// System logging switched off through its own config files (journald keeping nothing, auth and audit logs rotated away) by whatever writes them.

import { writtenContent } from "./bash-written.ts";
import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script without these words writes no logging config. */
const GATE = /journald|logrotate|Storage\s*=|rotate\s+0/;

/** The logs that record who logged in, ran sudo or touched audited files. */
const SECURITY_LOG =
  /\/var\/log\/(?:auth\.log|secure|audit\/[\w.-]*|wtmp|btmp|lastlog|sudo\.log|faillog|syslog|messages)\b/;

/**
 * Why a logging config file written with this text records nothing any more, or null: journald told to store nothing
 * (`Storage=none`, the on-disk journal off with no forward), or a logrotate stanza for the security logs that keeps
 * none of them (`rotate 0`, or a postrotate that shreds or truncates them). Ordinary rotation (`rotate 7`, `compress`)
 * and journald size limits keep the record.
 */
export function loggingOffReason(path: string, text: string): string | null {
  const p = path.replace(/\\/g, "/").replace(/^["']|["']$/g, "");
  if (/(?:^|\/)journald\.conf(?:\.d\/[^/]+)?$/.test(p) && /^\s*Storage\s*=\s*none\b/m.test(text))
    return "journald told to keep no journal";
  if (/(?:^|\/)logrotate(?:\.d\/[^/]+|\.conf)$/.test(p)) {
    for (const stanza of text.split(/\}\s*\n?/)) {
      const head = stanza.split("{")[0] ?? "";
      if (!SECURITY_LOG.test(head)) continue;
      const keepsNone = /^\s*rotate\s+0\b/m.test(stanza);
      const destroys = /\b(?:shred|truncate\s+-s\s*0|rm\s+-f?r?f?)\b[^\n]*\/var\/log\//.test(stanza);
      if (keepsNone || destroys)
        return `logrotate keeps none of ${/\/var\/log\/[\w./-]+/.exec(head)?.[0] ?? "the security logs"}`;
    }
  }
  return null;
}

/** Hits of shell writes (redirects, tee, heredocs) of a logging config that keeps nothing. */
export function loggingOffWriteHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const targets = [
        ...s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>").map((r) => r.target),
        ...(s.name === "tee" ? s.argv.slice(1).filter((w) => !w.text.startsWith("-")) : []),
      ];
      for (const t of targets) {
        const content = writtenContent(s, t, null, () => null);
        const why = content === null ? null : loggingOffReason(t.text, content);
        if (why) hits.push(hit("bash.ops-logging-off", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, why));
      }
    }
  return hits;
}
