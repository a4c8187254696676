// The tenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES10 } from "../../../scripts/lib/benign-fresh10-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";
import { repoRoot } from "../../harness/env.ts";

const npmName = (n: string): string => n.replace(/@[^@/]+$/, "");
const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

describe("SOURCES10", () => {
  freshSourceTests(SOURCES10);

  test("80-110 npm packages, most of them AI code, and 40-70 Debian trixie packages", () => {
    const npm = SOURCES10.filter((s) => "npm" in s.from);
    expect(npm.length).toBeGreaterThanOrEqual(80);
    expect(npm.length).toBeLessThanOrEqual(110);
    expect(npm.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(70);
    expect(npm.filter((s) => s.kind === "framework-docs").length).toBeGreaterThanOrEqual(20);
    const debian = SOURCES10.filter((s) => s.name.startsWith("deb"));
    expect(debian.length).toBeGreaterThanOrEqual(40);
    expect(debian.length).toBeLessThanOrEqual(70);
    expect(SOURCES10.filter((s) => s.name.startsWith("debsrc:")).length).toBeGreaterThanOrEqual(8);
  });

  test("no source was in an earlier set's source list, fetched or not (the source files of sets 1-9)", () => {
    const lists = readdirSync(join(repoRoot, "scripts", "lib"))
      .filter((f) => /^benign-fresh[1-9](?:-sources)?\.ts$/.test(f))
      .map((f) => readFileSync(join(repoRoot, "scripts", "lib", f), "utf8"))
      .join("\n");
    const quoted = (n: string): boolean =>
      lists.includes(`"${n}@`) || lists.includes(`"${n}=`) || lists.includes(`"${n}"`);
    expect(SOURCES10.map((s) => bare(s.name)).filter(quoted)).toEqual([]);
  });

  test("kinds follow the origin: npm AI or docs, Debian binary packages as scripts, source trees as CI", () => {
    for (const s of SOURCES10) {
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
    const npm = SOURCES10.filter((s) => "npm" in s.from).map((s) => npmName(s.name));
    expect(npm.filter((n) => names.has(n))).toEqual([]);
    expect(npm.filter((n) => n.startsWith("@") && scopes.has(n.split("/")[0] ?? ""))).toEqual([]);
  });
});
