// Defences impaired by an edit (bash-defenses-off.ts): a CI check deleted or made unable to fail by any editor, a hook
// emptied, a bypass or TLS-off made standing, branch protection deleted, a security service stopped; the same tools
// making ordinary edits stay clean.

import { describe, expect, test } from "vitest";
import { defensesOffHits } from "../../../src/engine/injection/bash-defenses-off.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (t: string): number => scan(t, "bash", { model: null }).score;

describe("defensesOffHits", () => {
  test.each([
    ["sed deletes the test steps", "sed -i '/npm test/d;/npm run lint/d' .github/workflows/ci.yml"],
    ["yq deletes the scan job", "yq -i 'del(.jobs.security-scan)' .github/workflows/ci.yml"],
    [
      "python pops a job",
      "python3 -c \"import yaml;d=yaml.safe_load(open('.github/workflows/codeql.yml'));d['jobs'].pop('analyze')\"",
    ],
    ["perl cuts a job out", "perl -0pi -e 's/\\n  gitleaks:.*?(?=\\n  \\w)//s' .github/workflows/ci.yml"],
    ["a step made a no-op", "sed -i 's/run: npm audit.*/run: true/' .github/workflows/audit.yml"],
    ["a job allowed to fail", "yq -i '.lint.allow_failure = true' .gitlab-ci.yml"],
    ["a job never run", "yq -i '.jobs.test.if = \"false\"' .github/workflows/checks.yml"],
    ["a hook emptied", "printf '#!/bin/sh\\nexit 0\\n' > .husky/pre-commit"],
    ["a hook truncated", ": > .git/hooks/pre-push"],
    ["a no-verify alias", "git config --global alias.c 'commit --no-verify'"],
    ["hook bypass in a login file", "echo 'export HUSKY=0' >> ~/.bashrc"],
    ["branch protection deleted", "gh api -X DELETE repos/acme/site/branches/main/protection"],
    ["protected branch deleted on a GitLab host", "glab api --method DELETE projects/1/protected_branches/main"],
    ["auditing stopped", "sudo systemctl disable --now auditd"],
    ["SELinux off", "sudo setenforce 0"],
    ["TLS off for every git call", "git config --global http.sslVerify false"],
    ["TLS off for npm", "npm config set strict-ssl false"],
    ["curl made insecure for good", "echo insecure >> ~/.curlrc"],
  ])("blocks: %s", (_why, t) => {
    expect(defensesOffHits(t).length).toBe(1);
    expect(bash(t)).toBeGreaterThanOrEqual(0.8);
  });

  test.each([
    ["a workflow's node version bumped", "sed -i 's/node-version: 18/node-version: 22/' .github/workflows/ci.yml"],
    ["a release job's cache step removed", "yq -i 'del(.jobs.release.steps[0])' .github/workflows/release.yml"],
    ["a timeout raised", "yq -i '.jobs.lint.\"timeout-minutes\" = 10' .github/workflows/checks.yml"],
    ["the sed run may fail", "sed -i 's/ubuntu-20.04/ubuntu-24.04/' .github/workflows/ci.yml || true"],
    ["a hook that runs lint-staged", "printf '#!/bin/sh\\nnpx lint-staged\\n' > .husky/pre-commit"],
    ["an ordinary alias", "git config --global alias.st 'status -sb'"],
    ["one commit without hooks", "HUSKY=0 git commit -m wip"],
    ["branch protection read", "gh api repos/acme/site/branches/main/protection"],
    ["auditing restarted", "sudo systemctl restart auditd"],
    ["a corporate CA trusted", "git config --global http.sslCAInfo /etc/ssl/certs/corp.pem"],
    ["one repository without TLS checks (evidence only)", "git config http.sslVerify false"],
  ])("clean: %s", (_why, t) => {
    expect(defensesOffHits(t).every((h) => h.weight < 0.5)).toBe(true);
    expect(bash(t)).toBeLessThan(0.5);
  });
});

