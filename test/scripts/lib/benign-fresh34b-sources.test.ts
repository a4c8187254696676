// The second source list of the thirty-fourth fresh benign set: Debian packages with a translated man page, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES34 } from "../../../scripts/lib/benign-fresh34-sources.ts";
import { SOURCES34B } from "../../../scripts/lib/benign-fresh34b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES34B", () => {
  setSourceTests(SOURCES34B, 34, {
    earlier: {
      title: "no source is in the lists of sets 1-33 and no npm source shares a scope with a name in them",
      markers: ["SOURCES31B", "SOURCES33B"],
    },
    first: SOURCES34,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 143, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest(
    "Debian packages with 2 or more translated man pages first, then with 1, in the salted order",
    SOURCES34B,
    ["deb:libgetopt-ex-hashed-perl=", "deb:kate-data=", "deb:ru-tts=", "deb:nano-tiny="],
  );
});
