// Round 32 (host32; read by bash-keyless-keys.ts since the merge): authorized_keys put back from its own backup beside it (a maintainer script's restore, as
// sidedoor's postinst does) is no key planted; a key file brought from anywhere else still blocks.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (cmd: string) => scan(cmd, "bash", { model: null }).score;

describe("authorized_keys restored from its own backup", () => {
  test.each([
    'mv "$sshdir/authorized_keys.old" "$sshdir/authorized_keys"',
    "cp /var/lib/svc/.ssh/authorized_keys.bak /var/lib/svc/.ssh/authorized_keys",
  ])("stays under warn: %s", (cmd) => {
    expect(bash(cmd)).toBeLessThan(0.5);
  });
  test.each([
    'mv /tmp/k "$sshdir/authorized_keys"',
    "cp /var/lib/svc/.ssh/other.bak /var/lib/svc/.ssh/authorized_keys",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
