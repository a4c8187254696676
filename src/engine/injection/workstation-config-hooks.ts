// The developer's tool configs by the commands they run later: tmux hooks, vim/neovim/emacs init files, git config keys, VS Code folder-open tasks.

import { writtenContent } from "./bash-written.ts";
import { type CommandReader, hookRunHit } from "./hook-run.ts";
import { staticOutput } from "./shell-static.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A double- or single-quoted string's text, or the rest of the line, as the tool that reads it takes it. */
function unquote(value: string): string {
  const v = value.trim();
  if (/^"[\s\S]*"$/.test(v)) return v.slice(1, -1).replace(/\\(["\\])/g, "$1");
  if (/^'[\s\S]*'$/.test(v)) return v.slice(1, -1);
  return v;
}

/** Every capture of `re` (its first defined group after 0), unquoted. */
const captures = (text: string, re: RegExp): string[] =>
  [...text.matchAll(re)].map((m) => unquote(m.slice(1).find((g) => g !== undefined) ?? "")).filter((c) => c !== "");

/** A quoted string argument: "…" with escapes, or '…'. */
const QUOTED = String.raw`"((?:[^"\\\n]|\\.){1,2000})"|'([^'\n]{1,2000})'`;

/** tmux: `run-shell [-b] CMD`, `if-shell [-b] CMD …` (also inside `set-hook … '…'` and key bindings), `#(CMD)` in formats. */
function tmuxCommands(text: string): string[] {
  return [
    ...captures(
      text,
      new RegExp(
        String.raw`\b(?:run-shell|if-shell)\s+(?:-[bCF]{1,3}\s+)*(?:-[dt]\s+\S+\s+)*(?:${QUOTED}|([^\s'"][^\n'"]{0,2000}))`,
        "g",
      ),
    ),
    ...captures(text, /#\(([^)\n]{1,2000})\)/g),
  ];
}

/** vim: `!CMD` as an ex command (after `autocmd EV PAT`, `silent`, `exe`), `system()`/`jobstart()`/`termopen()` strings. */
function vimCommands(text: string): string[] {
  return [
    ...captures(
      text,
      /^\s*(?:au(?:tocmd)?!?\s+\S+\s+\S+\s+(?:(?:\+\+)?nested\s+)?)?(?::?\s*sil(?:ent)?!?\s+)?:?\s*!(?!=)([^\n]{1,2000})$/gm,
    ),
    ...captures(text, new RegExp(String.raw`\b(?:system|systemlist|jobstart|termopen)\(\s*(?:${QUOTED})`, "g")),
  ];
}

/** Lua in neovim: `os.execute`, `io.popen`, `vim.fn.system`/`jobstart`, a plugin spec's shell `build`/`run`, `vim.cmd("!…")`. */
function luaCommands(text: string): string[] {
  return [
    ...captures(
      text,
      new RegExp(
        String.raw`\b(?:os\.execute|io\.popen|vim\.fn\.system|vim\.fn\.systemlist|vim\.fn\.jobstart|vim\.fn\.termopen|vim\.system)\s*\(?\s*\{?\s*(?:${QUOTED}|\[\[([\s\S]{1,2000}?)\]\])`,
        "g",
      ),
    ),
    // lazy.nvim `build = "make"` and packer `run = "…"`: a string not starting with ":" (a vim command) is shell
    ...captures(
      text,
      /\b(?:build|run)\s*=\s*"([^":\n][^"\n]{0,2000})"|\b(?:build|run)\s*=\s*'([^':\n][^'\n]{0,2000})'/g,
    ),
    ...captures(
      text,
      /\bvim\.cmd\s*\(?\s*(?:"\s*!([^"\n]{1,2000})"|'\s*!([^'\n]{1,2000})'|\[\[\s*!([^\]]{1,2000})\]\])/g,
    ),
  ];
}

/** Emacs Lisp: the shell-command family's string argument. */
function elispCommands(text: string): string[] {
  return captures(
    text,
    /\((?:async-)?shell-command(?:-to-string)?\s+"((?:[^"\\]|\\.){1,2000})"|\((?:call-process-shell-command|start-process-shell-command\s+"[^"]*"\s+\S+)\s+"((?:[^"\\]|\\.){1,2000})"/g,
  );
}

