// Shell as a program: nested shells, eval, decoded and expanded scripts, interpreters' code, files written then run or sent.

import { agentFileHit, isAgentFile } from "./agent-file.ts";
import { NET } from "./bash-facts.ts";
import { codeFacts, codeHits } from "./code-scan.ts";
import { carrierHits } from "./shell-carriers.ts";
import { downloadOf, normPath, ranPathsOf, untrustedUrl } from "./shell-download.ts";
import type { ParsedShell, Word } from "./shell-parse.ts";
import { base, HOOK_FILE, RC_FILE, scriptHas, type Stage } from "./shell-words.ts";
import {
  boundedValue,
  decodeEscapes,
  decoderOf,
  echoOutput,
  expandSource,
  printfOutput,
  type Assignment,
} from "./shell-expand.ts";
import { resolveSubstitutions, staticOutput } from "./shell-static.ts";

export { staticOutput } from "./shell-static.ts";
import type { Hit } from "./types.ts";

export const SHELL_NAMES = new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox", "rbash"]);
const INTERPRETERS: Record<string, { flags: string[]; lang: string }> = {
  python: { flags: ["-c"], lang: "python" },
  python2: { flags: ["-c"], lang: "python" },
  python3: { flags: ["-c"], lang: "python" },
  node: { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  nodejs: { flags: ["-e", "--eval", "-p", "--print"], lang: "js" },
  deno: { flags: ["eval"], lang: "js" },
  bun: { flags: ["-e", "--eval"], lang: "js" },
  perl: { flags: ["-e", "-E"], lang: "perl" },
  ruby: { flags: ["-e"], lang: "ruby" },
  php: { flags: ["-r"], lang: "php" },
  lua: { flags: ["-e"], lang: "lua" },
  osascript: { flags: ["-e"], lang: "applescript" },
  pwsh: { flags: ["-c", "-command", "-Command", "-encodedcommand"], lang: "powershell" },
  powershell: { flags: ["-c", "-command", "-Command", "-encodedcommand"], lang: "powershell" },
  tclsh: { flags: [], lang: "tcl" },
  jrunscript: { flags: ["-e"], lang: "js" },
  julia: { flags: ["-e"], lang: "julia" },
  go: { flags: [], lang: "go" },
  java: { flags: [], lang: "java" },
  groovy: { flags: ["-e"], lang: "java" },
  dart: { flags: [], lang: "dart" },
  crystal: { flags: ["eval"], lang: "crystal" },
  v: { flags: [], lang: "v" },
  rustc: { flags: [], lang: "rust" },
  gcc: { flags: [], lang: "c" },
  cc: { flags: [], lang: "c" },
};
// a command named "constructor" or "toString" is no interpreter: without a prototype, no lookup crashes the scan
Object.setPrototypeOf(INTERPRETERS, null);
/** sub-commands that take the program file next: go run f.go, v run f.v, crystal run f.cr, dart run f.dart */
const RUN_VERBS = /^(?:run|build|exec)$/;
const NETWORKISH =
  /\b(?:https?|ftp|sftp|tcp|rsync|rest:https?):\/\/|\/dev\/(?:tcp|udp)\/|(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\b(?:curl|wget|nc|ncat|socat|finger|tftp|sftp|ftp|smbclient|scp|rsync|sshfs|s_client)\b/;
const RAW_NETWORK =
  /(?:^|[^\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])|\/dev\/tcp\/|\b(?:nc|ncat|socat|finger|tftp|sftp|ftp|smbclient|openssl)\b/;
const REPLS = new Set([
  "python",
  "python3",
  "node",
  "lua",
  "tclsh",
  "wish",
  "jjs",
  "jshell",
  "irb",
  "php",
  "perl",
  "ruby",
  "jrunscript",
]);
const AWKS = new Set(["awk", "gawk", "mawk", "nawk", "busybox-awk"]);
/** where data can leave the machine: every fetcher (they can post too) plus uploaders, mailers and sync tools */
const NET_SINKS = new Set([
  ...NET,
  "tftp",
  "ssh",
  "smbclient",
  "sendmail",
  "mail",
  "mutt",
  "rclone",
  "restic",
  "gsutil",
  "s3cmd",
  "aws",
  "gh",
  "ztcp",
]);

export interface FlowContext {
  depth: number;
  /** scans a derived script as bash one level deeper; hits come back on the span [start, end) of the source */
  rescan(text: string, start: number, end: number, label: string): Hit[];
  /** a derived program text read as code */
  code(text: string, lang: string, start: number, end: number, label: string): Hit[];
  /** derived texts the prose rules should read too (decoded scripts carry injected instructions) */
  views: Word[];
  readsSecrets(s: Stage): boolean;
}

function assignmentsOf(pipelines: Stage[][], src: string): Assignment[] {
  const out: Assignment[] = [];
  for (const stages of pipelines) {
    for (const s of stages) {
      const ws = s.cmd.words;
      const decl = ws.length > 0 && /^(?:export|declare|local|readonly|typeset)$/.test(ws[0].text);
      for (const w of decl ? ws.slice(1) : ws) {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)\+?=([\s\S]*)$/.exec(w.text);
        if (!m) {
          if (decl && w.text.startsWith("-")) continue;
          break;
        }
        // c=$'\x63\x75\x72\x6c': an ANSI-C quoted constant holds its decoded text
        const ansi = /^[A-Za-z_][A-Za-z0-9_]*\+?=\$'((?:[^'\\]|\\[\s\S]){0,4096})'$/.exec(src.slice(w.start, w.end));
        const value = ansi ? decodeEscapes(ansi[1]) : resolveSubstitutions(m[2]).text;
        if (out.length < 256) out.push({ name: m[1], value: boundedValue(value), end: w.end });
      }
    }
  }
  return out;
}

