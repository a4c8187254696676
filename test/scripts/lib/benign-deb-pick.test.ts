// The fresh sets' Debian picker: caps, no file twice, unreadable/binary/oversized files skipped, `first` ahead, shebangs.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { debPicker, MAX_DEB_SIZE } from "../../../scripts/lib/benign-deb-pick.ts";

const base = mkdtempSync(join(tmpdir(), "deb-pick-"));
const files: Record<string, string | Buffer> = {
  "control/postinst": "#!/bin/sh\nset -e\n",
  "control/prerm": "#!/bin/sh\nexit 0\n",
  "root/etc/a.conf": "a = 1\n",
  "root/etc/b.conf": "b = 2\n",
  "root/etc/c.conf": "c = 3\n",
  "root/etc/empty.conf": "",
  "root/etc/bin.conf": Buffer.from([0x61, 0x00, 0x62]),
  "root/etc/big.conf": "x".repeat(MAX_DEB_SIZE + 1),
  "root/usr/bin/tool": "#!/usr/bin/env bash\necho hi\n",
  "root/usr/bin/py": "#!/usr/bin/python3\nprint(1)\n",
};
for (const [rel, body] of Object.entries(files)) {
  mkdirSync(join(base, rel, ".."), { recursive: true });
  writeFileSync(join(base, rel), body);
}
const rels = Object.keys(files);
const byName = (a: string, b: string): number => (a < b ? -1 : 1);

describe("debPicker", () => {
  test("takes up to the cap, in hash order, skipping empty, binary and oversized files", () => {
    const p = debPicker<"conf">(base, rels, byName);
    p.take("conf", 5, (r) => r.startsWith("root/etc/"));
    expect(p.picked).toEqual([
      { path: "root/etc/a.conf", kind: "conf" },
      { path: "root/etc/b.conf", kind: "conf" },
      { path: "root/etc/c.conf", kind: "conf" },
    ]);
  });
  test("a cap cuts the list, `first` goes ahead, and a file is never picked twice", () => {
    const p = debPicker<"conf" | "any">(base, rels, byName);
    p.take(
      "conf",
      1,
      (r) => r.startsWith("root/etc/"),
      (r) => r.endsWith("c.conf"),
    );
    p.take("any", 2, (r) => r.startsWith("root/etc/"));
    expect(p.picked.map((x) => `${x.kind}:${x.path}`)).toEqual([
      "conf:root/etc/c.conf",
      "any:root/etc/a.conf",
      "any:root/etc/b.conf",
    ]);
  });
  test("shebang: shell scripts yes, other interpreters no", () => {
    const p = debPicker<"s">(base, rels, byName);
    expect(["control/postinst", "root/usr/bin/tool", "root/usr/bin/py", "root/etc/a.conf"].map(p.shebang)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
