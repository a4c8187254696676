// The second source list of the twenty-ninth fresh benign set: npm packages likely to hold other scripts, not in the first list or an earlier set or list.

import { describe } from "vitest";
import { SOURCES29 } from "../../../scripts/lib/benign-fresh29-sources.ts";
import { SOURCES29B } from "../../../scripts/lib/benign-fresh29b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES29B", () => {
  setSourceTests(SOURCES29B, 29, {
    earlier: {
      title: "no source is in the lists of sets 1-28 and no npm source shares a scope with a name in them",
      markers: ["SOURCES27B", "SOURCES28", "SOURCES28B"],
    },
    first: SOURCES29,
    nodeModules: true,
    counts: { ai: 0, docs: 200, deb: 0, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("summaries with non-Latin letters first, then names with a language tag", SOURCES29B, [
    "vue-code-diff@",
    "vue3-country-intl@",
    "@mescius/spread-sheets-designer-resources-ja@",
    "@fontsource/ibm-plex-sans-kr@",
  ]);
});
