// What a tool publishes made to carry a secret: forced adds pushed, a package's files list, a build folder, a release asset, a gist.

import type { Hit } from "./types.ts";
import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";

/** Literal gate: a script that publishes nothing by a tool's own sender. */
const GATE = /\b(?:push|publish|deploy|gh-deploy|gh-pages|upload|gist|snippet|surge|vercel|rsync|scp|sync|cp)\b/;

/** A template of a secret file is no secret (`.env.example`, `.env.sample`, `secrets.template.yaml`). */
const TEMPLATE = /\.(?:example|sample|template|dist|defaults|tpl)\b|\.pub\b/i;

/** Commands that publish what the project folder holds (a push, a package, a deploy, a release, a sync to a host). */
export function publishes(s: Stage): boolean {
  let a = s.argv.map((w) => w.text);
  let name = s.name;
  // (a publisher run by a package runner: `npx gh-pages -d out`, `npx surge`, `pnpm dlx netlify deploy`)
  if (/^(?:npx|bunx|pnpx)$/.test(name) || (/^(?:pnpm|yarn)$/.test(name) && a[1] === "dlx")) {
    a = a.slice(a.findIndex((w, i) => i > 0 && !w.startsWith("-") && w !== "dlx"));
    name = (a[0] ?? "").replace(/@[^/]*$/, "");
  }
  const sub = a[1] ?? "";
  switch (name) {
    case "git":
      return a.includes("push");
    case "npm":
    case "pnpm":
    case "yarn":
    case "poetry":
    case "cargo":
    case "twine":
    case "gem":
    case "flit":
    case "hatch":
      return /^(?:publish|upload|push)$/.test(sub);
    case "gh":
      return (sub === "release" && /^(?:upload|create)$/.test(a[2] ?? "")) || (sub === "gist" && a[2] === "create");
    case "glab":
      return (sub === "snippet" && a[2] === "create") || (sub === "release" && /^(?:upload|create)$/.test(a[2] ?? ""));
    case "netlify":
    case "firebase":
    case "wrangler":
    case "flyctl":
    case "fly":
      return /^(?:deploy|pages)$/.test(sub);
    case "vercel":
    case "surge":
      return true;
    case "mkdocs":
      return sub === "gh-deploy";
    case "gh-pages":
      return true;
    case "rsync":
    case "scp":
      return a.slice(1).some((w) => /^[\w.-]+@[\w.-]+:|^[\w-]+(?:\.[\w-]+)+:/.test(w));
    case "aws":
      return sub === "s3" && /^(?:cp|sync|mv)$/.test(a[2] ?? "");
    case "gsutil":
      return /^(?:cp|rsync|mv)$/.test(sub);
    case "docker":
    case "podman":
      return sub === "push";
    default:
      return false;
  }
}

/** a secret variable's value (`$NPM_TOKEN`, `${OPENAI_API_KEY}`), not one that only names an author or a session */
const SECRET_VALUE =
  /\$\{?[A-Z0-9_]{0,40}(?:API_?KEY|TOKEN|SECRET|PASSWORD|PASSWD|ACCESS_KEY|PRIVATE_KEY)[A-Z0-9_]{0,20}\}?/;

/** A secret file named by a word (not a template of one). */
function secretWord(w: string): boolean {
  return !TEMPLATE.test(w) && SENSITIVE_PATH.test(` ${w} `);
}

