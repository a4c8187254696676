// Launchers that take a command as a string and hand it to a shell later or elsewhere: tmux, sg, nodemon, entr,
// nix-shell, watchexec, concurrently, parallel, expect's spawn, and at/batch, which read the command on stdin.

/** The value of option `re` at argv[i] (`-x VALUE`, `--exec=VALUE`), or undefined. */
function valueAt(a: string[], i: number, re: RegExp): string | undefined {
  if (re.test(a[i] ?? "")) return a[i + 1];
  const eq = /^(--?[\w-]+)=([\s\S]*)$/.exec(a[i] ?? "");
  return eq && re.test(eq[1] ?? "") ? eq[2] : undefined;
}

/** tmux subcommands whose last argument is a shell command (new-session, new-window, split-window, run-shell, popup). */
const TMUX_RUNS =
  /^(?:new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawnp|respawn-window|respawnw|run-shell|run|display-popup|popup)$/;
/** tmux options that take a value (their value is not the command) */
const TMUX_VALUE = /^-[ctsnxyFeElwhTbdpS]$|^-[ctsnxyFeElwhTbdpS]\S/;
/** tmux send-keys key names that end a typed line */
const TMUX_KEY = /^(?:Enter|C-m|KPEnter|Escape|C-c|C-d|Space|Tab)$/;

function tmuxCommands(a: string[]): string[] {
  const out: string[] = [];
  // tmux's own options before the subcommand (-L sock, -S path, -f file)
  let i = 1;
  while (i < a.length && (a[i] ?? "").startsWith("-")) i += /^-[LSfT]$/.test(a[i] ?? "") ? 2 : 1;
  // one tmux invocation may chain subcommands with \; or ;
  let sub = a[i];
  let args: string[] = [];
  const flush = (): void => {
    if (sub === undefined) return;
    if (TMUX_RUNS.test(sub)) {
      const pos: string[] = [];
      for (let k = 0; k < args.length; k++) {
        const t = args[k] ?? "";
        if (/^-[ctsnxyFeElwhTbpS]$/.test(t)) k++;
        else if (!t.startsWith("-")) pos.push(t);
      }
      if (pos.length > 0) out.push(pos.join(" "));
    } else if (sub === "send-keys" || sub === "send") {
      const typed: string[] = [];
      for (let k = 0; k < args.length; k++) {
        const t = args[k] ?? "";
        if (t === "-t" || t === "-N") k++;
        else if (TMUX_KEY.test(t)) {
          if (typed.length > 0) out.push(typed.join(" "));
          typed.length = 0;
        } else if (!t.startsWith("-") || typed.length > 0) typed.push(t);
      }
      if (typed.length > 0) out.push(typed.join(" "));
    }
  };
  for (i++; i < a.length; i++) {
    const t = a[i] ?? "";
    if (t === ";" || t === "\\;") {
      flush();
      sub = a[++i];
      args = [];
    } else args.push(t);
  }
  flush();
  return out.filter((c) => !TMUX_VALUE.test(c));
}

/** `parallel [opts] TEMPLATE ::: ARGS`: TEMPLATE runs once per argument; with no template, each argument is a command. */
function parallelCommands(a: string[]): string[] {
  const sep = a.findIndex((t) => t === ":::" || t === "::::" || t === ":::+");
  const head = (sep < 0 ? a.slice(1) : a.slice(1, sep)).filter(
    (t, k, h) => !t.startsWith("-") && !/^-(?:j|S|N|n|L|l|P|k|a|d|I|E|-jobs|-sshlogin)$/.test(h[k - 1] ?? ""),
  );
  const args = sep < 0 ? [] : a.slice(sep + 1, sep + 9);
  if (head.length === 0) return args;
  const template = head.join(" ");
  if (args.length === 0) return [template];
  return args.map((x) => (template.includes("{}") ? template.split("{}").join(x) : `${template} ${x}`));
}

/**
 * `… | parallel [opts] 'TEMPLATE'`: TEMPLATE runs once per line of stdin with the line as `{}`, as `xargs -I{}` runs
 * its command (so the pipeline's data reaches the template's sink); null with `:::` arguments or no template.
 */
export function parallelAsXargs(a: string[]): string | null {
  if (a[0] !== "parallel" || a.some((t) => t === ":::" || t === "::::" || t === ":::+")) return null;
  const head = parallelCommands(a);
  if (head.length !== 1 || /\{[^}]+\}/.test((head[0] as string).replace(/\{\}/g, ""))) return null;
  const template = head[0] as string;
  return `xargs -I{} ${template.includes("{}") ? template : `${template} {}`}`;
}

