// A data store's whole content (a dump stream, its data folder, its backups) sent in one line to a host outside the organisation the same text works in, or uploaded with access keys pasted in.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a dumper, a data folder or a backup copied. */
const GATE =
  /\/dev\/(?:tcp|udp)\/|pg_dump|pg_basebackup|mysqldump|mariadb-dump|mongodump|mongoexport|\/var\/lib\/|backup|--rdb/i;

/** A dump stream piped on in its line; group 1: what follows the pipe. */
const DUMP_PIPE =
  /\b(?:pg_dump|pg_dumpall|pg_basebackup|mysqldump|mariadb-dump|mongodump|mongoexport)\b[^\n|]{0,300}\|([^\n]{1,600})/;
/** Copies of a data folder or a backup/dump path; group 1: what follows the copier. */
const DATA_COPY =
  /\b(?:rsync|scp|rclone\s+(?:copy|sync|move|copyto))\b([^\n]{0,300}?(?:\/var\/lib\/(?:postgresql|pgsql|mysql|mongodb|redis)\b|[\w:/.-]{0,80}(?:backup|dump)[\w:/.-]{0,80})[^\n]{0,400})/i;
/** Where a copy or stream goes: an ssh or rsync host (`user@host`, `host:path`), a storage endpoint, a URL. */
const DEST_HOSTS =
  /(?:\bssh\s+(?:-\S+\s+){0,6}(?:[\w.-]+@)?|\s(?:[\w.-]+@)?(?=[\w-]+(?:\.[\w-]+)+:)|--(?:s3-)?endpoint(?:-url)?[=\s]["']?https?:\/\/|\bcurl\b[^\n]{0,200}?https?:\/\/)([\w-]+(?:\.[\w-]+)+)/g;
/** Hosts of this machine and private networks. */
const LOCAL =
  /^(?:localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+)$/;
/** Public clouds' own storage endpoints (`s3.eu-west-1.amazonaws.com`): the account, not the host, says whose it is. */
const CLOUD_STORAGE =
  /(?:^|\.)(?:amazonaws\.com|googleapis\.com|windows\.net|cloudflarestorage\.com|digitaloceanspaces\.com|backblazeb2\.com|wasabisys\.com)$/;
/** An access key pasted into the command (not a variable): someone else's account. */
const PASTED_KEY = /\bAWS_ACCESS_KEY_ID=["']?(?:AKIA|ASIA)[A-Z0-9]{12,}/;
/** Any host name in the text, and bucket or remote names (`acme-db-backups`, `acme-s3:`). */
const HOST_TOKEN = /(?<![\w-])[\w-]{1,63}(?:\.[\w-]{1,63})+/g;
const SUFFIX = /^(?:example|com|net|org|io|dev|cloud|co|de|fr|internal|local|corp|lan)$/;
const NAMES = /(?:s3|gs):\/\/([a-z0-9]+)-|(?:^|\s)([a-z0-9]+)-[\w-]*:/gim;

/**
 * The labels of the host names in `text` (the label before a known suffix: `db.acme.example` → `acme`), `but` excluded;
 * each dotted run is read once from its start (linear on any input).
 */
export function hostLabels(text: string, but: ReadonlySet<string>): Set<string> {
  const labels = new Set<string>();
  let n = 0;
  for (const m of text.matchAll(HOST_TOKEN)) {
    if (++n > 5000) break;
    const host = m[0].toLowerCase();
    if (but.has(host)) continue;
    const parts = host.split(".");
    for (let i = parts.length - 1; i >= 1; i--)
      if (SUFFIX.test(parts[i] ?? "")) {
        labels.add(parts[i - 1] ?? "");
        break;
      }
  }
  labels.delete("");
  return labels;
}

/** The organisation's labels the text names (its hosts' labels, a bucket's or remote's prefix), `but` excluded. */
function ownLabels(text: string, but: Set<string>): Set<string> {
  const labels = hostLabels(text, but);
  for (const m of text.matchAll(NAMES)) {
    const l = (m[1] ?? m[2] ?? "").toLowerCase();
    if (l.length >= 3) labels.add(l);
  }
  return labels;
}

/** A host's organisation label: the label before its suffix (`warehouse.clientco.example` → `clientco`). */
function labelOf(host: string): string {
  const parts = host.toLowerCase().split(".");
  return parts.length >= 2 ? (parts[parts.length - 2] ?? "") : host;
}

/** A store's keys or dump written straight into bash's network device (`etcdctl get / --prefix > /dev/udp/host/port`). */
const TO_NET_DEVICE =
  /\b(?:etcdctl|consul\s+kv|pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport|redis-cli)\b[^\n]{0,300}?>\s{0,2}["']?\/dev\/(?:tcp|udp)\/(?!127\.|localhost\b)[\w.-]+\/\d/;

/** Hits for a data store's content sent to a host outside the text's own organisation (see above). */
export function dbSendHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  for (const line of text.split("\n").slice(0, 4000)) {
    if (setsInLine(line, TO_NET_DEVICE)) return [send(text, "a data store's content written into a network socket")];
    const tail = DUMP_PIPE.exec(line)?.[1] ?? DATA_COPY.exec(line)?.[1];
    if (tail === undefined || !setsInLine(line, /\S/)) continue;
    if (DUMP_PIPE.test(line) && PASTED_KEY.test(tail))
      return [
        send(text, "a dump uploaded with access keys pasted into the command: an account the team does not hold"),
      ];
    const dests = [...tail.matchAll(DEST_HOSTS)]
      .map((m) => (m[1] ?? "").toLowerCase())
      .filter((h) => h !== "" && !LOCAL.test(h) && !CLOUD_STORAGE.test(h));
    if (dests.length === 0) continue;
    const own = ownLabels(text, new Set(dests));
    const foreign = dests.find((h) => !own.has(labelOf(h)) && !/^\d/.test(h));
    if (own.size > 0 && foreign !== undefined)
      return [send(text, `a data store's content sent to ${foreign}, outside the organisation the text works in`)];
  }
  return [];
}

function send(text: string, why: string): Hit {
  return hit("bash.db-send-out", "bash_exfil", 0.86, 0, text.length, why);
}