/** Words that put a secret where a publish step will pick it up, with what they name. */
function staged(s: Stage): string | null {
  const a = s.argv.map((w) => w.text);
  const args = a.slice(1).filter((w) => !w.startsWith("-"));
  // `git add -f .env`: a secret forced into the next push (git add of a secret path at all)
  if (s.name === "git" && a[1] === "add") return args.slice(1).find(secretWord) ?? null;
  // `npm pkg set 'files[]=.env'`: a secret listed in what the package ships
  // `npm pkg set config.key="$ANTHROPIC_API_KEY"`: a secret's value written into the manifest the package ships
  if (/^(?:npm|pnpm|yarn)$/.test(s.name) && a[1] === "pkg" && a[2] === "set")
    return (
      args
        .slice(2)
        .find(
          (w) =>
            (/^files(?:\[\d*\])?=/.test(w) && secretWord(w.replace(/^[^=]+=/, ""))) ||
            SECRET_VALUE.test(w.replace(/^[^=]+=/, "")),
        ) ?? null
    );
  // `cp ~/.aws/credentials public/x.txt`, `tar czf docs/assets/b.tgz ~/.aws`: a secret copied into the project's tree
  if (/^(?:cp|mv|install|ln|tar|zip|7z)$/.test(s.name)) {
    const src = args.find((w) => !/\s/.test(w) && secretWord(w));
    const dest = args.find((w) => w !== src && /^(?![~/$])[\w.-]+\//.test(w) && !/^(?:\.\.\/|tmp\/)/.test(w));
    return src !== undefined && dest !== undefined ? src : null;
  }
  // `env > vars.txt`: the environment dumped into a file the publish step names
  if (/^(?:env|printenv|set|export)$/.test(s.name) && args.length === 0)
    for (const r of s.cmd.redirects) if (r.op === ">" || r.op === ">>") return `the environment in ${r.target.text}`;
  return null;
}

/** Whether publishing or reading `word` takes the dumped file `f` (the file itself or a folder above it). */
function reached(f: string, word: string): boolean {
  const w = word
    .replace(/^["']|["']$/g, "")
    .replace(/^\.\//, "")
    .replace(/\/$/, "");
  const file = f.replace(/^\.\//, "");
  return w !== "" && w !== "." && (file === w || file.startsWith(`${w}/`));
}

/**
 * A secret staged into what the script then publishes by a tool's own sender (a forced `git add` then a push, a
 * package's `files` then `npm publish`, a secret copied into the site then deployed, the environment dumped into a
 * file that becomes a release asset or a snippet), or a secret file published directly (a gist, a release asset).
 * Making a repository public is left alone: docs sites and open-sourced projects are flipped the same way. Pushes, packages and deploys of the project itself, templates (`.env.example`) and filtered
 * environment lines carry nothing.
 */
export function publishSecretHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const stagedSecrets: string[] = [];
  const dumped: string[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const what = staged(s);
      if (what !== null) {
        if (what.startsWith("the environment in ")) dumped.push(what.slice(19).replace(/^["']|["']$/g, ""));
        else stagedSecrets.push(what);
      }
      // a step that reads a folder holding the dump and writes another (`allure generate results -o report`, `cp -r`)
      // carries the dump into what it writes
      const words = s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, "").replace(/^\.\//, ""));
      if (!publishes(s) && dumped.some((f) => words.some((w) => reached(f, w))))
        for (const w of words)
          if (/^[\w.-]+(?:\/[\w.-]+)*\/?$/.test(w) && !dumped.includes(`${w.replace(/\/$/, "")}/`))
            dumped.push(`${w.replace(/\/$/, "")}/`);
      if (!publishes(s)) continue;
      const named = s.argv.slice(1).map((w) => w.text);
      const direct = (s.name === "gh" || s.name === "glab") && named.find(secretWord);
      const dump = dumped.find((f) => named.some((w) => reached(f, w)));
      const why =
        stagedSecrets.length > 0
          ? `${stagedSecrets[0]} staged into what \`${s.name}\` then publishes`
          : direct
            ? `${direct} published by \`${s.name}\``
            : dump !== undefined
              ? `the environment dumped into ${dump}, published by \`${s.name}\``
              : null;
      if (why !== null) hits.push(hit("bash.publish-secret", "bash_exfil", 0.9, s.cmd.start, s.cmd.end, why));
    }
  return hits;
}
