// The twenty-sixth fresh benign set's second source list (shell scripts): exact versions, not in the first list, no package or npm scope of an earlier set or of node_modules.

import { describe, expect, test } from "vitest";
import { SOURCES26 } from "../../../scripts/lib/benign-fresh26-sources.ts";
import { SOURCES26B } from "../../../scripts/lib/benign-fresh26b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES26B", () => {
  setSourceTests(SOURCES26B, 26, {
    earlier: {
      title:
        "no source is in the lists of sets 1-25 (15b, 16b and 19b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES23", "SOURCES24", "SOURCES25"],
    },
    first: SOURCES26,
    installed: true,
    nodeModules: true,
    counts: { ai: 0, docs: 10, deb: 16, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("npm packages with shell scripts: git hooks, install and setup scripts, completions", SOURCES26B, [
    "@backtrack/preset-git-hooks@",
    "@chatie/git-scripts@",
    "@fvictorio/tabtab@",
    "@mariopaglia/linux-dev-setup@",
  ]);
  namedSourcesTest("then Debian packages with shell tools outside their maintainer scripts", SOURCES26B, [
    "deb:abs-guide=",
    "deb:busybox-static=",
    "deb:crmsh=",
    "deb:cvsd=",
  ]);

  test("no npm scope of the first list, and none twice", () => {
    const scope = (n: string): string => n.split("/")[0] ?? "";
    const first = new Set(SOURCES26.filter((s) => s.name.startsWith("@")).map((s) => scope(s.name)));
    const own = SOURCES26B.filter((s) => s.name.startsWith("@")).map((s) => scope(s.name));
    expect(own.filter((s) => first.has(s))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });
});
