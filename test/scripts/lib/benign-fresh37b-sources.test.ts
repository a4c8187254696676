// The second source list of the thirty-seventh fresh benign set: Debian source trees of script tools and with message catalogs, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES37 } from "../../../scripts/lib/benign-fresh37-sources.ts";
import { SOURCES37B } from "../../../scripts/lib/benign-fresh37b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES37B", () => {
  setSourceTests(SOURCES37B, 37, {
    earlier: {
      title: "no source is in the lists of sets 1-36 and no npm source shares a scope with a name in them",
      markers: ["SOURCES33B", "SOURCES35B", "SOURCES36"],
    },
    first: SOURCES37,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 0, debsrc: 150 },
    exact: true,
  });
  namedSourcesTest(
    "Debian source trees of script tools, then building with gettext or a translation tool, in the salted order",
    SOURCES37B,
    ["debsrc:ol-notmuch=", "debsrc:archlinux-keyring=", "debsrc:basic256=", "debsrc:ukui-menu="],
  );
});
