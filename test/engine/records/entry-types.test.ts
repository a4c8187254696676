// One module names every persisted entry type: no other source file spells one out, and the reader ignores everything else.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as types from "../../../src/engine/records/entry-types.ts";

const root = join(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

describe("entry types", () => {
  const names = [
    types.ACTION_ENTRY_TYPE,
    types.OP_ENTRY_TYPE,
    types.REVIEW_ENTRY_TYPE,
    types.CARD_ENTRY_TYPE,
    types.FINDING_MESSAGE_TYPE,
  ];

  it("every type starts with the own-type prefix and is unique", () => {
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.startsWith(types.OWN_TYPE_PREFIX)).toBe(true);
  });

  it("no source file outside records/entry-types.ts spells a type out", () => {
    const offenders: string[] = [];
    for (const file of [...sources(join(root, "src")), ...sources(join(root, "extensions"))]) {
      if (file.endsWith(join("records", "entry-types.ts"))) continue;
      const text = readFileSync(file, "utf8");
      for (const n of names) if (text.includes(`"${n}"`)) offenders.push(`${relative(root, file)}: ${n}`);
    }
    expect(offenders).toEqual([]);
  });

  it("customEntryData keeps the data of one type in order and ignores the rest", () => {
    const entries = [
      { type: "custom", customType: types.CARD_ENTRY_TYPE, data: 1 },
      { type: "message", customType: types.CARD_ENTRY_TYPE, data: "no" },
      null,
      "junk",
      { type: "custom", customType: types.OP_ENTRY_TYPE, data: "other" },
      { type: "custom", customType: types.CARD_ENTRY_TYPE, data: 2 },
    ];
    expect(types.customEntryData(entries, types.CARD_ENTRY_TYPE)).toEqual([1, 2]);
  });
});

describe("every outcome word survives a resume", () => {
  it("an unaudited outcome is a well-formed persisted action (it was dropped before)", async () => {
    const { recordProblem } = await import("../../../src/engine/records/entries.ts");
    for (const outcome of ["unaudited", "blocked", "would-block"]) {
      expect(recordProblem({ type: "audit/outcomeRecorded", auditId: "aud-1", outcome, at: 1 })).toBeUndefined();
    }
    expect(recordProblem({ type: "audit/outcomeRecorded", auditId: "aud-1", outcome: "bogus", at: 1 })).toBeDefined();
  });
});
