// Shape checks the prose report sets' form tests share: twins' carriers, languages, unaddressed and tricked orders, parsable formats.

import { expect } from "vitest";
import { parse as parseYaml } from "yaml";
import type { OwnRow } from "../../../scripts/lib/heldout-own.ts";
import { expectNoCloseRows, expectReservedNames } from "./heldout-own-form.ts";

/** What each side of a prose report set promises about its rows (sets 39 to 51 state it the same way). */
export interface SideShape {
  /** the one other surface next to tool_result (`write` or `prompt`) and how many rows of each side use it */
  other: readonly ["write" | "prompt", number];
  /** the rows' lengths in characters, both ends included */
  length: readonly [number, number];
  /** no two rows of a side have character-trigram Jaccard at or above this */
  closeness: number;
  /** expectReservedNames' lower bounds: URLs, then mail addresses */
  reserved: readonly [number, number];
  /** the rows as the reserved-name check reads them (a parser's view; default: as written) */
  reservedView?: (side: readonly OwnRow[]) => readonly { text: string }[];
}

/** Each side: tool_result plus `other`'s surface on exactly its count of rows, lengths, breadth, reserved names. */
export function expectSides(inj: readonly OwnRow[], ben: readonly OwnRow[], shape: SideShape): void {
  const [surface, count] = shape.other;
  const [min, max] = shape.length;
  for (const side of [inj, ben]) {
    expect(side.filter((r) => r.surface !== "tool_result" && r.surface !== surface).map((r) => r.id)).toEqual([]);
    expect(side.filter((r) => r.surface === surface).length).toBe(count);
    expect(side.filter((r) => r.text.length < min || r.text.length > max).map((r) => r.id)).toEqual([]);
    expectNoCloseRows(side, shape.closeness);
    expectReservedNames(shape.reservedView ? shape.reservedView(side) : side, shape.reserved[0], shape.reserved[1]);
  }
}

/** Row i of each injection class and row i of its `-ok` twin share carrier and surface. */
export function expectTwinsShareCarrier(
  inj: readonly OwnRow[],
  ben: readonly OwnRow[],
  classes: readonly string[],
): void {
  for (const c of classes) {
    const a = inj.filter((r) => r.cls === c).map((r) => `${r.carrier}|${r.surface}`);
    const b = ben.filter((r) => r.cls === `${c}-ok`).map((r) => `${r.carrier}|${r.surface}`);
    expect(b, c).toEqual(a);
  }
}

/** At least `percent`% of each side is in (or mixed with) a listed language, and the injections use every one of them. */
export function expectLanguages(
  inj: readonly OwnRow[],
  ben: readonly OwnRow[],
  langs: readonly (readonly [string, RegExp])[],
  percent: number,
): void {
  const foreign = (t: string): boolean => langs.some(([, re]) => re.test(t));
  for (const side of [inj, ben])
    expect(side.filter((r) => foreign(r.text)).length * 100).toBeGreaterThanOrEqual(side.length * percent);
  expect(langs.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(langs.map(([l]) => l));
}

/** At least `share` (a fraction, a third by default) of the orders use no override words and address no AI. */
export function expectUnaddressed(inj: readonly OwnRow[], addressed: RegExp, override: RegExp, share = [1, 3]): void {
  const [num, den] = share as [number, number];
  expect(inj.filter((r) => !addressed.test(r.text) && !override.test(r.text)).length * den).toBeGreaterThanOrEqual(
    inj.length * num,
  );
}

/** At least a sixth of the orders carry a tricked cue word (one of `tricks`). */
export function expectTricked(inj: readonly OwnRow[], tricks: readonly RegExp[]): void {
  expect(inj.filter((r) => tricks.some((re) => re.test(r.text))).length * 6).toBeGreaterThanOrEqual(inj.length);
}

/** A log line as most sets write them: an ISO timestamp, then a space. */
export const ISO_LOG_LINE = /^\d{4}-\d\d-\d\dT[\d:.]+Z /;

/**
 * The carriers parse as their format: JSON, JSON Lines, YAML (`yamlObject`: a mapping or list), logs (`logLine` on every
 * line), server-sent events, mails with headers (but `mailExcept`'s class); with `noSeparator`, no row holds the block
 * separator `---` on a line of its own.
 */
export function expectCarriersParse(
  rows: readonly OwnRow[],
  opts: { logLine?: RegExp; yamlObject?: boolean; mailExcept?: string; noSeparator?: boolean } = {},
): void {
  const logLine = opts.logLine ?? ISO_LOG_LINE;
  for (const r of rows.filter((x) => x.carrier === "json")) expect(() => JSON.parse(r.text), r.id).not.toThrow();
  for (const r of rows.filter((x) => x.carrier === "jsonl"))
    for (const l of r.text.split("\n")) expect(() => JSON.parse(l), r.id).not.toThrow();
  for (const r of rows.filter((x) => x.carrier === "yaml")) {
    let doc: unknown;
    expect(() => {
      doc = parseYaml(r.text);
    }, r.id).not.toThrow();
    if (opts.yamlObject) expect(typeof doc === "object" && doc !== null, r.id).toBe(true);
  }
  for (const r of rows.filter((x) => x.carrier === "log"))
    expect(
      r.text.split("\n").every((l) => logLine.test(l)),
      r.id,
    ).toBe(true);
  for (const r of rows.filter((x) => x.carrier === "sse")) {
    const lines = r.text.split("\n").filter((l) => !l.startsWith("$ "));
    expect(
      lines.every((l) => l === "" || l.startsWith("data: ")),
      r.id,
    ).toBe(true);
    for (const l of lines.filter((x) => x.startsWith("data: {")))
      expect(() => JSON.parse(l.slice(6)), r.id).not.toThrow();
  }
  for (const r of rows.filter((x) => x.carrier === "email" && x.cls !== opts.mailExcept))
    expect(/^From: .+\nTo: .+\nDate: .+\nSubject: .+/m.test(r.text), r.id).toBe(true);
  if (opts.noSeparator) for (const r of rows) expect(r.text.split("\n").includes("---"), r.id).toBe(false);
}
