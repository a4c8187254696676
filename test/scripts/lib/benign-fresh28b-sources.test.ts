// The twenty-eighth fresh benign set's second source list (Debian shell tools): exact versions, not in the first list, no package of an earlier set.

import { describe } from "vitest";
import { SOURCES28 } from "../../../scripts/lib/benign-fresh28-sources.ts";
import { SOURCES28B } from "../../../scripts/lib/benign-fresh28b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES28B", () => {
  setSourceTests(SOURCES28B, 28, {
    earlier: {
      title: "no source is in the lists of sets 1-27 (15b, 16b, 19b, 26b and 27b included)",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES19B", "SOURCES26B", "SOURCES27", "SOURCES27B"],
    },
    first: SOURCES28,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 80, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("the rest of the first list's Debian shell tools first", SOURCES28B, [
    "deb:pmuninstall=",
    "deb:proot=",
    "deb:openstack-debian-images-build-farm=",
  ]);
});
