// Cloud access handed out from the shell: a guest or the caller made owner, a credential minted and handed to a sink.

import { hit, readsSecrets } from "./bash-facts.ts";
import { type Stage, unquotedArgs } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** the value of an option (`--profile x`, `--profile=x`), unquoted, or "" */
function optionValue(a: readonly string[], names: readonly string[]): string {
  for (let i = 0; i < a.length; i++) {
    const t = a[i] as string;
    for (const n of names) {
      if (t === n) return a[i + 1] ?? "";
      if (t.startsWith(`${n}=`)) return t.slice(n.length + 1);
    }
  }
  return "";
}

/** the first word of a name split at its dashes, dots and underscores: `acme` of `acme-prod` and `acme-tfstate-backups` */
function orgWord(name: string): string {
  return (/^[a-z0-9]{3,40}/i.exec(name)?.[0] ?? "").toLowerCase();
}

/**
 * True when a bucket copy's destination is the team's own bucket by name: its first word is that of the `--profile`
 * (aws) or `--project` (gcloud, gsutil's `-p`) the same command runs under (`s3://acme-tfstate-backups` with
 * `--profile acme-prod`). A bucket of another name, or no profile named, keeps the reading.
 */
export function ownBucket47(s: Stage, bucket: string): boolean {
  const a = unquotedArgs(s);
  const account = optionValue(a, ["--profile", "--project", "-p"]);
  const own = orgWord(account);
  const name = /^(?:s3|gs):\/\/([^/\s]{1,222})/.exec(bucket)?.[1] ?? "";
  return own !== "" && orgWord(name) === own;
}

/** a `bash.cloud-trust-out` hit over the whole command: access or trust widened to someone outside the team */
function trustOut(s: Stage, weight: number, detail: string): Hit {
  return hit("bash.cloud-trust-out", "bash_persistence", weight, s.cmd.start, s.cmd.end, detail);
}

/** Azure's mark of a guest: a user of another tenant invited into this one (`kai_contractor.example#EXT#@acme.example`) */
const GUEST = /#EXT#/i;
/** Azure roles that own or administer what they are given, or read every secret under it */
const AZ_ADMIN_ROLE =
  /^(?:owner|contributor|user access administrator|role based access control administrator|key vault (?:administrator|secrets officer)|[\w ]{0,40}administrator)$/i;
/** a scope at a whole subscription, management group or tenant root (no resource group under it) */
const WIDE_SCOPE =
  /^\/(?:subscriptions\/[\w-]{1,64}|providers\/Microsoft\.Management\/managementGroups\/[\w-]{1,90})?\/?$/i;

