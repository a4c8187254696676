// The twelfth fresh benign set's selection rule: set 11's classes with its own salt and split, then tool output.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { pick11 } from "../../../scripts/lib/benign-fresh11.ts";
import {
  pick12,
  type Source12,
  select12,
  selectLanguage12,
  TOOL_OUTPUT12,
} from "../../../scripts/lib/benign-fresh12.ts";
import { makeTempDir, removeDir, writeTree } from "../../harness/env.ts";

describe("TOOL_OUTPUT12", () => {
  test.each([
    ["test/fixtures/ci/build.log", true],
    ["logs/run-1.txt", true],
    ["CHANGELOG.md", true],
    ["HISTORY.md", true],
    ["root/usr/share/doc/foo/changelog.Debian.gz", true],
    ["root/usr/share/doc/foo/NEWS.gz", true],
    ["release-notes.md", true],
    [".github/ISSUE_TEMPLATE/bug_report.yml", true],
    [".github/pull_request_template.md", true],
    ["openapi.yaml", true],
    ["spec/swagger.json", true],
    ["test/fixtures/mail/reply.eml", true],
    ["samples/meeting.ics", true],
    ["contacts/alice.vcf", true],
    ["test/__snapshots__/render.test.js.snap", true],
    ["test/fixtures/github/issue.json", true],
    ["__mocks__/responses/completion.json", true],
    ["testdata/repo.yaml", true],
    ["README.md", false],
    ["src/changelog.ts", false],
    ["src/fixtures.ts", false],
    ["docs/guide.md", false],
    ["config/app.json", false],
    [".github/workflows/ci.yml", false],
    ["package.json", false],
  ])("%s -> %s", (path, want) => {
    expect(TOOL_OUTPUT12.test(path)).toBe(want);
  });
});

const gz = (dir: string, rel: string, text: string): void => {
  writeTree(dir, { [rel]: "" });
  writeFileSync(join(dir, rel), gzipSync(Buffer.from(text, "utf8")));
};

