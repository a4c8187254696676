// The commands a program file's structure holds, by its kind: YAML run blocks, recipes, package scripts, Dockerfile
// instructions, unit Exec lines, tox, pyproject and nox sessions.

import { parse as parseYaml } from "yaml";
import { runnerShellLines } from "./shell-runner-shell.ts";
import { devcontainerCommands, packageFragmentScripts } from "./shell-run-configs.ts";
import { cmakeCommands, TASKFILE_KEYS } from "./shell-run-build-files.ts";
import type { RunFileKind } from "./shell-run-files.ts";
import { debugInitCommands } from "./debug-init66.ts";
import { singleQuoted } from "./shell-quote.ts";
import { type SecretAliases47, secretAliases47, withSecretNames47 } from "./ci-secret-alias47.ts";

/** The commands of a program file of `kind`, read by its structure (runFileScript says which structures). */
export function commandsOf(kind: RunFileKind, content: string): string[] {
  switch (kind) {
    case "hook":
    case "envrc":
    case "maintscript":
      return [content];
    case "workflow":
    case "compose":
      return yamlCommands(content, SCRIPT_KEYS).map(ciExpressions);
    case "precommit":
      return yamlCommands(content, ENTRY_KEYS);
    case "taskfile":
      return yamlCommands(content, TASKFILE_KEYS);
    case "cmake":
      return cmakeCommands(content);
    case "debuginit":
      return debugInitCommands(content);
    case "devcontainer":
      return devcontainerCommands(content);
    case "pyhook":
      // the whole file is the program: read as code by the caller (no shell commands of its own)
      return [];
    case "makefile":
      return [...runnerShellLines(content), ...makeRecipes(content)];
    case "package.json":
      return packageScripts(content);
    case "composer.json":
      return composerScripts(content);
    case "dockerfile":
      return dockerCommands(content);
    case "unit":
      return [...content.matchAll(/^\s*Exec\w*\s*=\s*[-@:+!]*(.+)$/gm)].map((m) => m[1] as string);
    case "tasks.json":
      return [...content.matchAll(/"(?:command|args)"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)].map((m) => jsonString(m[1]));
    case "tox":
      return toxCommands(content);
    case "pyproject":
      return pyprojectScripts(content);
    case "noxfile":
      return [...content.matchAll(/\bsession\.run(?:_always|_install)?\(([^)\n]{1,2000})\)/g)].map((m) =>
        [...(m[1] as string).matchAll(/(["'])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((a) => a[2]).join(" "),
      );
  }
}

/** `${{ secrets.NPM_TOKEN }}` is the secret's text put in place by the CI: read it as the variable `$NPM_TOKEN`. */
function ciExpressions(script: string): string {
  return script.replace(/\$\{\{\s*([^}]{1,200}?)\s*\}\}/g, (_, expr: string) => {
    const name = /^(?:secrets|env|vars)\.([A-Za-z_]\w*)$/.exec(expr)?.[1];
    if (/^toJSON\(\s*secrets\s*\)$/i.test(expr)) return "$CI_ALL_SECRETS";
    return name ? `$${name}` : "CI_VALUE";
  });
}

/** Keys whose value is run by a shell (steps, jobs, services); an array under an argv key is one command's words. */
const SCRIPT_KEYS = new Set(["run", "script", "before_script", "after_script", "commands", "cmd", "shell"]);
const ARGV_KEYS = new Set(["command", "entrypoint", "test", "args"]);
/** pre-commit runs a hook's `entry` (with `language: system`/`script`, a command line) on every commit. */
const ENTRY_KEYS = new Set(["entry"]);

function yamlCommands(content: string, scriptKeys: ReadonlySet<string>): string[] {
  let doc: unknown;
  try {
    doc = parseYaml(content, { maxAliasCount: 64, uniqueKeys: false });
  } catch {
    // a file that does not parse still runs its `run:` lines as written, for the CI that reads it leniently
    return [...content.matchAll(/^\s*-?\s*(?:run|script|command|entry)\s*:\s*(?![|>]\s*$)(.+)$/gm)].map(
      (m) => m[1] as string,
    );
  }
  const out: string[] = [];
  const walk = (node: unknown, depth: number, inherited: SecretAliases47): void => {
    if (depth > 24 || out.length >= 256 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, depth + 1, inherited);
      return;
    }
    // a step's `env:` name bound to one named secret is read as that secret (ci-secret-alias47.ts)
    const aliases = secretAliases47(node as Record<string, unknown>, inherited);
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (scriptKeys.has(key) && typeof value === "string") out.push(withSecretNames47(value, aliases));
      else if (scriptKeys.has(key) && Array.isArray(value))
        for (const v of value) if (typeof v === "string") out.push(withSecretNames47(v, aliases));
      if (scriptKeys === SCRIPT_KEYS && ARGV_KEYS.has(key) && typeof value === "string") out.push(value);
      else if (
        scriptKeys === SCRIPT_KEYS &&
        ARGV_KEYS.has(key) &&
        Array.isArray(value) &&
        value.every((v) => typeof v === "string")
      )
        out.push(argvLine(value as string[]));
      else walk(value, depth + 1, aliases);
    }
  };
  walk(doc, 0, new Map());
  return out;
}

