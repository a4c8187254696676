// The eighth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES8 } from "../../../scripts/lib/benign-fresh8-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES8", () => {
  freshSourceTests(SOURCES8);
  originSourceTests(SOURCES8, 8);
});
