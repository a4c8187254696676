// The ninth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES9 } from "../../../scripts/lib/benign-fresh9-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES9", () => {
  freshSourceTests(SOURCES9);
  originSourceTests(SOURCES9, 9);
});
