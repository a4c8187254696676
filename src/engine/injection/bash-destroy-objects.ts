// What a destructive or tampering command reaches, by object: the user's own files, backups, keys, logs, shared history.

/** `~`, `$HOME`, `${HOME}`, systemd's `%h`, `/home/dana`, `/Users/dana`, `/root` written as `~` (quotes dropped). */
export function homeRel(word: string): string {
  return word
    .replace(/^["']|["']$/g, "")
    .replace(/^(?:\$HOME|\$\{HOME\}|%h|\/home\/[^/\s]{1,32}|\/Users\/[^/\s]{1,32}|\/root)(?=\/|$)/, "~");
}

/** Home folders that hold what tools rebuild or download again (caches, downloads, trash, toolchains). */
const REBUILT =
  /^(?:\.?cache|\.?tmp|temp|downloads|\.local\/share\/trash|\.trash|go|snap|node_modules|\.npm|\.gradle|\.m2|\.cargo|\.rustup|\.nvm|\.pyenv|\.rbenv|\.venv|venv)$/i;
/** Folders of keys and credentials: removing or opening them is never housekeeping. */
const KEY_DIRS = /^~\/\.(?:ssh|gnupg|aws|azure|kube|docker|password-store|config\/(?:gcloud|gh|op))(?:\/|$)/i;

/**
 * What a removal destroys that no tool brings back: a whole top-level folder of the user's home (their work, not a
 * cache), every key or credential folder, backups and snapshots (on any disk or remote), another mounted disk's
 * contents, the whole machine. Null for build output, caches, one project's folders and temp files.
 */
export function preciousObject(word: string): string | null {
  // another account's whole home (`deluser tester && rm -rf /home/tester`) goes with the account; the bash layer's
  // machine-wide rule (bash-recon.ts) reads `rm -rf /home` itself
  if (/^["']?\/(?:home|Users)\/[^/\s*]+\/?["']?$/.test(word)) return null;
  const w = homeRel(word);
  if (/^(?:\/\*?|~\/?\*?|\/(?:home|Users|etc|usr|var|srv|opt|boot)\/?\*?)$/.test(w))
    return "the machine's or the user's files";
  if (KEY_DIRS.test(w)) return "the user's keys and credentials";
  if (/(?:^|[/:_.-])(?:backups?|snapshots?)(?:[/_.-]|$)/i.test(w)) return "backups";
  if (/^\/(?:mnt|media|Volumes)\/[^/]+\/?/.test(w) && !/^\/(?:mnt|media)\/(?:tmp|test|cdrom)\b/.test(w))
    return "another disk's contents";
  const top = /^~\/([^/*]+)\/?\*?$/.exec(w);
  if (top && !REBUILT.test(top[1]) && !top[1].startsWith(".")) return "the user's own folders";
  return null;
}

/** Keys and credential folders (for permissions opened to others). */
export function isKeyDir(word: string): boolean {
  return KEY_DIRS.test(homeRel(word));
}

/** Folders whose permissions are the whole system's or the whole repository's: `/`, `/etc`, `/srv`, `/usr`, `~`, `.`. */
export function isSharedRoot(word: string): boolean {
  const w = homeRel(word);
  return /^(?:\/|\.\/?|~\/?|\/(?:etc|srv|usr|var|opt|home|root|bin|sbin|lib|boot)(?:\/[^/\s]+)?\/?)$/.test(w);
}

/**
 * Logs that record what happened on the machine or a service (not a project's own dev log): anything under /var/log,
 * a container's log file (`docker inspect --format '{{.LogPath}}'`, /var/lib/docker/containers/…-json.log), the
 * journal, the audit trail.
 */
export const SYSTEM_LOG =
  /^["']?\/var\/log\/|\.LogPath\b|\/var\/lib\/docker\/containers\/|(?:^|\/)audit(?:\.log|\/)|\/journal\//;

/** A branch or tag others build on: the default and release branches, and every tag (`v2.0.0`, `refs/tags/…`). */
export const SHARED_REF =
  /^(?:refs\/heads\/)?(?:main|master|trunk|develop|production|prod|stable|release(?:[/-][\w.-]+)?)$|^refs\/tags\/|^v?\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?$/;

/** Paths removed from history for a reason the tool exists for: secrets and big binaries. */
export const SECRET_OR_BULK =
  /(?:secret|credential|password|passwd|token|\.env\b|\.pem$|\.key$|\.p12$|id_(?:rsa|ed25519)|\.(?:zip|tar|gz|tgz|mp4|mov|bin|iso|psd|dmg|jar)$)/i;

/** A database connection that names production (a PROD variable, a prod host or database). */
export const PROD_TARGET = /\$\{?[A-Z_]*PROD[A-Z_]*\}?|\bprod(?:uction)?\b|\blive\b/i;
