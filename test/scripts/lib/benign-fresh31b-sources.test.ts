// The second source list of the thirty-first fresh benign set: Debian packages with translated man pages and docs, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES31 } from "../../../scripts/lib/benign-fresh31-sources.ts";
import { SOURCES31B } from "../../../scripts/lib/benign-fresh31b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES31B", () => {
  setSourceTests(SOURCES31B, 31, {
    earlier: {
      title: "no source is in the lists of sets 1-30 and no npm source shares a scope with a name in them",
      markers: ["SOURCES29C", "SOURCES30", "SOURCES30B"],
    },
    first: SOURCES31,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 70, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("Debian packages with translated man pages and docs in the salted order", SOURCES31B, [
    "deb:kded6=",
    "deb:starlink-array-java-doc=",
    "deb:tdiary-contrib=",
    "deb:wine=",
  ]);
});
