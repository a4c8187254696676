// Shared checks of the source lists of fresh sets 16 on: not in earlier lists, not installed, named sources present, counts, exact versions.

import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "./env.ts";

interface Source {
  name: string;
  kind: string;
  from: object;
}

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

/** The source files (rules and lists, the second lists 15b and 16b included) of the fresh sets numbered below `set`. */
export function earlierLists(set: number): string {
  return readdirSync(join(repoRoot, "scripts", "lib"))
    .filter((f) => {
      const m = /^benign-fresh(\d+)b?(?:-sources)?\.ts$/.exec(f);
      return m !== null && Number(m[1]) < set;
    })
    .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
    .join("\n");
}

/**
 * No source of set `set` is quoted in the lists of the sets before it (names written down but never fetched count
 * too) and no npm source shares a scope with a name in them; `markers` are list names the read text must hold, so a
 * renamed file cannot make the check pass by reading nothing.
 */
export function notInEarlierListsTest(title: string, sources: readonly Source[], set: number, markers: string[]): void {
  test(title, () => {
    const lists = earlierLists(set);
    for (const m of markers) expect(lists).toContain(m);
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(sources.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
    const scoped = sources.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0] ?? "");
    expect(scoped.filter((sc) => lists.includes(`"${sc}/`))).toEqual([]);
  });
}

/** No Debian binary package of the list is installed on this machine (skipped where there is no dpkg). */
export function notInstalledTest(sources: readonly Source[]): void {
  test("no Debian source is a package installed on this machine", () => {
    let installed: Set<string>;
    try {
      installed = new Set(
        execFileSync("dpkg-query", ["-W", "-f", "${Package}\\n"], { encoding: "utf8" }).split("\n").filter(Boolean),
      );
    } catch {
      return; // no dpkg here: nothing to compare
    }
    const debs = sources.filter((s) => s.name.startsWith("deb:")).map((s) => bare(s.name));
    expect(debs.filter((n) => installed.has(n))).toEqual([]);
  });
}

/** Each of `prefixes` (a name up to its version separator) starts the name of a source of the list. */
export function namedSourcesTest(title: string, sources: readonly Source[], prefixes: string[]): void {
  test(title, () => {
    const names = sources.map((s) => s.name);
    for (const n of prefixes)
      expect(
        names.some((x) => x.startsWith(n)),
        n,
      ).toBe(true);
  });
}

/** The list's sources by origin: npm AI packages, npm docs packages, Debian binary packages, Debian source trees. */
export function originCountsTest(
  sources: readonly Source[],
  want: { ai: number; docs: number; deb: number; debsrc: number },
): void {
  test(`counts by origin: ${want.ai} npm AI packages, ${want.docs} npm docs packages, ${want.deb} Debian binary packages, ${want.debsrc} source trees`, () => {
    expect(sources.filter((s) => s.kind === "ai-source")).toHaveLength(want.ai);
    expect(sources.filter((s) => s.kind === "framework-docs")).toHaveLength(want.docs);
    expect(sources.filter((s) => s.name.startsWith("deb:"))).toHaveLength(want.deb);
    expect(sources.filter((s) => s.name.startsWith("debsrc:"))).toHaveLength(want.debsrc);
  });
}

/** Every npm version is exact (x.y.z with an optional pre-release) and every Debian version is pinned. */
export function exactVersionsTest(sources: readonly Source[]): void {
  test("every npm version is exact and every Debian version is pinned", () => {
    for (const s of sources) {
      if ("npm" in s.from)
        expect((s.from as { npm: string }).npm, s.name).toMatch(/^(?:@[^/]+\/)?[^@]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/);
      else expect(s.name, s.name).toMatch(/^deb(?:src)?:[a-z0-9.+-]+=[\w.:~+-]+$/);
    }
  });
}
