// The whole repository pushed where the text hides it: a computed push address, a second push URL written into .git/config.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Every branch and tag at once: `--mirror`, `--all`, or a refspec of every ref (`refs/*:refs/*`, `+refs/heads/*`). */
const EVERY_REF = /^(?:--mirror|--all|\+?refs\/(?:heads\/)?\*(?::\S*)?|\+?\*:\*)$/;
/** An address, not a remote's name: `https://h/x.git`, `ssh://…`, `git@h:x.git`. */
const ADDRESS = /^(?:(?:https?|ssh|git):\/\/|[\w.-]{1,40}@(?:[\w.-]|\$\([^)]{0,80}\)|\$\{[^}]{0,40}\}){1,120}:)/;
/**
 * Parts of an address the shell computes: a command's output (`$(basename "$PWD")`, `$(printf %s name)`), an operator
 * on a variable (`${r,,}`, `${PWD##…}`). A plain `$REMOTE_URL` is a setting, not a disguise.
 */
const COMPUTED = /\$\(|`|\$\{[A-Za-z_]\w{0,63}(?:[#%/,^]|:[-=])/;
const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** The host of a git address, as far as it is spelled out. */
function hostOf(address: string): string {
  return (
    /^\w+:\/\/(?:[^@/]{1,64}@)?([^/:]{1,128})/.exec(address)?.[1] ??
    /@([^:]{1,128}):/.exec(address)?.[1] ??
    ""
  ).toLowerCase();
}

/**
 * `git push --mirror "https://h.example/$(basename "$PWD").git"`: every ref sent to an address the command assembles at
 * run time (the repository's own name, a printed constant, a case-folded variable) rather than names. Pushing every
 * branch to a remote by name, or to an address typed out in full, is how migrations are done and stays clean.
 */
export function computedPushHits(s: Stage, src: string, hits: Hit[]): void {
  if (s.name !== "git") return;
  const pushAt = s.argv.findIndex((w, i) => i >= 1 && i <= 4 && w.text === "push");
  if (pushAt < 0) return;
  const args = s.argv.slice(pushAt + 1);
  if (!args.some((w) => EVERY_REF.test(w.text))) return;
  const target = args.find((w) => !w.text.startsWith("-") && !EVERY_REF.test(w.text));
  if (target === undefined || !ADDRESS.test(target.text)) return;
  const raw = src.slice(target.start, target.end);
  if (!COMPUTED.test(raw) || LOOPBACK.test(hostOf(target.text))) return;
  hits.push(
    hit(
      "bash.push-all-computed",
      "bash_exfil",
      0.88,
      s.cmd.start,
      s.cmd.end,
      `every ref pushed to an address assembled at run time: ${raw.slice(0, 80)}`,
    ),
  );
}

/** `[remote "origin"]` sections of a git config: each remote's url and push URLs. */
function remotesOf(text: string): Map<string, { url: string[]; push: string[] }> {
  const remotes = new Map<string, { url: string[]; push: string[] }>();
  let current: { url: string[]; push: string[] } | null = null;
  for (const line of text.split("\n").slice(0, 2000)) {
    const section = /^\s*\[\s*([\w.-]+)(?:\s+"([^"]{1,128})")?\s*\]/.exec(line);
    if (section) {
      current = section[1]?.toLowerCase() === "remote" ? { url: [], push: [] } : null;
      if (current) remotes.set(section[2] ?? "", current);
      continue;
    }
    const kv = /^\s*(url|pushurl)\s*=\s*(\S{1,300})/i.exec(line);
    if (current && kv) (kv[1]?.toLowerCase() === "url" ? current.url : current.push).push(kv[2] as string);
  }
  return remotes;
}

/**
 * A git config written with more than one push URL under a remote, one of them on a host the remote does not fetch
 * from: every later `git push` also sends the repository there, while `git remote -v` shows the remote unchanged. This
 * is `git remote set-url --add --push` written as a file. One push URL (fetch over https, push over ssh) stays clean.
 */
export function gitConfigPushHits(path: string, text: string): Hit[] {
  if (!/(?:^|\/)\.git\/config$/.test(path.replace(/\\/g, "/")) || !/pushurl/i.test(text)) return [];
  for (const [name, r] of remotesOf(text)) {
    if (r.push.length < 2) continue;
    const own = new Set(r.url.map(hostOf));
    const foreign = r.push.find((p) => !own.has(hostOf(p)) && !LOOPBACK.test(hostOf(p)));
    if (foreign)
      return [
        hit(
          "bash.push-url-added",
          "bash_exfil",
          0.9,
          0,
          text.length,
          `a second push URL under remote "${name}" to ${hostOf(foreign)}: every push also goes there`,
        ),
      ];
  }
  return [];
}
