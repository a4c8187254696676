// Data leaving a script: copies into remote mounts, ftp-like sessions, bare interpreter sessions, saved secrets sent.

import { isNetwork } from "./bash-facts.ts";
import { normPath } from "./shell-download.ts";
import { INTERPRETERS, netSink, REPLS, hostOf, type FlowContext, type FlowState } from "./shell-flow-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";
import { dumpKeptOwn47 } from "./store-dumps47.ts";
import { secretKeptOwn48 } from "./secret-store-own48.ts";

/** Data leaving: remote mounts, ftp-like sessions, bare interpreter sessions, secrets read earlier sent by a sink. */
export function sendHits(s: Stage, stages: Stage[], src: string, st: FlowState, ctx: FlowContext, hits: Hit[]): void {
  const { cmd, argv, name } = s;
  if (
    name === "sshfs" ||
    (name === "rclone" && argv[1]?.text === "mount") ||
    (name === "mount" && /\b(?:cifs|nfs|smb|sshfs)\b|\/\//.test(s.text))
  ) {
    const dir = argv
      .slice(1)
      .filter((w) => !w.text.startsWith("-"))
      .pop()?.text;
    if (dir) st.mounts.push(normPath(dir).replace(/\/$/, ""));
  }
  if (st.mounts.length > 0 && /^(?:cp|mv|rsync|tar|cat|dd|install)$/.test(name) && ctx.readsSecrets(s)) {
    const dest = [...argv.slice(1).map((w) => w.text), ...cmd.redirects.map((r) => r.target.text)].map(normPath);
    const m = st.mounts.find((d) => dest.some((t) => t === d || t.startsWith(`${d}/`)));
    if (m)
      hits.push({
        rule: "bash.exfil-file",
        category: "bash_exfil",
        weight: 0.9,
        start: cmd.start,
        end: cmd.end,
        detail: `${name} copies secrets into the remote mount ${m}`,
      });
  }
  if (st.remoteSession && /^(?:put|mput|send|append|reput)$/.test(name) && ctx.readsSecrets(s)) {
    hits.push({
      rule: "bash.exfil-file",
      category: "bash_exfil",
      weight: 0.92,
      start: cmd.start,
      end: cmd.end,
      detail: `${st.remoteSession} session: ${s.text.trim().slice(0, 60)}`,
    });
  }
  if (/^(?:ftp|sftp|tftp|lftp|smbclient|ncftp)$/.test(name)) st.remoteSession = name;
  // an interpreter started bare, its program on the following lines (a pasted session)
  if (REPLS.has(name) && argv.length === 1 && cmd.stage === 0 && ctx.depth === 0 && cmd.end < src.length) {
    hits.push(
      ...ctx.code(
        src.slice(cmd.end, cmd.end + 16384),
        INTERPRETERS[name]?.lang ?? name,
        cmd.start,
        Math.min(src.length, cmd.end + 16384),
        `${name} session`,
      ),
    );
  }
  if (ctx.readsSecrets(s) && !netSink(s)) st.secretsRead ??= name;
  if (
    st.secretsRead &&
    netSink(s) &&
    cmd.stage > 0 &&
    stages[0].name !== st.secretsRead &&
    /(?:^|\s|=)@-(?:\s|$)|--data-binary\s+@-|-T\s+-(?:\s|$)|--upload-file\s+-/.test(s.text)
  ) {
    hits.push({
      rule: "bash.exfil-pipe",
      category: "bash_exfil",
      weight: 0.9,
      start: cmd.start,
      end: cmd.end,
      detail: `\`${st.secretsRead}\` → … → ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`,
    });
  }
  if (
    st.secretsRead &&
    /^(?:dig|nslookup|host|drill|ping|resolvectl|getent|kdig|delv)$/.test(name) &&
    // (a slice of the secret, `${t:$i:30}.x.example`, is the secret sent piece by piece)
    argv.slice(1).some((w) => /\$(?:\w+|\{\w+(?::[^{}]{1,24})?\})\.[a-z0-9-]+\.[a-z]{2,}/i.test(w.text))
  ) {
    hits.push({
      rule: "bash.exfil-dns",
      category: "bash_exfil",
      weight: 0.9,
      start: cmd.start,
      end: cmd.end,
      detail: `\`${st.secretsRead}\` → … → ${name} lookups that carry the data in the name`,
    });
  }
  // (an interpreter whose code talks to the network and opens the file by name sends it the same way:
  // `printf "$TOKEN" > .t; python3 -c "…urlopen(url, data=open('.t','rb').read())"`)
  const codeSends = !netSink(s) && INTERPRETERS[name] !== undefined && isNetwork(s);
  if ((netSink(s) || codeSends) && st.tainted.size > 0) {
    const refs = [
      ...argv.slice(1).map((w) => w.text),
      ...cmd.redirects.filter((r) => r.op === "<").map((r) => r.target.text),
      ...(codeSends ? cmd.stdin.map((w) => w.text) : []),
    ];
    for (const [path, what] of st.tainted) {
      const quoted = new RegExp(`["'\`]${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\`]`);
      if (
        !refs.some((t) =>
          codeSends
            ? quoted.test(t)
            : t === path ||
              t.endsWith(`@${path}`) ||
              t.includes(`@${path}`) ||
              t === `<${path}` ||
              (path.length > 4 && t.includes(path)),
        )
      )
        continue;
      if (dumpKeptOwn47(what, s) || secretKeptOwn48(s, src)) continue;
      hits.push({
        rule: "bash.exfil-file",
        category: "bash_exfil",
        weight: 0.93,
        start: cmd.start,
        end: cmd.end,
        detail: `${what} → ${path} → ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`,
      });
      break;
    }
  }
}
