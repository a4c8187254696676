// The eighteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES18 } from "../../../scripts/lib/benign-fresh18-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

/** the source files (rules and lists) of sets 1-17, the second lists of sets 15 and 16 included */
function earlierLists(): string {
  return readdirSync(join(repoRoot, "scripts", "lib"))
    .filter((f) => {
      const m = /^benign-fresh(\d+)b?(?:-sources)?\.ts$/.exec(f);
      return m !== null && Number(m[1]) < 18;
    })
    .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
    .join("\n");
}

describe("SOURCES18", () => {
  freshSourceTests(SOURCES18);
  originSourceTests(SOURCES18, 18);

  test("no source is in the lists of sets 1-17 (15b and 16b included) and no npm source shares a scope with a name in them", () => {
    const lists = earlierLists();
    expect(lists).toContain("SOURCES15B");
    expect(lists).toContain("SOURCES16B");
    expect(lists).toContain("SOURCES17");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES18.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = SOURCES18.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });

  test("no Debian source is a package installed on this machine", () => {
    let installed: Set<string>;
    try {
      installed = new Set(
        execFileSync("dpkg-query", ["-W", "-f", "${Package}\\n"], { encoding: "utf8" }).split("\n").filter(Boolean),
      );
    } catch {
      return; // no dpkg here: nothing to compare
    }
    const debs = SOURCES18.filter((s) => s.name.startsWith("deb:")).map((s) => bare(s.name));
    expect(debs.filter((n) => installed.has(n))).toEqual([]);
  });

  test("sources picked by language first: 15 AI packages by Chinese authors, 28 docs packages, 33 Debian packages", () => {
    const names = SOURCES18.map((s) => s.name);
    for (const n of [
      "@midscene/web@",
      "dify-client@",
      "tencentcloud-sdk-nodejs-hunyuan@",
      "mockjs@",
      "textlint-rule-ja-no-abusage@",
      "josa-complete@",
      "eyo-kernel@",
      "deb:sysvinit-core=",
      "deb:help2man=",
      "deb:live-boot-doc=",
      "deb:wl=",
      "deb:ibus-chewing=",
      "deb:nabi=",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("sources for shell scripts: 28 Debian binary packages, 9 source trees, 6 npm packages that ship scripts", () => {
    const names = SOURCES18.map((s) => s.name);
    for (const n of [
      "deb:orphan-sysvinit-scripts=",
      "deb:laptop-mode-tools=",
      "deb:backup-manager=",
      "deb:grub-common=",
      "deb:fai-client=",
      "debsrc:bash-unit=",
      "debsrc:password-store=",
      "urchin@",
      "shell-source@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("counts by origin: 72 npm AI packages, 34 npm docs packages, 61 Debian binary packages, 9 source trees", () => {
    expect(SOURCES18.filter((s) => s.kind === "ai-source")).toHaveLength(72);
    expect(SOURCES18.filter((s) => s.kind === "framework-docs")).toHaveLength(34);
    expect(SOURCES18.filter((s) => s.name.startsWith("deb:"))).toHaveLength(61);
    expect(SOURCES18.filter((s) => s.name.startsWith("debsrc:"))).toHaveLength(9);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES18) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
