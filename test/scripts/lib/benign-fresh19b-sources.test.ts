// The nineteenth fresh benign set's second source list: exact versions, no package or npm scope of an earlier set, of set 19's first list or of node_modules.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SOURCES19 } from "../../../scripts/lib/benign-fresh19-sources.ts";
import { SOURCES19B } from "../../../scripts/lib/benign-fresh19b-sources.ts";
import { repoRoot } from "../../harness/env.ts";
import { exactVersionsTest, namedSourcesTest, notInEarlierListsTest } from "../../harness/fresh-set-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

const bare = (n: string): string => n.replace(/^(?:deb|debsrc):/, "").replace(/[@=][^@/=]+$/, "");

describe("SOURCES19B", () => {
  freshSourceTests(SOURCES19B);
  notInEarlierListsTest(
    "no source is in the lists of sets 1-18 (15b and 16b included) and no npm source shares a scope with a name in them",
    SOURCES19B,
    19,
    ["SOURCES15B", "SOURCES16B", "SOURCES17", "SOURCES18"],
  );
  exactVersionsTest(SOURCES19B);
  namedSourcesTest("translation catalogs and locale data by package", SOURCES19B, [
    "@ckeditor/ckeditor5-link@",
    "@vee-validate/i18n@",
    "zod-i18n-map@",
    "@emoji-mart/data@",
  ]);

  test("no source is in set 19's first list", () => {
    const first = new Set(SOURCES19.map((s) => bare(s.name)));
    expect(SOURCES19B.filter((s) => first.has(bare(s.name)))).toEqual([]);
  });

  test("no npm source is a package of node_modules or shares a scope with one", () => {
    const nm = join(repoRoot, "node_modules");
    if (!existsSync(nm)) return;
    const top = readdirSync(nm);
    const npm = SOURCES19B.map((s) => bare(s.name));
    expect(npm.filter((n) => top.includes(n) || (n.startsWith("@") && top.includes(n.split("/")[0] ?? "")))).toEqual(
      [],
    );
  });

  test("15 npm docs packages, chosen by language", () => {
    expect(SOURCES19B.filter((s) => "npm" in s.from && s.kind === "framework-docs")).toHaveLength(15);
  });
});
