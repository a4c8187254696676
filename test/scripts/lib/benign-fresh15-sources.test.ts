// The fifteenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES15 } from "../../../scripts/lib/benign-fresh15-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES15", () => {
  freshSourceTests(SOURCES15);
  originSourceTests(SOURCES15, 15);

  test("no npm source shares a scope with a name in the source lists of sets 1-14 (fetched or not)", () => {
    const lists = readdirSync(join(repoRoot, "scripts", "lib"))
      .filter((f) => {
        const m = /^benign-fresh(\d+)(?:-sources)?\.ts$/.exec(f);
        return m !== null && Number(m[1]) < 15;
      })
      .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
      .join("\n");
    const scoped = SOURCES15.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });

  test("sources picked by language first: 34 translated manuals and man-page sets, 18 npm docs packages mostly not in English", () => {
    const names = SOURCES15.map((s) => s.name);
    expect(
      names.filter((n) =>
        /^deb:(?:manpages|debian-policy|debian-faq|maint-guide|developers-reference|debian-reference|aptitude-doc|debian-edu-doc|kicad-doc|linuxcnc-doc|instead-doc|udo-doc)-[a-z-]+=/.test(
          n,
        ),
      ),
    ).toHaveLength(34);
    for (const n of [
      "deb:installation-guide-amd64=",
      "deb:dos2unix=",
      "deb:uidmap=",
      "deb:translate-toolkit=",
      "openclaw-cn@",
      "@nocobase/plugin-ai@",
      "apifox-mcp-server@",
      "textlint-rule-preset-ai-writing@",
      "form-render@",
      "moysklad@",
      "@umijs/openapi@",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("sources whose files read as tool output or are edited in projects: mail, calendar, office, API specs, CI, change logs", () => {
    const names = SOURCES15.map((s) => s.name);
    for (const n of [
      "datebook@",
      "icalendar@",
      "vcards-js@",
      "eml-parse-js@",
      "node-mbox@",
      "pptxgenjs@",
      "@directus/specs@",
      "keep-a-changelog@",
      "deb:python3-jenkins=",
      "deb:python3-openapi-core=",
      "deb:python3-recurring-ical-events=",
      "deb:python3-junit.xml=",
      "deb:towncrier=",
      "debsrc:meld=",
    ])
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });

  test("counts by origin: 70 npm AI packages, 32 npm docs packages, 50 Debian binary packages, 13 source trees", () => {
    expect(SOURCES15.filter((s) => s.kind === "ai-source")).toHaveLength(70);
    expect(SOURCES15.filter((s) => s.kind === "framework-docs")).toHaveLength(32);
    expect(SOURCES15.filter((s) => s.name.startsWith("deb:"))).toHaveLength(50);
    expect(SOURCES15.filter((s) => s.name.startsWith("debsrc:"))).toHaveLength(13);
  });

  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of SOURCES15) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
