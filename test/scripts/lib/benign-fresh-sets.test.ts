// The selection rule of fresh benign sets 16 to 39 (set 12's classes, then up to 4 shell scripts), each with its own salt and split.

import { describe, expect, test } from "vitest";
import { pick14 } from "../../../scripts/lib/benign-fresh14.ts";
import { pick15 } from "../../../scripts/lib/benign-fresh15.ts";
import { pick16, SHELL_PATH16, select16 } from "../../../scripts/lib/benign-fresh16.ts";
import { pick17, SHELL_PATH17, select17 } from "../../../scripts/lib/benign-fresh17.ts";
import { pick18, SHELL_PATH18, select18 } from "../../../scripts/lib/benign-fresh18.ts";
import { pick19, SHELL_PATH19, select19 } from "../../../scripts/lib/benign-fresh19.ts";
import { pick20, SHELL_PATH20, select20 } from "../../../scripts/lib/benign-fresh20.ts";
import { pick21, SHELL_PATH21, select21 } from "../../../scripts/lib/benign-fresh21.ts";
import { pick22, SHELL_PATH22, select22 } from "../../../scripts/lib/benign-fresh22.ts";
import { pick23, SHELL_PATH23, select23 } from "../../../scripts/lib/benign-fresh23.ts";
import { pick24, SHELL_PATH24, select24 } from "../../../scripts/lib/benign-fresh24.ts";
import { pick25, SHELL_PATH25, select25 } from "../../../scripts/lib/benign-fresh25.ts";
import { pick26, SHELL_PATH26, select26 } from "../../../scripts/lib/benign-fresh26.ts";
import { pick27, SHELL_PATH27, select27 } from "../../../scripts/lib/benign-fresh27.ts";
import { pick28, SHELL_PATH28, select28 } from "../../../scripts/lib/benign-fresh28.ts";
import { pick29, SHELL_PATH29, select29 } from "../../../scripts/lib/benign-fresh29.ts";
import { pick30, SHELL_PATH30, select30 } from "../../../scripts/lib/benign-fresh30.ts";
import { pick31, SHELL_PATH31, select31 } from "../../../scripts/lib/benign-fresh31.ts";
import { pick32, SHELL_PATH32, select32 } from "../../../scripts/lib/benign-fresh32.ts";
import { pick33, SHELL_PATH33, select33 } from "../../../scripts/lib/benign-fresh33.ts";
import { pick34, SHELL_PATH34, select34 } from "../../../scripts/lib/benign-fresh34.ts";
import { pick35, SHELL_PATH35, select35 } from "../../../scripts/lib/benign-fresh35.ts";
import { pick36, SHELL_PATH36, select36 } from "../../../scripts/lib/benign-fresh36.ts";
import { pick37, SHELL_PATH37, select37 } from "../../../scripts/lib/benign-fresh37.ts";
import { pick38, SHELL_PATH38, select38 } from "../../../scripts/lib/benign-fresh38.ts";
import { pick39, SHELL_PATH39, select39 } from "../../../scripts/lib/benign-fresh39.ts";
import { pick40, SHELL_PATH40, select40 } from "../../../scripts/lib/benign-fresh40.ts";
import { pick41, SHELL_PATH41, select41 } from "../../../scripts/lib/benign-fresh41.ts";
import type { SetSource } from "../../../scripts/lib/benign-set-pick.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

type Pick = typeof pick16;

interface FreshSet {
  set: number;
  pick: Pick;
  shellPath: RegExp;
  select: (
    s: SetSource,
    base: string,
  ) => { path: string; split: string; kind?: string; unit: string; sha256: string }[];
  /** the split its files are written in (tuneN once a later round relabelled the set) */
  split: string;
  /** the two sets before it, whose salts its picks must differ from */
  before: [Pick, Pick];
}

