// The second source list of the thirty-fifth fresh benign set: Debian source trees with message catalogs, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES35 } from "../../../scripts/lib/benign-fresh35-sources.ts";
import { SOURCES35B } from "../../../scripts/lib/benign-fresh35b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES35B", () => {
  setSourceTests(SOURCES35B, 35, {
    earlier: {
      title: "no source is in the lists of sets 1-34 and no npm source shares a scope with a name in them",
      markers: ["SOURCES31B", "SOURCES33B", "SOURCES34B"],
    },
    first: SOURCES35,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 0, debsrc: 100 },
    exact: true,
  });
  namedSourcesTest(
    "Debian source packages building with gettext, intltool, po4a or autopoint, in the salted order",
    SOURCES35B,
    ["debsrc:xfce4-settings=", "debsrc:bovo=", "debsrc:bluedevil="],
  );
});
