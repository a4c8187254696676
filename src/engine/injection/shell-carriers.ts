// Commands hidden in other commands' arguments: find -exec, sqlite3 .shell, watch, settings whose value is a command.

import { sedCommands } from "./sed-commands34.ts";
import { findExecScript } from "./find-exec42.ts";
import { remoteShellReadsPipe } from "./bash-remote-shell38.ts";
import { STDIN_KEY_INSTALL, sshRemoteCommand, sshRemoteHits } from "./bash-ssh-remote.ts";
import { commandsInVariables, launchedBy } from "./shell-launchers.ts";
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
  // a whole command handed to a wrapper as one string (watch "…", env -S "…", flock F -c "…"): the shell runs it
  if (a[0] && a[0].length <= 8192 && /^[\w./-]{1,64}\s+\S/.test(a[0]) && s.argv[0] !== s.cmd.words[0])
    hits.push(...rescan(a.join(" "), cmd.start, cmd.end, `${s.cmd.words[0]?.text ?? "wrapper"} runs`));
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
      const inner = findExecScript(a, i + 1, end < 0 ? a.length : end);
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
        // a pager reads what git prints: the flow is `git … | PAGER` (git log -p -- .env | curl --data-binary @- …)
        if (m && /^(?:core\.pager|pager\.[\w-]+)$/i.test(m[1])) {
          const own = a.filter((_t, k) => k > 0 && a[k - 1] !== "-c" && a[k] !== "-c").join(" ");
          hits.push(...rescan(`git ${own} | ${m[2]}`, cmd.start, cmd.end, `git -c ${m[1]}`));
        }
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
  // make -f - / -f /dev/stdin fed a here-document or here-string, make --eval TEXT: the makefile's recipes run in a shell
  if (/^(?:g?make|bmake)$/.test(name)) {
    const fromStdin = a.some((t, i) => /^(?:-f|--file|--makefile)$/.test(a[i - 1] ?? "") && STDIN_FILE.test(t));
    const texts = a.flatMap((t, i) => {
      const v = /^(?:--eval|-E)$/.test(a[i - 1] ?? "") ? t : /^--eval=([\s\S]+)$/.exec(t)?.[1];
      return v === undefined ? [] : [v];
    });
    if (fromStdin || a.some((t) => /^-f(?:-|\/dev\/stdin)$/.test(t)))
      texts.push(cmd.stdin.map((w) => w.text).join("\n"));
    for (const t of texts) {
      const recipes = makeRecipes(t);
      if (recipes !== "") hits.push(...rescan(recipes, cmd.start, cmd.end, "make recipe"));
    }
  }
  hits.push(...lolbinHits(s, rescan, code), ...sshRemoteHits(s));
  return hits;
}

const STDIN_FILE = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

/** The recipe lines of a makefile text (tab-led lines, and what follows `target: deps;`), as the shell gets them. */
export function makeRecipes(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n").slice(0, 400)) {
    const r = line.startsWith("\t")
      ? line.slice(1)
      : /^[^\s:#=][^:=]{0,200}::?(?!=)[^;\n]{0,400};([\s\S]*)$/.exec(line)?.[1];
    if (r === undefined) continue;
    const body = r
      .replace(/^\s*[@+-]+/, "")
      .replace(/\$\$/g, "$")
      .trim();
    if (body !== "") out.push(body);
  }
  return out.join("\n");
}

/** a bare interactive shell: what GTFOBins escapes spawn */
const BARE_SHELL = /^\s*(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k|c|tc)?sh(?:\s+-[a-z]{1,4})*\s*$/;

