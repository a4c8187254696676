// Code fetched from a source that is not a package registry and run: a package runner given a git repository, a package
// installed from an outside URL and run, `go run` of a module on an unknown host, a fresh clone whose script is run.

import { LOCAL_URL, hit } from "./bash-facts.ts";
import { toolHomeFolder } from "./bash-tool-clone.ts";
import { communityForge46 } from "./community-forge46.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** A package spec that names a git repository rather than a registry package: `github:o/r`, `git+https://…`, `git://`. */
const GIT_SPEC = /^(?:github|gitlab|bitbucket|gist):[\w.-]|^git\+(?:https?|ssh|file):\/\/|^git:\/\/|^git@[\w.-]+:/i;
/** Hosts of package registries and the big public forges: a URL there is a published package or release. */
const KNOWN_SOURCE =
  /^(?:git\+)?https?:\/\/(?:[\w-]+\.)*(?:npmjs\.org|yarnpkg\.com|pypi\.org|pythonhosted\.org|github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht|kernel\.org|pytorch\.org|crates\.io|rubygems\.org|deno\.land|jsr\.io|esm\.sh|nodejs\.org|python\.org)(?:[:/]|$)/i;
/** Module hosts `go run` fetches from every day; another host serves a module nobody reviewed. */
const GO_HOSTS =
  /^(?:golang\.org|github\.com|gitlab\.com|bitbucket\.org|google\.golang\.org|go\.googlesource\.com|gopkg\.in|k8s\.io|sigs\.k8s\.io|go\.uber\.org|honnef\.co|mvdan\.cc|cloud\.google\.com|go\.etcd\.io|gotest\.tools|filippo\.io|golang\.zx2c4\.com|tailscale\.com)\//i;
/** A runner's options whose value is the package it runs (`uvx --from URL`, `pipx run --spec URL`, `npx -p URL`). */
const PACKAGE_OPT = /^(?:--from|--spec|-p|--package|--with)$/;
/** git clone options that take a value as the next word. */
const CLONE_VALUE_OPT =
  /^(?:-b|--branch|--depth|-o|--origin|-c|--config|--reference|--template|-j|--jobs|--filter|-u|--upload-pack|--separate-git-dir|--shallow-since|--shallow-exclude|--server-option)$/;

/** A Go module version that cannot move: a release tag (`v1.6.2`, `v0.4.1-rc.1`) or a pseudo-version's commit. */
const GO_PINNED = /^v\d+\.\d+\.\d+(?:-[\w.]+)?(?:\+incompatible)?$|^[0-9a-f]{12,40}$/i;
/** A ref that pins a git source: a version tag or a commit hash of 7 or more hex digits. */
const PINNED_REF = /^(?:v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|[0-9a-f]{7,40})$/i;

/**
 * A package spec from git on a host that is neither a registry nor a big forge, at a ref its owner can move: a branch,
 * `latest` or none (`git+https://git.forks.example/x/requests-fixed@main#egg=requests`). A tag or a commit is pinned.
 */
