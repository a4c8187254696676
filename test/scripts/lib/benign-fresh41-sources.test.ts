// The forty-first fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES41 } from "../../../scripts/lib/benign-fresh41-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES41", () => {
  setSourceTests(SOURCES41, 41, {
    earlier: {
      title:
        "no source is in the lists of sets 1-40 (15b, 16b, 19b, 26b-31b, 33b-35b, 37b, 40b and 29c included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES31B", "SOURCES35B", "SOURCES37B", "SOURCES39", "SOURCES40", "SOURCES40B"],
    },
    installed: true,
    nodeModules: true,
    // the 172 agent and AI sources are Debian source trees of kind ai-source (counted in ai and in debsrc)
    counts: { ai: 172, docs: 150, deb: 0, debsrc: 365 },
    exact: true,
  });
  namedSourcesTest("build, lint, CI and container config packages, i18n packages and framework packages", SOURCES41, [
    "@eclipse-scout/tsconfig@",
    "@sideroad/react-i18n@",
    "@solanafm/kinobi-lite@",
  ]);
  namedSourcesTest(
    "then Debian source trees of NLP, speech and ML tools, shell-rich trees and po-debconf trees",
    SOURCES41,
    ["debsrc:liblingua-en-tagger-perl=", "debsrc:cutesv=", "debsrc:ipe-tools=", "debsrc:t-prot="],
  );
  test("no two npm sources share a scope", () => {
    const scopes = SOURCES41.filter((s) => s.name.startsWith("@")).map((s) => s.name.split("/")[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  test("npm packages come first, then the AI source trees, then the other source trees; every AI source is a source tree", () => {
    const order = SOURCES41.map((s) => (!s.name.startsWith("debsrc:") ? 0 : s.kind === "ai-source" ? 1 : 2));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(SOURCES41.filter((s) => s.kind === "ai-source").every((s) => "debsrc" in s.from)).toBe(true);
  });
});
