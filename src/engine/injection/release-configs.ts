// Commands that release and deploy tools run from their own config files (release hooks, predeploy and build commands, release phases, lanes), found by the file's name and keys.

import { parse as parseYaml } from "yaml";

/** Which tool reads a config, by its path: the tool decides which keys hold commands. */
export type ReleaseConfigKind =
  | "goreleaser"
  | "release-it"
  | "semantic-release"
  | "firebase"
  | "fly"
  | "procfile"
  | "cargo-release"
  | "wrangler"
  | "vercel"
  | "netlify"
  | "fastlane"
  | "render"
  | "amplify"
  | "heroku-app"
  | "tauri"
  | "snapcraft";

const KINDS: [RegExp, ReleaseConfigKind][] = [
  [/(?:^|\/)\.?goreleaser(?:\.[\w-]+)?\.ya?ml$/i, "goreleaser"],
  [/(?:^|\/)\.release-it\.(?:json|ya?ml|toml)$/i, "release-it"],
  [/(?:^|\/)(?:\.releaserc(?:\.(?:json|ya?ml|c?js|mjs))?|release\.config\.(?:c?js|mjs))$/i, "semantic-release"],
  [/(?:^|\/)firebase\.json$/i, "firebase"],
  [/(?:^|\/)fly(?:\.[\w-]+)?\.toml$/i, "fly"],
  [/(?:^|\/)Procfile(?:\.[\w-]+)?$/, "procfile"],
  [/(?:^|\/)release\.toml$/i, "cargo-release"],
  [/(?:^|\/)wrangler\.(?:toml|jsonc?)$/i, "wrangler"],
  [/(?:^|\/)vercel\.json$/i, "vercel"],
  [/(?:^|\/)netlify\.toml$/i, "netlify"],
  [/(?:^|\/)(?:fastlane\/)?Fastfile$/, "fastlane"],
  [/(?:^|\/)render\.ya?ml$/i, "render"],
  [/(?:^|\/)amplify\.ya?ml$/i, "amplify"],
  [/(?:^|\/)app\.json$/i, "heroku-app"],
  [/(?:^|\/)tauri(?:\.[\w-]+)?\.conf\.json5?$/i, "tauri"],
  [/(?:^|\/)snap(?:craft)?\.ya?ml$|(?:^|\/)snap\/snapcraft\.ya?ml$/i, "snapcraft"],
];

/** Keys whose value a tool hands to a shell (a string, a list of strings, or an argv list). */
const COMMAND_KEYS: Record<ReleaseConfigKind, RegExp> = {
  goreleaser: /^(?:hooks|pre|post|cmd)$/,
  "release-it": /^hooks$|^(?:before|after):[\w:-]+$/,
  "semantic-release": /^\w*Cmd$/,
  firebase: /^(?:predeploy|postdeploy)$/,
  fly: /^release_command$|^(?:cmd|command)$/,
  procfile: /^.+$/,
  "cargo-release": /^pre-release-hook$/,
  wrangler: /^command$/,
  vercel: /^(?:buildCommand|installCommand|devCommand|ignoreCommand)$/,
  netlify: /^command$/,
  fastlane: /^sh$/,
  render: /^(?:buildCommand|startCommand|preDeployCommand)$/,
  amplify: /^commands$/,
  "heroku-app": /^(?:postdeploy|pr-predestroy)$/,
  tauri: /^(?:beforeBuildCommand|beforeDevCommand|beforeBundleCommand)$/,
  snapcraft: /^override-(?:pull|build|stage|prime)$/,
};

/** Release configs are small files: a bigger one is generated, not written by an agent step. */
const MAX_CONFIG = 128 * 1024;

/** The kind of release or deploy config at `path`, or null. */
export function releaseConfigKind(path: string): ReleaseConfigKind | null {
  const p = path.replace(/\\/g, "/");
  for (const [re, kind] of KINDS) if (re.test(p)) return kind;
  return null;
}

/**
 * The commands a release or deploy config will run, each with the key that holds it. The file is parsed as what its
 * tool reads (JSON, YAML, TOML lines, Procfile lines, a Fastfile's `sh(…)` calls); a fragment written by an edit that
 * does not parse is read by its `key: value` / `"key": value` / `key = value` lines.
 */
