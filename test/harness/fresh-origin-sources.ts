// Shared checks of an npm + Debian fresh set's source list (sets 8 on): counts by origin, kinds, node_modules, earlier lists.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "./env.ts";

interface OriginSource {
  name: string;
  kind: string;
  from: object;
}

const npmName = (n: string): string => n.replace(/@[^@/]+$/, "");
const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

/** The source files (rules and lists) of the fresh sets numbered below `set`, as one text. */
function earlierLists(set: number): string {
  return readdirSync(join(repoRoot, "scripts", "lib"))
    .filter((f) => {
      const m = /^benign-fresh(\d+)(?:-sources)?\.ts$/.exec(f);
      return m !== null && Number(m[1]) < set;
    })
    .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
    .join("\n");
}

/**
 * The tests of set `set`'s npm + Debian source list, inside the caller's describe block. `listsFrom`: the first set
 * whose tests also check the earlier sets' source lists (names written down but never fetched count too).
 */
export function originSourceTests(sources: readonly OriginSource[], set: number, listsFrom = 9): void {
  test("80-110 npm packages, most of them AI code, and 40-70 Debian trixie packages", () => {
    const npm = sources.filter((s) => "npm" in s.from);
    expect(npm.length).toBeGreaterThanOrEqual(80);
    expect(npm.length).toBeLessThanOrEqual(110);
    expect(npm.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(70);
    expect(npm.filter((s) => s.kind === "framework-docs").length).toBeGreaterThanOrEqual(20);
    const debian = sources.filter((s) => s.name.startsWith("deb"));
    expect(debian.length).toBeGreaterThanOrEqual(40);
    expect(debian.length).toBeLessThanOrEqual(70);
    expect(sources.filter((s) => s.name.startsWith("debsrc:")).length).toBeGreaterThanOrEqual(8);
  });

  if (set >= listsFrom)
    test(`no source was in an earlier set's source list, fetched or not (the source files of sets 1-${set - 1})`, () => {
      const lists = earlierLists(set);
      const quoted = (n: string): boolean =>
        lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
      expect(sources.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    });

  test("kinds follow the origin: npm AI or docs, Debian binary packages as scripts, source trees as CI", () => {
    for (const s of sources) {
      if ("npm" in s.from) expect(["ai-source", "framework-docs"], s.name).toContain(s.kind);
      else if ("deb" in s.from) expect(s.kind, s.name).toBe("debian-script");
      else expect(s.kind, s.name).toBe("ci-config");
    }
  });

  test("no npm source is a package of node_modules or shares a scope with one", () => {
    const nm = join(repoRoot, "node_modules");
    if (!existsSync(nm)) return;
    const top = readdirSync(nm);
    const scopes = new Set(top.filter((n) => n.startsWith("@")));
    const names = new Set([
      ...top.filter((n) => !n.startsWith("@")),
      ...[...scopes].flatMap((sc) => readdirSync(join(nm, sc)).map((n) => `${sc}/${n}`)),
    ]);
    const npm = sources.filter((s) => "npm" in s.from).map((s) => npmName(s.name));
    expect(npm.filter((n) => names.has(n))).toEqual([]);
    expect(npm.filter((n) => n.startsWith("@") && scopes.has(n.split("/")[0] ?? ""))).toEqual([]);
  });
}
