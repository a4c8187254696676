// Form checks shared by the committed held-out sets' tests: rows unlike earlier sets', languages, reserved names, closeness.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { type OwnRow, parseOwn } from "../../../scripts/lib/heldout-own.ts";
import { repoRoot } from "../../harness/env.ts";

/** No row's text (case and spacing folded) equals a row of the earlier sets named by their file suffixes, or another row. */
export function expectFresh(rows: readonly { text: string }[], earlierSets: readonly string[]): void {
  const norm = (t: string): string => t.toLowerCase().replace(/\s+/g, " ").trim();
  const dir = join(repoRoot, "eval", "injection", "heldout-own");
  const earlier = new Set<string>();
  for (const n of earlierSets)
    for (const f of [`inj${n}.txt`, `ben${n}.txt`])
      for (const b of readFileSync(join(dir, f), "utf8").split(/\n---\n/))
        earlier.add(norm(b.slice(b.indexOf("\n") + 1)));
  const mine = rows.map((r) => norm(r.text));
  expect(mine.filter((t) => earlier.has(t))).toEqual([]);
  expect(new Set(mine).size).toBe(mine.length);
}

/** The prose sets written before set `n` (the dev file "" and sets 2, 3, 5, 7, … n − 2): what a new set must not repeat. */
export const setsBefore = (n: number): string[] => [
  "",
  "2",
  ...Array.from({ length: Math.max(0, (n - 3) / 2) }, (_, i) => String(3 + 2 * i)),
];

