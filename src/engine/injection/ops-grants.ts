// Access widened through a platform's own grant verbs: admin ports opened to the internet, roles bound to everyone, buckets and secret stores opened, daemon sockets made world-writable.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a script without these words grants nothing through a platform. */
const GATE =
  /0\.0\.0\.0\/0|::\/0|\bInternet\b|--source-address-prefix|allUsers|allAuthenticatedUsers|AllUsers|\bpublic-(?:read|access)|Principal|system:(?:authenticated|unauthenticated|serviceaccounts|anonymous)|\bpolicy\s+write\b|\.sock\b|put-public-access-block|delete-public-access-block|public-access-type/i;

/** Ports of databases, caches, queues, remote desktops, container and cluster control planes: never public on purpose. */
const ADMIN_PORTS = new Set([
  23, 445, 1433, 1521, 2375, 2376, 2379, 2380, 3306, 3389, 5432, 5900, 5984, 6379, 6443, 7001, 8500, 9042, 9200, 9300,
  10250, 11211, 15672, 27017, 50070,
]);
/** Ports served to everyone by design (web, mail, DNS, VPN). */
const PUBLIC_PORTS = new Set([25, 53, 80, 443, 465, 587, 993, 1194, 8080, 8443, 51820]);

/** How bad a world-open port list is: "all" (every port or an admin port), "ssh" (22 only among the risky), or null. */
export function portExposure(ports: string[]): "all" | "ssh" | null {
  let ssh = false;
  for (const raw of ports) {
    const p = raw.trim().toLowerCase();
    if (p === "" || p === "*" || p === "all" || p === "-1" || /^(?:tcp|udp)$/.test(p) || p === "0-65535") return "all";
    const range = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(p.replace(/^(?:tcp|udp):/, ""));
    if (!range) continue;
    const lo = Number(range[1]);
    const hi = Number(range[2] ?? range[1]);
    if (hi - lo > 100) return "all";
    for (let n = lo; n <= hi; n++) {
      if (ADMIN_PORTS.has(n)) return "all";
      if (n === 22) ssh = true;
      else if (!PUBLIC_PORTS.has(n) && n < 1024 && n !== 22) ssh = true;
    }
  }
  return ssh ? "ssh" : null;
}

/** The value of `--opt V` / `--opt=V` in a command line. */
function opt(line: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}(?:=|\\s+)(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(line);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
}

const WORLD = /^(?:0\.0\.0\.0\/0|::\/0|\*|internet|any)$/i;

