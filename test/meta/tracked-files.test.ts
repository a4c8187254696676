// The repository tracks no symbolic links: a worktree's link to another checkout's node_modules or fetched files, once
// committed, replaces those directories in every checkout that merges it (round 21 lost main's fetched real files so).

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../harness/env.ts";

/** Tracked paths whose index mode is a symbolic link (120000), from `git ls-files -s` output. */
export function trackedLinks(lsFilesStage: string): string[] {
  return lsFilesStage
    .split("\n")
    .filter((l) => l.startsWith("120000 "))
    .map((l) => l.slice(l.indexOf("\t") + 1));
}

describe("tracked files", () => {
  test("the parser finds links and nothing else", () => {
    const out = [
      "100644 4b825dc642cb6eb9a060e54bf8d69288fbee4904 0\tREADME.md",
      "120000 cf4f2f5b5bb963b93e5cd6bd1dbd54cd2f41dec0 0\tnode_modules",
      "100755 4b825dc642cb6eb9a060e54bf8d69288fbee4904 0\tbin/pi-sentinel.mjs",
    ].join("\n");
    expect(trackedLinks(out)).toEqual(["node_modules"]);
    expect(trackedLinks("")).toEqual([]);
  });

  test("no symbolic link is tracked (git ls-files -s has no mode 120000)", () => {
    const r = spawnSync("git", ["ls-files", "-s"], { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) return; // not a git checkout (a packed tarball): nothing to check
    expect(trackedLinks(r.stdout)).toEqual([]);
  });

  test("node_modules and the fetched real files are ignored whether directory or link", () => {
    const top = readFileSync(join(repoRoot, ".gitignore"), "utf8").split("\n");
    expect(top).toContain("node_modules");
    const fresh = readFileSync(join(repoRoot, "eval", "benign-fresh", ".gitignore"), "utf8").split("\n");
    expect(fresh).toContain("files");
  });
});
