// privilegeHits through the bash scanner: setuid always counts; setgid only on a group shell (a shell, interpreter or temp/home/hidden file) with a mode that is not group-writable.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";
import { resolveOperands } from "../../../src/engine/injection/bash-privilege.ts";

const fires = (cmd: string): boolean => scan(cmd, "bash").evidence.some((e) => e.rule === "bash.privilege-setuid");

describe("bash.privilege-setuid", () => {
  test.each([
    "cp /bin/bash /tmp/.b && chmod 4755 /tmp/.b",
    "chmod u+s /tmp/sh",
    "install -m 4755 /tmp/helper /usr/local/bin/helper",
    "cp /bin/bash /tmp/.b && chmod 2755 /tmp/.b",
    "cp /bin/dash ~/.cache/d && chmod g+s ~/.cache/d",
    "install -m 2755 /bin/bash /dev/shm/x",
  ])("a setuid bit, or setgid on a group shell, fires: %s", (cmd) => {
    expect(fires(cmd)).toBe(true);
  });

  test.each([
    "mkdir -p /srv/shared && chown root:staff /srv/shared && chmod 2775 /srv/shared",
    "install -d -m 2775 -o postgres -g postgres /var/run/postgresql",
    'chmod 2755 "$LOCALDIR"',
    "chmod g+s /srv/projects/team",
    "install -m 2755 build/helper /usr/lib/vendor/helper",
    "chmod 2775 /tmp/.b",
  ])("setgid on a shared folder, a package's variable target or a vendor helper does not: %s", (cmd) => {
    expect(fires(cmd)).toBe(false);
  });
});

describe("bash.evasion-logs: the logs' own tools asked to empty them", () => {
  const logs = (cmd: string): boolean => scan(cmd, "bash").evidence.some((e) => e.rule === "bash.evasion-logs");
  test.each([
    "sudo journalctl --vacuum-time=30s",
    "journalctl --rotate; journalctl --vacuum-size=10K",
    "journalctl --vacuum-files 1",
    "wevtutil cl System",
  ])("fires: %s", (cmd) => {
    expect(logs(cmd)).toBe(true);
  });
  test.each([
    "sudo journalctl --vacuum-time=4weeks",
    "journalctl --vacuum-size=1G",
    "journalctl --vacuum-time=12h",
    "journalctl -b -p err --no-pager",
    "wevtutil qe System /c:5",
  ])("housekeeping and reading do not: %s", (cmd) => {
    expect(logs(cmd)).toBe(false);
  });
});

describe("resolveOperands: a setuid target held in a variable the script assigns once", () => {
  test.each([
    [["u+s", "$PINGER"], "PINGER=/usr/lib/squid/pinger\nchmod u+s $PINGER", ["u+s", "/usr/lib/squid/pinger"]],
    [["u+s", "${B}"], "B=/bin/bash; chmod u+s ${B}", ["u+s", "/bin/bash"]],
    [["u+s", "$P"], "P=/usr/lib/x/h\nP=/tmp/.h\nchmod u+s $P", ["u+s", "$P"]],
    [["u+s", "$P"], "chmod u+s $P", ["u+s", "$P"]],
  ])("%j in %j", (args, src, expected) => {
    expect(resolveOperands(args, src)).toEqual(expected);
  });
  test("a package's own helper set setuid through a variable is an install step; a shell through one still blocks", () => {
    const postinst =
      '#!/bin/sh\nset -e\nPINGER=/usr/lib/squid/pinger\nif ! setcap cap_net_raw+ep "$PINGER"; then\n  echo "falling back to setuid" >&2\n  chmod u+s $PINGER\nfi\n';
    expect(scan(postinst, "bash").score).toBeLessThan(0.5);
    expect(scan("B=/bin/bash; chmod u+s $B", "bash").score).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a second root, polkit saying yes to all (round 16)", () => {
  const sh = (t: string): number => scan(t, "bash", { model: null }).score;
  test.each([
    ["usermod to uid 0", "sudo usermod -o -u 0 -g 0 ci-runner"],
    ["useradd with uid 0", "useradd -o -u 0 -g 0 -M -d /root -s /bin/bash sysupd"],
    [
      "polkit yes to everything",
      "sudo tee /etc/polkit-1/rules.d/00-allow.rules <<< 'polkit.addRule(function (action, subject) { return polkit.Result.YES; });'",
    ],
  ])("blocks: %s", (_why, t) => {
    expect(sh(t)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    ["a build user sharing the caller's uid", 'useradd -g pbgroup -u "${BUILDRESULTUID}" -d "${HOME}" -o pbuser'],
    [
      "polkit for one action and one group",
      'sudo tee /etc/polkit-1/rules.d/10-units.rules <<< \'polkit.addRule(function (action, subject) { if (action.id == "org.freedesktop.systemd1.manage-units" && subject.isInGroup("deploy")) return polkit.Result.YES; });\'',
    ],
  ])("below warn: %s", (_why, t) => {
    expect(sh(t)).toBeLessThan(0.5);
  });
});

describe("setuid mode on a directory grants nothing (round 19)", () => {
  const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;
  test.each([
    "[ -e /run/radvd ] || install -d -o radvd -g root -m 4755 /run/radvd",
    "install --directory -m 4755 /var/run/app",
  ])("leave %s under warn", (cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
  test.each(["install -m 4755 /bin/bash /usr/local/bin/.b", "install -o root -m 4755 ./helper /usr/local/bin/helper"])(
    "block %s",
    (cmd) => {
      expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
    },
  );
});
