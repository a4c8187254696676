// Where a git push goes: a second push URL slipped under an existing remote, or a typed-in URL after a secret is added.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * A push URL added beside a remote's own (`git remote set-url --add --push origin URL`, `git config --add
 * remote.origin.pushurl URL`): every later `git push origin` also sends the repository there, while `git fetch` and the
 * remote's name look unchanged. A push URL that replaces the remote's (`git config remote.origin.pushurl URL`,
 * `set-url --push origin URL`) is how people fetch over https and push over ssh: evidence only, unless the host is a
 * bare IP or plain http. `no_push`/`DISABLE` (a push switched off) names no host.
 */
const PUSH_URL_SET =
  /\bgit\s+(?:remote\s+set-url\s+(?:--add\s+--push|--push\s+--add|--push)\s+([\w.-]{1,64})|config\s+(?:--(?:global|local)\s+)?(--add\s+)?remote\.([\w.-]{1,64})\.pushurl)\s+["']?((?:https?|ssh|git):\/\/[^\s"';&|]{1,200}|[\w.-]{1,64}@[\w.-]{1,128}:[^\s"';&|]{1,200})/g;

/** the host of a git URL (`https://h/x.git`, `ssh://u@h:22/x`, `git@h:x.git`) */
function gitHost(url: string): string {
  return (
    /^\w+:\/\/(?:[^@/]{1,64}@)?([^/:]{1,128})/.exec(url)?.[1] ??
    /@([^:]{1,128}):/.exec(url)?.[1] ??
    ""
  ).toLowerCase();
}

const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** A secret file added to git by force or by name (ignored files need -f): what a push then hands over. */
const SECRET_ADDED =
  /\bgit\s+add\s+(?:-[-\w]+\s+)*[^;&|\n]{0,200}?(?:\.env\b(?!\.(?:example|sample|template))|id_(?:rsa|ed25519|ecdsa|dsa)\b|\.pem\b|\.key\b|credentials\b|secrets?[\w-]{0,20}\.ya?ml\b|\.npmrc\b|\.netrc\b|\.pgpass\b|\.git-credentials\b|\.ssh\/|\.aws\/)/;

/** Hits for a `git push` whose destination the same script redirected, or typed in after adding a secret. */
export function gitPushHits(s: Stage, src: string, hits: Hit[]): void {
  const { cmd, name, argv } = s;
  if (name !== "git" || !argv.some((w, i) => i >= 1 && i <= 3 && w.text === "push")) return;
  const pushAt = argv.findIndex((w) => w.text === "push");
  const remote = argv.slice(pushAt + 1).find((w) => !w.text.startsWith("-"))?.text ?? "origin";
  PUSH_URL_SET.lastIndex = 0;
  for (const m of src.matchAll(PUSH_URL_SET)) {
    if ((m.index ?? 0) >= cmd.start) break;
    const setOn = m[1] ?? m[3] ?? "";
    if (setOn !== remote) continue;
    const url = m[4] as string;
    const host = gitHost(url);
    if (LOOPBACK.test(host)) continue;
    const added = /--add/.test(m[0]);
    const raw = /^(?:\d{1,3}\.){3}\d{1,3}$/.test(host) || /^(?:http|git):\/\//i.test(url);
    hits.push(
      hit(
        "bash.push-redirect",
        "bash_exfil",
        added || raw ? 0.88 : 0.45,
        cmd.start,
        cmd.end,
        `git push ${remote} after its push URL was ${added ? "added" : "set"} to ${host}`,
      ),
    );
    return;
  }
  // a URL typed in as the destination after a secret was added: the secret goes to whoever holds that URL
  if (/^(?:https?|ssh|git):\/\/|^[\w.-]{1,64}@[\w.-]{1,128}:/.test(remote) && !LOOPBACK.test(gitHost(remote))) {
    const secret = SECRET_ADDED.exec(src.slice(0, cmd.start));
    if (secret)
      hits.push(
        hit(
          "bash.push-to-new-remote",
          "bash_exfil",
          0.9,
          cmd.start,
          cmd.end,
          `\`${secret[0].trim().slice(0, 60)}\` → git push to ${gitHost(remote)}`,
        ),
      );
  }
}

/** Every URL a script gives a remote: `git remote add N URL`, `set-url [--push] [--add] N URL`, `config remote.N.(push)url`. */
const REMOTE_URL =
  /\bgit\s+(?:remote\s+(?:add|set-url)\s+(?:--(?:add|push|fetch)\s+|-[tm]\s+\S+\s+)*([\w.-]{1,64})|config\s+(?:--(?:global|local|add)\s+)*remote\.([\w.-]{1,64})\.(?:push)?url)\s+["']?((?:https?|ssh|git):\/\/[^\s"';&|]{1,200}|[\w.-]{1,64}@[\w.-]{1,128}:[^\s"';&|]{1,200})/g;

/** the owner of a git URL (`git@h:owner/repo.git`, `https://h/owner/repo`), "" when it names none */
function ownerOf(url: string): string {
  return (
    /^\w+:\/\/[^/]{1,200}\/([^/]{1,100})\//.exec(url)?.[1] ??
    /@[^:]{1,128}:\/?([^/]{1,100})\//.exec(url)?.[1] ??
    ""
  ).toLowerCase();
}

/** host and owner of a git URL, for the evidence */
function hostOwner(url: string): string {
  return `${gitHost(url)}/${ownerOf(url)}`;
}

/** Two URLs of one remote that reach different people: another owner, or another host when an owner is unknown. */
function elsewhere(a: string, b: string): boolean {
  const [oa, ob] = [ownerOf(a), ownerOf(b)];
  return oa !== "" && ob !== "" ? oa !== ob : gitHost(a) !== gitHost(b);
}

/**
 * A push URL added to a remote beside another the same script gives it, under another owner: every later push also
 * copies the repository there (a mirror to the same owner on a second forge stays clean). No push needs to follow.
 */
export function pushUrlAddedHits(src: string): Hit[] {
  if (!/--add|remote\.[\w.-]{1,64}\.pushurl/.test(src)) return [];
  const byRemote = new Map<string, { url: string; added: boolean; at: number; end: number }[]>();
  for (const m of src.matchAll(REMOTE_URL)) {
    const remote = (m[1] ?? m[2]) as string;
    const list = byRemote.get(remote) ?? [];
    list.push({
      url: m[3] as string,
      added: /--add\b/.test(m[0]),
      at: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    });
    byRemote.set(remote, list);
  }
  const hits: Hit[] = [];
  for (const [remote, urls] of byRemote)
    for (const u of urls) {
      if (!u.added || LOOPBACK.test(gitHost(u.url))) continue;
      // the first URL the script gives the remote is its own; a later added one elsewhere is the copy
      const other = urls.find((o) => o.at < u.at && elsewhere(o.url, u.url));
      if (other)
        hits.push(
          hit(
            "bash.push-redirect",
            "bash_exfil",
            0.88,
            u.at,
            u.end,
            `every push to ${remote} also goes to ${hostOwner(u.url)} (beside ${hostOwner(other.url)})`,
          ),
        );
    }
  return hits;
}
