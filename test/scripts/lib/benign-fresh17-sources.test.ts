// The seventeenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES17 } from "../../../scripts/lib/benign-fresh17-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

/** the source files (rules and lists) of sets 1-16, the second lists of sets 15 and 16 included */
function earlierLists(): string {
  return readdirSync(join(repoRoot, "scripts", "lib"))
    .filter((f) => {
      const m = /^benign-fresh(\d+)b?(?:-sources)?\.ts$/.exec(f);
      return m !== null && Number(m[1]) < 17;
    })
    .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
    .join("\n");
}

describe("SOURCES17", () => {
  freshSourceTests(SOURCES17);
  originSourceTests(SOURCES17, 17);

  test("no source is in the lists of sets 1-16 (15b and 16b included) and no npm source shares a scope with a name in them", () => {
    const lists = earlierLists();
    expect(lists).toContain("SOURCES15B");
    expect(lists).toContain("SOURCES16B");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES17.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = SOURCES17.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
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
    const debs = SOURCES17.filter((s) => s.name.startsWith("deb:")).map((s) => bare(s.name));
    expect(debs.filter((n) => installed.has(n))).toEqual([]);
  });

  test("sources picked by language first: 17 Debian packages and 24 npm docs packages mostly not in English", () => {
    const names = SOURCES17.map((s) => s.name);
    for (const n of [
      "deb:live-config-doc=",
      "deb:debian-handbook=",
      "deb:namazu2=",
      "deb:zh-autoconvert=",
      "deb:librime-data=",
      "captain-ui@",
      "textlint-rule-ja-no-orthographic-variants@",
      "react-dadata@",
      "taraskevizer@",
      "krds-uiux@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("sources for shell scripts: 36 Debian binary packages, 9 source trees, 6 npm packages that ship scripts", () => {
    const names = SOURCES17.map((s) => s.name);
    for (const n of [
      "deb:live-config=",
      "deb:grml-debootstrap=",
      "deb:zsh-antigen=",
      "deb:mksh=",
      "deb:dkms=",
      "deb:backupninja=",
      "debsrc:sharness=",
      "debsrc:zplug=",
      "debsrc:wireguard=",
      "speckit@",
      "djo-shell@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("counts by origin: 77 npm AI packages, 30 npm docs packages, 53 Debian binary packages, 9 source trees", () => {
    expect(SOURCES17.filter((s) => s.kind === "ai-source")).toHaveLength(77);
    expect(SOURCES17.filter((s) => s.kind === "framework-docs")).toHaveLength(30);
    expect(SOURCES17.filter((s) => s.name.startsWith("deb:"))).toHaveLength(53);
    expect(SOURCES17.filter((s) => s.name.startsWith("debsrc:"))).toHaveLength(9);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES17) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
