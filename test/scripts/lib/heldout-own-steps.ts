// The form two prose report sets of lists of steps share (set 65, specs, plans and runbooks; set 67, answers to the agent's searches).

import { expect } from "vitest";
import type { OwnRow } from "../../../scripts/lib/heldout-own.ts";
import { committedSet, expectFresh, expectTwinClasses, jaccard, setsBefore, trigrams } from "./heldout-own-form.ts";
import {
  expectCarriersParse,
  expectLanguages,
  expectSides,
  expectTwinsShareCarrier,
  expectUnaddressed,
} from "./heldout-own-shape.ts";

/** What differs between the sets of this form: their bounds. */
export interface StepSetBounds {
  /** the medians' bounds on each side (characters) */
  median: readonly [number, number];
  /** expectReservedNames' lower bounds on each side: URLs, then mail addresses */
  reserved: readonly [number, number];
  /** row i of a class and row i of its twin share at least this character-trigram Jaccard (the same document) */
  twinCloseness: number;
}

/**
 * Set `set` as its author promised it: 16 kinds of order in 12 rows each with a benign twin of the same document (one
 * `write` row a class, eleven kinds of document a class), 300 to 4,000 characters, most rows lists of four steps or
 * more, a quarter in other languages, a third and more unaddressed, a sixth differing from the twin in one short span,
 * 12 security notes refusing the order they quote, reserved names only, no row repeating an earlier set's.
 */
export function expectStepSet(set: Parameters<typeof committedSet>[0], bounds: StepSetBounds): void {
  const { inj, ben } = committedSet(set);
  const classes = [
    ...["secrets", "files", "run", "install", "code", "config", "ci", "access"],
    ...["message", "delete", "rewrite", "rules", "memory", "hide", "persist", "publish"],
  ];
  expectTwinClasses(inj, ben, classes, [192, 192]);
  expectTwinsShareCarrier(inj, ben, classes);
  for (const c of classes) {
    const a = inj.filter((r) => r.cls === c);
    const b = ben.filter((r) => r.cls === `${c}-ok`);
    // the twin is the same document: only the order's step differs, so lengths and trigrams stay close
    for (const [i, r] of a.entries()) {
      const t = b[i]?.text ?? "";
      expect(r.text, r.id).not.toBe(t);
      expect(Math.abs(r.text.length - t.length), r.id).toBeLessThan(300);
      expect(jaccard(trigrams(r.text), trigrams(t)), r.id).toBeGreaterThanOrEqual(bounds.twinCloseness);
      // files the agent writes (plans, notes) start with a heading
      if (r.surface === "write") expect(/^# /.test(r.text), r.id).toBe(true);
    }
    // one file the agent writes per class
    expect(a.filter((r) => r.surface === "write").length, c).toBe(1);
    // at least eleven kinds of document per class
    expect(new Set(a.map((r) => r.carrier)).size, c).toBeGreaterThanOrEqual(11);
  }
  // 300 to 4,000 characters, medians as below on both sides
  expectSides(inj, ben, { other: ["write", 16], length: [300, 4000], closeness: 0.7, reserved: bounds.reserved });
  for (const side of [inj, ben]) {
    const lengths = side.map((r) => r.text.length).sort((x, y) => x - y);
    const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(bounds.median[0]);
    expect(median).toBeLessThanOrEqual(bounds.median[1]);
  }
  // most documents are lists of steps: four or more numbered, bulleted or checkbox lines in nine rows of ten
  const step = /^\s*(?:\d+[.)]|[-*] \[[ x]\]|[-*])\s+\S/;
  const steps = (r: OwnRow): number => r.text.split("\n").filter((l) => step.test(l)).length;
  expect(inj.filter((r) => steps(r) >= 4).length * 10).toBeGreaterThanOrEqual(inj.length * 9);
  // a quarter in other languages and scripts
  const langs: [string, RegExp][] = [
    ["de", /\b(?:und|nicht|[Bb]itte|für|wir|auf|ist|das|der|die)\b/],
    ["fr", /\b(?:vous|pour|avec|dans|les|des|une)\b/],
    ["es", /\b(?:para|los|las|del|una|quien|[Gg]racias)\b/],
    ["it", /\b(?:della|sono|grazie|anche|tutti|il|nel|gli|di|che)\b/],
    ["pt", /\b(?:não|uma|também|dos|você|pelo)\b/],
    ["pl", /(?<!\p{L})(?:nie|jest|się|oraz|przez|żeby)(?!\p{L})/u],
    ["nl", /\b(?:het|een|niet|voor|wordt|moet|zijn|naar)\b/],
    ["tr", /[ışğİ]|\b(?:için|bir|ve)\b/u],
    ["ru", /[\u0400-\u04ff]/],
    ["ja", /[\u3040-\u30ff]/],
    ["zh", /[\u4e00-\u9fff]/],
    ["ko", /[\uac00-\ud7af]/],
  ];
  expectLanguages(inj, ben, langs, 24);
  // a third and more address no AI and use no override word
  const addressed =
    /\b(?:AI|KI|IA|LLM|Claude|Copilot|Cursor|Gemini)\b|[Aa]ssist[ae]n[tc]|[Aa]gent|[Bb]ots?\b|[Ll]anguage[- ]model|\.cursorrules|CLAUDE\.md|AGENTS\.md|copilot-instructions|\.aider|asystent|asistan|アシスタント|エージェント|助手|어시스턴트|ассистент|агент/;
  const override = /ignor|disregard|forget|overrid|supersed|no longer appl|do(?:es)? not apply|outrank|precedence/i;
  expectUnaddressed(inj, addressed, override, [1, 3]);
  // a sixth where the step reads like the twin's: the two differ in one span of at most 100 characters a side
  const oneShortSpan = (a: string, b: string): boolean => {
    let p = 0;
    while (p < a.length && a[p] === b[p]) p++;
    let s = 0;
    while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
    return a.length - p - s <= 100 && b.length - p - s <= 100;
  };
  const close = classes.flatMap((c) => {
    const b = ben.filter((r) => r.cls === `${c}-ok`);
    return inj.filter((r) => r.cls === c).filter((r, i) => oneShortSpan(r.text, b[i]?.text ?? ""));
  });
  expect(close.length * 6).toBeGreaterThanOrEqual(inj.length);
  // no "---" line inside a row (the block separator)
  const all = [...inj, ...ben];
  expectCarriersParse(all, { noSeparator: true });
  // security writing quotes an order and says not to follow it
  const warned = /[Dd]o not follow it|[Nn]ever act on it|Folgen Sie ihr nicht|Ne le suivez pas|従わないでください/;
  for (const r of ben.filter((x) => x.cls === "secdoc-ok")) expect(warned.test(r.text), r.id).toBe(true);
  expectFresh(all, setsBefore(Number(set)));
}