/** An exec-form argv as the shell line that runs the same words (`["sh", "-c", "a | b"]` → `sh -c 'a | b'`). */
function argvLine(words: string[]): string {
  return words
    .filter((w) => !/^CMD(?:-SHELL)?$|^NONE$/.test(w))
    .map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : singleQuoted(w)))
    .join(" ");
}

/** Recipe lines (a tab first; justfile recipes are indented), continued lines joined, make's `$$` and `$(VAR)` read. */
function makeRecipes(content: string): string[] {
  const out: string[] = [];
  const lines = content.replace(/\\\r?\n[ \t]*/g, " ").split("\n");
  for (const line of lines) {
    const m = /^(?:\t| {2,})[@+-]*\s*(.+)$/.exec(line);
    if (m && !/^\s*#/.test(m[1] as string))
      out.push((m[1] as string).replace(/\$\$/g, "$").replace(/\$[({]([A-Z_][A-Z0-9_]*)[)}]/g, "$$$1"));
  }
  return out;
}

function packageScripts(content: string): string[] {
  try {
    const scripts = (JSON.parse(content) as { scripts?: unknown }).scripts;
    if (scripts === null || typeof scripts !== "object") return [];
    return Object.values(scripts as Record<string, unknown>).filter((v): v is string => typeof v === "string");
  } catch {
    // a file the agent writes in parts: its `"name": "command"` pairs inside a "scripts" object
    // (a script's own code may hold braces: `node -e "…()=>{}"`, so strings are skipped whole)
    const block = /"scripts"\s*:\s*\{((?:"(?:[^"\\\n]|\\.)*"|[^}"]){0,20000})\}/.exec(content)?.[1];
    if (block === undefined) return packageFragmentScripts(content);
    return [...block.matchAll(/"[^"\n]{1,100}"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)].map((m) => jsonString(m[1]));
  }
}

/**
 * A composer.json's event scripts: each string value with a space under "scripts" (or, for a part the agent writes, in
 * the fragment), a string or an array of them; `@php …` runs php, another `@name` is a script of the same file.
 */
function composerScripts(content: string): string[] {
  let text = content;
  try {
    const scripts = (JSON.parse(content) as { scripts?: unknown }).scripts;
    if (scripts === null || typeof scripts !== "object") return [];
    text = JSON.stringify(scripts);
  } catch {
    // a fragment: its string literals that are no key, only when it holds a script event's key (a fragment of
    // "extra", "patches" or "require" holds descriptions and versions, no command)
    if (!/"(?:[\w-]+-cmd|pre-[\w-]+|post-[\w-]+|scripts)"\s*:/.test(content)) return [];
  }
  return [...text.matchAll(/"((?:[^"\\\n]|\\.){1,4000})"(?!\s*:)/g)]
    .map((m) => jsonString(`"${m[1]}"`))
    .filter((c) => /\s/.test(c) && !/^@(?!php\b)/.test(c))
    .map((c) => c.replace(/^@php\b/, "php"))
    .slice(0, 64);
}

function dockerCommands(content: string): string[] {
  const out: string[] = [];
  for (const line of content.replace(/\\\r?\n/g, " ").split("\n")) {
    const m = /^\s*(?:RUN|CMD|ENTRYPOINT)\s+(?:--[\w-]+=\S+\s+)*(.+)$/i.exec(line);
    if (!m) continue;
    const body = (m[1] as string).trim();
    if (body.startsWith("[")) {
      try {
        const words = JSON.parse(body) as unknown;
        if (Array.isArray(words) && words.every((w) => typeof w === "string")) {
          out.push(argvLine(words as string[]));
          continue;
        }
      } catch {
        // not JSON: docker runs it as a shell line
      }
    }
    out.push(body);
  }
  return out;
}

/** tox's `commands =` (and `commands_pre`/`_post`, `allowlist` not): the value and its indented continuation lines. */
function toxCommands(content: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const line of content.split("\n")) {
    const head = /^commands(?:_pre|_post)?\s*=\s*(.*)$/.exec(line);
    if (head) {
      open = true;
      out.push(head[1] as string);
    } else if (open && /^[ \t]+\S/.test(line)) out.push(line.trim());
    else open = false;
  }
  return out.map((c) => c.replace(/\{posargs(?::[^}]*)?\}|\{[a-z_]+\}/g, ""));
}

/** Strings of the `[tool.*.scripts]` / `[tool.*.tasks]` tables: poe's `shell`/`cmd`, pdm's and hatch's scripts. */
function pyprojectScripts(content: string): string[] {
  const out: string[] = [];
  let inTable = false;
  for (const line of content.split("\n")) {
    const table = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (table) {
      // poetry's scripts are entry points (module:function), not shell lines
      inTable = /^tool\.(?!poetry\.)[\w.-]+\.(?:scripts|tasks)(?:\.[\w-]+)?$/.test((table[1] as string).trim());
      continue;
    }
    if (!inTable) continue;
    for (const m of line.matchAll(/(?:^\s*[\w.-]+|\b(?:shell|cmd))\s*=\s*("(?:[^"\\\n]|\\.)*"|'[^'\n]*')/g))
      out.push((m[1] as string).startsWith("'") ? (m[1] as string).slice(1, -1) : jsonString(m[1]));
  }
  return out;
}

function jsonString(quoted: string | undefined): string {
  try {
    return JSON.parse(quoted ?? '""') as string;
  } catch {
    return (quoted ?? "").slice(1, -1);
  }
}