/** The commands and code a program's own options run: editors, pagers, debuggers, tar, zip, rsync, ssh, apt hooks. */
function carriedBy(name: string, a: string[]): { shell: string[]; code: [string, string][] } {
  const shell: string[] = [];
  const code: [string, string][] = [];
  const opt = (i: number, re: RegExp): string | undefined => {
    if (re.test(a[i])) return a[i + 1];
    const eq = /^(--?[\w-]+)=([\s\S]*)$/.exec(a[i]);
    return eq && re.test(eq[1]) ? eq[2] : undefined;
  };
  const editorCommand = (x: string): void => {
    // ex modifiers run the command after them unchanged: `silent !cmd`, `sil! !cmd`, `noautocmd silent !cmd`
    const t = x
      .replace(/^:+/, "")
      .trim()
      .replace(
        /^(?:(?:sil(?:e(?:n(?:t)?)?)?|noa(?:utocmd)?|keepj(?:umps)?|keepp(?:atterns)?|unsil(?:ent)?)!?\s+)+/,
        "",
      );
    const bang = /^!([\s\S]+)$/.exec(t);
    const py = /^(?:py3?|python3?|pyx|py3do|pydo)\s+([\s\S]+)$/.exec(t);
    const lua = /^lua\s+([\s\S]+)$/.exec(t);
    const sys = /^(?:call\s+|echo\s+|let\s+\w+\s*=\s*)?system\(\s*["']([\s\S]+)["']\s*\)$/.exec(t);
    if (bang) shell.push(bang[1]);
    else if (sys) shell.push(sys[1]);
    else if (py) code.push([py[1], "python"]);
    else if (lua) code.push([lua[1], "lua"]);
  };
  for (let i = 1; i < a.length; i++) {
    const t = a[i];
    if (/^(?:vim?|nvim|ex|view|rvim|vimdiff|gvim)$/.test(name)) {
      const v = opt(i, /^(?:-c|--cmd)$/) ?? (t.startsWith("+") ? t.slice(1) : undefined);
      if (v !== undefined) editorCommand(v);
    } else if (/^(?:less|more|man|most)$/.test(name)) {
      if (/^\+!/.test(t)) shell.push(t.slice(2));
    } else if (name === "gdb") {
      const v = opt(i, /^(?:-ex|--eval-command|-iex)$/);
      const m = v === undefined ? null : /^(?:!|shell\s+)([\s\S]+)$|^(?:python|pi)\s+([\s\S]+)$/.exec(v.trim());
      if (m?.[1]) shell.push(m[1]);
      else if (m?.[2]) code.push([m[2], "python"]);
    } else if (name === "tar" || name === "bsdtar" || name === "gtar") {
      const cp = /^--checkpoint-action=exec=([\s\S]+)$/.exec(t);
      const v = cp?.[1] ?? opt(i, /^(?:--to-command|--use-compress-program|-I|--info-script|-F|--new-volume-script)$/);
      if (v !== undefined) shell.push(v);
    } else if (name === "sed" || name === "gsed") {
      if (i === 1) shell.push(...sedCommands(a));
    } else if (name === "zip") {
      const v = opt(i, /^(?:-TT|--unzip-command)$/);
      if (v !== undefined) shell.push(v.replace(/\s*#\s*$/, ""));
    } else if (name === "rsync") {
      // --rsync-path is run by the remote shell as the command that receives: `--rsync-path='curl … | sh; rsync'`
      const v = opt(i, /^(?:-e|--rsh|--rsync-path)$/);
      if (v !== undefined) shell.push(v);
    } else if (name === "ssh" || name === "scp" || name === "sftp") {
      const o = t === "-o" ? a[i + 1] : /^-o(.+)$/.exec(t)?.[1];
      const m = o === undefined ? null : /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)[= ]([\s\S]+)$/i.exec(o);
      if (m && !/^none$/i.test(m[1])) shell.push(m[1]);
    } else if (name === "sshuttle") {
      const v = opt(i, /^(?:-e|--ssh-cmd)$/);
      if (v !== undefined) shell.push(v);
    } else if (name === "npx" || ((name === "npm" || name === "pnpm") && /^(?:exec|x)$/.test(a[1] ?? ""))) {
      // npx -c 'CMD', npm exec --call=CMD: the string runs in a shell with the package's bins on PATH
      const v = opt(i, /^(?:-c|--call)$/);
      if (v !== undefined) shell.push(v);
    } else if (name === "apt" || name === "apt-get") {
      const o = t === "-o" ? a[i + 1] : /^-o(.+)$/.exec(t)?.[1];
      const m = o === undefined ? null : /^(?:APT|DPkg)::[\w:-]*(?:Invoke|Pre-Install-Pkgs)[\w:-]*=([\s\S]+)$/i.exec(o);
      if (m) shell.push(m[1]);
    }
  }
  // ssh host 'CMD': the remote shell runs CMD; what would be judged here is judged there (a fetch-and-run, a reverse shell)
  const remote = name === "ssh" ? sshRemoteCommand(a) : null;
  // (a bare `cat >> ~/.ssh/authorized_keys` installs the key the pipeline feeds it: sshKeyInstallHits judges that key)
  if (remote !== null && !STDIN_KEY_INSTALL.test(remote.trim())) shell.push(remote);
  shell.push(...launchedBy(name, a));
  return { shell, code };
}

/** GTFOBins-style carriers: each carried command scanned as bash or code; a bare shell spawned under sudo is a root shell. */
function lolbinHits(s: Stage, rescan: Rescan, code: Code): Hit[] {
  const { name, argv, cmd } = s;
  const carried = carriedBy(
    name,
    argv.map((w) => w.text),
  );
  carried.shell.push(...commandsInVariables(cmd.words.map((w) => w.text)));
  const hits: Hit[] = [];
  const label = (x: string): string => `${name} runs \`${x.length > 60 ? `${x.slice(0, 60)}…` : x}\``;
  const sudo = /^(?:sudo|doas|pkexec)$/.test(cmd.words[0]?.text.replace(/^.*\//, "") ?? "");
  // a shell fed a here-document (`ssh host 'bash -s' <<'SH' … SH`) runs that script, not a prompt: the script is judged
  const script = cmd.stdin.map((w) => w.text).join("\n");
  for (const x of carried.shell) {
    hits.push(...rescan(x, cmd.start, cmd.end, label(x)));
    const inner = /^\s*(?:\/(?:usr\/)?bin\/)?(?:ba|z|da)?sh\s+-[a-z]*c\s+["']?([\s\S]*?)["']?\s*$/.exec(x)?.[1];
    const bare =
      BARE_SHELL.test(x) || (inner !== undefined && BARE_SHELL.test(inner.replace(/\s*[0-9]?[<>]&?\s*\d\s*/g, " ")));
    if (bare && script.trim() !== "")
      hits.push(...rescan(script, cmd.start, cmd.end, `${label(x)} on a here-document`));
    else if (bare && !remoteShellReadsPipe(s))
      hits.push({
        rule: sudo ? "bash.privilege-escape" : "bash.shell-escape",
        category: "bash_persistence",
        weight: sudo ? 0.88 : 0.82,
        start: cmd.start,
        end: cmd.end,
        detail: sudo ? `sudo ${name} spawns a root shell (${x.trim()})` : `${name} spawns a shell (${x.trim()})`,
      });
  }
  for (const [text, lang] of carried.code) hits.push(...code(text, lang, cmd.start, cmd.end, label(text)));
  // sudo /bin/sh, sudo bash -p: an interactive root shell is nothing an agent's one-shot command needs
  if (sudo && BARE_SHELL.test(argv.map((w) => w.text).join(" ")))
    hits.push({
      rule: "bash.privilege-escape",
      category: "bash_persistence",
      weight: 0.85,
      start: cmd.start,
      end: cmd.end,
      detail: `${cmd.words[0].text} ${name}: an interactive root shell`,
    });
  return hits;
}
