// Audit rule files that delete every rule and add none, or switch auditing off; the usual file that deletes then lists rules.

import { describe, expect, test } from "vitest";
import { auditRulesEmptiedHits } from "../../../src/engine/injection/audit-rules42.ts";

describe("auditRulesEmptiedHits (audit-rules42)", () => {
  test.each([
    ["/etc/audit/rules.d/z.rules", "# tidy\n-D\n-b 8192\n-f 0\n", 1],
    ["/etc/audit/audit.rules", "-e 0\n", 1],
    ["/etc/audit/rules.d/base.rules", "-D\n-b 8192\n-w /etc/passwd -p wa -k id\n", 0],
    ["/etc/audit/rules.d/base.rules", "-a always,exit -F arch=b64 -S execve\n", 0],
    ["docs/audit.rules.md", "-D\n", 0],
  ])("%s", (path, text, n) => {
    expect(auditRulesEmptiedHits(path, text)).toHaveLength(n);
  });
});
