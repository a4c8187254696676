// A diagnostic capture followed to where it goes: credentials picked out of it, or the capture sent off the machine.

import { hit } from "./bash-facts.ts";
import { type Capture, captureOf, credentialHolder, credentialPicker } from "./capture-sources66.ts";
import { normPath as plainPath } from "./shell-download.ts";
import { hostOf, netSink } from "./shell-flow-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A path as written, without quotes, `./` or a trailing slash (`/tmp/dbg/` and `/tmp/dbg` are one folder). */
const normPath = (p: string): string => plainPath(p).replace(/(?<=.)\/+$/, "");

/** Anything a capture or a credential picker could be: a script with none of these is not read. */
const GATE =
  /\/proc\/|gcore|jmap|jcmd|coredumpctl|gdb|lldb|py-spy|tcpdump|tshark|dumpcap|ngrep|tcpflow|mitm|sslsniff|strace|ltrace|bpftrace|kubectl|\boc\b|--debug|--log-http|curl|GIT_TRACE|GIT_CURL|GH_DEBUG|silly|-ddd|\.har\b|pcap|hprof|heapsnapshot|\.core\b|core\.\d|_logs|sslkey|\.dmp\b|grep|sed|awk|\bjq\b/;
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|::1|\[::1\])$/i;
/** Name resolvers: a name built from data hands the data to the name's zone. */
const RESOLVERS = /^(?:dig|nslookup|host|drill|getent|kdig|delv|ping|resolvectl)$/;
/** Stages that keep only what is harmless of a capture: names without values, counts, masked values. */
const CLEANS =
  /^wc\b|^cut\b.*-d\s*['"]?=['"]?\s.*-f\s*['"]?1\b|^sed\b.*\bs([/|#]).*\1.*(?:redact|\*\*\*|masked|<hidden>)/i;
/** Stages that publish what they are given where others read it: an issue or PR comment, a gist, a paste. */
const PUBLISHERS = /^(?:gh|glab|hub|tea)$/;

/** Where a stage sends data off this machine, or null (loopback, local tools). */
function sinkOf(s: Stage): string | null {
  if (PUBLISHERS.test(s.name) && /\b(?:comment|create|gist|edit|release)\b/.test(s.text))
    return `${s.name} ${s.argv[1]?.text ?? ""}`;
  if (!netSink(s)) return null;
  const host = hostOf(s);
  if (host !== null && LOOPBACK.test(host)) return null;
  return host === null ? s.name : `${s.name} to ${host}`;
}

/** A sink no team runs for its own files: a raw IP address, a raw socket, a public issue, gist or pushed commit. */
function strangerSink(s: Stage, sink: string): boolean {
  return (
    /\bto (?:\d{1,3}\.){3}\d{1,3}$/.test(sink) ||
    /^(?:nc|ncat|netcat|socat|telnet)$/.test(s.name) ||
    PUBLISHERS.test(s.name)
  );
}

/** The captured file a stage reads (by argument, `<` redirect or here-document), as the capture it holds. */
function readsCaptured(s: Stage, captured: Map<string, string>): string | null {
  if (captured.size === 0) return null;
  const words = [
    ...s.argv.slice(1).map((w) => normPath(w.text)),
    ...s.cmd.redirects.filter((r) => r.op === "<").map((r) => normPath(r.target.text)),
  ];
  const fed = s.cmd.stdin.map((w) => w.text).join("\n");
  for (const [path, what] of captured)
    if (
      words.some(
        (t) => t === path || t.startsWith(path) || t.includes(`@${path}`) || (path.length > 5 && t.includes(path)),
      ) ||
      (path.length > 5 && fed.includes(path))
    )
      return what;
  return null;
}

interface Carried {
  what: string;
  byName?: boolean;
  loopback?: boolean;
  /** stage index in its pipeline where the capture starts */
  at: number;
  picked: boolean;
}

/**
 * A capture of secrets (a process's memory or environment, a core or heap dump, packets, a trace of reads and writes, a
 * verbose HTTP trace, a recorded session) followed through pipes, files and loops: credentials picked out of it
 * (`… | grep -iE 'token|pass'`, `tshark -e http.authorization`), a credential store's memory dumped, or the capture
 * sent to another host, a name lookup, an issue or a pushed commit. Captures kept local, printed, counted or redacted,
 * and sent to loopback stay clean: that is what debugging one's own program looks like.
 */
export function captureFlowHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const captured = new Map<string, string>();
  const nested: { start: number; end: number; what: string }[] = [];
  let loopCarried: string | null = null;
  let inLoop = 0;
  let staged: string | null = null;
  const scrape = (s: Stage, why: string) =>
    hits.push(hit("bash.capture-scrape", "bash_exfil", 0.86, s.cmd.start, s.cmd.end, why));
  const send = (s: Stage, what: string, where: string) =>
    hits.push(hit("bash.capture-exfil", "bash_exfil", 0.9, s.cmd.start, s.cmd.end, `${what} → ${where}`));
  for (const stages of pipelines) {
    let carried: Carried | null = null;
    let pickedBy: Stage | null = null;
    for (const [k, s] of stages.entries()) {
      if (s.cmd.depth === 0 && /^(?:for|while|until)$/.test(s.name)) inLoop++;
      if (s.name === "done" && k === 0 && s.cmd.depth === 0) {
        if (loopCarried !== null) carried = { what: loopCarried, at: -1, picked: false };
        loopCarried = null;
        inLoop = Math.max(0, inLoop - 1);
      }
      const c: Capture | null = captureOf(s);
      const fromFile = readsCaptured(s, captured);
      if (carried === null && (c !== null || fromFile !== null))
        carried = {
          what: fromFile ?? c?.what ?? "",
          at: k,
          picked: false,
          // (a file this script captured is known by more than its name)
          byName: fromFile === null && c?.byName === true,
          loopback: c?.loopback === true || (fromFile ?? "").includes("loopback"),
        };
      if (c !== null) {
        for (const f of c.files) if (captured.size < 32) captured.set(normPath(f), c.what);
        const holder = /memory|dump|environment|core/.test(c.what) ? credentialHolder(s) : null;
        if (holder !== null) scrape(s, `${c.what} of ${holder}, which holds credentials`);
      }
      // (what is picked and then only counted, cut to names or masked was never kept)
      if (carried !== null && CLEANS.test(s.text.replace(/^[\s|&;]+/, "")) && k > carried.at) {
        carried = null;
        pickedBy = null;
      }
      if (credentialPicker(s)) {
        // (a capture of the loopback interface holds this machine's own test logins: reading them is debugging)
        if (carried !== null && (k > carried.at || fromFile !== null) && !carried.picked && !carried.loopback) {
          carried.picked = true;
          pickedBy = s;
        } else if (carried === null) carried = { what: `credentials picked by ${s.name}`, at: k, picked: true };
      }
      // (a stage that reads a capture sends it; one that makes a capture, `curl -v …`, sends something else)
      const sink = k > (carried?.at ?? k) || fromFile !== null || c?.reads === true ? sinkOf(s) : null;
      // (a dump or capture file made before this script, copied to a named host, may be going to the team's own analysis
      // host: only a raw address, a raw socket or a publication is read as leaving)
      if (carried !== null && sink !== null && (!carried.byName || strangerSink(s, sink))) send(s, carried.what, sink);
      if (carried !== null)
        for (const r of s.cmd.redirects)
          if ((r.op === ">" || r.op === ">>") && captured.size < 32)
            captured.set(normPath(r.target.text), carried.what);
      if (s.name === "cp" && carried !== null && s.argv.length > 2 && captured.size < 32)
        captured.set(normPath(s.argv[s.argv.length - 1]?.text ?? ""), carried.what);
      // a captured file added to the repository is published by the push that follows
      if (s.name === "git" && s.argv[1]?.text === "add" && fromFile !== null) staged = fromFile;
      if (s.name === "git" && s.argv[1]?.text === "push" && staged !== null) send(s, staged, "a pushed commit");
    }
    if (pickedBy !== null && carried !== null)
      scrape(pickedBy, `credentials picked out of ${carried.what} by ${pickedBy.name}`);
    const head = stages[0];
    if (carried !== null && head !== undefined) {
      if (head.cmd.depth > 0)
        nested.push({ start: head.cmd.start, end: stages[stages.length - 1]!.cmd.end, what: carried.what });
      else if (inLoop > 0) loopCarried = carried.what;
    }
  }
  // a substitution that captures or picks credentials, given to a sender or a name lookup (`--body "$(kubectl -v=9 …)"`)
  if (nested.length > 0)
    for (const stages of pipelines)
      for (const s of stages) {
        const inner = nested.find((n) => n.start >= s.cmd.start && n.end <= s.cmd.end && s.cmd.depth < 1);
        if (inner === undefined) continue;
        const dns = RESOLVERS.test(s.name) && s.argv.some((w) => /\$\([\s\S]*\)\.?[a-z0-9-]+\.[a-z]{2,}/i.test(w.text));
        const sink = dns ? `${s.name} lookups carrying it in the name` : sinkOf(s);
        if (sink !== null) send(s, inner.what, sink);
      }
  return hits;
}
