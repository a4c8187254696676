// Shared checks of a fresh benign set's source list: exact versions, no package or npm scope of an earlier set, no duplicates.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "./env.ts";

interface Source {
  name: string;
  kind: string;
}

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");
const read = (p: string): { name?: string; package?: string }[] =>
  JSON.parse(readFileSync(join(repoRoot, p), "utf8")) as { name?: string; package?: string }[];

/** the names of every earlier source (fresh and benign-hard manifests), without the set's own entries */
function earlierNames(own: readonly Source[]): string[] {
  return [
    ...read("eval/benign-fresh/manifest.json").map((e) => e.name ?? ""),
    ...read("eval/benign-hard/manifest.json").map((e) => e.package ?? ""),
  ].filter((n) => n !== "" && !own.some((s) => s.name === n));
}

/** The tests every new set's source list must pass, inside the caller's describe block. */
export function freshSourceTests(sources: readonly Source[]): void {
  test("no source is a package of an earlier fresh set or of eval/benign-hard, and none is listed twice", () => {
    const earlier = new Set(earlierNames(sources).map(bare));
    expect(sources.map((s) => bare(s.name)).filter((n) => earlier.has(n))).toEqual([]);
    expect(new Set(sources.map((s) => bare(s.name))).size).toBe(sources.length);
  });

  test("no npm source shares a scope with an npm package of an earlier set (other authors than before)", () => {
    const scopes = new Set(
      earlierNames(sources)
        .filter((n) => n.startsWith("@"))
        .map((n) => n.split("/")[0]),
    );
    expect(sources.filter((s) => s.name.startsWith("@") && scopes.has(s.name.split("/")[0] ?? ""))).toEqual([]);
  });

  test("every source names an exact version (npm name@x.y.z, Debian name=version)", () => {
    for (const s of sources)
      expect(s.name, s.name).toMatch(/^(?:@[^/]+\/)?[^@/]+@\d[^@]*$|^deb(?:src)?:[a-z0-9.+-]+=[^=]+$/);
  });
}
