// The tenth fresh benign set's sources: exact versions, no package or npm scope of an earlier set or of node_modules, counts by kind.

import { describe } from "vitest";
import { SOURCES10 } from "../../../scripts/lib/benign-fresh10-sources.ts";
import { setSourceTests } from "../../harness/fresh-set-sources.ts";

describe("SOURCES10", () => {
  setSourceTests(SOURCES10, 10, { origin: true });
});
