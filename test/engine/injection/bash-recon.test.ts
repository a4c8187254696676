// Round 31 (realfp31): bash.destroy on `rm -rf $HOME` when the script made HOME a throwaway folder of its own (a package
// test harness: `export HOME=$(mktemp -d)`, `HOME=$TMPDIR/fakehome`) and set it to nothing else: the cleanup removes
// that folder. HOME set only for one command, in a subshell, or later to a real home, and `rm -rf $HOME` alone, still block.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("a throwaway HOME removed at cleanup stays below warn", () => {
  test.each([
    [
      "trap cleanup of a mktemp home",
      '#!/bin/sh\ncleanup () {\n    rm -rf "$tmp_dir"\n    rm -rf $HOME\n}\ntrap cleanup EXIT\nexport HOME=$(mktemp -d)\nmake check',
    ],
    ["a home under TMPDIR", "#!/bin/sh\nexport HOME=$TMPDIR/fakehome\nmkdir -p $HOME\npytest\nrm -rf ${HOME}"],
  ])("%s", (_name, cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
});

describe("the user's home removed still blocks", () => {
  test.each([
    ["no HOME set", "#!/bin/sh\nrm -rf $HOME"],
    ["HOME set for one command only", "#!/bin/sh\nHOME=$(mktemp -d) make test; rm -rf $HOME"],
    ["HOME set in a subshell", '#!/bin/sh\n(export HOME=$(mktemp -d); make test)\nrm -rf "$HOME"'],
    [
      "HOME set back to a real home",
      "#!/bin/sh\nexport HOME=$(mktemp -d)\nmake test\nexport HOME=/home/alice\nrm -rf $HOME",
    ],
    ["every home", "#!/bin/sh\nexport HOME=$(mktemp -d)\nrm -rf /home/*"],
  ])("%s", (_name, cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});

// Round 32 (host32): a setuid list compared with the one kept before (diff, comm, cmp) is an integrity audit, not a
// hunt for a way to root; the same find alone still blocks.
describe("a setuid audit against a baseline", () => {
  test.each([
    "find / -xdev -perm -4000 -type f 2>/dev/null | sort > /var/tmp/suid.now && comm -13 /var/lib/audit/suid.base /var/tmp/suid.now",
    "sudo find / -xdev -perm -4000 -type f > /tmp/s.txt; cmp -s /etc/suid.list /tmp/s.txt || echo changed",
  ])("stays under warn: %s", (cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
  test.each(["find / -perm -4000 -type f 2>/dev/null", "find / -perm -u=s -type f 2>/dev/null | head -20"])(
    "blocks %s",
    (cmd) => {
      expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
    },
  );
});
