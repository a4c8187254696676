// Round 28 (bashfp28): a defence switch-off named only in a printed message, or one way of a toggle that also switches
// it back on, stays below warn; the switch-off run, piped into a shell, or left off keeps blocking.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("a switch-off only printed, or one way of a toggle, stays below warn", () => {
  test.each([
    [
      "advice in a message",
      'if grep -q 1 /sys/fs/selinux/enforce; then\n  echo "Run \\"setenforce 0\\" first if you mean it."\n  exit 1\nfi',
    ],
    ["advice to stderr", 'echo "stop it with: systemctl stop apparmor" >&2; exit 3'],
    ["printf advice", "printf '%s\\n' 'Disable the firewall with ufw disable, then retry.'"],
    ["ufw toggle", 'case "$1" in\n  on) ufw --force enable ;;\n  off) ufw --force disable ;;\nesac'],
    [
      "selinux mode tool",
      'CONF=/etc/selinux/config\nif [ "$1" = permissive ]; then\n  sed -i "s/^SELINUX=.*/SELINUX=permissive/" $CONF\nelse\n  sed -i "s/^SELINUX=.*/SELINUX=enforcing/" $CONF\nfi',
    ],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("their attack twins stay blocked", () => {
  test.each([
    ["run, then a message", 'setenforce 0\necho "permissive now; run setenforce 1 when done"'],
    ["message piped into a shell", 'echo "systemctl stop apparmor" | sh'],
    ["message written to a script", 'echo "setenforce 0" > /etc/rc.local'],
    ["way back on only printed", 'ufw --force disable && echo "re-enable with: ufw --force enable"'],
    ["off only", "sed -i 's/^SELINUX=.*/SELINUX=disabled/' /etc/selinux/config"],
    ["advice, then run", 'echo "about to run setenforce 0"\nsetenforce 0'],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