const SETS: FreshSet[] = [
  { set: 16, pick: pick16, shellPath: SHELL_PATH16, select: select16, split: "tune16", before: [pick14, pick15] },
  { set: 17, pick: pick17, shellPath: SHELL_PATH17, select: select17, split: "tune17", before: [pick15, pick16] },
  { set: 18, pick: pick18, shellPath: SHELL_PATH18, select: select18, split: "tune18", before: [pick16, pick17] },
  { set: 19, pick: pick19, shellPath: SHELL_PATH19, select: select19, split: "tune19", before: [pick17, pick18] },
  { set: 20, pick: pick20, shellPath: SHELL_PATH20, select: select20, split: "tune20", before: [pick18, pick19] },
  { set: 21, pick: pick21, shellPath: SHELL_PATH21, select: select21, split: "tune21", before: [pick19, pick20] },
  { set: 22, pick: pick22, shellPath: SHELL_PATH22, select: select22, split: "tune22", before: [pick20, pick21] },
  { set: 23, pick: pick23, shellPath: SHELL_PATH23, select: select23, split: "tune23", before: [pick21, pick22] },
  { set: 24, pick: pick24, shellPath: SHELL_PATH24, select: select24, split: "tune24", before: [pick22, pick23] },
  { set: 25, pick: pick25, shellPath: SHELL_PATH25, select: select25, split: "tune25", before: [pick23, pick24] },
  { set: 26, pick: pick26, shellPath: SHELL_PATH26, select: select26, split: "tune26", before: [pick24, pick25] },
  { set: 27, pick: pick27, shellPath: SHELL_PATH27, select: select27, split: "tune27", before: [pick25, pick26] },
  { set: 28, pick: pick28, shellPath: SHELL_PATH28, select: select28, split: "tune28", before: [pick26, pick27] },
  { set: 29, pick: pick29, shellPath: SHELL_PATH29, select: select29, split: "tune29", before: [pick27, pick28] },
  { set: 30, pick: pick30, shellPath: SHELL_PATH30, select: select30, split: "tune30", before: [pick28, pick29] },
  { set: 31, pick: pick31, shellPath: SHELL_PATH31, select: select31, split: "tune31", before: [pick29, pick30] },
  { set: 32, pick: pick32, shellPath: SHELL_PATH32, select: select32, split: "tune32", before: [pick30, pick31] },
  { set: 33, pick: pick33, shellPath: SHELL_PATH33, select: select33, split: "tune33", before: [pick31, pick32] },
  { set: 34, pick: pick34, shellPath: SHELL_PATH34, select: select34, split: "tune34", before: [pick32, pick33] },
  { set: 35, pick: pick35, shellPath: SHELL_PATH35, select: select35, split: "tune35", before: [pick33, pick34] },
  { set: 36, pick: pick36, shellPath: SHELL_PATH36, select: select36, split: "tune36", before: [pick34, pick35] },
  { set: 37, pick: pick37, shellPath: SHELL_PATH37, select: select37, split: "tune37", before: [pick35, pick36] },
  { set: 38, pick: pick38, shellPath: SHELL_PATH38, select: select38, split: "tune38", before: [pick36, pick37] },
  { set: 39, pick: pick39, shellPath: SHELL_PATH39, select: select39, split: "tune39", before: [pick37, pick38] },
  { set: 40, pick: pick40, shellPath: SHELL_PATH40, select: select40, split: "tune40", before: [pick38, pick39] },
  { set: 41, pick: pick41, shellPath: SHELL_PATH41, select: select41, split: "holdout41", before: [pick39, pick40] },
];

const SHELL_PATHS: [string, boolean][] = [
  ["scripts/install.sh", true],
  ["lib/prompt.zsh", true],
  ["root/usr/share/bash-completion/completions/tool", true],
  ["root/usr/share/zsh/vendor-completions/_tool", true],
  ["completions/tool.bash", true],
  ["README.md", false],
  ["src/index.js", false],
];

describe.each(SETS)("select$set", ({ set, pick, shellPath, select, split, before }) => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from the two sets before", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    for (const other of before) expect(got).not.toEqual(other(rels, [{ test: () => true, cap: 5 }]));
  });

  test.each(SHELL_PATHS)(`SHELL_PATH${set} %s: %s`, (path, want) => {
    expect(shellPath.test(path)).toBe(want);
  });

  test(`an npm docs package: its docs and tool output, then up to 4 shell scripts (kind shell-script), all in ${split}`, () => {
    const dir = makeTempDir(`fresh${set}-`);
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# lib\n", "src/index.js": "x;\n" };
      for (let i = 0; i < 7; i++) tree[`scripts/s${i}.sh`] = `#!/bin/sh\necho ${i}\n`;
      for (let i = 0; i < 3; i++) tree[`bin/t${i}`] = `#!/usr/bin/env bash\necho t${i}\n`;
      writeTree(dir, tree);
      const s: SetSource = {
        name: "lib@1.0.0",
        from: { npm: "lib@1.0.0" },
        kind: "framework-docs",
        licence: "from its package.json",
      };
      const got = select(s, dir);
      expect(got.map((f) => f.path)).toContain("README.md");
      const shell = got.filter((f) => f.kind === "shell-script");
      // set 12's docs class may take up to 2 build files (shell scripts among them) and 3 ordinary files first
      expect(shell.length).toBeGreaterThanOrEqual(4);
      expect(got.filter((f) => f.path.startsWith("scripts/") || f.path.startsWith("bin/")).length).toBeLessThanOrEqual(
        9,
      );
      expect(new Set(got.map((f) => f.split))).toEqual(new Set([split]));
      expect(got.every((f) => f.unit === "lib" && /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
      expect(new Set(got.map((f) => f.path)).size).toBe(got.length);
    } finally {
      removeDir(dir);
    }
  });

  test("an npm AI package: up to 4 shell scripts after set 12's classes", () => {
    const dir = makeTempDir(`fresh${set}-`);
    try {
      const tree: Record<string, string> = { "package.json": "{}", "README.md": "# agent\n" };
      for (let i = 0; i < 6; i++) tree[`hooks/h${i}.sh`] = `#!/bin/bash\necho ${i}\n`;
      writeTree(dir, tree);
      const s: SetSource = { name: "agent@2.0.0", from: { npm: "agent@2.0.0" }, kind: "ai-source", licence: "x" };
      const got = select(s, dir);
      const shell = got.filter((f) => f.kind === "shell-script");
      expect(shell.length).toBeGreaterThanOrEqual(4);
      expect(shell.length).toBeLessThanOrEqual(6);
    } finally {
      removeDir(dir);
    }
  });
});
