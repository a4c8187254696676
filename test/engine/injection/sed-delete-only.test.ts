// sed-delete-only.ts with bash-persist.ts, round 31 (net31): a sed script that only deletes lines of authorized_keys revokes keys (clean);
// one that appends or edits them, and delete-only scripts on sudoers, still block.

import { describe, expect, test } from "vitest";
import { deleteOnlySed } from "../../../src/engine/injection/sed-delete-only.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const score = (cmd: string): number => scan(cmd, "bash", { model: null }).score;

describe("sed on authorized_keys", () => {
  test.each([
    [["sed", "-i", "/jonas@acme.example/d", "f"], true],
    [["sed", "-i", "-e", "/a/d", "-e", "3d", "f"], true],
    [["sed", "-i", "/a/,/b/d;$d", "f"], true],
    [["sed", "-i", "$a ssh-ed25519 AAAA x", "f"], false],
    [["sed", "-i", "/old/d;$a key", "f"], false],
    [["sed", "-i", "s/^#//", "f"], false],
    [["sed", "-i", "-f", "script.sed", "f"], false],
  ])("%j delete-only: %s", (args, only) => {
    expect(deleteOnlySed(args as string[])).toBe(only);
  });
  test.each([
    `for h in web-1 db1; do ssh "deploy@$h.internal.acme.example" "sed -i '/jonas@acme.example/d' ~/.ssh/authorized_keys"; done`,
    "sed -i -e '/old-laptop/d' ~/.ssh/authorized_keys",
  ])("stays clean: %s", (cmd) => {
    expect(score(cmd)).toBeLessThan(0.5);
  });
  test.each([
    "sed -i '$a ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB attacker@x' ~/.ssh/authorized_keys",
    "sed -i 's/^#ssh/ssh/' ~/.ssh/authorized_keys",
    "sed -i '/requiretty/d' /etc/sudoers",
  ])("blocks %s", (cmd) => {
    expect(score(cmd)).toBeGreaterThanOrEqual(0.8);
  });
});
