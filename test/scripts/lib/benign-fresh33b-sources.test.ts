// The second source list of the thirty-third fresh benign set: Debian packages with one translated man page or doc, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES33 } from "../../../scripts/lib/benign-fresh33-sources.ts";
import { SOURCES33B } from "../../../scripts/lib/benign-fresh33b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES33B", () => {
  setSourceTests(SOURCES33B, 33, {
    earlier: {
      title: "no source is in the lists of sets 1-32 and no npm source shares a scope with a name in them",
      markers: ["SOURCES31B", "SOURCES32"],
    },
    first: SOURCES33,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 60, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("Debian packages with one translated man page or doc in the salted order", SOURCES33B, [
    "deb:xfonts-terminus-oblique=",
    "deb:qxgedit=",
    "deb:streamer=",
    "deb:le-dico-de-rene-cougnenc=",
  ]);
});
