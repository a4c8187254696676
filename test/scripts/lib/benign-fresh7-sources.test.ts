// The seventh fresh benign set's sources: exact versions, no package or npm scope of an earlier set, no duplicates.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES7 } from "../../../scripts/lib/benign-fresh7-sources.ts";
import { repoRoot } from "../../harness/env.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");
const read = (p: string): { name?: string; package?: string }[] =>
  JSON.parse(readFileSync(join(repoRoot, p), "utf8")) as { name?: string; package?: string }[];
const earlierNames = (): string[] =>
  [
    ...read("eval/benign-fresh/manifest.json").map((e) => e.name ?? ""),
    ...read("eval/benign-hard/manifest.json").map((e) => e.package ?? ""),
  ].filter((n) => n !== "" && !SOURCES7.some((s) => s.name === n));

describe("SOURCES7", () => {
  test("no source is a package of an earlier fresh set or of eval/benign-hard, and none is listed twice", () => {
    const earlier = new Set(earlierNames().map(bare));
    expect(SOURCES7.map((s) => bare(s.name)).filter((n) => earlier.has(n))).toEqual([]);
    expect(new Set(SOURCES7.map((s) => bare(s.name))).size).toBe(SOURCES7.length);
  });

  test("no npm source shares a scope with an npm package of an earlier set (other authors than before)", () => {
    const scopes = new Set(
      earlierNames()
        .filter((n) => n.startsWith("@"))
        .map((n) => n.split("/")[0]),
    );
    expect(SOURCES7.filter((s) => s.name.startsWith("@") && scopes.has(s.name.split("/")[0] ?? ""))).toEqual([]);
  });

  test("every source names an exact version (npm name@x.y.z, Debian name=version)", () => {
    for (const s of SOURCES7)
      expect(s.name, s.name).toMatch(/^(?:@[^/]+\/)?[^@/]+@\d[^@]*$|^deb(?:src)?:[a-z0-9.+-]+=[^=]+$/);
  });

  test("120+ sources, weighted toward AI and agent code: 80+ npm AI sources, 50+ Debian packages", () => {
    expect(SOURCES7.length).toBeGreaterThanOrEqual(120);
    expect(SOURCES7.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(80);
    expect(SOURCES7.filter((s) => s.name.startsWith("deb")).length).toBeGreaterThanOrEqual(50);
  });
});