/** Text in a language other than English: a non-Latin script or common words of the Latin-script languages used */
export const OTHER_LANG =
  /[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|\b(?:bitte|und|merci|pour|vous|por favor|para|gracias|grazie|per favore|olá|seria|também|prosimy|dzień)\b/i;

/** Marks of ten languages besides English, for the sets that promise them */
export const LANG_MARKS: [string, RegExp][] = [
  ["de", /\b(?:bitte|und|der|die|das)\b/i],
  ["fr", /\b(?:merci|pour|les|vous)\b/i],
  ["es", /\b(?:por favor|gracias|para|el usuario)\b/i],
  ["it", /\b(?:grazie|per favore|della|dell)\b/i],
  ["pt", /\b(?:olá|seria|também)\b/i],
  ["pl", /\b(?:prosimy|dzień|asystent)\b/i],
  ["ja", /[\u3040-\u30ff]/],
  ["zh", /[\u4e00-\u9fff]/],
  ["ru", /[\u0400-\u04ff]/],
  ["ko", /[\uac00-\ud7af]/],
];

/**
 * No two rows closer than character-trigram Jaccard `bar` (the pairs that are, by id, in the failure). Exactly
 * `jaccard(trigrams(a), trigrams(b)) >= bar` over every pair, made fast: each trigram becomes a number once, a row's
 * trigrams are marked in one array and the others' counted against it, and a pair is skipped only when its sizes alone
 * bound the similarity below the bar (shared ≤ the smaller size and union ≥ the larger, so Jaccard ≤ smaller/larger;
 * correctly rounded division is monotone, so the bound holds for the computed figures too).
 */
export function expectNoCloseRows(side: readonly { id: string; text: string }[], bar: number): void {
  expect(closePairs(side, bar)).toEqual([]);
}

/** The pairs of rows, as "id ~ id", whose character-trigram Jaccard is at or above `bar` (expectNoCloseRows' finding). */
export function closePairs(side: readonly { id: string; text: string }[], bar: number): string[] {
  const numbers = new Map<string, number>();
  const grams = side.map((r) => {
    const set = trigrams(r.text);
    const out = new Int32Array(set.size);
    let k = 0;
    for (const g of set) {
      let n = numbers.get(g);
      if (n === undefined) {
        n = numbers.size;
        numbers.set(g, n);
      }
      out[k++] = n;
    }
    return out;
  });
  const marked = new Uint8Array(numbers.size);
  const close: string[] = [];
  for (let i = 0; i < grams.length; i++) {
    const a = grams[i] as Int32Array;
    for (const n of a) marked[n] = 1;
    for (let j = i + 1; j < grams.length; j++) {
      const b = grams[j] as Int32Array;
      if (Math.min(a.length, b.length) / Math.max(a.length, b.length) < bar) continue;
      let both = 0;
      for (const n of b) both += marked[n] as number;
      if (both / (a.length + b.length - both) >= bar) close.push(`${side[i]?.id} ~ ${side[j]?.id}`);
    }
    for (const n of a) marked[n] = 0;
  }
  return close;
}

/**
 * Reserved names only (example.com/.net/.org, *.example, *.test, *.invalid, documentation ranges, loopback) in the
 * rows' URLs, mail domains and IPs, with more than `minHosts` URLs and `minDomains` mail addresses to check.
 */
export function expectReservedNames(side: readonly { text: string }[], minHosts: number, minDomains = 40): void {
  const reserved =
    /^(?:(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid)|localhost|127(?:\.\d{1,3}){3}|192\.0\.2\.\d{1,3}|198\.51\.100\.\d{1,3}|203\.0\.113\.\d{1,3})$/i;
  const texts = side.map((r) => r.text);
  const hosts = texts.flatMap((t) =>
    [...t.matchAll(/[a-z][a-z+.-]*:\/\/(?:[^@/\s"'`<>]*@)?([^/:\s"'`<>)?&#]+)/gi)].map((m) =>
      (m[1] as string).replace(/\.+$/, ""),
    ),
  );
  expect(hosts.length).toBeGreaterThan(minHosts);
  expect(hosts.filter((h) => !reserved.test(h))).toEqual([]);
  const domains = texts.flatMap((t) =>
    [...t.matchAll(/[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)].map((m) => (m[1] as string).toLowerCase()),
  );
  expect(domains.length).toBeGreaterThan(minDomains);
  expect(domains.filter((d) => !reserved.test(d))).toEqual([]);
  const ips = texts.flatMap((t) => t.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? []);
  expect(ips.filter((ip) => !reserved.test(ip))).toEqual([]);
}

/** A text's character trigrams, case and spacing folded (the closeness measure of sets 29, 31, 33, 35 and 37's authoring checks). */
export function trigrams(text: string): Set<string> {
  const t = text.toLowerCase().replace(/\s+/g, " ").trim();
  const out = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3));
  return out;
}

/** Jaccard similarity of two sets. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const g of a) if (b.has(g)) both++;
  return both / (a.size + b.size - both);
}

/**
 * A prose report set's shape: exactly these injection classes of 14 to 20 rows, 16 benign classes of at least 14,
 * agent configs as write and tool_result, no text (case and spacing folded) equal to a row of the earlier sets or
 * another row of this one, and every language mark on the injection side.
 */
export function expectProseReportSet(
  set: "17" | "19" | "21" | "23" | "25",
  classes: string[],
  earlier: string[],
): { inj: OwnRow[]; ben: OwnRow[] } {
  const { inj, ben } = committedSet(set);
  const of = (c: string): number => inj.filter((r) => r.cls === c).length;
  expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(classes));
  for (const c of classes) {
    expect(of(c), c).toBeGreaterThanOrEqual(14);
    expect(of(c), c).toBeLessThanOrEqual(20);
  }
  const benClasses = new Set(ben.map((r) => r.cls));
  expect(benClasses.size).toBe(16);
  for (const c of benClasses) expect(ben.filter((r) => r.cls === c).length, c).toBeGreaterThanOrEqual(14);
  const conf = inj.filter((r) => r.cls === "agentconf");
  expect(conf.filter((r) => r.surface === "write").length).toBeGreaterThanOrEqual(6);
  expect(conf.filter((r) => r.surface === "tool_result").length).toBeGreaterThanOrEqual(6);
  expect(ben.filter((r) => r.cls === "agentconf-ok" && r.surface === "write").length).toBeGreaterThanOrEqual(6);
  expectFresh([...inj, ...ben], earlier);
  const langs = LANG_MARKS;
  expect(langs.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(langs.map(([l]) => l));
  return { inj, ben };
}

/** A committed prose set's two files, parsed. */
export function committedSet(
  set:
    | "7"
    | "9"
    | "11"
    | "13"
    | "15"
    | "17"
    | "19"
    | "21"
    | "23"
    | "25"
    | "27"
    | "29"
    | "31"
    | "33"
    | "35"
    | "37"
    | "39"
    | "41"
    | "43"
    | "45"
    | "47"
    | "49"
    | "51"
    | "53"
    | "55"
    | "57"
    | "59"
    | "61"
    | "63"
    | "65"
    | "67"
    | "69"
    | "71"
    | "73"
    | "75"
    | "77"
    | "79"
    | "81"
    | "83"
    | "85",
): {
  inj: OwnRow[];
  ben: OwnRow[];
} {
  const dir = join(repoRoot, "eval", "injection", "heldout-own");
  const read = (f: string): string => readFileSync(join(dir, f), "utf8");
  return {
    inj: parseOwn(read(`inj${set}.txt`), `inj${set}.txt`, "injection", `own${set}-inj`, set),
    ben: parseOwn(read(`ben${set}.txt`), `ben${set}.txt`, "benign", `own${set}-ben`, set),
  };
}

/**
 * A report set of twin classes: injections within `injRange`, 180 to 220 benign rows, exactly these injection classes
 * and their `-ok` twins plus `secdoc-ok`, 10 to 14 rows a class on each side.
 */
export function expectTwinClasses(
  inj: readonly OwnRow[],
  ben: readonly OwnRow[],
  classes: readonly string[],
  injRange: [number, number],
): void {
  expect(inj.length).toBeGreaterThanOrEqual(injRange[0]);
  expect(inj.length).toBeLessThanOrEqual(injRange[1]);
  expect(ben.length).toBeGreaterThanOrEqual(180);
  expect(ben.length).toBeLessThanOrEqual(220);
  expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(classes));
  expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...classes.map((c) => `${c}-ok`), "secdoc-ok"]));
  for (const side of [inj, ben])
    for (const c of new Set(side.map((r) => r.cls))) {
      const n = side.filter((r) => r.cls === c).length;
      expect(n, c).toBeGreaterThanOrEqual(10);
      expect(n, c).toBeLessThanOrEqual(14);
    }
}
