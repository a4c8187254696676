// Cloud control planes turned against their owner: audit trails stopped, admin-over-everything granted, cluster guards deleted.

import { hit } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/**
 * The audit record stopped or deleted (ATT&CK T1562.008): CloudTrail, GuardDuty, AWS Config's recorder, a GCP log
 * sink, an Azure diagnostic setting. Whoever acts next is unrecorded; no build or deploy needs it (describe, list and
 * get-status stay quiet).
 */
const AUDIT_OFF =
  /^(?:aws\s+(?:cloudtrail\s+(?:stop-logging|delete-trail)|guardduty\s+(?:delete-detector|disassociate-from-master-account)|configservice\s+(?:stop-configuration-recorder|delete-configuration-recorder))|gcloud\s+(?:beta\s+)?logging\s+sinks\s+delete|az\s+monitor\s+diagnostic-settings\s+delete)\b/;

/** Vault's audit device disabled; a trail made to skip management events, other regions or global services; a sink off */
const AUDIT_NARROWED47 =
  /^(?:vault\s+audit\s+disable\b|aws\s+cloudtrail\s+(?:update-trail\b.*\s--no-(?:is-multi-region-trail|include-global-service-events|enable-log-file-validation)\b|put-event-selectors\b.*"?IncludeManagementEvents"?\s*[:=]\s*false)|gcloud\s+(?:beta\s+)?logging\s+sinks\s+update\b.*\s--disabled\b)/;

/** A policy document that allows every action on every resource (`"Action":"*","Resource":"*"`). */
const ALLOW_ALL =
  /"Action"\s*:\s*(?:"\*"|\[\s*"\*"\s*\])[^}]{0,200}"Resource"\s*:\s*(?:"\*"|\[\s*"\*"\s*\])|"Resource"\s*:\s*(?:"\*"|\[\s*"\*"\s*\])[^}]{0,200}"Action"\s*:\s*(?:"\*"|\[\s*"\*"\s*\])/;