/** an assignee computed from the caller's own sign-in: `$(az ad signed-in-user show …)`, `$(az account show …)` */
const SELF_ASSIGNEE = /^\$\(\s{0,3}az\s+(?:ad\s+signed-in-user\s+show|account\s+show)\b/;

/** `az role assignment create` that gives a guest of another tenant a role, or the owner of a whole subscription. */
function azAssignment(s: Stage, hits: Hit[]): void {
  const a = unquotedArgs(s);
  if (s.name !== "az" || a[0] !== "role" || a[1] !== "assignment" || a[2] !== "create") return;
  const assignee = optionValue(a, ["--assignee", "--assignee-object-id"]);
  const role = optionValue(a, ["--role"]);
  const scope = optionValue(a, ["--scope"]);
  const admin = AZ_ADMIN_ROLE.test(role);
  if (GUEST.test(assignee) && (admin || WIDE_SCOPE.test(scope)))
    hits.push(trustOut(s, 0.9, `az role assignment: ${role} for a guest of another tenant (${assignee.slice(0, 60)})`));
  else if (
    /^(?:owner|user access administrator)$/i.test(role) &&
    scope !== "" &&
    WIDE_SCOPE.test(scope) &&
    SELF_ASSIGNEE.test(assignee)
  )
    hits.push(
      hit(
        "bash.cloud-admin-grant",
        "bash_persistence",
        0.86,
        s.cmd.start,
        s.cmd.end,
        `az role assignment: ${role} over a whole subscription`,
      ),
    );
}

/** a member of a consumer mail service: a person's own account, outside any organisation's directory */
const CONSUMER_MEMBER =
  /^(?:user|group):[\w.+-]{1,64}@(?:gmail|googlemail|outlook|hotmail|yahoo|icloud|proton|protonmail|qq|163|yandex|gmx|aol)\.(?:com|net|me|ru|de|fr|example|co\.\w{2})$/i;
/** a member computed from the caller's own identity */
const SELF_MEMBER = /^user:\$\(\s{0,3}gcloud\s+(?:config\s+get(?:-value)?\s+(?:core\/)?account|auth\s+list\b)/;
/** GCP roles that own, edit or administer what they are given, or read its secrets */
const GCP_WIDE_ROLE =
  /^roles\/(?:owner|editor|[\w.]{1,40}\.admin|[\w.]{0,40}[aA]dmin\w{0,20}|secretmanager\.secretAccessor|iam\.serviceAccount(?:TokenCreator|KeyAdmin|User))$/;

/** `gcloud … add-iam-policy-binding` that gives a consumer-mail account or the caller itself a wide role. */
function gcloudBinding(s: Stage, hits: Hit[]): void {
  if (s.name !== "gcloud" || !s.argv.some((w) => /^add-iam-policy-binding$/.test(w.text))) return;
  const a = unquotedArgs(s);
  const member = optionValue(a, ["--member"]);
  const role = optionValue(a, ["--role"]);
  if (!GCP_WIDE_ROLE.test(role)) return;
  if (CONSUMER_MEMBER.test(member)) hits.push(trustOut(s, 0.88, `${role} for a personal account (${member})`));
  else if (
    SELF_MEMBER.test(member) &&
    /^(?:projects|organizations|resource-manager)$/.test(a[0] ?? "") &&
    /^roles\/(?:owner|editor|[\w.]{0,40}[aA]dmin\w{0,20})$/.test(role)
  )
    hits.push(
      hit("bash.cloud-admin-grant", "bash_persistence", 0.86, s.cmd.start, s.cmd.end, `${role} for the caller itself`),
    );
}

/** `az keyvault set-policy` that lets a guest of another tenant read or manage the vault's secrets, keys or certificates. */
function azVaultPolicy(s: Stage, hits: Hit[]): void {
  const a = unquotedArgs(s);
  if (s.name !== "az" || a[0] !== "keyvault" || a[1] !== "set-policy") return;
  const who = optionValue(a, ["--upn", "--object-id", "--spn"]);
  if (GUEST.test(who))
    hits.push(trustOut(s, 0.88, `a key vault opened to a guest of another tenant (${who.slice(0, 60)})`));
}

/** a folder others read, for a secret written out: a mount, a share, a served or public folder (not a secrets mount) */
const SHARED_FOR_SECRET =
  /^(?:\/mnt\/(?!secrets)|\/media\/|\/net\/|\/smb\/|\/nfs\/|\/\/|\/var\/www\/)|(?:^|\/)(?:share|shared|public|drop|dropbox|outbox|handoff)(?:\/|$)/i;

/** A secret read by its manager's CLI (`aws secretsmanager get-secret-value`, `sops -d`, `vault kv get`) written where others read it. */
function secretToShared(stages: Stage[], hits: Hit[]): void {
  if (!stages.some((s) => readsSecrets(s))) return;
  for (const s of stages) {
    const out = s.cmd.redirects.find((r) => r.op === ">" || r.op === ">>")?.target.text.replace(/^["']|["']$/g, "");
    if (out && SHARED_FOR_SECRET.test(out)) {
      hits.push(
        hit(
          "bash.share-secret",
          "bash_exfil",
          0.88,
          (stages[0] as Stage).cmd.start,
          s.cmd.end,
          `a secret read out → ${out}, where others read it`,
        ),
      );
      return;
    }
  }
}

/** commands that mint a credential and print it: an access key, a service-account key, a token, a client secret */
const MINT =
  /^(?:aws\s+iam\s+create-(?:access-key|login-profile|service-specific-credential)|gcloud\s+(?:beta\s+)?iam\s+service-accounts\s+keys\s+create|az\s+(?:ad\s+(?:sp|app)\s+(?:credential\s+reset|create-for-rbac)|ad\s+sp\s+create-for-rbac)|vault\s+(?:token\s+create|write\s+(?:-\S+\s+)*auth\/token\/create)|doppler\s+(?:configs\s+)?tokens?\s+create|kubectl\s+create\s+token|infisical\s+(?:service-token|token)\s+create|heroku\s+authorizations:create)\b/;
/** a sink that hands what it is given to someone else: mail or a raw socket */
const HANDOFF = /^(?:mail|mailx|mutt|sendmail|swaks|nc|ncat|netcat|socat|telnet)$/;
/** a web client that sends its stdin as the body (`-d @-`, `--data-binary @-`, `-T -`, `-F f=@-`), not as its own login */
const POSTS_STDIN =
  /(?:^|\s)(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form)[=\s]+["']?(?:\w{1,40}=)?@-(?:\s|$|["'])|(?:^|\s)(?:-T|--upload-file)[=\s]+-(?:\s|$)|--body-file[=\s]+-(?:\s|$)/;
/** a CI variable set from stdin: whoever runs that repository's pipelines holds it */
const CI_VARIABLE = (name: string, a: readonly string[]): boolean =>
  (name === "gh" && /^(?:secret|variable)$/.test(a[0] ?? "") && a[1] === "set") ||
  (name === "glab" && a[0] === "variable" && /^(?:set|update)$/.test(a[1] ?? ""));
/** a folder others read: a mounted share, a served folder, a drop box */
const SHARED_PLACE =
  /^(?:\/mnt\/(?!secrets)|\/media\/|\/net\/|\/var\/www\/|\/smb\/|\/nfs\/|\/Volumes\/(?!Macintosh)|\/\/)|(?:^|[/_-])(?:share|shared|public|drop|dropbox|outbox|handoff|vendor|partner|partners|external)(?:[/_.-]|$)/i;

/**
 * A credential minted and, in the same pipeline, handed on: mailed, written to a socket, posted as a web body, written
 * to a shared folder, or set as a CI variable unmasked. The same mint kept in a vault, wrapped for one use, used as a
 * login by the next command or set masked in CI stays quiet.
 */
function mintHandedOn(stages: Stage[], hits: Hit[]): void {
  const k = stages.findIndex((s) => MINT.test(s.argv.map((w) => w.text).join(" ")));
  if (k < 0) return;
  const mint = stages[k] as Stage;
  const line = ` ${mint.argv.map((w) => w.text).join(" ")} `;
  if (/\s-wrap-ttl[=\s]/.test(line)) return;
  const found = (where: string, weight: number): void => {
    hits.push(
      hit(
        "bash.cred-mint-out",
        "bash_exfil",
        weight,
        mint.cmd.start,
        (stages.at(-1) as Stage).cmd.end,
        `${line.trim().split(/\s+/).slice(0, 4).join(" ")}: a new credential → ${where}`,
      ),
    );
  };
  for (const s of stages.slice(k)) {
    const out = s.cmd.redirects.find((r) => r.op === ">" || r.op === ">>")?.target.text.replace(/^["']|["']$/g, "");
    if (out && SHARED_PLACE.test(out)) {
      found(`a shared folder (${out})`, 0.9);
      return;
    }
  }
  for (const s of stages.slice(k + 1)) {
    const a = unquotedArgs(s);
    if (HANDOFF.test(s.name) || ((s.name === "curl" || s.name === "wget") && POSTS_STDIN.test(s.text))) {
      found(s.name, 0.9);
      return;
    }
    if (CI_VARIABLE(s.name, a)) {
      if (a.some((t) => /^--masked=false$/.test(t))) {
        found(`${s.name} ${a[0]} ${a[1]} (unmasked)`, 0.88);
        return;
      }
    }
  }
}

/** Cloud grants and minted credentials in a parsed program (per command and per pipeline). */
export function cloudGrantHits47(src: string, pipelines: Stage[][]): Hit[] {
  if (!/\b(?:az|aws|gcloud|vault|doppler|kubectl|infisical|heroku|sops|op|bw|pass|chamber)\b/.test(src)) return [];
  const hits: Hit[] = [];
  for (const stages of pipelines) {
    for (const s of stages) {
      azAssignment(s, hits);
      azVaultPolicy(s, hits);
      gcloudBinding(s, hits);
    }
    mintHandedOn(stages, hits);
    secretToShared(stages, hits);
  }
  return hits;
}
