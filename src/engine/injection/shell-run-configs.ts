// Runnable keys of config-shaped program files: pre-commit hook entries, devcontainer lifecycle commands, package.json fragments.

import { singleQuoted } from "./shell-quote.ts";

/** devcontainer.json lifecycle keys: each runs a shell line, an argv, or an object of named lines/argvs. */
const DEVCONTAINER_KEYS =
  /^(?:initializeCommand|onCreateCommand|updateContentCommand|postCreateCommand|postStartCommand|postAttachCommand)$/;

/** package.json keys that hold metadata, never a command (a fragment's other pairs may be scripts npm runs later). */
const PACKAGE_METADATA =
  /^(?:name|version|description|main|module|types|typings|type|license|author|homepage|url|email|private|packageManager|bugs|repository|directory|funding|browser|exports|bin|files|keywords|engines|os|cpu|publishConfig|access|registry|tag|sideEffects|workspaces)$/;

/** The commands of a devcontainer.json (JSON with comments; a fragment's quoted lifecycle values when it does not parse). */
export function devcontainerCommands(content: string): string[] {
  let doc: unknown;
  try {
    doc = JSON.parse(withoutJsonComments(content));
  } catch {
    return [...content.matchAll(/"(\w+Command)"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)]
      .filter((m) => DEVCONTAINER_KEYS.test(m[1] as string))
      .map((m) => jsonValue(m[2]));
  }
  if (doc === null || typeof doc !== "object") return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(doc as Record<string, unknown>))
    if (DEVCONTAINER_KEYS.test(key))
      for (const v of value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.values(value)
        : [value])
        out.push(...lifecycleCommand(v));
  return out;
}

function lifecycleCommand(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v) && v.every((w) => typeof w === "string"))
    return [v.map((w) => (/^[\w@%+=:,./-]+$/.test(w) ? w : singleQuoted(w))).join(" ")];
  return [];
}

/** Line comments outside strings (devcontainer.json and VS Code files allow them). */
export function withoutJsonComments(content: string): string {
  return content.replace(
    /("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (_m, str: string | undefined) => str ?? "",
  );
}

/**
 * The `"name": "command"` pairs of an edit's package.json fragment that carries no `"scripts"` key (the agent edits
 * inside the scripts object: `"postinstall": "…", "test": "…"`), metadata keys left out.
 */
export function packageFragmentScripts(content: string): string[] {
  return [...content.matchAll(/"([^"\n]{1,100})"\s*:\s*("(?:[^"\\\n]|\\.)*")/g)]
    .filter((m) => !PACKAGE_METADATA.test(m[1] as string))
    .map((m) => jsonValue(m[2]));
}

function jsonValue(quoted: string | undefined): string {
  try {
    return JSON.parse(quoted ?? '""') as string;
  } catch {
    return (quoted ?? "").slice(1, -1);
  }
}

/**
 * `yq -i '.jobs.b.steps += [{"run": "…"}]' .github/workflows/ci.yml`, `jq '.scripts.postinstall = "…"' package.json`:
 * a structured edit of a program file (`isRunFile`) stores the commands quoted in its expression for a later run.
 */
export function editedRunCommands(argv: readonly string[], isRunFile: (path: string) => boolean): string[] {
  if (!/^(?:yq|jq|dasel)$/.test(argv[0] ?? "")) return [];
  const args = argv.slice(1).filter((a) => !a.startsWith("-"));
  const expr = args[0];
  if (expr === undefined || !args.slice(1).some(isRunFile)) return [];
  return [...expr.matchAll(/"((?:[^"\\\n]|\\.){3,2000})"/g)]
    .map((m) => jsonValue(`"${m[1]}"`))
    .filter((c) => /\s/.test(c));
}