describe("select12", () => {
  test("picks are sorted and reproducible whatever the input order, and salted apart from set 11's", () => {
    const rels = Array.from({ length: 40 }, (_, i) => `f${i}.md`);
    const got = pick12(rels, [{ test: () => true, cap: 5 }]);
    expect(got).toHaveLength(5);
    expect(got).toEqual([...got].sort());
    expect(pick12([...rels].reverse(), [{ test: () => true, cap: 5 }])).toEqual(got);
    expect(pick11(rels, [{ test: () => true, cap: 5 }])).not.toEqual(got);
  });

  test("an npm AI package: set 11's classes, then up to 4 tool-output files of those left, all in tune12", () => {
    const dir = makeTempDir("fresh12-npm");
    try {
      const tree: Record<string, string> = { "AGENTS.md": "# Rules", "README.md": "# Tool\n\nUse it." };
      for (let i = 0; i < 12; i++) tree[`src/t${i}.js`] = `server.registerTool("t${i}", { inputSchema: {} });`;
      for (let i = 0; i < 6; i++) tree[`test/fixtures/r${i}.json`] = `{"id": ${i}, "status": "ok"}`;
      tree["CHANGELOG.md"] = "## 1.0.0\n\n- first release\n";
      tree["package-lock.json"] = "{}";
      writeTree(dir, tree);
      const s: Source12 = { name: "@x/y@1.0.0", from: { npm: "@x/y@1.0.0" }, kind: "ai-source", licence: "MIT" };
      const files = select12(s, dir);
      const first = new Set(selectLanguage12(s, dir).map((f) => f.path));
      const more = files.filter((f) => !first.has(f.path));
      expect(more).toHaveLength(4);
      for (const f of more) expect(f.path).toMatch(/^test\/fixtures\/|^CHANGELOG\.md$/);
      expect(new Set(files.map((f) => `${f.unit} ${f.split}`))).toEqual(new Set(["@x/y tune12"]));
      expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
      for (const f of files) expect(f.sha256, f.path).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      removeDir(dir);
    }
  });

  test("an npm docs package takes up to 6 tool-output files; one without any takes none", () => {
    const dir = makeTempDir("fresh12-docs");
    try {
      const tree: Record<string, string> = { "README.md": "# Mail\n" };
      for (let i = 0; i < 9; i++) tree[`test/fixtures/m${i}.eml`] = `From: a@example.net\nSubject: ${i}\n\nHello\n`;
      writeTree(dir, tree);
      const s: Source12 = { name: "m@2.0.0", from: { npm: "m@2.0.0" }, kind: "framework-docs", licence: "MIT" };
      const first = new Set(selectLanguage12(s, dir).map((f) => f.path));
      const more = select12(s, dir).filter((f) => !first.has(f.path));
      expect(more).toHaveLength(6);
      for (const f of more) expect(f.path).toMatch(/\.eml$/);
    } finally {
      removeDir(dir);
    }
    const plain = makeTempDir("fresh12-plain");
    try {
      writeTree(plain, { "README.md": "# Queue\n", "docs/a.md": "## a\n" });
      const s: Source12 = { name: "q@1.0.0", from: { npm: "q@1.0.0" }, kind: "framework-docs", licence: "MIT" };
      expect(select12(s, plain).map((f) => f.path)).toEqual(selectLanguage12(s, plain).map((f) => f.path));
    } finally {
      removeDir(plain);
    }
  });

  test("a Debian binary package: up to 2 change logs or NEWS from /usr/share/doc as debian-doc, gunzipped", () => {
    const dir = makeTempDir("fresh12-deb");
    try {
      writeTree(dir, { "control/postinst": "#!/bin/sh\nset -e\n" });
      gz(dir, "root/usr/share/doc/t/changelog.Debian.gz", "t (1-1) unstable; urgency=medium\n\n  * Initial.\n");
      gz(dir, "root/usr/share/doc/t/changelog.gz", "1.0: first\n");
      gz(dir, "root/usr/share/doc/t/NEWS.gz", "News of t\n");
      const s: Source12 = {
        name: "deb:t=1",
        from: { deb: "t=1", suite: "trixie" },
        kind: "debian-script",
        licence: "",
      };
      const files = select12(s, dir);
      const docs = files.filter((f) => f.path.startsWith("root/usr/share/doc/t/"));
      expect(docs.length).toBeGreaterThanOrEqual(2);
      const first = new Set(selectLanguage12(s, dir).map((f) => f.path));
      const more = files.filter((f) => !first.has(f.path));
      expect(more.length).toBeLessThanOrEqual(2);
      expect(more.length).toBeGreaterThan(0);
      for (const f of more) expect([f.kind, f.split]).toEqual(["debian-doc", "tune12"]);
    } finally {
      removeDir(dir);
    }
  });

  test("a Debian source tree: set 11's classes, then up to 4 tool-output files as debian-doc", () => {
    const dir = makeTempDir("fresh12-src");
    try {
      const tree: Record<string, string> = {
        ".github/workflows/build.yml": "on: push\njobs: {}\n",
        ".github/ISSUE_TEMPLATE/bug.md": "## Steps to reproduce\n",
        CHANGES: "3.5a: fixes\n",
        Makefile: "all:\n\tcc -o a a.c\n",
      };
      for (let i = 0; i < 6; i++) tree[`tests/testdata/out${i}.txt`] = `line ${i}\n`;
      writeTree(dir, tree);
      const s: Source12 = {
        name: "debsrc:z=2",
        from: { debsrc: "z=2", suite: "trixie" },
        kind: "ci-config",
        licence: "",
      };
      const files = select12(s, dir);
      const first = new Set(selectLanguage12(s, dir).map((f) => f.path));
      const more = files.filter((f) => !first.has(f.path));
      expect(more).toHaveLength(4);
      for (const f of more) expect([f.kind, f.split]).toEqual(["debian-doc", "tune12"]);
      expect(files.some((f) => f.path === ".github/workflows/build.yml")).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});
