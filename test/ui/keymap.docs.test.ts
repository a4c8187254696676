// docs/control-center.md stays true to the keymap: its keys table is the generated one.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "../harness/env.ts";
import { keyTableMarkdown } from "../../src/ui/keymap.ts";

test("the keys table in docs/control-center.md is generated from the keymap", () => {
  const doc = readFileSync(join(repoRoot, "docs", "control-center.md"), "utf8");
  const start = doc.indexOf("-->", doc.indexOf("<!-- keys-table")) + 3;
  const end = doc.indexOf("<!-- /keys-table -->");
  expect(doc.slice(start, end).trim()).toBe(keyTableMarkdown());
});
