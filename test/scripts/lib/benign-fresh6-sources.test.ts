// The sixth fresh benign set's sources: exact versions, no package or npm scope of an earlier set, no duplicates.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES6 } from "../../../scripts/lib/benign-fresh6-sources.ts";
import { repoRoot } from "../../harness/env.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");
const read = (p: string): { name?: string; package?: string }[] =>
  JSON.parse(readFileSync(join(repoRoot, p), "utf8")) as { name?: string; package?: string }[];
const earlierNames = (): string[] =>
  [
    ...read("eval/benign-fresh/manifest.json").map((e) => e.name ?? ""),
    ...read("eval/benign-hard/manifest.json").map((e) => e.package ?? ""),
  ].filter((n) => n !== "" && !SOURCES6.some((s) => s.name === n));

describe("SOURCES6", () => {
  test("no source is a package of an earlier fresh set or of eval/benign-hard, and none is listed twice", () => {
    const earlier = new Set(earlierNames().map(bare));
    expect(SOURCES6.map((s) => bare(s.name)).filter((n) => earlier.has(n))).toEqual([]);
    expect(new Set(SOURCES6.map((s) => bare(s.name))).size).toBe(SOURCES6.length);
  });

  test("no npm source shares a scope with an npm package of an earlier set (other authors than before)", () => {
    const scopes = new Set(
      earlierNames()
        .filter((n) => n.startsWith("@"))
        .map((n) => n.split("/")[0]),
    );
    expect(SOURCES6.filter((s) => s.name.startsWith("@") && scopes.has(s.name.split("/")[0] ?? ""))).toEqual([]);
  });

  test("every source names an exact version (npm name@x.y.z, Debian name=version)", () => {
    for (const s of SOURCES6)
      expect(s.name, s.name).toMatch(/^(?:@[^/]+\/)?[^@/]+@\d[^@]*$|^deb(?:src)?:[a-z0-9.+-]+=[^=]+$/);
  });

  test("weighted toward AI and agent code: at least 60 npm AI sources and 40 Debian packages", () => {
    expect(SOURCES6.filter((s) => s.kind === "ai-source").length).toBeGreaterThanOrEqual(60);
    expect(SOURCES6.filter((s) => s.name.startsWith("deb")).length).toBeGreaterThanOrEqual(40);
  });
});