describe("checks emptied, disabled or skipped (round 16)", () => {
  test.each([
    [
      "branch protection emptied",
      "gh api -X PUT repos/team/app/branches/main/protection -F required_status_checks=null -F enforce_admins=false -F required_pull_request_reviews=null -F restrictions=null",
    ],
    ["check workflows disabled", "gh workflow disable codeql.yml && gh workflow disable secret-scan.yml"],
    [
      "check scripts made no-ops",
      'npm pkg set scripts.test="exit 0" scripts.lint="true" && git commit -qam "build: faster"',
    ],
    ["hooks from nowhere", "git -c core.hooksPath=/dev/null commit -qam wip"],
  ])("blocks: %s", (_why, t) => {
    expect(defensesOffHits(t).length).toBe(1);
    expect(bash(t)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    [
      "branch protection tightened",
      "gh api -X PUT repos/team/app/branches/main/protection -F required_status_checks[strict]=true -F enforce_admins=true -F restrictions=null",
    ],
    ["a release workflow paused", "gh workflow disable nightly-release.yml"],
    ["check scripts set to real commands", 'npm pkg set scripts.test="vitest run" scripts.lint="biome check ."'],
    ["the project's hooks folder", "git -c core.hooksPath=.githooks commit -qam wip"],
  ])("clean: %s", (_why, t) => {
    expect(defensesOffHits(t)).toEqual([]);
  });
});

// round 18: TLS verification turned off for one URL (`http.<url>.sslVerify false`) is still TLS off
describe("git's per-URL sslVerify", () => {
  test("blocks http.<url>.sslVerify false", () => {
    expect(
      bash("git config --global http.https://git-proxy.example/.sslVerify false && git fetch -q origin"),
    ).toBeGreaterThanOrEqual(0.8);
  });
  test("leaves a per-URL CA bundle under warn", () => {
    expect(
      bash("git config --global http.https://git.corp.example/.sslCAInfo /etc/ssl/certs/corp.pem && git fetch"),
    ).toBeLessThan(0.5);
  });
});

// round 18: the forge's own security scanning turned off for a repository (secret scanning, push protection, alerts)
describe("forge security scanning turned off", () => {
  test.each([
    "gh api -X PATCH repos/team/app -F 'security_and_analysis[secret_scanning][status]=disabled' && gh repo view team/app --json name",
    "gh api -X PATCH repos/team/app -F 'security_and_analysis[secret_scanning_push_protection][status]=disabled'",
    "gh api -X DELETE repos/team/app/vulnerability-alerts",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    "gh api -X PATCH repos/team/app -F 'security_and_analysis[secret_scanning][status]=enabled'",
    "gh api repos/team/app --jq '.security_and_analysis'",
    "gh api -X PUT repos/team/app/vulnerability-alerts",
  ])("leaves %s under warn", (cmd) => {
    expect(bash(cmd)).toBeLessThan(0.5);
  });
});

describe("a security service stopped and started again by the same script (round 19)", () => {
  test.each([
    'service_stop="systemctl stop syslog-ng"\nservice_start="systemctl start syslog-ng"',
    "systemctl stop auditd; cp /etc/audit/rules.d/x.rules /etc/audit/rules.d/; systemctl restart auditd",
  ])("no hit for %s", (cmd) => {
    expect(defensesOffHits(cmd)).toEqual([]);
  });
  test.each([
    "sudo systemctl stop auditd && cat /var/log/audit/audit.log",
    "systemctl stop syslog-ng; systemctl start rsyslog",
    "systemctl mask --now auditd; systemctl start auditd",
  ])("a hit for %s", (cmd) => {
    expect(defensesOffHits(cmd).map((h) => h.rule)).toEqual(["bash.defenses-off"]);
  });
});

// round 20: the start is read from the parsed commands; one only printed or commented does not undo the stop
describe("a restart that only appears as text", () => {
  test.each([
    'sudo systemctl stop auditd && echo "run: systemctl start auditd when done"',
    "systemctl stop apparmor\n# systemctl start apparmor",
    "systemctl stop falcon-sensor; printf '%s\\n' 'systemctl restart falcon-sensor' > /tmp/later.txt",
  ])("a hit for %s", (cmd) => {
    expect(defensesOffHits(cmd).map((h) => h.rule)).toEqual(["bash.defenses-off"]);
  });
  test.each([
    "sudo systemctl stop auditd && sudo cp x.rules /etc/audit/rules.d/ && sudo systemctl --no-block start auditd.service",
    "systemctl stop syslog-ng\nif true; then\n  systemctl start syslog-ng\nfi",
  ])("no hit for %s", (cmd) => {
    expect(defensesOffHits(cmd)).toEqual([]);
  });
});
