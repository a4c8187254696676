// Settings that send the developer's fetches elsewhere: git's URL rewrites to another host, build tools' repositories over plain HTTP.

import { site } from "./host-site.ts";
import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";
import { gitConfigEntries } from "./workstation-config-hooks.ts";

/** The host of a git URL (`https://h/…`, `ssh://u@h/…`, scp-like `u@h:path`), lower-cased; null for a local path. */
export function gitUrlHost(url: string): string | null {
  const u = url.trim().replace(/^["']|["']$/g, "");
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/\s]*@)?([^/:\s]+)/i.exec(u) ?? /^(?:[^@/\s]+@)?([\w.-]+):(?!\/\/)/.exec(u);
  if (!m || /^file:/i.test(u)) return null;
  return (m[1] as string).toLowerCase();
}

/** The last two labels of a host: the same organisation's hosts share them (`git.acme.example`, `proxy.acme.example`). */
const LOCAL_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|\[?::1\]?)$/;

/**
 * A rewrite that sends what git fetches from (and the credentials it sends to) one host to another organisation's host:
 * `url."https://proxy.other/".insteadOf "https://git.mine/"`. A protocol switch on the same host (`git@github.com:` for
 * `https://github.com/`), a host of the same organisation, a local mirror carry nothing.
 */
export function rewriteHit(to: string, from: string, start: number, end: number): Hit | null {
  const a = gitUrlHost(to);
  const b = gitUrlHost(from);
  if (a === null || b === null || LOCAL_HOST.test(a) || site(a) === site(b)) return null;
  return hit(
    "bash.fetch-redirect",
    "bash_persistence",
    0.86,
    start,
    end,
    `git rewrites every URL of ${b} to ${a}: its clones, fetches and the credentials for it go to another host`,
  );
}

/** Build tools' repository settings that fetch code over plain HTTP from a remote host. */
const INSECURE_REPO: readonly { path: RegExp; off: (text: string) => boolean; why: string }[] = [
  {
    path: /\.gradle(?:\.kts)?$|(?:^|\/)\.gradle\/init\.d\/[^/]+$|(?:^|\/)gradle\.properties$/i,
    off: (text) =>
      /\ballowInsecureProtocol\s*(?:=\s*)?(?:true|\(\s*true\s*\))/.test(text) &&
      /\burl\s*[=(]?\s*(?:uri\s*\(\s*)?["']http:\/\/(?!localhost|127\.)/.test(text),
    why: "Gradle fetches build dependencies and plugins over plain HTTP",
  },
  {
    path: /(?:^|\/)\.m2\/settings\.xml$|(?:^|\/)settings\.xml$/i,
    off: (text) => /<mirrorOf>\s*\*\s*<\/mirrorOf>/.test(text) && /<url>\s*http:\/\/(?!localhost|127\.)/.test(text),
    why: "Maven fetches every dependency through a mirror over plain HTTP",
  },
];

/** A config file the write tool writes, by where it sends fetches: git URL rewrites, build repositories over HTTP. */
export function redirectFileHits(path: string, text: string): Hit[] {
  const p = path.replace(/\\/g, "/");
  const hits: Hit[] = [];
  if (/(?:^|\/)\.gitconfig(?:[-.][\w.-]+)?$|(?:^|\/)\.git\/config$|(?:^|\/)git\/config$/i.test(p))
    for (const { key, value } of gitConfigEntries(text)) {
      const m = /^url\.(.+)\.(?:insteadof|pushinsteadof)$/i.exec(key);
      const h = m ? rewriteHit(m[1] as string, value, 0, text.length) : null;
      if (h) hits.push(h);
    }
  for (const r of INSECURE_REPO)
    if (r.path.test(p) && r.off(text))
      hits.push(hit("bash.fetch-redirect", "bash_persistence", 0.86, 0, text.length, `${p}: ${r.why}`));
  return hits;
}

/** `git config [--global] url.TO.insteadOf FROM` on the command line. */
export function redirectCommandHits(pipelines: Stage[][]): Hit[] {
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      if (s.name !== "git") continue;
      const a = s.argv.map((w) => w.text);
      const i = a.findIndex((w) => /^url\..+\.(?:insteadof|pushinsteadof)$/i.test(w));
      if (a[1] !== "config" || i < 0 || a[i + 1] === undefined) continue;
      const to = (a[i] as string).replace(/^url\./i, "").replace(/\.(?:insteadof|pushinsteadof)$/i, "");
      const h = rewriteHit(to, a[i + 1] as string, s.cmd.start, s.cmd.end);
      if (h) hits.push(h);
    }
  return hits;
}

/** ssh's host-key checks switched off in a setting every git or ssh call reads. */
const SSH_CHECKS_OFF =
  /(?:GIT_SSH_COMMAND|core\.sshCommand|RSYNC_RSH|alias\s+(?:ssh|scp|git)=)[^\n]{0,200}?StrictHostKeyChecking[= ]no\b[^\n]{0,120}?UserKnownHostsFile[= ]\/dev\/null|(?:GIT_SSH_COMMAND|core\.sshCommand|RSYNC_RSH|alias\s+(?:ssh|scp|git)=)[^\n]{0,200}?UserKnownHostsFile[= ]\/dev\/null[^\n]{0,120}?StrictHostKeyChecking[= ]no\b/;
/** Where a setting outlives the command: a shell start-up file or git's global config. */
const EVERY_SESSION =
  />>?\s*["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|bash_profile|profile|zshrc|zshenv|zprofile|config\/fish\/config\.fish)\b|git\s+config\s+--global\b/;

/**
 * Host-key checks off for every connection git or ssh makes from now on (`export GIT_SSH_COMMAND='ssh -o
 * StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null'` into a start-up file, or `git config --global
 * core.sshCommand …`): any host on the path can pose as the forge. The same options on one command line do not outlive it.
 */
export function sshChecksOffHits(text: string): Hit[] {
  if (!text.includes("StrictHostKeyChecking") || !SSH_CHECKS_OFF.test(text) || !EVERY_SESSION.test(text)) return [];
  return [
    hit(
      "bash.ssh-every-host",
      "bash_persistence",
      0.86,
      0,
      text.length,
      "ssh host-key checks switched off for every later git or ssh connection",
    ),
  ];
}
