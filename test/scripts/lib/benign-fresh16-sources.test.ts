// The sixteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES16 } from "../../../scripts/lib/benign-fresh16-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

/** the source files (rules and lists) of sets 1-15, set 15's second list (benign-fresh15b-sources.ts) included */
function earlierLists(): string {
  return readdirSync(join(repoRoot, "scripts", "lib"))
    .filter((f) => {
      const m = /^benign-fresh(\d+)b?(?:-sources)?\.ts$/.exec(f);
      return m !== null && Number(m[1]) < 16;
    })
    .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
    .join("\n");
}

describe("SOURCES16", () => {
  freshSourceTests(SOURCES16);
  originSourceTests(SOURCES16, 16);

  test("no source is in set 15's second list and no npm source shares a scope with a name in sets 1-15's lists", () => {
    const lists = earlierLists();
    expect(lists).toContain("SOURCES15B");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES16.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = SOURCES16.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });

  test("sources picked by language first: 24 Debian packages of translated man pages and manuals, 26 npm packages mostly not in English", () => {
    const names = SOURCES16.map((s) => s.name);
    expect(
      names.filter((n) =>
        /^deb:(?:util-linux-locales|kicad-doc|linuxcnc-doc|debian-edu-doc|aptitude-common|schroot|im-config|ddskk|fcitx5|ibus|debconf-i18n|apt-doc|wdiff|recode|mecab-utils)[a-z-]*=/.test(
          n,
        ),
      ),
    ).toHaveLength(24);
    for (const n of [
      "@lobehub/chat@",
      "koishi@",
      "@sberdevices/assistant-client@",
      "textlint-rule-preset-ja-technical-writing@",
      "pinyin-pro@",
      "wechatpay-node-v3@",
      "@evo/eslint-config-uaprom@",
      "dooring-core-domain@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("sources for shell scripts: 28 Debian binary packages, 14 source trees, 9 npm packages that ship scripts", () => {
    const names = SOURCES16.map((s) => s.name);
    for (const n of [
      "deb:xdg-utils=",
      "deb:bash-completion=",
      "deb:dracut-core=",
      "deb:initramfs-tools-core=",
      "deb:isc-dhcp-client=",
      "deb:ifupdown=",
      "deb:yadm=",
      "deb:rcm=",
      "debsrc:rbenv=",
      "debsrc:zsh-syntax-highlighting=",
      "spaceship-prompt@",
      "task-library@",
      "npm-completion@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("counts by origin: 72 npm AI packages, 35 npm docs packages, 52 Debian binary packages, 14 source trees", () => {
    expect(SOURCES16.filter((s) => s.kind === "ai-source")).toHaveLength(72);
    expect(SOURCES16.filter((s) => s.kind === "framework-docs")).toHaveLength(35);
    expect(SOURCES16.filter((s) => s.name.startsWith("deb:"))).toHaveLength(52);
    expect(SOURCES16.filter((s) => s.name.startsWith("debsrc:"))).toHaveLength(14);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES16) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