export function releaseConfigCommands(
  path: string,
  text: string,
): { kind: ReleaseConfigKind; key: string; command: string }[] {
  const kind = releaseConfigKind(path);
  if (kind === null || text.length > MAX_CONFIG) return [];
  const keys = COMMAND_KEYS[kind];
  const found: { key: string; command: string }[] = [];
  if (kind === "procfile")
    for (const m of text.matchAll(/^([\w-]{1,40}):[ \t]*(.+)$/gm))
      found.push({ key: m[1] as string, command: m[2] as string });
  else if (kind === "fastlane")
    for (const m of text.matchAll(/\b(sh|system)\s*\(?\s*(?:command:\s*)?(["'])((?:(?!\2)[^\\\n]|\\.){1,2000})\2/g))
      found.push({ key: m[1] as string, command: unquoteEscapes(m[3] as string) });
  else {
    const doc = parsed(text);
    if (doc !== undefined) walk(doc, keys, found, 0);
    else found.push(...lineCommands(text, keys));
    // TOML files parse as neither: their `key = value` lines
    if (doc === undefined || /\.toml$/i.test(path)) found.push(...tomlCommands(text, keys));
  }
  const seen = new Set<string>();
  return found
    .filter((f) => f.command.trim() !== "" && !seen.has(f.command) && seen.add(f.command))
    .map((f) => ({ kind, ...f }));
}

function parsed(text: string): unknown {
  const t = text.trim();
  try {
    if (t.startsWith("{") || t.startsWith("[")) return JSON.parse(t.replace(/^\s*\/\/.*$/gm, ""));
  } catch {
    // JSON5 / JSONC or a fragment: try YAML (a superset of JSON's flow forms), then lines
  }
  try {
    const doc = parseYaml(t, { maxAliasCount: 16, uniqueKeys: false });
    return doc !== null && typeof doc === "object" ? doc : undefined;
  } catch {
    return undefined;
  }
}

/** A list of words is an argv (`["sh", "-c", "…"]`): read as the shell line that runs them. */
function asCommand(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string")) {
    const words = value as string[];
    if (/^(?:ba|z|da)?sh$/.test(words[0] as string) && words[1] === "-c") return words.slice(2).join(" ");
    return null;
  }
  return null;
}

function walk(node: unknown, keys: RegExp, out: { key: string; command: string }[], depth: number): void {
  if (depth > 16 || out.length >= 128 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const n of node) walk(n, keys, out, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (keys.test(key)) {
      const one = asCommand(value);
      // goreleaser's `cmd:` runs with its `args:` list
      const args = key === "cmd" && Array.isArray(record.args) ? ` ${(record.args as unknown[]).join(" ")}` : "";
      if (one !== null) out.push({ key, command: one + args });
      else if (Array.isArray(value))
        for (const v of value) {
          const each = asCommand(v);
          if (each !== null) out.push({ key, command: each });
          else walk(v, keys, out, depth + 1);
        }
      else walk(value, keys, out, depth + 1);
    } else walk(value, keys, out, depth + 1);
  }
}

/** A fragment's `"key": "…"` / `key: …` lines, and the quoted strings of a `"key": […]` list on one line. */
function lineCommands(text: string, keys: RegExp): { key: string; command: string }[] {
  const out: { key: string; command: string }[] = [];
  for (const m of text.matchAll(/^\s*-?\s*["']?([\w:-]{1,60})["']?\s*:\s*(.+?)\s*,?\s*$/gm)) {
    const key = m[1] as string;
    if (!keys.test(key)) continue;
    const value = m[2] as string;
    const strings = [...value.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((s) => unquoteEscapes(s[1] as string));
    if (value.startsWith("[")) out.push(...strings.map((command) => ({ key, command })));
    else out.push({ key, command: strings[0] ?? value.replace(/^'(.*)'$/, "$1") });
  }
  return out;
}

/** TOML `key = "…"`, `key = '…'` and `key = ["sh", "-c", "…"]` lines. */
function tomlCommands(text: string, keys: RegExp): { key: string; command: string }[] {
  const out: { key: string; command: string }[] = [];
  for (const m of text.matchAll(/^\s*([\w-]{1,60})\s*=\s*(.+)$/gm)) {
    const key = m[1] as string;
    if (!keys.test(key)) continue;
    const value = (m[2] as string).trim();
    const strings = [...value.matchAll(/"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'/g)].map((s) =>
      s[1] !== undefined ? unquoteEscapes(s[1]) : (s[2] as string),
    );
    // an argv list other than `sh -c …` (cargo-release's `["cargo", "test"]`) is its words on one line
    const command = value.startsWith("[") ? (asCommand(strings) ?? strings.join(" ")) : (strings[0] ?? null);
    if (command !== null) out.push({ key, command });
  }
  return out;
}

function unquoteEscapes(s: string): string {
  return s.replace(/\\(["'\\nt])/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c));
}
