// Commands as the shell runs them: argv without wrappers (sudo, env, timeout, xargs …), grouped into pipelines.

import { withoutExclusions } from "./shell-excluded.ts";
import { runnerCommandAt } from "./shell-runners.ts";
import { remoteCommandAt } from "./ops-remote-argv.ts";
import type { Command, Word } from "./shell-parse.ts";

const WRAPPERS = new Set([
  "sudo",
  "doas",
  "nohup",
  "time",
  "timeout",
  "nice",
  "ionice",
  "env",
  "command",
  "exec",
  "stdbuf",
  "xargs",
  "watch",
  "strace",
  "torsocks",
  "proxychains",
  "proxychains4",
  "setsid",
  "flock",
  "unbuffer",
  "builtin",
  "chronic",
  "caffeinate",
  "runuser",
  "busybox",
  // service managers and sandboxes that run the rest of the line as a program
  "systemd-run",
  "systemd-inhibit",
  "dbus-run-session",
  "setpriv",
  "firejail",
  "unshare",
  "prlimit",
  "cgexec",
  "flatpak-spawn",
]);

/**
 * Files something runs later without being asked: login and shell start-up files, cron tables, launchd/systemd units,
 * autostart entries, direnv's `.envrc` (run on entering the folder), Python's `.pth` and `sitecustomize.py` (run at
 * every interpreter start), and scripts run on a network or login event (`~/.ssh/rc` and `sshrc` at every ssh login,
 * NetworkManager dispatcher and `if-up.d` scripts when an interface comes up, ppp's `ip-up`, the login banner's
 * `update-motd.d`).
 */
export const RC_FILE =
  /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|bash_aliases|profile|zshrc|zprofile|zshenv|zlogin|config\/fish\/config\.fish|config\/fish\/(?:conf\.d|functions)\/[^/]+\.fish|xinitrc|xprofile)$|^\/etc\/(?:profile|bash\.bashrc|zsh\/zshrc|rc\.local|environment|crontab$|anacrontab$)|(?:^|\/)(?:cron\.[a-z]{1,8}|crontabs?)\/|launchagents\/|launchdaemons\/|systemd\/(?:system|user)\/|autostart\/|(?:^|\/)\.envrc$|\.pth$|(?:^|\/)(?:site|user)customize\.py$|(?:^|\/)\.ssh\/rc$|^\/etc\/ssh\/sshrc$|^\/etc\/NetworkManager\/dispatcher\.d\/|^\/etc\/network\/if-[a-z-]{2,10}\.d\/|^\/etc\/ppp\/ip-(?:up|down)(?:\.d\/|$)|^\/etc\/update-motd\.d\/|^\/etc\/wsl\.conf$/i;
export const HOOK_FILE = /(?:^|\/)\.git\/hooks\/|(?:^|\/)\.husky\//i;

const KEYWORDS = new Set(["do", "then", "else", "elif", "if", "while", "until", "!", "{", "(", "(("]);

export function base(word: string): string {
  const w = word.replace(/^.*\//, "").toLowerCase();
  // versioned interpreters run the same language: lua5.1, ruby2.7, php8.1, perl5.30, python3.11
  return w.replace(/\.exe$/, "").replace(/^(lua|ruby|php|perl|node)\d[\d.]*$|^(python)[23]\.\d{1,2}$/, "$1$2");
}

/** argv without sudo/env/timeout/xargs wrappers and leading VAR=value assignments. */
export function effective(cmd: Command): Word[] {
  const ws = cmd.words;
  let i = 0;
  while (i < ws.length) {
    const t = ws[i].text;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) {
      i++;
      continue;
    }
    // reserved words before a command (`do curl …`, `then nc …`, `! grep …`, `{ cat …`): the command follows
    if (KEYWORDS.has(t) && i + 1 < ws.length) {
      i++;
      continue;
    }
    const b = base(t);
    // `npx --yes tsx -e CODE`: npx only fetches and starts the TypeScript runner, whose -e code is node's
    if (b === "npx" || b === "pnpx" || b === "bunx") {
      let j = i + 1;
      while (j < ws.length && ws[j].text.startsWith("-")) j++;
      if (j < ws.length && /^(?:tsx|ts-node)$/.test(ws[j].text)) {
        i = j;
        continue;
      }
    }
    // `uv run --with x python -c …`, `poetry run python - <<EOF`: a project runner starts the command after it
    // `kubectl exec pod -- python -c …`, `oc rsh pod sh`: the command another pod runs is read as this stage's
    const started = Math.max(runnerCommandAt(ws, i, b), remoteCommandAt(ws, i, b));
    if (started > i) {
      i = started;
      continue;
    }
    if (WRAPPERS.has(b) && i + 1 < ws.length) {
      i++;
      // skip the wrapper's own options and numeric argument (timeout 5, xargs -I{} …)
      while (
        i < ws.length &&
        (ws[i].text.startsWith("-") ||
          /^\d+[smhd]?$/.test(ws[i].text) ||
          (b === "env" && /^[A-Za-z_]\w*=/.test(ws[i].text)))
      ) {
        if (
          (ws[i].text === "-I" ||
            ws[i].text === "-n" ||
            ws[i].text === "-P" ||
            ws[i].text === "-u" ||
            (ws[i].text === "-c" && b === "flock") ||
            (/^-[pEMg]$/.test(ws[i].text) && (b === "systemd-run" || b === "cgexec"))) &&
          i + 1 < ws.length
        )
          i++;
        i++;
      }
      continue;
    }
    break;
  }
  return ws.slice(i);
}

export interface Stage {
  cmd: Command;
  argv: Word[];
  name: string;
  text: string;
}

/** Commands grouped by pipeline, in stage order; pipelines in source order. */
export function stagesOf(commands: Command[], src: string): Stage[][] {
  const by = new Map<number, Stage[]>();
  for (const cmd of commands) {
    const argv = effective(cmd);
    const name = argv.length > 0 ? base(argv[0].text) : "";
    // (a path an exclusion option leaves out, `rsync --exclude .env`, is neither read nor sent: shell-excluded.ts)
    const stage: Stage = withoutExclusions({ cmd, argv, name, text: src.slice(cmd.start, cmd.end) });
    const list = by.get(cmd.pipeline);
    if (list) list.push(stage);
    else by.set(cmd.pipeline, [stage]);
  }
  const out = [...by.values()];
  for (const list of out) list.sort((a, b) => a.cmd.stage - b.cmd.stage);
  out.sort((a, b) => a[0].cmd.start - b[0].cmd.start);
  return out;
}

let memoSrc = "";
const memo = new Map<RegExp, boolean>();

/** `re.test(src)` asked once per script and pattern: per-command checks of the whole script must not go quadratic. */
export function scriptHas(src: string, re: RegExp): boolean {
  if (src !== memoSrc) {
    memoSrc = src;
    memo.clear();
  }
  let v = memo.get(re);
  if (v === undefined) memo.set(re, (v = re.test(src)));
  return v;
}

/** A stage's arguments (its name left out) with one pair of surrounding quotes taken off each. */
export function unquotedArgs(s: Stage): string[] {
  return s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, ""));
}
