// The tenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES10 } from "../../../scripts/lib/benign-fresh10-sources.ts";
import { originSourceTests } from "../../harness/fresh-origin-sources.ts";
import { freshSourceTests } from "../../harness/fresh-sources.ts";

describe("SOURCES10", () => {
  freshSourceTests(SOURCES10);
  originSourceTests(SOURCES10, 10);
});
