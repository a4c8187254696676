// Commands hidden in other commands' arguments: find -exec, sqlite3 .shell, watch, settings whose value is a command.

import { resolveSubstitutions } from "./shell-static.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

type Rescan = (text: string, start: number, end: number, label: string) => Hit[];
type Code = (text: string, lang: string, start: number, end: number, label: string) => Hit[];

/** PowerShell's -EncodedCommand: base64 of UTF-16LE text */
function decodePowerShell(b64: string): string | null {
  if (!/^[A-Za-z0-9+/]{8,}={0,2}$/.test(b64) || b64.length > 64 * 1024) return null;
  const bytes = Buffer.from(b64, "base64");
  const text = bytes.toString("utf16le");
  return /^[\t\n\r\x20-\x7e]*$/.test(text) ? text : null;
}

/** git settings whose value git runs as a command */
const GIT_COMMAND_KEY =
  /^(?:core\.(?:fsmonitor|pager|editor|sshcommand|askpass)|sequence\.editor|diff\.external|gpg\.program|credential\.helper|alias\.[\w-]+|(?:filter|diff|merge)\.[\w-]+\.(?:clean|smudge|process|textconv|driver|command))$/i;
/** npm lifecycle scripts that run on install, publish or prepare, i.e. on someone else's machine or on every install */
const NPM_LIFECYCLE = /^scripts\.(?:pre|post)?(?:install|prepare|prepublish(?:only)?|pack|publish|uninstall|test)$/i;

function worst(hits: Hit[]): Hit | null {
  return hits.reduce<Hit | null>((a, h) => (a === null || h.weight > a.weight ? h : a), null);
}

/** A setting stored now and run later: its value scanned as a command; a dangerous one is persistence. */
function storedCommand(value: string, what: string, s: Stage, rescan: Rescan): Hit[] {
  const command = value.replace(/^!/, "");
  const w = worst(rescan(command, s.cmd.start, s.cmd.end, what));
  if (!w || w.weight < 0.8) return [];
  return [
    {
      rule: "bash.persist-stored-command",
      category: "bash_persistence",
      weight: Math.max(0.9, w.weight),
      start: s.cmd.start,
      end: s.cmd.end,
      detail: `${what} will run: ${w.detail ?? w.rule}`,
    },
  ];
}

/** Hits for commands that one stage carries in its arguments, each scanned as bash one level deeper. */
export function carrierHits(s: Stage, rescan: Rescan, code: Code): Hit[] {
  const { name, argv, cmd } = s;
  const a = argv.map((w) => w.text);
  const hits: Hit[] = [];
  if (name === "powershell" || name === "pwsh" || name === "powershell.exe") {
    const at = a.findIndex((t) => /^-(?:e|ec|en|enc|enco|encodedcommand)$/i.test(t));
    const text = at > 0 && a[at + 1] ? decodePowerShell(a[at + 1]) : null;
    if (text !== null) {
      hits.push({
        rule: "bash.decode-to-shell",
        category: "bash_remote_exec",
        weight: 0.82,
        start: cmd.start,
        end: cmd.end,
        detail: `${name} -EncodedCommand: base64 → PowerShell`,
      });
      hits.push(...code(text, "powershell", cmd.start, cmd.end, `${name} -EncodedCommand`));
    }
  }
  // the program name itself comes from a constant substitution: $(printf 'b\x61sh') -c …, `echo curl` …
  if (a[0] && a[0].length <= 256 && /^(?:\$\(|`)/.test(a[0])) {
    const r = resolveSubstitutions(a[0]);
    if (r.text !== a[0] && /^[\w./-]{1,64}$/.test(r.text.trim()))
      hits.push(
        ...rescan(
          `${r.text.trim()} ${s.text.slice(argv[0].end - cmd.start)}`,
          cmd.start,
          cmd.end,
          `${a[0]} = ${r.text.trim()}`,
        ),
      );
  }
  // find … -exec PROG ARGS \; and xargs PROG ARGS: PROG runs for each file
  if (name === "find") {
    for (let i = 1; i < a.length; i++) {
      if (!/^-(?:exec|execdir|ok|okdir)$/.test(a[i])) continue;
      const end = a.findIndex((t, j) => j > i && (t === ";" || t === "\\;" || t === "+"));
      const inner = a.slice(i + 1, end < 0 ? a.length : end).join(" ");
      if (inner && !/^(?:ba|z|da)?sh\s+-[a-z]*c\b/.test(inner))
        hits.push(...rescan(inner, cmd.start, cmd.end, "find -exec"));
    }
  }
  // sqlite3 db '.shell CMD' / '.system CMD'; watch 'CMD'
  if (name === "sqlite3") {
    for (const t of a.slice(1)) {
      const m = /^\.(?:shell|system)\s+([\s\S]+)$/.exec(t);
      if (m) hits.push(...rescan(m[1], cmd.start, cmd.end, "sqlite3 .shell"));
    }
  }
  if (name === "watch") {
    const rest = a.slice(1).filter((t, i, all) => !t.startsWith("-") && !/^-[nd]$/.test(all[i - 1] ?? ""));
    if (rest.length > 0) hits.push(...rescan(rest.join(" "), cmd.start, cmd.end, "watch"));
  }
  // git config KEY VALUE, git -c KEY=VALUE: a key whose value git runs
  if (name === "git") {
    for (let i = 1; i < a.length; i++) {
      if (a[i] === "-c" && a[i + 1]) {
        const m = /^([\w.-]+)=([\s\S]+)$/.exec(a[i + 1]);
        if (m && GIT_COMMAND_KEY.test(m[1])) hits.push(...storedCommand(m[2], `git -c ${m[1]}`, s, rescan));
      }
    }
    const at = a.indexOf("config");
    if (at > 0) {
      const rest = a.slice(at + 1).filter((t) => !t.startsWith("-"));
      if (rest.length >= 2 && GIT_COMMAND_KEY.test(rest[0]))
        hits.push(...storedCommand(rest.slice(1).join(" "), `git config ${rest[0]}`, s, rescan));
    }
  }
  // npm pkg set scripts.postinstall="…", npm set-script postinstall "…"
  if (name === "npm" || name === "pnpm" || name === "yarn") {
    if (a[1] === "pkg" && a[2] === "set")
      for (const t of a.slice(3)) {
        const m = /^([\w.-]+)=([\s\S]+)$/.exec(t);
        if (m && NPM_LIFECYCLE.test(m[1])) hits.push(...storedCommand(m[2], `package.json ${m[1]}`, s, rescan));
      }
    if (a[1] === "set-script" && a[2] && a[3] && NPM_LIFECYCLE.test(`scripts.${a[2]}`))
      hits.push(...storedCommand(a.slice(3).join(" "), `package.json scripts.${a[2]}`, s, rescan));
  }
  return hits;
}