/** A firewall or security-group rule opening ports to the whole internet, per cloud CLI. */
function worldIngress(name: string, line: string): { ports: string[]; what: string } | null {
  if (name === "aws" && /\bec2\s+authorize-security-group-ingress\b/.test(line)) {
    const world =
      WORLD.test(opt(line, "--cidr") ?? "") ||
      /CidrIpv?6?=(?:0\.0\.0\.0\/0|::\/0)|"CidrIpv?6?"\s*:\s*"(?:0\.0\.0\.0\/0|::\/0)"/.test(line);
    if (!world) return null;
    const port = opt(line, "--port");
    const from = /FromPort["=:\s]+(-?\d+)/.exec(line)?.[1];
    const to = /ToPort["=:\s]+(-?\d+)/.exec(line)?.[1];
    const proto = opt(line, "--protocol");
    const ports =
      port !== null
        ? [port]
        : from !== undefined
          ? [`${from}-${to ?? from}`]
          : [proto === "-1" || proto === "all" ? "all" : ""];
    return { ports, what: "aws security group" };
  }
  if (name === "gcloud" && /\bcompute\s+firewall-rules\s+(?:create|update)\b/.test(line)) {
    const src = opt(line, "--source-ranges") ?? "";
    if (!src.split(",").some((r) => WORLD.test(r.trim()))) return null;
    if (/--direction(?:=|\s+)(?:EGRESS|OUT)\b/i.test(line) || /--action(?:=|\s+)deny\b/i.test(line)) return null;
    const allow = opt(line, "--allow") ?? opt(line, "--rules") ?? "";
    return { ports: allow.split(",").map((x) => x.replace(/^(?:tcp|udp):/, "")), what: "gcloud firewall rule" };
  }
  if (name === "az" && /\bnetwork\s+nsg\s+rule\s+(?:create|update)\b/.test(line)) {
    const src = opt(line, "--source-address-prefixes") ?? opt(line, "--source-address-prefix");
    if (src === null || !src.split(/[\s,]+/).some((r) => WORLD.test(r))) return null;
    if (/--access(?:=|\s+)Deny\b/i.test(line) || /--direction(?:=|\s+)Outbound\b/i.test(line)) return null;
    return { ports: (opt(line, "--destination-port-ranges") ?? "*").split(/[\s,]+/), what: "azure network rule" };
  }
  return null;
}

/** Kubernetes subjects that mean everyone or every workload. */
const K8S_EVERYONE =
  /system:(?:authenticated|unauthenticated|serviceaccounts|anonymous)\b(?!:)|--serviceaccount[= ]["']?[\w-]{1,63}:default\b/;
/** Roles that administer a namespace or the cluster. */
const K8S_ADMIN_ROLE = /--clusterrole[= ]["']?(?:cluster-admin|admin|edit)\b|\bcluster-admin\b/;

/** A bucket name that says what it holds is data people own (records, exports, backups), not a site. */
const DATA_BUCKET =
  /backup|dump|export|invoice|record|customer|client|payroll|salar|finance|ledger|medical|patient|health|private|secret|audit|\blogs?\b|-logs?\b|\bhr\b|-hr\b|personal/i;
/** A bucket named for a site's files. */
const SITE_BUCKET = /\b(?:www|site|static|assets?|cdn|public|docs|web|website|media|downloads?|releases?)\b/i;

/** The bucket or container a command names (`gs://NAME`, `s3://NAME`, `--bucket NAME`, `-n NAME`, `-bn NAME`). */
function bucketName(line: string): string {
  return (
    /\b(?:gs|s3):\/\/([\w.-]+)/.exec(line)?.[1] ??
    /(?:^|\s)(?:--bucket|--bucket-name|-bn|--name|-n|--container-name|-c)(?:=|\s+)["']?([\w.-]+)/.exec(line)?.[1] ??
    ""
  );
}

type Finding = [rule: string, weight: number, detail: string];

function grantFinding(s: Stage): Finding | null {
  const line = s.argv.map((w) => w.text).join(" ");
  const ingress = worldIngress(s.name, line);
  if (ingress) {
    const exposure = portExposure(ingress.ports);
    if (exposure === null) return null;
    return [
      "bash.ops-world-open",
      exposure === "all" ? 0.88 : 0.6,
      `${ingress.what}: ${exposure === "all" ? "a database, admin or every port" : "a shell port"} opened to the whole internet`,
    ];
  }
  if ((s.name === "kubectl" || s.name === "oc") && /\b(?:cluster)?rolebindings?\b/.test(line)) {
    // a binding created for, or patched to include, every user or every workload with an admin or edit role
    const created = /^(?:kubectl|oc)\s+create\s+(?:cluster)?rolebinding\b/.test(line) && K8S_ADMIN_ROLE.test(line);
    const patched = /^(?:kubectl|oc)\s+(?:patch|edit|set\s+subject)\b/.test(line);
    if ((created || patched) && K8S_EVERYONE.test(line))
      return ["bash.ops-rbac-everyone", 0.9, "an admin or edit role bound to every user or workload"];
  }
  if (s.name === "gsutil" && /\biam\s+ch\b/.test(line) && /\ballUsers\b|\ballAuthenticatedUsers\b/.test(line)) {
    const writes = /:(?:objectAdmin|admin|legacyBucketWriter|objectCreator|O|W)\b/.test(line);
    return bucketFinding(line, writes, "gsutil iam ch");
  }
  if (s.name === "aws" && /\bs3api\s+put-bucket-policy\b/.test(line)) {
    const everyone =
      /"Principal"\s*:\s*(?:"\*"|\{\s*"AWS"\s*:\s*"\*"\s*\})/.test(line) && /"Effect"\s*:\s*"Allow"/.test(line);
    if (!everyone || /"Condition"/.test(line)) return null;
    return bucketFinding(
      line,
      /"s3:(?:\*|Put\w*|Delete\w*)"|"\*"/.test(line.replace(/"Principal"\s*:\s*"\*"/, "")),
      "bucket policy",
    );
  }
  if (
    s.name === "aws" &&
    /\bs3api\s+put-bucket-acl\b/.test(line) &&
    /--acl(?:=|\s+)public-read(?:-write)?\b/.test(line)
  )
    return bucketFinding(line, /public-read-write/.test(line), "bucket ACL");
  if (s.name === "aws" && /\bs3api\s+delete-public-access-block\b/.test(line))
    return ["bash.ops-public-data", 0.6, "the bucket's public-access block removed"];
  if (
    s.name === "az" &&
    /\bstorage\s+container\s+(?:set-permission|create)\b/.test(line) &&
    /--public-access(?:=|\s+)(?:blob|container)\b/.test(line)
  )
    return bucketFinding(line, false, "storage container");
  if (
    s.name === "oci" &&
    /\bos\s+bucket\s+(?:update|create)\b/.test(line) &&
    /--public-access-type(?:=|\s+)Object(?:Read|ReadWithoutList)\b/.test(line)
  )
    return bucketFinding(line, false, "object storage bucket");
  if (s.name === "vault" && /\bpolicy\s+write\b/.test(line)) return null; // read by vaultPolicyFinding with its text
  if (s.name === "chmod" && /\.sock\b/.test(line)) {
    const mode = s.argv.slice(1).find((w) => !w.text.startsWith("-") || /^-[rwx]/.test(w.text))?.text ?? "";
    const worldWrite =
      /^0?[0-7]{2}[2367]$/.test(mode) || /(?:^|,)(?:a|o|ugo)[+=][rx]*w/.test(mode) || /^[+=][rx]*w/.test(mode);
    const daemon = /(?:docker|containerd|crio|podman|libvirt[\w-]*|kubelet|buildkit[\w-]*)\.sock\b/.test(line);
    if (worldWrite && daemon)
      return ["bash.ops-socket-open", 0.88, "a container or VM daemon's socket made writable by every user"];
  }
  return null;
}

/** A bucket or container opened to everyone: writable, or holding data by its name, blocks; a site's assets warn at most. */
function bucketFinding(line: string, writes: boolean, what: string): Finding | null {
  if (writes) return ["bash.ops-public-data", 0.9, `${what}: everyone may write or administer it`];
  const name = bucketName(line);
  if (DATA_BUCKET.test(name))
    return ["bash.ops-public-data", 0.86, `${what}: a bucket that holds people's records opened to everyone`];
  return SITE_BUCKET.test(name) ? null : ["bash.ops-public-data", 0.6, `${what}: opened to everyone`];
}

/**
 * A vault policy that grants on every path (`path "*"`, `"sys/*"`, `"+/*"`) any capability beyond reading and listing:
 * whoever holds it holds the secret store. Read-only or scoped paths are how every app is given its secrets.
 */
export function vaultPolicyWide(text: string): boolean {
  for (const m of text.matchAll(/path\s+"(\*|sys\/\*|\+\/\*|[\w-]+\/\*)"\s*\{([^}]{0,400})\}/g)) {
    const wide = m[1] === "*" || m[1] === "sys/*" || m[1] === "+/*";
    if (wide && /"(?:sudo|create|update|delete|patch)"/.test(m[2] as string)) return true;
  }
  return false;
}

/** Hits of commands that widen access through a cloud, cluster, bucket, secret store or daemon socket. */
export function opsGrantHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src) && !/\bvault\b/.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      const found = grantFinding(s);
      if (found) hits.push(hit(found[0], "bash_persistence", found[1], s.cmd.start, s.cmd.end, found[2]));
      if (s.name === "vault" && /\bpolicy\s+write\b/.test(s.text)) {
        const inline = [s.text, ...s.cmd.stdin.map((w) => w.text)].join("\n");
        if (vaultPolicyWide(inline))
          hits.push(
            hit(
              "bash.ops-secret-store-admin",
              "bash_persistence",
              0.86,
              s.cmd.start,
              s.cmd.end,
              "a vault policy that writes or administers every path",
            ),
          );
      }
    }
  return hits;
}
