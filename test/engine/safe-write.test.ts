// Atomic writes: the temp file + rename keeps a symlinked config a symlink and keeps the file's permission bits.

import { chmodSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomic } from "../../src/engine/safe-write.ts";
import { makeTempDir, removeDir } from "../harness/env.ts";

let dir = "";
beforeEach(() => {
  dir = makeTempDir("safe-write");
});
afterEach(() => removeDir(dir));

describe("writeFileAtomic", () => {
  it("writes a new file and leaves no temp file", () => {
    writeFileAtomic(join(dir, "a.json"), "{}\n");
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("{}\n");
    expect(readdirSync(dir)).toEqual(["a.json"]);
  });
  it("replaces the target of a symlink, and the link stays a link (dotfile setups)", () => {
    writeFileSync(join(dir, "real.json"), "old");
    symlinkSync(join(dir, "real.json"), join(dir, "link.json"));
    writeFileAtomic(join(dir, "link.json"), "new");
    expect(lstatSync(join(dir, "link.json")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "real.json"), "utf8")).toBe("new");
  });
  it("keeps an existing file's permission bits", () => {
    writeFileSync(join(dir, "private.json"), "old");
    chmodSync(join(dir, "private.json"), 0o600);
    writeFileAtomic(join(dir, "private.json"), "new");
    expect(statSync(join(dir, "private.json")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, "private.json"), "utf8")).toBe("new");
  });
});
