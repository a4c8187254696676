// What a publish takes, made to carry a secret: include lists and ignore-file negations naming secret files, a package's private guard removed before it is published, the environment handed to a public paste.

import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import { publishes } from "./bash-publish-secrets.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A template of a secret file is no secret (`.env.example`, `.env.sample`, `secrets.template.yaml`). */
const TEMPLATE = /\.(?:example|sample|template|dist|defaults|tpl)\b|\.pub\b/i;

/** A listed path that names a secret file (a glob's literal part, a folder's slash and a negation's `!` dropped). */
function secretListed(entry: string): boolean {
  const name = entry
    .trim()
    .replace(/^["']|["'],?$/g, "")
    .replace(/^!/, "")
    .replace(/\/\*{0,2}$/, "");
  return name !== "" && !TEMPLATE.test(name) && SENSITIVE_PATH.test(` ${name} `);
}

/** Ignore files that decide what a package, an extension, an image or an upload takes (a `!` line adds a file back). */
const IGNORE_FILE =
  /(?:^|\/)\.(?:npmignore|vscodeignore|dockerignore|gcloudignore|vercelignore|slugignore|cfignore|ebignore|helmignore|vscodeignore)$/i;
/** Manifests whose include lists decide what a package or a release archive ships. */
const MANIFEST_IN = /(?:^|\/)MANIFEST\.in$/;
const TOML_INCLUDE = /(?:^|\/)(?:Cargo|pyproject)\.toml$/i;
const RELEASE_FILES = /(?:^|\/)(?:\.?goreleaser(?:\.[\w-]+)?|nfpm)\.ya?ml$/i;
const PACKAGE_JSON = /(?:^|\/)package\.json$/i;

/** The entries a file lists as shipped: negated ignore lines, `include` lines and lists, `files:` and `src:` items. */
function shippedEntries(path: string, text: string): string[] {
  const p = path.replace(/\\/g, "/");
  if (IGNORE_FILE.test(p)) return [...text.matchAll(/^[ \t]*!(.+)$/gm)].map((m) => m[1] as string);
  if (MANIFEST_IN.test(p))
    return [...text.matchAll(/^[ \t]*(?:include|graft|recursive-include|global-include)[ \t]+(.+)$/gm)].flatMap((m) =>
      (m[1] as string).split(/\s+/),
    );
  if (TOML_INCLUDE.test(p))
    return [...text.matchAll(/^[ \t]*(?:include|artifacts|only-include)[ \t]*=[ \t]*\[([^\]]{0,4000})\]/gm)].flatMap(
      (m) => [...(m[1] as string).matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((s) => (s[1] ?? s[2]) as string),
    );
  if (RELEASE_FILES.test(p))
    // goreleaser's archives `files:` items, `extra_files`' `glob:`, `source.files`, nfpm's `contents` `src:`
    return [...text.matchAll(/^[ \t]*-?[ \t]*(?:(?:glob|src|source)[ \t]*:[ \t]*)?(["']?[~.$\w/{}*-][^\s#]*)[ \t]*$/gm)]
      .map((m) => m[1] as string)
      .filter((e) => !/:$/.test(e));
  if (PACKAGE_JSON.test(p)) {
    const block = /"files"\s*:\s*\[([^\]]{0,4000})\]/.exec(text)?.[1];
    return block === undefined ? [] : [...block.matchAll(/"([^"\n]*)"/g)].map((m) => m[1] as string);
  }
  return [];
}

/**
 * A file that decides what a publish takes, written to ship a secret: an ignore file's `!.npmrc` or `!.env.production`
 * (npm, VS Code extensions, container images, cloud uploads take it back in), a `MANIFEST.in`'s `include .pypirc`, a
 * crate's or a Python project's `include = [".env"]`, a goreleaser archive's or nfpm package's listed `~/.docker/config.json`,
 * a package.json `files` naming a key. Lists of folders, licences, completions and templates (`!.env.example`) ship
 * nothing secret.
 */
export function publishListHits(path: string, text: string): Hit[] {
  if (text.length > 256 * 1024) return [];
  const secret = shippedEntries(path, text).find(secretListed);
  if (secret === undefined) return [];
  return [
    hit(
      "bash.publish-list-secret",
      "bash_exfil",
      0.9,
      0,
      text.length,
      `${path} makes the next publish ship ${secret.trim()}`,
    ),
  ];
}

/** Literal gate for scripts: no publish verb, nothing to read. */
const GATE = /\bpublish\b|\bgist\b|\bsnippet\b|\bpaste/;

/** The whole environment or a secret read inside a process substitution (`<(env | sort)`, `<(cat ~/.npmrc)`). */
const ENV_OR_SECRET_INNER =
  /^<\(\s*(?:env|printenv|set|export\s+-p|declare\s+-x|compgen\s+-e)\b(?!\s+[A-Z_][A-Z0-9_]*\s*\)$)/;

/** A package's `private` guard taken out (`npm pkg delete private`, `npm pkg set private=false`, sed or jq on it). */
function privateRemoved(s: Stage): boolean {
  const a = s.argv.map((w) => w.text);
  if (/^(?:npm|pnpm|yarn)$/.test(s.name) && a[1] === "pkg")
    return (a[2] === "delete" && a.includes("private")) || (a[2] === "set" && a.some((w) => /^private=false$/.test(w)));
  if (s.name === "sed" && a.includes("package.json"))
    return a.some((w) => /"?private"?\s*:\s*true/.test(w) && /\/d\b|s\//.test(w));
  if (s.name === "jq") return a.some((w) => /del\(\s*\.private\s*\)|\.private\s*=\s*false/.test(w));
  return false;
}

/**
 * A script that publishes a package after taking out its `private` guard (the flag npm and pnpm refuse to publish),
 * and a public paste (a gist, a snippet) handed the whole environment through a process substitution. A package
 * published as it is, a `private` flag set, a paste of an example file or a sorted data sample carry nothing.
 */
export function publishLeakHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  let unguarded: Stage | null = null;
  for (const stages of pipelines)
    for (const s of stages) {
      if (privateRemoved(s)) unguarded = s;
      if (!publishes(s)) continue;
      const a = s.argv.map((w) => w.text);
      if (unguarded !== null && /^(?:npm|pnpm|yarn)$/.test(s.name) && a[1] === "publish")
        hits.push(
          hit(
            "bash.publish-private-unguarded",
            "bash_exfil",
            0.88,
            unguarded.cmd.start,
            s.cmd.end,
            "a package marked private has its guard taken out and is published",
          ),
        );
      const pasted =
        (s.name === "gh" || s.name === "glab") &&
        a.find((w) => ENV_OR_SECRET_INNER.test(w) || (w.startsWith("<(") && SENSITIVE_PATH.test(` ${w.slice(2)} `)));
      if (pasted)
        hits.push(
          hit("bash.publish-secret", "bash_exfil", 0.9, s.cmd.start, s.cmd.end, `${pasted} published by \`${s.name}\``),
        );
    }
  return hits;
}
