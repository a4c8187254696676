// scopedSudoRules (bash-sudo-scope.ts): a NOPASSWD rule scoped to named commands with fixed arguments is a grant of those
// commands (evidence); ALL, a shell, an editor or pager, or a bare program as root stays a block.

import { describe, expect, test } from "vitest";
import { scopedSudoRules } from "../../../src/engine/injection/bash-sudo-scope.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;
const tee = (rule: string, file = "deploy"): string =>
  `echo '${rule}' | sudo tee /etc/sudoers.d/${file} >/dev/null && sudo chmod 440 /etc/sudoers.d/${file}`;

describe("scoped sudoers rules", () => {
  test.each([
    tee("deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart api, /usr/bin/systemctl reload nginx"),
    tee("backup ALL=(postgres) NOPASSWD: /usr/bin/pg_dump", "backup"),
    tee("ci ALL=(root) NOPASSWD: /usr/local/bin/rotate-logs --now", "ci"),
  ])("leave %s under warn", (cmd) => {
    expect(scopedSudoRules(cmd)).toBe(true);
    expect(score(cmd)).toBeLessThan(0.5);
  });
  test.each([
    tee("deploy ALL=(ALL) NOPASSWD: ALL"),
    tee("ci ALL=(root) NOPASSWD: /usr/bin/vim, /usr/bin/systemctl restart api", "ci"),
    tee("ci ALL=(root) NOPASSWD: /usr/bin/systemctl", "ci"),
    tee("ci ALL=(root) NOPASSWD: /usr/bin/systemctl edit api", "ci"),
    tee("ci ALL=(root) NOPASSWD: /usr/bin/journalctl -u api", "ci"),
    tee("ci ALL=(root) NOPASSWD: /usr/local/bin/deploy.sh", "ci"),
    tee("ci ALL=(root) NOPASSWD: /bin/bash -c *", "ci"),
  ])("block %s", (cmd) => {
    expect(scopedSudoRules(cmd)).toBe(false);
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
