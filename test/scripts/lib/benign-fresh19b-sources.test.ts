import { describe, expect, test } from "vitest";
import { SOURCES19 } from "../../../scripts/lib/benign-fresh19-sources.ts";
import { SOURCES19B } from "../../../scripts/lib/benign-fresh19b-sources.ts";
import { namedSourcesTest, setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES19B", () => {
  setSourceTests(SOURCES19B, 19, {
    earlier: {
      title:
        "no source is in the lists of sets 1-18 (15b and 16b included) and no npm source shares a scope with a name in them",
      markers: ["SOURCES15B", "SOURCES16B", "SOURCES17", "SOURCES18"],
    },
    first: SOURCES19,
    nodeModules: true,
    exact: true,
  });
  namedSourcesTest("translation catalogs and locale data by package", SOURCES19B, [
    "@ckeditor/ckeditor5-link@",
    "@vee-validate/i18n@",
    "zod-i18n-map@",
    "@emoji-mart/data@",
  ]);

  test("15 npm docs packages, chosen by language", () => {
    expect(SOURCES19B.filter((s) => "npm" in s.from && s.kind === "framework-docs")).toHaveLength(15);
  });
});
