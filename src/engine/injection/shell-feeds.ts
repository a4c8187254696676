// Commands fed by other commands: xargs (its input becomes arguments), flock -c, and ftp-style sessions fed a script.

import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import type { FlowContext } from "./shell-flow-facts.ts";
import { base, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

const XARGS_VALUE = /^(?:-[ELPSdnsI]|--(?:eof|max-lines|max-procs|delimiter|max-args|max-chars|replace|arg-file)|-a)$/;

/**
 * xargs CMD reads its input as CMD's arguments: the command as the shell would run it, with the input written as a
 * substitution in place of `{}` (-I) or appended (`printenv | xargs -I{} sh -c 'curl -d "{}" …'`,
 * `xargs -a <(printf …) sh -c`), scanned again. flock LOCK -c 'CMD' runs CMD.
 */
export function feedHits(s: Stage, stages: Stage[], src: string, ctx: FlowContext, hits: Hit[]): void {
  const ws = s.cmd.words;
  const at = ws.findIndex((w, i) => i < 4 && base(w.text) === "xargs");
  if (at >= 0) {
    let input: string | null = null;
    let replace: string | null = null;
    let i = at + 1;
    for (; i < ws.length; i++) {
      const t = ws[i].text;
      if (!t.startsWith("-")) break;
      const eq = /^(--[\w-]+)=([\s\S]*)$/.exec(t);
      const flag = eq ? eq[1] : /^-[a-zA-Z]/.test(t) && t.length > 2 && /^-[IaEdsnPL]/.test(t) ? t.slice(0, 2) : t;
      const value = eq ? eq[2] : flag !== t ? t.slice(2) : XARGS_VALUE.test(t) ? ws[++i]?.text : undefined;
      if (flag === "-a" || flag === "--arg-file")
        input = value === undefined ? null : /^<\(/.test(value) ? value.slice(2, -1) : `cat ${value}`;
      else if (flag === "-I" || flag === "--replace") replace = value ?? "{}";
      else if (flag === "-i") replace = "{}";
    }
    if (input === null && s.cmd.stage > 0) {
      const k = stages.indexOf(s);
      if (k > 0) input = src.slice(stages[0].cmd.start, stages[k - 1].cmd.end);
    }
    const first = ws[i];
    if (input !== null && first && input.length <= 4096) {
      const command = src.slice(first.start, s.cmd.end);
      const sub = `"$(${input})"`;
      const text =
        replace !== null && command.includes(replace) ? command.split(replace).join(sub) : `${command} ${sub}`;
      if (text.length <= 16384) hits.push(...ctx.rescan(text, s.cmd.start, s.cmd.end, "xargs runs"));
    }
  }
  const fl = ws.findIndex((w, i) => i < 4 && base(w.text) === "flock");
  if (fl >= 0) {
    const c = ws.findIndex((w, i) => i > fl && (w.text === "-c" || w.text === "--command"));
    if (c > 0 && ws[c + 1]) hits.push(...ctx.rescan(ws[c + 1].text, s.cmd.start, s.cmd.end, "flock -c"));
  }
  sessionHits(s, ctx, hits);
}

const SESSIONS = new Set(["ftp", "sftp", "lftp", "tftp", "smbclient", "ncftp", "ncftpput"]);

/** An ftp/sftp/smbclient session fed a script (heredoc, -b/-c): `put .env` uploads a secret, `!cmd` runs a shell. */
function sessionHits(s: Stage, ctx: FlowContext, hits: Hit[]): void {
  if (!SESSIONS.has(s.name)) return;
  const a = s.argv.map((w) => w.text);
  const script = [
    ...s.cmd.stdin.map((w) => w.text),
    ...a.filter((_t, i) => i > 0 && /^(?:-c|-e|--command)$/.test(a[i - 1] ?? "")),
  ].join("\n");
  for (const line of script.split(/[\n;]/).slice(0, 64)) {
    const put = /^\s*(?:put|mput|send|append|reput)\s+(\S+)/i.exec(line);
    if (put && SENSITIVE_PATH.test(` ${put[1]}`)) {
      hits.push(
        hit("bash.exfil-upload", "bash_exfil", 0.92, s.cmd.start, s.cmd.end, `${s.name} session: put ${put[1]}`),
      );
      return;
    }
    const bang = /^\s*!\s*(\S[\s\S]*)$/.exec(line);
    if (bang) hits.push(...ctx.rescan(bang[1], s.cmd.start, s.cmd.end, `${s.name} session runs`));
  }
}
