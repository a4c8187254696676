// The forty-first fresh benign set's second source list: exact versions, no package of an earlier set, of node_modules or of the first list, counts by kind.

import { describe, expect, test } from "vitest";
import { SOURCES41 } from "../../../scripts/lib/benign-fresh41-sources.ts";
import { SOURCES41B } from "../../../scripts/lib/benign-fresh41b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES41B", () => {
  setSourceTests(SOURCES41B, 41, {
    earlier: {
      title: "no source is in the lists of sets 1-40 (40b included)",
      markers: ["SOURCES29C", "SOURCES37B", "SOURCES39", "SOURCES40", "SOURCES40B"],
    },
    first: SOURCES41,
    installed: true,
    nodeModules: true,
    counts: { ai: 24, docs: 0, deb: 0, debsrc: 124 },
    exact: true,
  });
  namedSourcesTest("larger Debian trees of NLP, speech and ML tools, then trees with message catalogs", SOURCES41B, [
    "debsrc:open-jtalk=",
    "debsrc:emacspeak=",
    "debsrc:deja-dup=",
    "debsrc:orage=",
  ]);
  test("the AI source trees come first", () => {
    const order = SOURCES41B.map((s) => (s.kind === "ai-source" ? 0 : 1));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