/** git config keys whose value git runs as a shell command (aliases and helpers only with `!`). */
const GIT_COMMAND_KEY =
  /^(?:core\.(?:fsmonitor|sshcommand|pager|editor|askpass)|sequence\.editor|gpg\.program|filter\.[^.]+\.(?:clean|smudge|process)|diff\.[^.]+\.(?:textconv|command)|pager\.[\w-]+|merge\.[^.]+\.driver)$/;

/** The `section.sub.key = value` settings of a git config file, in order. */
export function gitConfigEntries(text: string): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  let section = "";
  for (const line of text.split("\n")) {
    const head = /^\s*\[\s*([\w.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
    if (head) {
      section = `${(head[1] as string).toLowerCase()}${head[2] !== undefined ? `.${head[2]}` : ""}`;
      continue;
    }
    const kv = /^\s*([A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(line);
    if (kv && section !== "")
      out.push({
        key: `${section}.${(kv[1] as string).toLowerCase()}`,
        value: unquote((kv[2] as string).replace(/\s+[#;].*$/, "")),
      });
  }
  return out;
}

/** What git runs from a git config file: command keys (not booleans), and `!` aliases and credential helpers. */
function gitCommands(text: string): string[] {
  const out: string[] = [];
  for (const { key, value } of gitConfigEntries(text)) {
    const k = key.replace(
      /^(filter|diff|merge|alias|credential)\.(.+)\.([^.]+)$/i,
      (_m, a, b, c) => `${a}.${b}.${c.toLowerCase()}`,
    );
    if (
      GIT_COMMAND_KEY.test(k.toLowerCase()) &&
      !/^(?:true|false|yes|no|on|off|0|1|less|more|cat|delta|vim?|nvim|nano|code --wait)$/i.test(value)
    )
      out.push(value);
    else if (/^(?:alias\.[^.]+|credential(?:\..+)?\.helper)$/i.test(key) && value.startsWith("!"))
      out.push(value.slice(1));
  }
  return out;
}

/** VS Code tasks that run by themselves when the folder opens: their command and arguments. */
function folderOpenTasks(text: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\s*\/\/.*$/gm, "").replace(/,(\s*[}\]])/g, "$1"));
  } catch {
    return [];
  }
  const tasks = (json as { tasks?: unknown })?.tasks;
  if (!Array.isArray(tasks)) return [];
  return tasks
    .filter((t) => (t as { runOptions?: { runOn?: string } })?.runOptions?.runOn === "folderOpen")
    .map((t) => {
      const { command, args } = t as { command?: unknown; args?: unknown };
      const rest = Array.isArray(args) ? args.map((a) => (typeof a === "string" ? a : "")).join(" ") : "";
      return typeof command === "string" ? `${command} ${rest}`.trim() : "";
    })
    .filter((c) => c !== "");
}

/** Base64 literals of a config file decoded (an init file that `load()`s a blob runs what it decodes to). */
function decodedBlobs(text: string): string {
  const out: string[] = [];
  for (const m of text.matchAll(/["']([A-Za-z0-9+/]{24,4000}={0,2})["']/g)) {
    const raw = Buffer.from(m[1] as string, "base64").toString("utf8");
    if (/^[\x09\x0a\x0d\x20-\x7e]+$/.test(raw)) out.push(raw);
  }
  return out.join("\n");
}

/** The tool configs read here: which files, what runs them, and how to take their commands out. */
const TOOLS: readonly { what: string; path: RegExp; commands: (text: string) => string[] }[] = [
  {
    what: "tmux runs it on its hooks, key bindings or status line",
    path: /(?:^|\/)\.tmux(?:\.conf(?:\.local)?)?$|(?:^|\/)tmux\/tmux\.conf$|\.tmux\.conf$/i,
    commands: tmuxCommands,
  },
  {
    what: "vim runs it at start-up or on an editor event",
    path: /(?:^|\/)[._]g?vimrc$|(?:^|\/)\.exrc$|(?:^|\/)\.vim\/.+\.vim$|(?:^|\/)nvim\/.+\.vim$/i,
    commands: (text) => vimCommands(`${text}\n${decodedBlobs(text)}`),
  },
  {
    what: "neovim runs it at start-up or when it loads the plugin",
    path: /(?:^|\/)nvim\/.+\.lua$/i,
    commands: (text) => luaCommands(`${text}\n${decodedBlobs(text)}`),
  },
  {
    what: "emacs runs it at start-up",
    path: /(?:^|\/)\.emacs(?:\.el)?$|(?:^|\/)\.(?:emacs|doom)\.d\/.+\.el$|(?:^|\/)emacs\/(?:init|early-init|config)\.el$/i,
    commands: elispCommands,
  },
  {
    what: "git runs it in its own operations",
    path: /(?:^|\/)\.gitconfig(?:[-.][\w.-]+)?$|(?:^|\/)\.git\/config$|(?:^|\/)git\/config$/i,
    commands: gitCommands,
  },
  {
    what: "VS Code runs it whenever the folder is opened",
    path: /(?:^|\/)\.vscode\/tasks\.json$/i,
    commands: folderOpenTasks,
  },
];

/** The tool whose config `path` names, or null. */
export function workstationTool(path: string): (typeof TOOLS)[number] | null {
  const p = path.replace(/\\/g, "/").replace(/^["']|["']$/g, "");
  return TOOLS.find((t) => t.path.test(p)) ?? null;
}

/**
 * A tool config written with this text: each command the tool runs later (a hook, an init file's shell escape, a git
 * command key, a folder-open task) read as the script it is, blocked when it blocks (a send of keys or a fetch-and-run
 * runs again at every start, commit or attach). Commands that run local programs (`git rev-parse`, `:TSUpdate`, `make`)
 * carry nothing.
 */
export function workstationConfigHits(
  path: string,
  text: string,
  read: CommandReader,
  start = 0,
  end = text.length,
): Hit[] {
  const tool = workstationTool(path);
  if (tool === null) return [];
  const hits: Hit[] = [];
  for (const command of tool.commands(text).slice(0, 16)) {
    const found = hookRunHit(
      read,
      command,
      { start, end, label: `${path}: ${tool.what}`, rule: "bash.workstation-hook-run" },
      (worst) => `${path}: ${tool.what}: \`${command.trim().slice(0, 60)}\`: ${worst}`,
    );
    if (found) hits.push(found);
  }
  return hits;
}

/** tmux given a hook or a command to run by the shell (`tmux set-hook -g client-attached 'run-shell "…"'`): as its config. */
export function tmuxArgvHits(args: string, read: CommandReader, start: number, end: number): Hit[] {
  if (!/\b(?:run-shell|if-shell)\b|#\(/.test(args)) return [];
  return workstationConfigHits("~/.tmux.conf", args, read, start, end);
}

/**
 * The bash layer's side: a tool config written by a redirect, tee or heredoc with a text the command shows, and tmux
 * handed a hook or a command on its command line, each read as the config it makes.
 */
export function workstationConfigWriteHits(src: string, pipelines: Stage[][], read: CommandReader): Hit[] {
  if (!/tmux|vim|nvim|emacs|gitconfig|git\/config|tasks\.json|\.exrc/.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    stages.forEach((s, k) => {
      if (s.name === "tmux") {
        const args = s.argv
          .slice(1)
          .map((w) => w.text)
          .join(" ");
        hits.push(...tmuxArgvHits(args, read, s.cmd.start, s.cmd.end));
      }
      const targets = [
        ...s.cmd.redirects.filter((r) => r.op === ">" || r.op === ">>" || r.op === ">|").map((r) => r.target),
        ...(s.name === "tee" ? s.argv.slice(1).filter((w) => !w.text.startsWith("-")) : []),
      ];
      for (const t of targets) {
        if (workstationTool(t.text) === null) continue;
        const piped = k > 0 ? (staticOutput(stages.slice(0, k))?.text ?? null) : null;
        const written = writtenContent(s, t, piped, () => null);
        if (written !== null) hits.push(...workstationConfigHits(t.text, written, read, s.cmd.start, s.cmd.end));
      }
    });
  return hits;
}
