// A secret store dumped into a named file by its own tool: a vault snapshot, an etcd snapshot, a password-vault export.

import { ownBucket47 } from "./cloud-grants47.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";

/** the value of the first of `names` given as an option (`--output f`, `--output=f`, `-o f`) */
function optionValue(a: readonly string[], names: readonly string[]): string | undefined {
  for (let i = 0; i < a.length; i++) {
    const t = a[i] as string;
    for (const n of names) {
      if (t === n && a[i + 1] !== undefined) return a[i + 1];
      if (n.startsWith("--") && t.startsWith(`${n}=`)) return t.slice(n.length + 1);
    }
  }
  return undefined;
}

/**
 * The file a command fills with a secret store's whole content, and what it holds: `vault operator raft snapshot save
 * F`, `etcdctl snapshot save F` (every Kubernetes secret), `consul snapshot save F`, `bw export --output F` (unless
 * encrypted), `gcloud secrets versions access … --out-file F`, `pulumi stack export --show-secrets --file F`. Null for
 * anything else.
 */
export function storeDumpFile47(s: Stage): { path: string; what: string } | null {
  const a = s.argv.slice(1).map((w) => w.text.replace(/^["']|["']$/g, ""));
  const words = a.filter((t) => !t.startsWith("-"));
  const after = (...seq: string[]): string | undefined => {
    const at = words.findIndex((_w, i) => seq.every((x, j) => words[i + j] === x));
    return at < 0 ? undefined : words[at + seq.length];
  };
  let path: string | undefined;
  let what = "";
  if (s.name === "vault") {
    path = after("operator", "raft", "snapshot", "save");
    what = "a Vault snapshot (every secret)";
  } else if (s.name === "etcdctl") {
    path = after("snapshot", "save");
    what = "an etcd snapshot (every Kubernetes secret)";
  } else if (s.name === "consul") {
    path = after("snapshot", "save");
    what = "a Consul snapshot (its KV and ACL tokens)";
  } else if (s.name === "bw" && words[0] === "export" && !/--format[= ]encrypted/.test(a.join(" "))) {
    path = optionValue(a, ["--output"]);
    what = "a Bitwarden export";
  } else if (s.name === "gcloud" && words[0] === "secrets" && words[1] === "versions" && words[2] === "access") {
    path = optionValue(a, ["--out-file"]);
    what = "a Secret Manager secret";
  } else if (s.name === "gcloud" && words.slice(0, 4).join(" ") === "iam service-accounts keys create") {
    path = words.slice(4).find((w) => !w.includes("@"));
    what = "a new service-account key";
  } else if (s.name === "pulumi" && words[0] === "stack" && words[1] === "export" && a.includes("--show-secrets")) {
    path = optionValue(a, ["--file"]);
    what = "a Pulumi stack with its secrets shown";
  }
  return path && path !== "-" && !path.startsWith("/dev/") ? { path, what } : null;
}

const WHATS = new Set([
  "a Vault snapshot (every secret)",
  "an etcd snapshot (every Kubernetes secret)",
  "a Consul snapshot (its KV and ACL tokens)",
  "a Bitwarden export",
  "a Secret Manager secret",
  "a Pulumi stack with its secrets shown",
  "a new service-account key",
]);

/**
 * True when `what` is such a dump and `s` copies it to the team's own bucket (named as the profile it runs under): a
 * backup, not a send (`vault operator raft snapshot save f && aws s3 cp f s3://acme-vault-backups/ --profile acme-prod`).
 */
export function dumpKeptOwn47(what: string, s: Stage): boolean {
  if (!WHATS.has(what)) return false;
  const bucket = unquotedArgs(s)
    .filter((t) => /^(?:s3|gs):\/\//.test(t))
    .at(-1);
  return bucket !== undefined && ownBucket47(s, bucket);
}
