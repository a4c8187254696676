// Data handed to a cloud or database tool's own copy and share verbs that puts it where others read it: public buckets, web roots, long links, raw hosts, pushed snapshots.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script without these words shares no data through a cloud or database tool. */
const GATE =
  /\b(?:pg_dump(?:all)?|mysqldump|mariadb-dump|mongodump|mongoexport|redis-cli|kubectl\s+cp|presign|signurl|generate-sas|commit|OUTFILE|TO\s+PROGRAM|public-read|AllUsers|allUsers|public-access|publicRead|\/var\/www|\/srv\/www|htdocs|nginx\/html)\b/i;

/** Tools whose output is a database's content. */
const DUMPER = /^(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport|redis-cli)$/;
/** Local places that hold a database's files or its backups. */
const DATA_PATH =
  /^\/var\/(?:backups|lib\/(?:postgresql|mysql|mongodb|redis|pgsql))\b|\.(?:sql|dump|bak|rdb|archive|parquet|csv|xlsx?|bson)(?:\.(?:gz|bz2|xz|zst|gpg))?$/i;
/** A bucket or container whose name says it holds records, exports or backups. */
const DATA_NAME =
  /backup|dump|export|invoice|record|customer|client|payroll|salar|finance|ledger|medical|patient|\bhr\b|-hr\b|crm|erp|users|personal|prod(?:uction)?-(?:db|data)/i;
/** A web server's document roots: what lands there is served to anyone. */
const WEB_ROOT =
  /^["']?(?:\/var\/www|\/srv\/www|\/usr\/share\/nginx\/html|\/srv\/http|[^\s'"]*\/htdocs|[^\s'"]*\/public_html)\//;
const PUBLIC_ACL =
  /(?:--acl|--s3-acl|-a|--predefined-acl|--gcs-object-acl)(?:=|\s+)(?:public-read(?:-write)?|publicRead|publicReadWrite)\b/;
const RAW_IP = /(?:^|@)(?:\d{1,3}\.){3}\d{1,3}(?::|$)/;
const LOCAL_HOST = /(?:^|@|\/\/)(?:localhost|127\.0\.0\.1|\[::1\]|::1)(?=[:/]|$)/;

function words(s: Stage): string[] {
  return s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, ""));
}

/** The local paths the script fills with database content (dump outputs, `kubectl cp` of a pod's data). */
function stagedData(pipelines: Stage[][]): Set<string> {
  const out = new Set<string>();
  for (const stages of pipelines) {
    const dumped = stages.some((s) => DUMPER.test(s.name));
    for (const s of stages) {
      const a = words(s);
      if (DUMPER.test(s.name)) {
        const f = a.find(
          (w, k) => /^(?:-f|--file|--out|-o|--archive|--rdb|--result-file)$/.test(a[k - 1] ?? "") && w !== "-",
        );
        const eq = a.map((w) => /^--(?:file|out|archive|result-file)=(.+)$/.exec(w)?.[1]).find((x) => x);
        if (f) out.add(f);
        if (eq) out.add(eq);
      }
      if (s.name === "kubectl" && a[0] === "cp" && /:/.test(a[1] ?? "") && a[2]) out.add(a[2]);
      if (dumped) for (const r of s.cmd.redirects) if (r.op === ">" || r.op === ">>") out.add(r.target.text);
    }
  }
  return out;
}