function scriptArgOf(argv: Word[]): { word: Word; shell: string } | null {
  for (let i = 0; i + 1 < argv.length; i++) {
    const b = base(argv[i].text);
    if (!SHELL_NAMES.has(b) && !(b === "su" || b === "script" || b === "runuser")) continue;
    // bash -c 'x', bash -lc 'x', sh -ec 'x', su -c 'x' user, su user -c 'x'
    for (let j = i + 1; j < argv.length && j < i + 6; j++) {
      const t = argv[j].text;
      if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(t) && j + 1 < argv.length) return { word: argv[j + 1], shell: b };
      if (!t.startsWith("-") && b !== "su" && b !== "runuser") break;
    }
  }
  return null;
}

/** The first argument that is not an option: the script file a shell or interpreter runs. */
function scriptFileOf(s: Stage): string | null {
  for (const w of s.argv.slice(1)) {
    if (w.text.startsWith("-")) continue;
    return w.text;
  }
  return null;
}

/** a program started from a temporary directory: what an autostart entry planted by an intruder runs */
const TEMP_RUN = /(?:^|[\s;&|'"(])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/[^\s;&|'"]{1,120}/;
const WRITE_OPS = new Set([">", ">>", ">|", "&>", "&>>"]);

/** Hits of the program-level analysis of one parsed script. */
export function flowHits(src: string, _parsed: ParsedShell, pipelines: Stage[][], ctx: FlowContext): Hit[] {
  const hits: Hit[] = [];
  const top = pipelines.filter((p) => p[0].cmd.depth === 0);
  // 1. constants assigned earlier, ${IFS}, $'…': the expanded script is scanned again
  const expanded = expandSource(src, assignmentsOf(top, src));
  if (expanded !== null && expanded !== src) {
    hits.push(...ctx.rescan(expanded, 0, src.length, "expanded"));
    ctx.views.push({ text: expanded, start: 0, end: src.length });
  }
  const written = new Map<string, { text: string; start: number; end: number }>();
  const tainted = new Map<string, string>();
  const downloads = new Map<string, string>();
  let secretsRead: string | null = null;
  const mounts: string[] = [];
  const executable = new Set<string>();
  let remoteSession: string | null = null;
  for (const stages of pipelines) {
    // 2. constants (maybe decoded) piped into a shell or an interpreter
    for (let k = 1; k < stages.length; k++) {
      const s = stages[k];
      const interp = INTERPRETERS[s.name];
      const toShell =
        SHELL_NAMES.has(s.name) &&
        scriptArgOf(s.argv) === null &&
        (scriptFileOf(s) === null || s.argv.some((w) => w.text === "-s" || w.text === "-"));
      const toInterp =
        interp !== undefined &&
        !s.argv.slice(1).some((w) => interp.flags.includes(w.text)) &&
        (scriptFileOf(s) === null || s.argv.some((w) => w.text === "-"));
      if (!toShell && !toInterp) continue;
      const before = stages.slice(0, k);
      const produced = staticOutput(before);
      const start = stages[0].cmd.start;
      const end = s.cmd.end;
      if (produced) {
        const label = `${produced.steps.join(" → ")} → ${s.name}`;
        if (produced.decoded)
          hits.push({
            rule: "bash.decode-to-shell",
            category: "bash_remote_exec",
            weight: 0.85,
            start,
            end,
            detail: label,
          });
        hits.push(
          ...(toShell
            ? ctx.rescan(produced.text, start, end, label)
            : ctx.code(produced.text, interp.lang, start, end, label)),
        );
        ctx.views.push({ text: produced.text, start, end });
      } else if (
        before.some(
          (b) =>
            decoderOf(
              b.name,
              b.argv.slice(1).map((w) => w.text),
            ) !== undefined,
        ) &&
        !before.some((b) => NET_SINKS.has(b.name))
      ) {
        hits.push({
          rule: "bash.decode-to-shell",
          category: "bash_remote_exec",
          weight: 0.85,
          start,
          end,
          detail: `${before.map((b) => b.name).join(" → ")} → ${s.name}`,
        });
      }
    }
    for (const s of stages) {
      const { cmd, argv, name } = s;
      // 3. here-documents and here-strings fed to a shell or an interpreter
      if (
        cmd.stdin.length > 0 &&
        s.cmd.stage === 0 &&
        (SHELL_NAMES.has(name) || INTERPRETERS[name]) &&
        scriptArgOf(argv) === null
      ) {
        const body = resolveSubstitutions(cmd.stdin.map((w) => w.text).join("\n"));
        const label = `here-document → ${name}`;
        hits.push(
          ...(SHELL_NAMES.has(name)
            ? ctx.rescan(body.text, cmd.start, cmd.end, label)
            : ctx.code(body.text, INTERPRETERS[name].lang, cmd.start, cmd.end, label)),
        );
      }
      // 4. nested shells: bash -c '…', su -c, find -exec sh -c, and eval
      const nested = scriptArgOf(argv);
      if (nested || name === "eval") {
        const raw = nested
          ? nested.word.text
          : argv
              .slice(1)
              .map((w) => w.text)
              .join(" ");
        const r = resolveSubstitutions(raw);
        const label = nested ? `${nested.shell} -c` : "eval";
        const w0 = nested ? nested.word : argv[0];
        if (r.decoded || r.opaqueDecoder)
          hits.push({
            rule: "bash.decode-to-shell",
            category: "bash_remote_exec",
            weight: 0.85,
            start: cmd.start,
            end: cmd.end,
            detail: `${r.steps.join(" → ") || "decoded text"} → ${label}`,
          });
        if (r.text.trim() !== "") {
          hits.push(...ctx.rescan(r.text, w0.start, cmd.end, label));
          if (r.text !== raw) ctx.views.push({ text: r.text, start: w0.start, end: cmd.end });
        }
      }
      hits.push(...carrierHits(s, ctx.rescan, ctx.code));
      // 5. inline interpreters: python -c, node -e, perl -e, ruby -e, php -r, awk programs
      const interp = INTERPRETERS[name];
      if (interp) {
        const at = argv.findIndex((w, i) => i > 0 && interp.flags.includes(w.text));
        const attached =
          at < 0
            ? argv.findIndex(
                (w, i) =>
                  i > 0 && interp.flags.some((f) => f.length === 2 && w.text.startsWith(f) && w.text.length > 2),
              )
            : -1;
        const code =
          at > 0 ? argv[at + 1] : attached > 0 ? { ...argv[attached], text: argv[attached].text.slice(2) } : undefined;
        if (code)
          hits.push(
            ...ctx.code(
              code.text,
              interp.lang,
              cmd.start,
              cmd.end,
              `${name} ${at > 0 ? argv[at].text : argv[attached].text.slice(0, 2)}`,
            ),
          );
      }
      if (AWKS.has(name)) {
        const prog = argv
          .slice(1)
          .find((w, i, a) => !w.text.startsWith("-") && !(i > 0 && /^-[fvF]$/.test(a[i - 1].text)));
        if (prog) hits.push(...ctx.code(prog.text, "awk", cmd.start, cmd.end, name));
      }
      // 6. scripts written to a file then run in the same command; rc files and hooks judged by what they will run
      const piped = cmd.stage > 0 ? staticOutput(stages.slice(0, stages.indexOf(s)))?.text : undefined;
      const teeTargets =
        name === "tee"
          ? argv
              .slice(1)
              .filter((w) => !w.text.startsWith("-"))
              .map((w) => ({ op: ">>", target: w }))
          : [];
      for (const r of [...cmd.redirects, ...teeTargets]) {
        if (!WRITE_OPS.has(r.op)) continue;
        const path = normPath(r.target.text);
        const content =
          name === "echo"
            ? echoOutput(argv.slice(1).map((w) => w.text))
            : name === "printf"
              ? printfOutput(argv.slice(1).map((w) => w.text))
              : cmd.stdin.length > 0
                ? cmd.stdin.map((w) => w.text).join("\n")
                : (piped ?? "");
        if (content && (RC_FILE.test(path) || HOOK_FILE.test(path))) {
          // a systemd unit's or desktop entry's Exec*= lines are commands: read them without the key
          const commands = content.replace(/^(\s*)Exec[A-Za-z]{0,12}\s{0,3}=\s{0,3}[-@+!:]{0,3}/gm, "$1");
          const inner = ctx.rescan(commands, cmd.start, cmd.end, `written to ${path}`);
          const worst = inner.reduce((a, h) => (h.weight > a.weight ? h : a), { weight: 0 } as Pick<Hit, "weight"> &
            Partial<Hit>);
          const alias =
            /\balias\s{1,3}(sudo|su|cd|ls|cp|mv|rm|cat|grep|git|ssh|chown|chmod|find|curl|npm|python3?|node)\s{0,2}=\s{0,2}["']?([^\n]{0,120})/.exec(
              content,
            );
          if (worst.weight >= 0.8)
            hits.push({
              rule: "bash.persist-rc-file",
              category: "bash_persistence",
              weight: 0.93,
              start: cmd.start,
              end: cmd.end,
              detail: `${path} will run: ${worst.detail ?? worst.rule}`,
            });
          else if (TEMP_RUN.test(content))
            hits.push({
              rule: "bash.persist-rc-file",
              category: "bash_persistence",
              weight: 0.88,
              start: cmd.start,
              end: cmd.end,
              detail: `${path} will run ${(TEMP_RUN.exec(content)?.[0] ?? "").trim()} (a temporary path)`,
            });
          else if (
            alias &&
            (alias[1] === "sudo" ||
              alias[1] === "su" ||
              /\brm\s|curl|wget|\bnc\b|\/dev\/tcp|base64|eval|\bsh\b/.test(alias[2]))
          )
            hits.push({
              rule: "bash.persist-alias",
              category: "bash_persistence",
              weight: 0.9,
              start: cmd.start,
              end: cmd.end,
              detail: `${path}: \`${alias[1]}\` redefined as ${alias[2].slice(0, 60)}`,
            });
        }
        if (content && written.size < 32) {
          const prev = r.op === ">>" || r.op === "&>>" ? (written.get(path)?.text ?? "") : "";
          written.set(path, { text: (prev ? `${prev}\n` : "") + content, start: cmd.start, end: cmd.end });
        }
        // 7. secrets saved to a file first (env > /tmp/e; curl -d @/tmp/e …)
        if (ctx.readsSecrets(s) && tainted.size < 32)
          tainted.set(path, s.name === "cat" ? (argv[1]?.text ?? "cat") : s.name);
      }
      if (
        (name === "tar" ||
          name === "zip" ||
          name === "7z" ||
          name === "cp" ||
          name === "gpg" ||
          name === "openssl" ||
          name === "base64") &&
        ctx.readsSecrets(s)
      ) {
        const opts = argv.slice(1);
        const out =
          name === "zip" || name === "7z"
            ? opts.find((w) => !w.text.startsWith("-") && w.text !== "a")
            : opts.find(
                (_w, i, a) =>
                  (i > 0 &&
                    /^-?[a-zA-Z]*f$|^-o$|^--output$|^-out$/.test(a[i - 1].text) &&
                    !(name === "tar" && i > 1 && !a[i - 1].text.startsWith("-") && i - 1 !== 0)) ||
                  (name === "cp" && i === a.length - 1),
              );
        if (out && tainted.size < 32)
          tainted.set(
            normPath(out.text),
            `${name} of ${
              argv
                .slice(1)
                .map((w) => w.text)
                .find((t) => /\.ssh|\.aws|\.env|credential|\.netrc|\.gnupg|id_|\.pem|history|environ/i.test(t)) ??
              "secrets"
            }`,
          );
      }
      // 8. a download saved to a file and run in the same command (or made executable when it came from a bare IP)
      const dl = downloadOf(s);
      if (dl && downloads.size < 32) downloads.set(dl.out, dl.url);
      const runsScript = SHELL_NAMES.has(name) || !!INTERPRETERS[name] || name === "source" || name === ".";
      const ranPaths = ranPathsOf(s, runsScript);
      const ranPath = ranPaths.find((p) => downloads.has(p)) ?? ranPaths[0];
      const fetched = ranPath ? downloads.get(ranPath) : undefined;
      if (fetched) {
        const trusted =
          /^https:\/\/(?:sh\.rustup\.rs|get\.docker\.com|raw\.githubusercontent\.com|github\.com|deb\.nodesource\.com|bun\.sh|deno\.land|get\.pnpm\.io|astral\.sh|install\.python-poetry\.org)(?:\/|$)/i.test(
            fetched,
          );
        hits.push({
          rule: "bash.run-download",
          category: "bash_remote_exec",
          weight: trusted ? 0.45 : 0.9,
          start: cmd.start,
          end: cmd.end,
          detail: `${fetched} → ${ranPath} → ${ranPath === ranPaths[0] ? "run" : "preloaded"}`,
        });
      }
      if (name === "chmod" && argv.some((w) => /^(?:[ugoa]*\+[rwxs]*x|[0-7]?[0-7]*[1357][0-7]{0,2})$/.test(w.text))) {
        for (const w of argv.slice(1)) {
          if (w.text.startsWith("-") || /^[0-7+]/.test(w.text)) continue;
          const p = normPath(w.text);
          if (executable.size < 32) executable.add(p);
          const from = downloads.get(p);
          if (from && untrustedUrl(from))
            hits.push({
              rule: "bash.fetch-executable",
              category: "bash_remote_exec",
              weight: 0.86,
              start: cmd.start,
              end: cmd.end,
              detail: `${from} → ${p} made executable`,
            });
        }
      }
      const ran = ranPath ?? "";
      if (ran && executable.has(ran) && !fetched && !written.has(ran) && scriptHas(src, NETWORKISH)) {
        const ip = scriptHas(src, RAW_NETWORK);
        hits.push({
          rule: "bash.run-fetched",
          category: "bash_remote_exec",
          weight: ip ? 0.9 : 0.82,
          start: stages[0].cmd.start,
          end: cmd.end,
          detail: `${ran} made executable and run in a command that talks to the network`,
        });
      }
      const runs =
        INTERPRETERS[name] && RUN_VERBS.test(argv[1]?.text ?? "")
          ? argv.slice(2).find((w) => !w.text.startsWith("-"))?.text
          : SHELL_NAMES.has(name) || INTERPRETERS[name] || name === "source" || name === "."
            ? scriptFileOf(s)
            : argv[0]?.text;
      const runPath = runs ? normPath(runs) : "";
      const file = runPath ? written.get(runPath) : undefined;
      if (file && !(file.start === cmd.start)) {
        const label = `written to ${runPath} then run`;
        hits.push(
          ...(INTERPRETERS[name]
            ? ctx.code(file.text, INTERPRETERS[name].lang, file.start, cmd.end, label)
            : ctx.rescan(file.text, file.start, cmd.end, label)),
        );
      }
      if (
        name === "sshfs" ||
        (name === "rclone" && argv[1]?.text === "mount") ||
        (name === "mount" && /\b(?:cifs|nfs|smb|sshfs)\b|\/\//.test(s.text))
      ) {
        const dir = argv
          .slice(1)
          .filter((w) => !w.text.startsWith("-"))
          .pop()?.text;
        if (dir) mounts.push(normPath(dir).replace(/\/$/, ""));
      }
      if (mounts.length > 0 && /^(?:cp|mv|rsync|tar|cat|dd|install)$/.test(name) && ctx.readsSecrets(s)) {
        const dest = [...argv.slice(1).map((w) => w.text), ...cmd.redirects.map((r) => r.target.text)].map(normPath);
        const m = mounts.find((d) => dest.some((t) => t === d || t.startsWith(`${d}/`)));
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
      if (remoteSession && /^(?:put|mput|send|append|reput)$/.test(name) && ctx.readsSecrets(s)) {
        hits.push({
          rule: "bash.exfil-file",
          category: "bash_exfil",
          weight: 0.92,
          start: cmd.start,
          end: cmd.end,
          detail: `${remoteSession} session: ${s.text.trim().slice(0, 60)}`,
        });
      }
      if (/^(?:ftp|sftp|tftp|lftp|smbclient|ncftp)$/.test(name)) remoteSession = name;
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
      if (ctx.readsSecrets(s) && !NET_SINKS.has(name)) secretsRead ??= name;
      if (
        secretsRead &&
        NET_SINKS.has(name) &&
        cmd.stage > 0 &&
        stages[0].name !== secretsRead &&
        /(?:^|\s|=)@-(?:\s|$)|--data-binary\s+@-|-T\s+-(?:\s|$)|--upload-file\s+-/.test(s.text)
      ) {
        hits.push({
          rule: "bash.exfil-pipe",
          category: "bash_exfil",
          weight: 0.9,
          start: cmd.start,
          end: cmd.end,
          detail: `\`${secretsRead}\` → … → ${name}${hostOf(s) ? ` to ${hostOf(s)}` : ""}`,
        });
      }
      if (
        secretsRead &&
        /^(?:dig|nslookup|host|drill|ping|resolvectl)$/.test(name) &&
        argv.slice(1).some((w) => /\$\{?\w+\}?\.[a-z0-9-]+\.[a-z]{2,}/i.test(w.text))
      ) {
        hits.push({
          rule: "bash.exfil-dns",
          category: "bash_exfil",
          weight: 0.9,
          start: cmd.start,
          end: cmd.end,
          detail: `\`${secretsRead}\` → … → ${name} lookups that carry the data in the name`,
        });
      }
      if (NET_SINKS.has(name) && tainted.size > 0) {
        const refs = [
          ...argv.slice(1).map((w) => w.text),
          ...cmd.redirects.filter((r) => r.op === "<").map((r) => r.target.text),
        ];
        for (const [path, what] of tainted) {
          if (
            !refs.some(
              (t) =>
                t === path ||
                t.endsWith(`@${path}`) ||
                t.includes(`@${path}`) ||
                t === `<${path}` ||
                (path.length > 4 && t.includes(path)),
            )
          )
            continue;
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
  }
  return hits;
}

/** The host a network command talks to, for evidence. */
export function hostOf(s: Stage): string | null {
  const url =
    /(?:https?|ftp|sftp|wss?|tcp|rsync):\/\/(?:[^@/\s]{1,64}@)?([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})/i.exec(
      s.text,
    );
  if (url) return url[1];
  const at = /@((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})\b/i.exec(s.text);
  if (at && !/\.(?:txt|json|sh|py|gz|tgz|tar|zip|log|pem|key|md|env)$/i.test(at[1])) return at[1];
  const ip = /(?:^|[\s"'=:@([])((?:\d{1,3}\.){3}\d{1,3})\b/.exec(s.text);
  if (ip && !/^(?:127|0)\./.test(ip[1])) return ip[1];
  for (const w of s.argv.slice(1)) {
    const m =
      /^(?:[a-z][a-z0-9+.-]{0,10}:\/\/)?(?:[^@/\s]{1,64}@)?((?:\d{1,3}\.){3}\d{1,3}|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})(?=[:/]|$)/i.exec(
        w.text,
      );
    if (m && !w.text.startsWith("-") && !/\.(?:txt|json|sh|py|gz|tgz|tar|zip|log|pem|key|md|env)$/i.test(m[1]))
      return m[1];
  }
  const unc = /\\\\([^\\\s'"]{1,80})\\/.exec(s.text);
  if (unc) return unc[1];
  const tcp = /\/dev\/(?:tcp|udp)\/([^/\s]{1,80})\//.exec(s.text);
  return tcp ? tcp[1] : null;
}

/** Hits of a program text read as code (interpreters, codemode): its own facts plus its shell strings as bash. */
export function codeProgramHits(
  code: string,
  lang: string,
  start: number,
  end: number,
  label: string,
  rescan: FlowContext["rescan"],
): Hit[] {
  const facts = codeFacts(code, lang);
  const hits = codeHits(facts, code, label, start, end);
  for (const c of facts.commands) hits.push(...rescan(c, start, end, `${label} → shell`));
  for (const w of facts.writes)
    if (isAgentFile(w.path)) hits.push(agentFileHit(w.path, w.content, start, end, `${label} code`));
  return hits;
}
