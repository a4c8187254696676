// A repository's whole history packed by `git bundle` and sent: over a raw socket anywhere, or by a copier to a bare address.

import { hit } from "./bash-facts.ts";
import { hostOf } from "./shell-flow-facts.ts";
import { isLoopback, isPrivateNetwork } from "./shell-token-hosts.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: no reading without a bundle made. */
const GATE = /\bgit\b[^\n]{0,80}\bbundle\s+create\b/;

/** Raw socket clients: what they are fed goes to the peer as it is. */
const SOCKET = /^(?:nc|ncat|netcat|socat|telnet)$/;
/** Copiers that send a named file to a remote. */
const COPIER = /^(?:scp|rsync|sftp|curl|wget|nc|ncat|netcat|socat)$/;

/** A private network's address or a bare IPv4 that is not this machine (a LAN backup box stays in the building). */
function bareRemoteIp(host: string | null): boolean {
  if (host === null || !/^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || isLoopback(host)) return false;
  return !isPrivateNetwork(host);
}

/** The file `git bundle create F …` writes (`-` for its standard output), or null when the stage makes no bundle. */
export function bundleTarget(s: Stage): string | null {
  if (s.name !== "git") return null;
  const a = unquotedArgs(s);
  let i = 0;
  // git's own options before the subcommand (`git -C repo bundle create …`)
  while (i < a.length && (a[i] ?? "").startsWith("-"))
    i += /^(?:-C|-c|--git-dir|--work-tree)$/.test(a[i] ?? "") ? 2 : 1;
  if (a[i] !== "bundle" || a[i + 1] !== "create") return null;
  const rest = a.slice(i + 2);
  const file = rest.find((t) => t === "-" || !t.startsWith("-"));
  return file ?? null;
}

/** The repository's history bundled and handed to a socket, or copied to a bare remote address. */
export function repoSendHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const files: { file: string; end: number }[] = [];
  for (const stages of pipelines) {
    const k = stages.findIndex((s) => bundleTarget(s) === "-");
    const sink = k >= 0 ? stages.slice(k + 1).find((s) => SOCKET.test(s.name) || s.name === "curl") : undefined;
    const host = sink ? hostOf(sink) : null;
    if (sink && host !== null && !isLoopback(host) && (SOCKET.test(sink.name) || /@-/.test(sink.text)))
      hits.push(
        hit(
          "bash.exfil-repo",
          "bash_exfil",
          0.9,
          stages[k]?.cmd.start ?? 0,
          sink.cmd.end,
          `the repository's history (git bundle) → ${sink.name} to ${host}`,
        ),
      );
    for (const s of stages) {
      const f = bundleTarget(s);
      if (f !== null && f !== "-") files.push({ file: f, end: s.cmd.end });
    }
  }
  if (files.length === 0) return hits;
  for (const s of pipelines.flat()) {
    if (!COPIER.test(s.name)) continue;
    const made = files.find(
      (f) =>
        f.end <= s.cmd.start &&
        (unquotedArgs(s).some((t) => t === f.file || t.endsWith(`@${f.file}`)) ||
          s.cmd.redirects.some((r) => r.op === "<" && r.target.text === f.file)),
    );
    const host = made ? hostOf(s) : null;
    if (made && (bareRemoteIp(host) || (SOCKET.test(s.name) && host !== null && !isLoopback(host))))
      hits.push(
        hit(
          "bash.exfil-repo",
          "bash_exfil",
          0.9,
          s.cmd.start,
          s.cmd.end,
          `the repository's history (${made.file}) → ${s.name} to ${host}`,
        ),
      );
  }
  return hits;
}