/** Whether a word names database content: a staged path (or under it), a data path, or a data-named bucket object. */
function isData(w: string, staged: Set<string>): boolean {
  const p = w.replace(/^\.\//, "");
  for (const s of staged) {
    const k = s.replace(/^\.\//, "").replace(/\/$/, "");
    if (p === k || p.startsWith(`${k}/`)) return true;
  }
  return DATA_PATH.test(p) || (/^(?:s3|gs|az):\/\//.test(p) && DATA_NAME.test(p));
}

type Finding = { rule: string; weight: number; detail: string };

/** One command's share of data, knowing what the script staged and uploaded before. */
function shareFinding(
  s: Stage,
  staged: Set<string>,
  uploaded: string[],
  committed: Set<string>,
  piped: Stage | null,
): Finding | null {
  const a = words(s);
  const line = [s.name, ...a].join(" ");
  const fromDump = piped !== null && DUMPER.test(piped.name);
  // a bucket upload made public in the same command
  const bucketCopy =
    (s.name === "aws" && a[0] === "s3" && /^(?:cp|sync|mv)$/.test(a[1] ?? "")) ||
    (s.name === "gsutil" && /^(?:cp|rsync|mv)$/.test(a.find((w) => !w.startsWith("-")) ?? "")) ||
    (s.name === "rclone" && /^(?:copy|sync|copyto|move)$/.test(a[0] ?? ""));
  if (bucketCopy && PUBLIC_ACL.test(line) && (fromDump || a.some((w) => isData(w, staged))))
    return {
      rule: "bash.ops-public-data",
      weight: 0.88,
      detail: `${s.name}: database content uploaded with a public ACL`,
    };
  // an uploaded object, bucket or container made public by a later command
  const opens =
    (s.name === "gsutil" &&
      /\b(?:acl\s+ch|iam\s+ch)\b/.test(line) &&
      /\ball(?:Authenticated)?Users\b|\bAllUsers\b/.test(line)) ||
    (s.name === "aws" && /\bs3api\s+put-(?:object|bucket)-acl\b/.test(line) && /public-read/.test(line)) ||
    (s.name === "az" &&
      /\bstorage\s+container\s+set-permission\b/.test(line) &&
      /--public-access(?:=|\s+)(?:blob|container)\b/.test(line)) ||
    (s.name === "oci" && /\bos\s+bucket\s+update\b/.test(line) && /--public-access-type(?:=|\s+)Object/.test(line));
  if (opens && uploaded.some((u) => line.includes(u)))
    return {
      rule: "bash.ops-public-data",
      weight: 0.88,
      detail: `${s.name}: database content uploaded, then opened to everyone`,
    };
  // database content written into a web root (a copy, a dump's output file, a query's OUTFILE)
  const outfile = /\bINTO\s+(?:OUT|DUMP)FILE\s+['"]([^'"]+)['"]/i.exec(s.text)?.[1];
  const copied =
    /^(?:cp|mv|install|rsync)$/.test(s.name) &&
    a.some((w) => isData(w, staged)) &&
    WEB_ROOT.test(a[a.length - 1] ?? "");
  const dumpedThere =
    (DUMPER.test(s.name) || fromDump) &&
    [...s.cmd.redirects.map((r) => r.target.text), ...a].some((w) => WEB_ROOT.test(w));
  if ((outfile && WEB_ROOT.test(outfile)) || copied || dumpedThere)
    return {
      rule: "bash.ops-public-data",
      weight: 0.86,
      detail: "database content written where the web server serves it",
    };
  // a query's rows handed to a program that sends them (`COPY (…) TO PROGRAM 'curl -T - …'`)
  const program = /\bTO\s+PROGRAM\s+'([^']+)'/i.exec(s.text)?.[1];
  if (
    program &&
    /\bcurl\b[^\n]*\s(?:-T\s*-|--upload-file\s+-|-d\s*@-|--data-binary\s+@-)|\b(?:nc|ncat|socat)\s+\S+\s+\d+|\/dev\/tcp\//.test(
      program,
    )
  )
    return {
      rule: "bash.ops-public-data",
      weight: 0.9,
      detail: "COPY … TO PROGRAM sends the query's rows off the machine",
    };
  // a database's content streamed to another machine
  if (fromDump) {
    const target = a.find((w) => /@|:\/\/|^(?:\d{1,3}\.){3}\d{1,3}$/.test(w)) ?? "";
    if (/^(?:curl|wget|nc|ncat|netcat|socat)$/.test(s.name) && !LOCAL_HOST.test(line))
      return { rule: "bash.ops-dump-sent", weight: 0.9, detail: `${piped?.name} output sent by ${s.name}` };
    if (s.name === "ssh" && RAW_IP.test(target))
      return {
        rule: "bash.ops-dump-sent",
        weight: 0.88,
        detail: `${piped?.name} output streamed to a bare address over ssh`,
      };
    const dbClient = /^(?:psql|mysql|mariadb|mongorestore|mongoimport|redis-cli)$/.test(s.name);
    const hostArg =
      /(?:^|\s)(?:-h|--host)(?:=|\s+)(\S+)/.exec(line)?.[1] ?? /:\/\/(?:[^@\s/]*@)?([^:/\s"']+)/.exec(line)?.[1];
    if (
      dbClient &&
      hostArg &&
      !/^\$|^localhost$|^127\./.test(hostArg) &&
      !/\.(?:internal|local|svc|cluster\.local)$/.test(hostArg)
    )
      return { rule: "bash.ops-dump-sent", weight: 0.6, detail: `${piped?.name} output restored into ${hostArg}` };
  }
  // staged database content sent to a bare address
  if (
    /^(?:scp|rsync)$/.test(s.name) &&
    a.some((w) => isData(w, staged)) &&
    a.some((w) => RAW_IP.test(w.split(":")[0] ?? ""))
  )
    return { rule: "bash.ops-dump-sent", weight: 0.88, detail: `${s.name}: database content copied to a bare address` };
  // a running container's snapshot pushed to a registry
  if (/^(?:docker|podman|nerdctl)$/.test(s.name) && a[0] === "push" && a.slice(1).some((w) => committed.has(w)))
    return {
      rule: "bash.ops-snapshot-pushed",
      weight: 0.86,
      detail: "a running container's snapshot, with its runtime secrets, pushed to a registry",
    };
  return null;
}

/** A link that opens a private object to whoever holds it, sent on: long-lived or to a data object it blocks. */
function linkFinding(stages: Stage[]): Finding | null {
  const signer = stages.find(
    (s) =>
      (s.name === "aws" && /\bs3\s+presign\b/.test(s.text)) ||
      (s.name === "gsutil" && /\bsignurl\b/.test(s.text)) ||
      (s.name === "az" && /\bgenerate-sas\b/.test(s.text)),
  );
  if (!signer) return null;
  const after = stages.slice(stages.indexOf(signer) + 1);
  if (!after.some((s) => /^(?:mail|mailx|sendmail|mutt|curl|wget|nc|ncat|ssmtp|msmtp)$/.test(s.name))) return null;
  const secs = Number(/--expires-in(?:=|\s+)(\d+)/.exec(signer.text)?.[1] ?? Number.NaN);
  const days = /(?:-d|--duration)(?:=|\s+)(\d+)([dh])/.exec(signer.text);
  const long =
    secs >= 86400 || (days !== null && (days[2] === "d" || Number(days[1]) >= 24)) || /--expiry\b/.test(signer.text);
  const data = DATA_NAME.test(signer.text);
  return {
    rule: "bash.ops-public-data",
    weight: long || data ? 0.86 : 0.6,
    detail: `${signer.name}: a signed link to ${data ? "a data object" : "an object"} sent on${long ? " with a long life" : ""}`,
  };
}

/**
 * Database content or a private object put where others read it through a tool's own verbs: uploaded with a public
 * ACL or opened afterwards, written into a web root or by a query's OUTFILE there, a signed link mailed on, a dump
 * streamed to another machine, `COPY … TO PROGRAM` sending the rows, a running container's snapshot pushed. Backups to
 * one's own bucket, build artefacts made public and restores into a local database stay quiet.
 */
export function opsDataShareHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const staged = stagedData(pipelines);
  const uploaded: string[] = [];
  const committed = new Set<string>();
  const hits: Hit[] = [];
  for (const stages of pipelines) {
    const link = linkFinding(stages);
    if (link)
      hits.push(
        hit(
          link.rule,
          "bash_exfil",
          link.weight,
          stages[0]?.cmd.start ?? 0,
          stages[stages.length - 1]?.cmd.end ?? 0,
          link.detail,
        ),
      );
    stages.forEach((s, k) => {
      const f = shareFinding(s, staged, uploaded, committed, k > 0 ? (stages[0] as Stage) : null);
      if (f) hits.push(hit(f.rule, "bash_exfil", f.weight, s.cmd.start, s.cmd.end, f.detail));
      const a = words(s);
      // what later commands may open or push: the destinations of data uploads, committed images and their tags
      if (a.some((w) => isData(w, staged)) || (k > 0 && DUMPER.test(stages[0]?.name ?? ""))) {
        const dest = a.filter((w) => !w.startsWith("-")).pop() ?? "";
        const container = /(?:^|\s)(?:-c|--container-name)(?:=|\s+)(\S+)/.exec(a.join(" "))?.[1];
        const bucket = /(?:^|\s)(?:-bn|--bucket-name)(?:=|\s+)(\S+)/.exec(a.join(" "))?.[1];
        for (const d of [dest, container, bucket]) if (d && d.length > 2) uploaded.push(d.replace(/\/$/, ""));
      }
      if (/^(?:docker|podman|nerdctl)$/.test(s.name) && a[0] === "commit" && a[2]) committed.add(a[2]);
      if (/^(?:docker|podman|nerdctl)$/.test(s.name) && a[0] === "tag" && a[1] && committed.has(a[1]) && a[2])
        committed.add(a[2]);
    });
  }
  return hits;
}
