// Rule names and record ids that reach Object.prototype ("__proto__", "constructor") are ordinary keys in the store's maps.

import { expect, test } from "vitest";
import type { Action } from "../../src/state/actions.ts";
import { replay } from "../../src/state/store.ts";
import { initialRoot } from "../../src/state/root.ts";
import { selectAudit, selectRuleCounts } from "../../src/state/audits.ts";
import { queued } from "./fixtures.ts";

test("prototype names as rule names and record ids neither pollute nor vanish", () => {
  const s = replay(
    [
      queued("__proto__", "__proto__"),
      queued("constructor", "constructor"),
      queued("prototype", "prototype"),
      { type: "audit/started", auditId: "__proto__", at: 2 } as Action,
    ],
    initialRoot(),
  );
  expect(selectAudit(s.audits, "__proto__")?.status.kind).toBe("running");
  expect(selectAudit(s.audits, "constructor")?.status.kind).toBe("queued");
  expect(selectRuleCounts(s.audits, "__proto__")?.audits).toBe(1);
  expect(selectRuleCounts(s.audits, "constructor")?.audits).toBe(1);
  expect(selectRuleCounts(s.audits, "prototype")?.audits).toBe(1);
  expect(({} as Record<string, unknown>).audits).toBeUndefined();
  expect(Object.getPrototypeOf(s.audits.byRule)).toBe(null);
});
