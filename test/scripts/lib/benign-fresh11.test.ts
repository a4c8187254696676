// The eleventh fresh benign set's selection rule: set 10's classes with its own salt and split, then files in other languages.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { pick10 } from "../../../scripts/lib/benign-fresh10.ts";
import {
  fresh11Content,
  isLocalized11,
  LOCALIZED_PATH11,
  nonLatinShare,
  pick11,
  type Source11,
  select11,
  selectClasses11,
} from "../../../scripts/lib/benign-fresh11.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("LOCALIZED_PATH11", () => {
  test.each([
    ["docs/zh-CN/guide.md", true],
    ["README.zh-CN.md", true],
    ["README_ja.md", true],
    ["readme-ko.md", true],
    ["docs/guide.fr.md", true],
    ["locales/de.json", true],
    ["src/i18n/pt_BR.json", true],
    ["po/sr@latin.po", true],
    ["root/usr/share/man/de/man1/ls.1.gz", true],
    ["root/usr/share/man/pt_BR/man8/mount.8.gz", true],
    ["root/usr/share/doc/foo/README.fr", true],
    ["README.md", false],
    ["docs/guide.md", false],
    ["locales/en.json", false],
    ["README.en.md", false],
    ["src/de/index.js", false],
    ["root/usr/share/man/man1/ls.1.gz", false],
    ["lib/model.md", false],
    ["docs/get-started.md", false],
  ])("%s -> %s", (path, want) => {
    expect(LOCALIZED_PATH11.test(path)).toBe(want);
  });
});

describe("nonLatinShare and isLocalized11", () => {
  test.each([
    ["Install the package and run it.", 0],
    ["安装依赖后运行服务器。", 1],
    ["Запустите сервер", 1],
    ["", 0],
  ])("%s -> %d", (text, want) => {
    expect(nonLatinShare(text)).toBeCloseTo(want);
  });

  test("prose whose letters are mostly not Latin is localized whatever its path; code and English prose are not", () => {
    const zh = "# 简介\n\n这是一个用于查询菜谱的服务器。run `npx howto`.";
    expect(isLocalized11("README.md", () => zh)).toBe(true);
    expect(isLocalized11("src/index.js", () => zh)).toBe(false);
    expect(isLocalized11("README.md", () => "# Intro\n\nA recipe server.")).toBe(false);
  });
});

const gz = (dir: string, rel: string, text: string): void => {
  writeTree(dir, { [rel]: "" });
  writeFileSync(join(dir, rel), gzipSync(Buffer.from(text, "utf8")));
};