/**
 * The command strings a launcher stage runs in a shell (empty for any other program). `name` is the program's base
 * name, `a` its argv with the program first.
 */
export function launchedBy(name: string, a: string[]): string[] {
  const out: string[] = [];
  if (name === "tmux") return tmuxCommands(a);
  if (name === "parallel" || name === "sem") return parallelCommands(a);
  if (name === "concurrently")
    return a.slice(1).filter((t, k, r) => !t.startsWith("-") && !/^-(?:n|c|p|k|-names|-prefix)$/.test(r[k - 1] ?? ""));
  for (let i = 1; i < a.length; i++) {
    const v =
      name === "sg" || name === "newgrp"
        ? valueAt(a, i, /^-c$/)
        : name === "nodemon"
          ? valueAt(a, i, /^(?:-x|--exec)$/)
          : name === "entr"
            ? /^-\w*s\w*$/.test(a[i] ?? "")
              ? a.slice(i + 1).find((t) => !t.startsWith("-"))
              : undefined
            : name === "nix-shell" || name === "nix-develop"
              ? valueAt(a, i, /^(?:--run|--command|-c)$/)
              : name === "watchexec" || name === "chokidar" || name === "onchange"
                ? valueAt(a, i, /^(?:-s|--shell-command|-c|--command)$/)
                : name === "expect"
                  ? valueAt(a, i, /^-c$/)
                  : undefined;
    if (v === undefined) continue;
    // expect -c 'spawn sh -c "…"; …': the spawned program line is the command
    if (name === "expect") {
      for (const m of v.matchAll(/\b(?:spawn|exec)\s+([^;\n]{2,4000})/g))
        out.push((m[1] ?? "").replace(/^-\w+\s+/, ""));
    } else out.push(v);
  }
  // sg GROUP 'CMD', watchexec [opts] -- CMD …: the command after the group or after --
  if ((name === "sg" || name === "newgrp") && out.length === 0 && a.length === 3 && /\s/.test(a[2] ?? ""))
    out.push(a[2] ?? "");
  if ((name === "watchexec" || name === "onchange") && out.length === 0) {
    const dd = a.indexOf("--");
    if (dd > 0 && dd + 1 < a.length) out.push(a.slice(dd + 1).join(" "));
  }
  return out.filter((c) => c.trim() !== "");
}

/**
 * Variables whose value is a command some program runs for you: git's ssh, pager, diff and editor hooks, man's and
 * less's pagers and preprocessors, bash's prompt hook, rsync's remote shell, fzf's lister. Set as a prefix
 * (`GIT_SSH_COMMAND='…' git fetch`), through env, or exported for what runs later.
 */
const COMMAND_VARS =
  /^(?:GIT_SSH_COMMAND|GIT_PAGER|PAGER|MANPAGER|SYSTEMD_PAGER|PSQL_PAGER|GIT_EXTERNAL_DIFF|GIT_EDITOR|GIT_SEQUENCE_EDITOR|EDITOR|VISUAL|SUDO_EDITOR|PROMPT_COMMAND|LESSOPEN|LESSCLOSE|GIT_PROXY_COMMAND|RSYNC_RSH|RSYNC_CONNECT_PROG|CVS_RSH|FZF_DEFAULT_COMMAND|BROWSER)=([\s\S]+)$/;

/** The command strings that a command's variable assignments hand to programs (`PAGER='…' man ls`). */
export function commandsInVariables(words: string[]): string[] {
  const out: string[] = [];
  for (const w of words.slice(0, 64)) {
    const v = COMMAND_VARS.exec(w)?.[1];
    // LESSOPEN='|cmd %s' pipes the preprocessor's output; a trailing %s or # is the file name's place
    if (v !== undefined)
      out.push(
        v
          .replace(/^\|{1,2}/, "")
          .replace(/\s+(?:#\s*)?%s\s*$|\s+#\s*$/, "")
          .trim(),
      );
  }
  // a bare program name (PAGER=cat, LESSOPEN='|lesspipe %s') runs nothing the other checks do not see
  return out.filter((c) => /\s/.test(c));
}

/** at and batch read a shell script on stdin and run it later. */
export const STDIN_SCRIPT_RUNNERS = new Set(["at", "batch"]);
