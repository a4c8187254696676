// The fifteenth fresh benign set's second source list: exact versions, no package or npm scope of an earlier set, of set 15's first list or of node_modules.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES15 } from "../../../scripts/lib/benign-fresh15-sources.ts";
import { SOURCES15B } from "../../../scripts/lib/benign-fresh15b-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

describe("SOURCES15B", () => {
  freshSourceTests(SOURCES15B);

  test("no source is in set 15's first list or in the source lists of sets 1-14 (names and npm scopes)", () => {
    const first = new Set(SOURCES15.map((s) => bare(s.name)));
    expect(SOURCES15B.filter((s) => first.has(bare(s.name)))).toEqual([]);
    const lists = readdirSync(join(repoRoot, "scripts", "lib"))
      .filter((f) => {
        const m = /^benign-fresh(\d+)(?:-sources)?\.ts$/.exec(f);
        return m !== null && Number(m[1]) < 15;
      })
      .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
      .join("\n");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES15B.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = SOURCES15B.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });

  test("no npm source is a package of node_modules or shares a scope with one", () => {
    const nm = join(repoRoot, "node_modules");
    if (!existsSync(nm)) return;
    const top = readdirSync(nm);
    const npm = SOURCES15B.filter((s) => "npm" in s.from).map((s) => bare(s.name));
    expect(npm.filter((n) => top.includes(n) || (n.startsWith("@") && top.includes(n.split("/")[0] ?? "")))).toEqual(
      [],
    );
  });

  test("chosen by language: 18 npm docs packages, 5 KiCad manuals and apt-utils, kinds by origin", () => {
    expect(SOURCES15B.filter((s) => s.kind === "framework-docs")).toHaveLength(18);
    expect(SOURCES15B.filter((s) => /^deb:kicad-doc-[a-z]+=/.test(s.name))).toHaveLength(5);
    expect(SOURCES15B.some((s) => s.name.startsWith("deb:apt-utils="))).toBe(true);
    for (const s of SOURCES15B)
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.kind, s.name).toBe("debian-script");
  });
});