export function movingGitSource(word: string): boolean {
  const w = word.replace(/^["']|["']$/g, "").replace(/^[\w.-]+\s*@\s*(?=git\+)/, "");
  if (!/^git\+(?:https?|ssh):\/\//i.test(w) || KNOWN_SOURCE.test(w) || LOCAL_URL.test(w.slice(4))) return false;
  const path = w.replace(/^git\+\w+:\/\/[^/]+/, "").replace(/#egg=.*$|&.*$/, "");
  const ref = /@([^@/#]+)$/.exec(path.replace(/#/, "@"))?.[1] ?? "";
  return !PINNED_REF.test(ref);
}

/** The name a package installed from `url` is run by: `…/devtools_patch-0.3-py3-none-any.whl` → devtools_patch. */
function packageNameOf(url: string): string | null {
  const last = url
    .replace(/[#?].*$/, "")
    .replace(/@[\w.-]*$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .pop();
  const m =
    /^([A-Za-z][\w.]*?(?:[-_][A-Za-z][\w]*)*?)(?:[-_]v?\d[\w.+-]*)?(?:\.git|\.whl|\.tar\.gz|\.tgz|\.zip)?$/.exec(
      last ?? "",
    );
  return m ? (m[1] as string) : null;
}

/** True when the script, after `from`, runs `name` (`python3 -m name`, `name …`, `npx name`, `import name`). */
function runsAfter(src: string, from: number, name: string): boolean {
  const forms = [...new Set([name, name.replace(/-/g, "_"), name.replace(/_/g, "-")])]
    .map((x) => x.replace(/[.]/g, "\\."))
    .join("|");
  return new RegExp(
    String.raw`(?:^|[;&|(\n]\s*)(?:python[\d.]*\s{1,3}-m\s{1,3}|npx\s{1,3}|pnpm\s{1,3}exec\s{1,3}|python[\d.]*\s{1,3}-c\s{1,3}["']import\s{1,3})?(?:${forms})(?=[\s;&|)'"]|$)`,
  ).test(src.slice(from));
}

/** The URL and folder of `git clone [options] URL [DIR]` (words from `git`), or null when the URL is no remote one. */
export function cloneOperands(words: string[]): { url: string; dir: string } | null {
  // (the value of an option that takes one is no operand: `git clone --depth 1 URL DIR`)
  const ops = words.slice(2).filter((w, i, all) => !w.startsWith("-") && !CLONE_VALUE_OPT.test(all[i - 1] ?? ""));
  const url = ops[0] ?? "";
  const dir =
    ops[1] ??
    (url
      .replace(/\.git$/, "")
      .split("/")
      .pop() ||
      "");
  if (!/^(?:https?|git|ssh):\/\/|^git@/.test(url) || dir === "" || LOCAL_URL.test(url)) return null;
  return { url, dir };
}

/**
 * True when a clone is what developers do every day: from a public forge or registry host into a plain folder, or into
 * the tool's own dot-folder (`~/.pyenv` for pyenv, a project's `.cask/cask`: bash-tool-clone.ts). A temp or other hidden
 * folder, or another host, is not.
 */
export function quietClone(url: string, dir: string): boolean {
  const hidden = /^(?:\/tmp|\/var\/tmp|\/dev\/shm)\/|(?:^|\/)\.[^./]/.test(dir) && !toolHomeFolder(url, dir);
  // (a community's public forge, KDE's invent or GNOME's GitLab, is one too: community-forge46.ts)
  return !hidden && (KNOWN_SOURCE.test(url) || communityForge46(url));
}

/** Hits for fetched code run from a source that is not a registry (see the header). */
export function runSourceHits(s: Stage, src: string, hits: Hit[]): void {
  const { cmd, name, argv } = s;
  const words = argv.map((w) => w.text);
  const runner =
    /^(?:npx|bunx|uvx)$/.test(name) ||
    (/^(?:pnpm|yarn)$/.test(name) && words[1] === "dlx") ||
    (name === "npm" && words[1] === "exec") ||
    (name === "pipx" && words[1] === "run");
  if (runner) {
    const spec = words.find(
      (w, i) =>
        i > 0 && (GIT_SPEC.test(w) || (PACKAGE_OPT.test(words[i - 1] ?? "") && /^(?:git\+)?https?:\/\//i.test(w))),
    );
    if (spec && !LOCAL_URL.test(spec.replace(/^git\+/, "")) && (GIT_SPEC.test(spec) || !KNOWN_SOURCE.test(spec))) {
      hits.push(
        hit("bash.run-from-url", "bash_remote_exec", 0.86, cmd.start, cmd.end, `${name} runs ${spec} (not a registry)`),
      );
      return;
    }
  }
  // a package installed from an outside URL (a wheel, a tarball, a git repository) and run in the same command
  const installs =
    (/^(?:pip[\d.]*|npm|pnpm|yarn|bun|gem)$/.test(name) && /^(?:install|i|add)$/.test(words[1] ?? "")) ||
    (name === "uv" && words[1] === "pip" && words[2] === "install") ||
    (/^(?:uv|poetry)$/.test(name) && words[1] === "add");
  if (installs) {
    // (a git source on an unknown host at a ref its owner can move: its build runs at install whatever comes next)
    // (an editable install, `pip install -e git+…@branch`, is the developer's own working checkout of a library they
    // change, the way `go mod edit -replace` to a local clone is)
    const moving = words.find((w, i) => movingGitSource(w) && !/^(?:-e|--editable)$/.test(words[i - 1] ?? ""));
    if (moving) {
      hits.push(
        hit("bash.run-from-url", "bash_remote_exec", 0.86, cmd.start, cmd.end, `installs ${moving}: a moving ref`),
      );
      return;
    }
    const url = words.find((w) => /^(?:git\+)?https?:\/\//i.test(w) && !KNOWN_SOURCE.test(w) && !LOCAL_URL.test(w));
    const pkg = url ? packageNameOf(url) : null;
    if (url && pkg && runsAfter(src, cmd.end, pkg))
      hits.push(
        hit(
          "bash.run-from-url",
          "bash_remote_exec",
          0.86,
          cmd.start,
          cmd.end,
          `${pkg} installed from ${url} and run in the same command`,
        ),
      );
    return;
  }
  // go run MODULE@VERSION on a host that is not a known module host, at a version its owner can move (`@latest`, a
  // branch); `go install` of one whose command is run next. A release tag or a pseudo-version is fixed by go.sum's
  // checksum database: the reviewed tool, as a pinned `npx tool@1.2.3` is
  if (name === "go" && (words[1] === "run" || words[1] === "install")) {
    const mod = words.slice(2).find((w) => !w.startsWith("-") && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S+@\S+$/i.test(w));
    const version = mod?.slice(mod.lastIndexOf("@") + 1) ?? "";
    const tool = mod?.slice(0, mod.lastIndexOf("@")).split("/").pop() ?? "";
    if (
      mod &&
      !GO_HOSTS.test(mod) &&
      !GO_PINNED.test(version) &&
      (words[1] === "run" || (tool !== "" && runsAfter(src, cmd.end, tool)))
    )
      hits.push(hit("bash.run-from-url", "bash_remote_exec", 0.86, cmd.start, cmd.end, `go runs ${mod}`));
    return;
  }
  // cargo install --git URL on an unknown host without --rev or --tag: its build script runs at whatever the branch holds
  if (name === "cargo" && words[1] === "install") {
    const i = words.indexOf("--git");
    const url = i > 0 ? (words[i + 1] ?? "") : "";
    if (url && !KNOWN_SOURCE.test(url) && !LOCAL_URL.test(url) && !words.some((w) => /^--(?:rev|tag)$/.test(w)))
      hits.push(
        hit("bash.run-from-url", "bash_remote_exec", 0.86, cmd.start, cmd.end, `cargo builds ${url} at a branch`),
      );
    return;
  }
  // git clone URL DIR, then a file of DIR run: from an unknown host, or into a temp or hidden folder
  if (name === "git" && words[1] === "clone") {
    const clone = cloneOperands(words);
    if (clone === null || quietClone(clone.url, clone.dir)) return;
    const { url, dir } = clone;
    const d = dir.replace(/\/+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const after = src.slice(cmd.end);
    const ran = new RegExp(
      String.raw`(?:^|[;&|(\n]\s*)(?:(?:ba|z|da)?sh\s{1,3}|source\s{1,3}|\.\s{1,3})?(?:\./)?${d}\/[\w./-]+|cd\s{1,3}${d}\s*&&\s*(?:(?:ba|z|da)?sh\s{1,3}|make\b|\.\/)`,
    ).test(after);
    if (ran)
      hits.push(hit("bash.run-from-url", "bash_remote_exec", 0.86, cmd.start, cmd.end, `a script of ${url} run`));
  }
}
