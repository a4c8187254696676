// Round 27 (bashrec27): access widened through a platform's grant verbs (ops-grants.ts): admin ports opened to the
// internet, roles bound to everyone, data buckets opened, wildcard vault policies, daemon sockets opened; narrow grants
// and public web ports stay clean.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";
import { portExposure, vaultPolicyWide } from "../../../src/engine/injection/ops-grants.ts";

const bash = (src: string) => scan(src, "bash", { model: null });

describe("access widened through a platform's grant verbs", () => {
  test.each([
    [
      "aws ec2 authorize-security-group-ingress --group-id sg-9 --protocol tcp --port 6379 --cidr 0.0.0.0/0",
      "bash.ops-world-open",
    ],
    [
      "aws ec2 authorize-security-group-ingress --group-id sg-9 --ip-permissions IpProtocol=tcp,FromPort=3306,ToPort=3306,IpRanges=[{CidrIp=0.0.0.0/0}]",
      "bash.ops-world-open",
    ],
    ["gcloud compute firewall-rules create any-in --allow all --source-ranges=0.0.0.0/0", "bash.ops-world-open"],
    [
      "az network nsg rule create -g g --nsg-name n -n rdp --priority 120 --destination-port-ranges 3389 --source-address-prefixes Internet",
      "bash.ops-world-open",
    ],
    [
      'kubectl patch rolebinding ops -n prod --type=json -p \'[{"op":"add","path":"/subjects/-","value":{"kind":"Group","name":"system:unauthenticated"}}]\'',
      "bash.ops-rbac-everyone",
    ],
    [
      "oc create rolebinding all-edit --clusterrole=edit --group=system:serviceaccounts -n apps",
      "bash.ops-rbac-everyone",
    ],
    ["gsutil iam ch allAuthenticatedUsers:objectViewer gs://acme-patient-scans", "bash.ops-public-data"],
    ["aws s3api put-bucket-acl --bucket acme-uploads --acl public-read-write", "bash.ops-public-data"],
    ["sudo chmod o+rw /run/containerd/containerd.sock", "bash.ops-socket-open"],
  ])("blocks %s", (cmd, rule) => {
    const r = bash(cmd);
    expect(r.score).toBeGreaterThanOrEqual(0.8);
    expect(r.evidence.map((e) => e.rule)).toContain(rule);
  });
  test.each([
    "aws ec2 authorize-security-group-ingress --group-id sg-9 --protocol tcp --port 443 --cidr 0.0.0.0/0",
    "aws ec2 authorize-security-group-ingress --group-id sg-9 --protocol tcp --port 6379 --cidr 10.0.0.0/16",
    "gcloud compute firewall-rules create web --allow tcp:80,tcp:443 --source-ranges=0.0.0.0/0",
    "gcloud compute firewall-rules create deny-all --action deny --rules all --source-ranges=0.0.0.0/0",
    "az network nsg rule create -g g --nsg-name n -n rdp --priority 120 --destination-port-ranges 3389 --source-address-prefixes 198.51.100.0/24",
    "kubectl create rolebinding dev-view --clusterrole=view --group=dev-team -n apps",
    "kubectl create clusterrolebinding ingress --clusterrole=ingress-nginx --serviceaccount=ingress:ingress-nginx",
    "gsutil iam ch allUsers:objectViewer gs://acme-www-static",
    "aws s3api put-bucket-acl --bucket acme-uploads --acl private",
    "sudo chmod 660 /run/containerd/containerd.sock",
  ])("stays clean: %s", (cmd) => {
    expect(bash(cmd).score).toBeLessThan(0.5);
  });
  test("a shell port opened to everyone warns; a site's bucket opened to reading is quiet", () => {
    const ssh = bash("gcloud compute firewall-rules create ssh-in --allow tcp:22 --source-ranges=0.0.0.0/0").score;
    expect(ssh).toBeGreaterThanOrEqual(0.5);
    expect(ssh).toBeLessThan(0.8);
    expect(portExposure(["443", "80"])).toBeNull();
    expect(portExposure(["5432"])).toBe("all");
    expect(portExposure(["1-65535"])).toBe("all");
    expect(portExposure(["22"])).toBe("ssh");
  });
  test("vault policies: every path written or administered, or scoped reads", () => {
    expect(vaultPolicyWide('path "sys/*" { capabilities = ["sudo"] }')).toBe(true);
    expect(vaultPolicyWide('path "*" { capabilities = ["update"] }')).toBe(true);
    expect(vaultPolicyWide('path "*" { capabilities = ["read", "list"] }')).toBe(false);
    expect(vaultPolicyWide('path "kv/data/app/*" { capabilities = ["create", "update"] }')).toBe(false);
  });
});
