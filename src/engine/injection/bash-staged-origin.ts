// Where a staged archive came from: packed in the same script from the project's own folders, or unpacked by the host it goes to.

import { SENSITIVE_PATH } from "./bash-facts.ts";

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the script packs into `archive` (`tar -czf /tmp/a.tgz -C public .` → "-C public ."), or null when it packs none. */
function packedInputs(archive: string, src: string): string | null {
  const at = escapeRe(archive);
  const m = new RegExp(
    `\\btar\\s+(?:[^\\n;&|]*?\\s)?(?:-?[a-zA-Z]*c[a-zA-Z]*f\\s*|--file[= ]|-f\\s*)["']?${at}["']?(?=\\s|$)([^\\n;&|]*)`,
  ).exec(src);
  return m ? (m[1] ?? "") : null;
}

/**
 * An archive staged in a temp folder that the same script packed from folders of the project (relative paths, no home,
 * no dotfile, no system folder): the project's own build leaving, as `rsync dist/ host:` does. What an adversary could
 * gain through this is what any deploy of the project's files gives; an archive of `~`, `.ssh` or `/etc`, or one the
 * script did not pack (its content unknown here), keeps its weight.
 */
export function projectArchive(archive: string, src: string): boolean {
  if (exportedArtifact(archive, src)) return true;
  const inputs = packedInputs(archive, src);
  if (inputs === null) return false;
  const words = inputs.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] as string).replace(/^["']|["']$/g, "");
    if (w === "-C" || w.startsWith("--exclude") || w === "--exclude") continue;
    if (w.startsWith("-") && !w.startsWith("-C")) continue;
    const path = w.startsWith("-C") ? w.slice(2) || (words[i + 1] ?? "") : w;
    if (/^(?:\/|~|\$|\.\.)/.test(path) || /(?:^|\/)\.(?!\/|$)[^/]/.test(path) || SENSITIVE_PATH.test(path))
      return false;
  }
  return true;
}

/**
 * The same script logs into the host the archive goes to and unpacks it there (`scp a.tgz h:/tmp/ && ssh h 'tar -xzf
 * /tmp/a.tgz -C /srv/app.next …'`): a release shipped to the user's own server, not files dropped at a collector (a
 * collector has no use for an ssh login that unpacks what it received).
 */
export function unpackedByReceiver(archive: string, dest: string, src: string): boolean {
  const host = /^(?:[\w.-]+@)?([\w.-]+):/.exec(dest)?.[1];
  const base = archive.split("/").pop();
  if (!host || !base) return false;
  return new RegExp(
    `\\bssh\\s[^\\n;&|]*?(?:@|\\s)${escapeRe(host)}\\s+["'][^"']*\\btar\\s+-?[a-zA-Z]*x[a-zA-Z]*f\\s*\\S*${escapeRe(base)}`,
  ).test(src);
}

/**
 * An archive the same script exported from an image (`docker save api:dev | gzip > /tmp/a.tgz`, `docker save -o f`):
 * sending it gives what `docker push` gives; an image built from the home folder is judged where it is built
 * (HOME_CONTEXT in bash-supply.ts).
 */
function exportedArtifact(archive: string, src: string): boolean {
  const at = escapeRe(archive);
  return new RegExp(
    `\\b(?:(?:docker|podman)\\s+(?:image\\s+)?save\\s+(?:-\\S+\\s+)*[\\w./:@-]+(?:\\s*\\|\\s*(?:gzip|pigz|xz|zstd|bzip2)(?:\\s+-\\w+)*)?\\s*>|(?:docker|podman)\\s+(?:image\\s+)?save\\s+(?:-o|--output)[= ])\\s*["']?${at}["']?(?=\\s|$|;|&)`,
  ).test(src);
}