describe("select11", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from set 10's", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick11(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick11([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(pick10(rels, [{ test: () => true, cap: 5 }])).not.toEqual(got);
  });

  test("an npm AI package: set 10's classes (salted fresh11), then up to 3 localized files of those left, all in tune11", () => {
    const dir = makeTempDir("fresh11-npm");
    try {
      const tree: Record<string, string> = { "AGENTS.md": "# Rules" };
      for (let i = 0; i < 12; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 5; i++) tree[`docs/zh-CN/p${i}.md`] = `# 第${i}页\n\n说明。`;
      tree["README.md"] = "# Tool\n\nUse it.";
      writeTree(dir, tree);
      const s: Source11 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = select11(s, dir);
      const first = new Set(selectClasses11(s, dir).map((f) => f.path));
      const more = files.filter((f) => !first.has(f.path));
      expect(more).toHaveLength(3);
      for (const f of more) expect(f.path).toMatch(/^docs\/zh-CN\//);
      expect(files.filter((f) => f.path.startsWith("src/"))).toHaveLength(10);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune11"]));
      expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
      for (const f of files) expect(f.sha256, f.path).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      removeDir(dir);
    }
  });

  test("an npm docs package takes up to 6 localized files; one without any takes none", () => {
    const dir = makeTempDir("fresh11-docs");
    try {
      const tree: Record<string, string> = { "README.md": "# UI\n" };
      for (let i = 0; i < 20; i++) tree[`docs/p${i}.md`] = `## p${i}\n`;
      // message catalogs: no class of set 10 takes them, so the localized class sees all eight
      for (const l of ["de", "fr", "ja", "ko", "ru", "es", "it", "zh_CN"])
        tree[`po/${l}.po`] = `msgid "Save"\nmsgstr "${l}"\n`;
      writeTree(dir, tree);
      const s: Source11 = { name: "ui@2.0.0", from: { npm: "ui@2.0.0" }, kind: "framework-docs", licence: "MIT" };
      const first = new Set(selectClasses11(s, dir).map((f) => f.path));
      const more = select11(s, dir).filter((f) => !first.has(f.path));
      expect(more).toHaveLength(6);
      for (const f of more) expect(f.path).toMatch(/^po\/[a-zA-Z_]+\.po$/);
    } finally {
      removeDir(dir);
    }
    const plain = makeTempDir("fresh11-plain");
    try {
      writeTree(plain, { "README.md": "# Queue\n", "docs/a.md": "## a\n" });
      const s: Source11 = { name: "q@1.0.0", from: { npm: "q@1.0.0" }, kind: "framework-docs", licence: "MIT" };
      expect(select11(s, plain).map((f) => f.path)).toEqual(selectClasses11(s, plain).map((f) => f.path));
    } finally {
      removeDir(plain);
    }
  });

  test("a Debian binary package: localized man pages (at most 8) rendered as UTF-8 text, not read as Latin-1", () => {
    const dir = makeTempDir("fresh11-deb");
    try {
      writeTree(dir, { "control/postinst": "#!/bin/sh\nset -e\n" });
      for (let i = 0; i < 10; i++)
        gz(dir, `root/usr/share/man/de/man1/t${i}.1.gz`, `.TH T${i} 1\n.SH NAME\nt${i} \\- Äpfel über Größe\n`);
      gz(dir, "root/usr/share/man/man1/t.1.gz", ".TH T 1\n.SH NAME\nt \\- tool\n");
      const s: Source11 = {
        name: "deb:t=1",
        from: { deb: "t=1", suite: "trixie" },
        kind: "debian-script",
        licence: "",
      };
      const files = select11(s, dir);
      const de = files.filter((f) => f.path.includes("/man/de/"));
      expect(de).toHaveLength(8);
      for (const f of de) expect(f.kind).toBe("debian-man");
      const text = fresh11Content(dir, de[0]?.path ?? "", "debian-man").toString("utf8");
      expect(text).toContain("Äpfel über Größe");
      expect(text).not.toContain("Ã");
      // the English page is rendered as earlier sets render it
      const en = files.find((f) => f.path === "root/usr/share/man/man1/t.1.gz");
      expect(en?.kind).toBe("debian-man");
    } finally {
      removeDir(dir);
    }
  });

  test("a Debian source tree: CI files as set 10 takes them, then up to 4 localized files as debian-doc", () => {
    const dir = makeTempDir("fresh11-src");
    try {
      const tree: Record<string, string> = {
        ".github/workflows/build.yml": "on: push\njobs: {}\n",
        Makefile: "all:\n\tcc -o a a.c\n",
        "doc/README.md": "# Editor\n",
      };
      for (const l of ["de", "fr", "ja", "pl", "ru", "uk"]) tree[`po/${l}.po`] = `msgid "Save"\nmsgstr "${l}"\n`;
      writeTree(dir, tree);
      const s: Source11 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      const files = select11(s, dir);
      const po = files.filter((f) => f.path.startsWith("po/"));
      expect(po).toHaveLength(4);
      for (const f of po) expect([f.kind, f.split]).toEqual(["debian-doc", "tune11"]);
      expect(files.some((f) => f.path === ".github/workflows/build.yml")).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});
