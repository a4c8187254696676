// Round 29 (bashfp29): a watcher service (journald, auditd, rsyslog) stopped and started again by the same script, as
// around a suspend, is a pause; a stop alone, a disable or mask, a start only printed, another unit started, or a start
// that comes before the stop keep the defence-off weight.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("a watcher paused and started again stays below warn", () => {
  test.each([
    [
      "journald around a suspend",
      "#!/bin/bash\nsystemctl stop systemd-journald.socket\nsystemctl stop systemd-journald.service\necho mem > /sys/power/state\nsystemctl start systemd-journald.socket\nsystemctl start systemd-journald.service",
    ],
    [
      "auditd restarted",
      "#!/bin/sh\nsystemctl stop auditd\ncp rules/*.rules /etc/audit/rules.d/\nsystemctl restart auditd",
    ],
    ["service form", "#!/bin/sh\nservice rsyslog stop\nmv /etc/rsyslog.d/old.conf /root/\nservice rsyslog start"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("their twins stay flagged", () => {
  test.each([
    ["stopped only", "#!/bin/sh\nsystemctl stop auditd\nrm -rf /tmp/x"],
    ["the start only printed", '#!/bin/sh\nsystemctl stop auditd\necho "systemctl start auditd when you are done"'],
    ["another unit started", "#!/bin/sh\nsystemctl stop auditd\nsystemctl start rsyslog"],
    ["disabled, then started", "#!/bin/sh\nsystemctl disable auditd\nsystemctl start auditd"],
    ["masked", "#!/bin/sh\nsystemctl mask systemd-journald.service\nsystemctl start systemd-journald.service"],
    ["the start before the stop", "#!/bin/sh\nsystemctl start auditd\nsystemctl stop auditd"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.5);
  });
});
