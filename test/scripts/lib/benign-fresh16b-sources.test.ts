// The sixteenth fresh benign set's second source list: exact versions, no package or npm scope of an earlier set, of set 16's first list or of node_modules.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES16 } from "../../../scripts/lib/benign-fresh16-sources.ts";
import { SOURCES16B } from "../../../scripts/lib/benign-fresh16b-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

describe("SOURCES16B", () => {
  freshSourceTests(SOURCES16B);

  test("no source is in set 16's first list or in the source lists of sets 1-15, 15b included (names and npm scopes)", () => {
    const first = new Set(SOURCES16.map((s) => bare(s.name)));
    expect(SOURCES16B.filter((s) => first.has(bare(s.name)))).toEqual([]);
    const lists = readdirSync(join(repoRoot, "scripts", "lib"))
      .filter((f) => {
        const m = /^benign-fresh(\d+)b?(?:-sources)?\.ts$/.exec(f);
        return m !== null && Number(m[1]) < 16;
      })
      .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
      .join("\n");
    expect(lists).toContain("SOURCES15B");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES16B.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = SOURCES16B.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });

  test("no npm source is a package of node_modules or shares a scope with one", () => {
    const nm = join(repoRoot, "node_modules");
    if (!existsSync(nm)) return;
    const top = readdirSync(nm);
    const npm = SOURCES16B.filter((s) => "npm" in s.from).map((s) => bare(s.name));
    expect(npm.filter((n) => top.includes(n) || (n.startsWith("@") && top.includes(n.split("/")[0] ?? "")))).toEqual(
      [],
    );
    const scoped = npm.filter((n) => n.startsWith("@"));
    for (const n of scoped) expect(existsSync(join(nm, n)), n).toBe(false);
  });

  test("27 npm docs packages and 2 Debian binary packages, chosen by language; exact versions", () => {
    expect(SOURCES16B.filter((s) => "npm" in s.from && s.kind === "framework-docs")).toHaveLength(27);
    expect(SOURCES16B.filter((s) => s.name.startsWith("deb:"))).toHaveLength(2);
    for (const s of SOURCES16B) {
      if ("npm" in s.from) expect(s.from.npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
});
