// The twenty-seventh fresh benign set's second source list (Debian shell tools): exact versions, not in the first list, no package of an earlier set.

import { describe } from "vitest";
import { SOURCES27 } from "../../../scripts/lib/benign-fresh27-sources.ts";
import { SOURCES27B } from "../../../scripts/lib/benign-fresh27b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES27B", () => {
  setSourceTests(SOURCES27B, 27, {
    earlier: {
      title: "no source is in the lists of sets 1-26 (15b, 16b, 19b and 26b included)",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES24", "SOURCES25", "SOURCES26", "SOURCES26B"],
    },
    first: SOURCES27,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 8, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("Debian packages with shell tools outside their maintainer scripts", SOURCES27B, [
    "deb:gulp=",
    "deb:qt5-qmake=",
    "deb:swift-container=",
    "deb:ibus-typing-booster=",
  ]);
});
