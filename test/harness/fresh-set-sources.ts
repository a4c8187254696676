// Shared checks of the fresh sets' source lists (sets 10 on): not in earlier sets or lists, not installed, named sources, counts, versions.

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "./env.ts";
import { originSourceTests } from "./fresh-origin-sources.ts";
import { freshSourceTests } from "./fresh-sources.ts";

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
      const m = /^benign-fresh(\d+)[bc]?(?:-sources)?\.ts$/.exec(f);
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

/** No npm source of the list is a package of node_modules or shares a scope with one (skipped without node_modules). */
export function notInNodeModulesTest(sources: readonly Source[]): void {
  test("no npm source is a package of node_modules or shares a scope with one", () => {
    const nm = join(repoRoot, "node_modules");
    if (!existsSync(nm)) return;
    const top = readdirSync(nm);
    const npm = sources.filter((s) => "npm" in s.from).map((s) => bare(s.name));
    expect(npm.filter((n) => top.includes(n) || (n.startsWith("@") && top.includes(n.split("/")[0] ?? "")))).toEqual(
      [],
    );
    for (const n of npm.filter((x) => x.startsWith("@"))) expect(existsSync(join(nm, n)), n).toBe(false);
  });
}

/** No source of a set's second list is in its first list (by name, versions aside). */
export function notInFirstListTest(sources: readonly Source[], first: readonly Source[], set: number): void {
  test(`no source is in set ${set}'s first list`, () => {
    const names = new Set(first.map((s) => bare(s.name)));
    expect(sources.filter((s) => names.has(bare(s.name)))).toEqual([]);
  });
}

/** What a set's source-list test opens with; each part is on when its option is given. */
export interface SetSourceOptions {
  /** set 8's origin checks (80-110 npm packages, most of them AI code, 40-70 Debian packages; kinds by origin) */
  origin?: boolean;
  /** the lists of the sets before it: notInEarlierListsTest with this title and these markers */
  earlier?: { title: string; markers: string[] };
  /** the set's first list, for a second list */
  first?: readonly Source[];
  /** no Debian source installed on this machine */
  installed?: boolean;
  /** no npm source in node_modules (set 8's origin checks hold this one too) */
  nodeModules?: boolean;
  /** counts by origin */
  counts?: { ai: number; docs: number; deb: number; debsrc: number };
  /** every npm version exact and every Debian version pinned */
  exact?: boolean;
}

/**
 * The shared opening of set `set`'s source-list test, inside the caller's describe block: the checks every new list
 * passes (freshSourceTests: not a source of an earlier set, no scope of one, exact names), then the parts named in
 * `opts`; the caller adds what is its own (named sources, its own counts).
 */
export function setSourceTests(sources: readonly Source[], set: number, opts: SetSourceOptions = {}): void {
  freshSourceTests(sources);
  if (opts.origin) originSourceTests(sources, set);
  if (opts.earlier) notInEarlierListsTest(opts.earlier.title, sources, set, opts.earlier.markers);
  if (opts.first) notInFirstListTest(sources, opts.first, set);
  if (opts.installed) notInstalledTest(sources);
  if (opts.nodeModules) notInNodeModulesTest(sources);
  if (opts.counts) originCountsTest(sources, opts.counts);
  if (opts.exact) exactVersionsTest(sources);
}
