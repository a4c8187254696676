// The command ssh runs on the remote host: read out of ssh's argv, and judged for wiping a server's data or backups.

import { hit, NET, PUBKEY } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** ssh options that take a value (OpenSSH's `ssh [-46AaCfGgKkMNnqsTtVvXxYy] [-B bind] [-b addr] [-c cipher] …`) */
const VALUE_OPTS = new Set([
  "B",
  "b",
  "c",
  "D",
  "E",
  "e",
  "F",
  "I",
  "i",
  "J",
  "L",
  "l",
  "m",
  "O",
  "o",
  "P",
  "p",
  "Q",
  "R",
  "S",
  "W",
  "w",
]);

/**
 * The remote command of `ssh [options] host command…` (the words after the host, joined as ssh joins them), or null
 * when ssh only logs in, forwards or runs a subsystem.
 */
export function sshRemoteCommand(a: string[]): string | null {
  if (a.some((x) => x === "-s" || x === "-N")) return null;
  for (let i = 1; i < a.length; i++) {
    const t = a[i];
    // `ssh -- host cmd` and `ssh host -- cmd`: the `--` only ends the options
    if (t === "--") return a.slice(i + 2).join(" ") || null;
    if (!t.startsWith("-") || t.length === 1) return a.slice(a[i + 1] === "--" ? i + 2 : i + 1).join(" ") || null;
    // -p 22 takes the next word; -p22 (value attached) and -tt, -qT (flag bundles) stand alone
    if (t.length === 2 && VALUE_OPTS.has(t[1])) i++;
  }
  return null;
}

/**
 * What a remote `rm -r` wipes that a deploy never does: the whole server (/, /srv, /opt, /home, ~), a database or
 * container engine's data store under /var/lib, or backups. Locally these paths stay to the local destruction rule:
 * Debian's postrm scripts remove their own /var/lib/<package> on purge, and no package script runs through ssh.
 */
const REMOTE_WIPED =
  /^(?:\/\*?|~\/?\*?|\$\{?HOME\}?\/?\*?|\/(?:srv|opt|home|root|etc|usr|var|boot)\/?\*?|\/var\/lib\/(?:postgresql|pgsql|mysql|mariadb|mongodb|redis|docker|containerd|etcd|elasticsearch|opensearch|clickhouse|cassandra|influxdb|couchdb|rabbitmq|minio|gitlab|jenkins)(?:\/[\w.-]{0,20})?\/?\*?|(?:\/var)?\/backups?\/?\*?|\/srv\/[\w.-]{0,40}backups?[\w.-]{0,20}\/?\*?|~\/\.ssh\/?)$/;

/** The first path a remote `rm -r` (any order of flags, through sudo) removes from REMOTE_WIPED, or undefined. */
export function remoteWipe(command: string): string | undefined {
  for (const m of command.matchAll(/(?:^|[;&|({]\s*|\bsudo\s+(?:-\S+\s+)*)rm\s+((?:[^;&|\n)]){1,400})/g)) {
    const words = m[1].trim().split(/\s+/);
    if (!words.some((w) => /^-[a-zA-Z]*[rR][a-zA-Z]*$|^--recursive$/.test(w))) continue;
    const gone = words
      .map((w) => w.replace(/^["']|["']$/g, ""))
      .find((w) => !w.startsWith("-") && REMOTE_WIPED.test(w));
    if (gone !== undefined) return gone;
  }
  return undefined;
}

/** ssh running a wipe of the remote server's data, home or backups. */
export function sshRemoteHits(s: Stage): Hit[] {
  if (s.name !== "ssh") return [];
  const remote = sshRemoteCommand(s.argv.map((w) => w.text));
  const gone = remote === null ? undefined : remoteWipe(remote);
  return gone === undefined
    ? []
    : [
        hit(
          "bash.destroy",
          "bash_persistence",
          0.9,
          s.cmd.start,
          s.cmd.end,
          `ssh runs rm -r ${gone} on the remote host: deletes the server's data`,
        ),
      ];
}

/** A remote command that appends its stdin to authorized_keys and carries no key itself: `cat >> ~/.ssh/authorized_keys` */
export const STDIN_KEY_INSTALL =
  /^(?:(?:umask\s+\d+|mkdir\s+-p\s+\S+|chmod\s+\d+\s+\S+)\s*(?:&&|;)\s*)*(?:cat|tee\s+-a)\s*(?:>>\s*)?\S*\.ssh\/authorized_keys2?\b[^|;&]*(?:(?:&&|;)\s*chmod\s+\d+\s+\S+\s*)*$/;

/** The user's own public key files: what ssh-copy-id sends */
const OWN_PUBKEY = /^(?:~|\$\{?HOME\}?)\/\.ssh\/[\w.-]{1,60}\.pub$/;

/**
 * `… | ssh host 'cat >> ~/.ssh/authorized_keys'`: the remote side installs whatever the pipeline feeds it. The user's own
 * public key (`cat ~/.ssh/id_ed25519.pub`, `< ~/.ssh/id_ed25519.pub`) is ssh-copy-id by hand and opens the server to
 * nobody new; a key from anywhere else (a literal key, a download) lets its holder in.
 */
export function sshKeyInstallHits(stages: Stage[], hits: Hit[]): void {
  for (const [k, s] of stages.entries()) {
    if (s.name !== "ssh") continue;
    const remote = sshRemoteCommand(s.argv.map((w) => w.text));
    if (remote === null || PUBKEY.test(remote) || !STDIN_KEY_INSTALL.test(remote.trim())) continue;
    const feeder = k > 0 ? stages[k - 1] : undefined;
    const files = feeder
      ? feeder.name === "cat"
        ? feeder.argv.slice(1).map((w) => w.text)
        : [feeder.text]
      : s.cmd.redirects.filter((r) => r.op === "<").map((r) => r.target.text);
    if (files.length > 0 && files.every((f) => OWN_PUBKEY.test(f))) continue;
    const from = feeder ? feeder.text : (files[0] ?? "its input");
    // a key downloaded or typed into the command is someone's way in; a key file of the project (a deploy key) may be
    // the user's own: a warning
    const foreign = feeder !== undefined && (NET.has(feeder.name) || /^(?:echo|printf)$/.test(feeder.name));
    hits.push(
      hit(
        "bash.persist-authorized-keys",
        "bash_persistence",
        foreign ? 0.9 : 0.6,
        (feeder ?? s).cmd.start,
        s.cmd.end,
        `ssh installs a key from \`${from.slice(0, 60)}\` in the remote authorized_keys`,
      ),
    );
  }
}
