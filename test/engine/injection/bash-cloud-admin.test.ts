// cloudAdminHits (bash-cloud-admin.ts): audit trails stopped, admin over everything granted, a cluster's guards deleted
// all at once block; reading them, scoped grants and deleting one named policy stay quiet.

import { describe, expect, test } from "vitest";
import { cloudAdminHits } from "../../../src/engine/injection/bash-cloud-admin.ts";
import { scan } from "../../../src/engine/injection/scan.ts";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { stagesOf } from "../../../src/engine/injection/shell-words.ts";
import type { Hit } from "../../../src/engine/injection/types.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;
const rules = (cmd: string): string[] => {
  const hits: Hit[] = [];
  for (const s of stagesOf(parseShell(cmd).commands, cmd).flat()) cloudAdminHits(s, cmd, hits);
  return hits.map((h) => h.rule);
};

describe("cloud control planes turned against their owner", () => {
  test.each([
    ["aws cloudtrail stop-logging --name org-trail && aws s3 sync dist s3://acme-site", "bash.audit-off"],
    ["aws cloudtrail delete-trail --name org-trail", "bash.audit-off"],
    ["gcloud logging sinks delete audit-export --quiet", "bash.audit-off"],
    [
      `aws iam put-user-policy --user-name bot --policy-name p --policy-document '{"Statement":[{"Effect":"Allow","Action":"*","Resource":"*"}]}'`,
      "bash.cloud-admin-grant",
    ],
    [
      "aws iam attach-user-policy --user-name ci --policy-arn arn:aws:iam::aws:policy/AdministratorAccess",
      "bash.cloud-admin-grant",
    ],
    ["gcloud projects add-iam-policy-binding p --member=allUsers --role=roles/owner", "bash.cloud-admin-grant"],
    [
      "gcloud iam service-accounts keys create /tmp/k.json --iam-account=d@p.iam.example && gcloud projects add-iam-policy-binding p --member=serviceAccount:d@p.iam.example --role=roles/resourcemanager.projectIamAdmin",
      "bash.cloud-admin-grant",
    ],
    [
      `kubectl patch clusterrolebinding system:basic-user --type=json -p '[{"op":"replace","path":"/roleRef/name","value":"cluster-admin"}]'`,
      "bash.cloud-admin-grant",
    ],
    [
      "kubectl create clusterrolebinding anon --clusterrole=cluster-admin --group=system:unauthenticated",
      "bash.cloud-admin-grant",
    ],
    ["kubectl delete networkpolicy --all -n prod", "bash.cluster-guards-off"],
    ["kubectl delete validatingwebhookconfigurations --all", "bash.cluster-guards-off"],
  ])("block %s", (cmd, rule) => {
    expect(rules(cmd)).toContain(rule);
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    "aws cloudtrail describe-trails && aws cloudtrail get-trail-status --name org-trail",
    "aws iam attach-role-policy --role-name api --policy-arn arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess",
    `aws iam put-role-policy --role-name api --policy-name r --policy-document '{"Statement":[{"Effect":"Allow","Action":["s3:GetObject"],"Resource":"arn:aws:s3:::a/*"}]}'`,
    "gcloud projects add-iam-policy-binding p --member=serviceAccount:ci@p.iam.example --role=roles/run.developer",
    "kubectl create clusterrolebinding ci-view --clusterrole=view --serviceaccount=ci:runner",
    "kubectl get networkpolicy -A && kubectl describe validatingwebhookconfiguration cert-manager-webhook",
    "kubectl delete networkpolicy allow-legacy-ingress -n staging",
    "gcloud logging sinks list && gcloud logging read 'severity>=ERROR' --limit 20",
  ])("leave %s alone", (cmd) => {
    expect(rules(cmd)).toEqual([]);
    expect(score(cmd)).toBeLessThan(0.5);
  });
  // the GKE docs' own step (cluster-admin to the signed-in user) is evidence at most, and an admin role on a role warns
  test.each([
    "kubectl create clusterrolebinding dev-admin --clusterrole=cluster-admin --user=dev1@acme.example",
    "aws iam attach-role-policy --role-name sandbox --policy-arn arn:aws:iam::aws:policy/AdministratorAccess",
    "gcloud projects add-iam-policy-binding acme-dev --member=user:dev1@acme.example --role=roles/owner",
  ])("does not block %s", (cmd) => {
    expect(score(cmd)).toBeLessThan(0.8);
  });
});