/** GCP roles that administer IAM itself or own the project: the holder can grant itself anything. */
const IAM_ADMIN_ROLE =
  /--role[= ](?:["']?)roles\/(?:owner|resourcemanager\.(?:projectIamAdmin|organizationAdmin|folderAdmin)|iam\.(?:securityAdmin|serviceAccountKeyAdmin|serviceAccountTokenCreator|roleAdmin))\b/;
const EVERYONE = /--member[= ]["']?(?:allUsers|allAuthenticatedUsers)\b/;

/** Kubernetes groups that mean everyone or every workload: cluster-admin bound to them is cluster-admin for anyone. */
const K8S_EVERYONE =
  /--group[= ]["']?system:(?:unauthenticated|authenticated|serviceaccounts)\b|--serviceaccount[= ]["']?[\w-]{1,63}:default\b|--user[= ]["']?system:anonymous\b/;

/** a subject computed from the caller's own identity: `--user=$(kubectl auth whoami …)`, `--user=$(gcloud config get account)` */
const SELF_USER =
  /--user[= ]["']?\$\(\s{0,3}(?:kubectl\s+(?:auth\s+whoami|config\s+view)|whoami|id\s+-un|gcloud\s+config\s+get(?:-value)?\s+account|az\s+ad\s+signed-in-user)/;

/** Admission webhooks, network policies and pod security policies: the cluster's guards, all deleted at once. */
const K8S_GUARDS =
  /^kubectl\s+delete\s+(?:networkpolic(?:y|ies)|netpol|(?:validating|mutating)webhookconfigurations?|podsecuritypolic(?:y|ies)|psp|clusterpolic(?:y|ies))\b.*\s(?:--all|-A|--all-namespaces)\b/;

/** a role named for a pipeline or for reading only: admin to it is every action for whatever runs as the pipeline */
const MACHINE_ROLE =
  /--role-name[= ]["']?[\w+=,.@-]{0,40}(?<![a-z0-9])(?:read-?only|viewer|auditor?|ci|pipeline|runner|build(?:er)?)\b/i;

type Finding = [rule: string, weight: number, detail: string];

/** Hits for one command that blinds a cloud's audit, grants admin over everything, or removes a cluster's guards. */
export function cloudAdminHits(s: Stage, src: string, hits: Hit[]): void {
  const found = cloudAdminFinding(s, src);
  if (found) hits.push(hit(found[0], "bash_persistence", found[1], s.cmd.start, s.cmd.end, found[2]));
}

function cloudAdminFinding(s: Stage, src: string): Finding | null {
  const { name, argv } = s;
  if (name !== "aws" && name !== "gcloud" && name !== "az" && name !== "kubectl" && name !== "oc" && name !== "vault")
    return null;
  const line = argv.map((w) => w.text).join(" ");
  const add = (rule: string, weight: number, detail: string): Finding => [rule, weight, detail];
  // (round 47) an audit device disabled, a trail narrowed to miss management events or other regions, a sink disabled
  if (AUDIT_NARROWED47.test(line))
    return add(
      "bash.audit-off",
      0.86,
      `${argv
        .slice(0, 3)
        .map((w) => w.text)
        .join(" ")}: the audit records less`,
    );
  if (name === "vault") return null;
  if (AUDIT_OFF.test(line))
    return add(
      "bash.audit-off",
      0.88,
      `${argv
        .slice(0, 3)
        .map((w) => w.text)
        .join(" ")}: the audit trail stops`,
    );
  if (name === "aws" && argv[1]?.text === "iam") {
    const sub = argv[2]?.text ?? "";
    // an inline or managed policy that allows everything, or AdministratorAccess: to a user or group (long-lived keys,
    // a console password) it is a standing admin; to a role, something assumes it (evidence)
    const allowAll =
      /^(?:put-(?:user|role|group)-policy|create-policy(?:-version)?)$/.test(sub) && ALLOW_ALL.test(line);
    const adminAttached = /^attach-(?:user|role|group)-policy$/.test(sub) && /policy\/AdministratorAccess\b/.test(line);
    if (allowAll || adminAttached)
      return add(
        "bash.cloud-admin-grant",
        /-role-policy$/.test(sub) && !MACHINE_ROLE.test(line) ? 0.6 : 0.86,
        `aws iam ${sub}: every action on every resource`,
      );
  }
  if (name === "gcloud" && /\badd-iam-policy-binding\b/.test(line) && IAM_ADMIN_ROLE.test(line)) {
    // to everyone, or to an account whose key the same script mints (a key file that outlives the session)
    const everyone = EVERYONE.test(line);
    const keyMinted = /\bgcloud\s+iam\s+service-accounts\s+keys\s+create\b/.test(src);
    return add(
      "bash.cloud-admin-grant",
      everyone ? 0.95 : keyMinted ? 0.88 : 0.6,
      `gcloud: an IAM-admin role granted${everyone ? " to everyone" : keyMinted ? " with a key minted" : ""}`,
    );
  }
  if (name === "kubectl" || name === "oc") {
    if (K8S_GUARDS.test(line))
      return add("bash.cluster-guards-off", 0.86, "kubectl delete --all of the cluster's guards");
    const clusterAdmin = /\bcluster-admin\b/.test(line);
    // a system binding (system:basic-user, system:discovery …) re-pointed at cluster-admin: every user gets it
    const systemPatched = /^kubectl\s+(?:patch|edit|apply)\s+clusterrolebinding\s+system:/.test(line) && clusterAdmin;
    const toEveryone =
      /\bclusterrolebinding\b/.test(line) &&
      /--clusterrole[= ]["']?cluster-admin\b/.test(line) &&
      K8S_EVERYONE.test(line);
    if (systemPatched || toEveryone)
      return add("bash.cloud-admin-grant", 0.9, "cluster-admin for every user or workload");
    // cluster-admin bound to whoever runs the command, found at run time: a refusal turned into a standing admin
    if (
      /\bclusterrolebinding\b/.test(line) &&
      /--clusterrole[= ]["']?cluster-admin\b/.test(line) &&
      SELF_USER.test(line)
    )
      return add("bash.cloud-admin-grant", 0.86, "cluster-admin bound to the caller itself");
  }
  return null;
}
