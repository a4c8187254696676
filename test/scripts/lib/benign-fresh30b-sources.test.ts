// The second source list of the thirtieth fresh benign set: Debian shell tools, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES30 } from "../../../scripts/lib/benign-fresh30-sources.ts";
import { SOURCES30B } from "../../../scripts/lib/benign-fresh30b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES30B", () => {
  setSourceTests(SOURCES30B, 30, {
    earlier: {
      title: "no source is in the lists of sets 1-29 and no npm source shares a scope with a name in them",
      markers: ["SOURCES28B", "SOURCES29", "SOURCES29B"],
    },
    first: SOURCES30,
    installed: true,
    counts: { ai: 0, docs: 0, deb: 80, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("Debian shell tools in the first list's salted order", SOURCES30B, [
    "deb:autokey-common=",
    "deb:tesseract-ocr-script-armn=",
    "deb:clamav-base=",
    "deb:dh-dlang=",
  ]);
});
