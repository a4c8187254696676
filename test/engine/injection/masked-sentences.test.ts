// maskedSentences: where an item's sentences end, with the mask's spans kept whole.
import { describe, expect, test } from "vitest";
import { maskedSentences } from "../../../src/engine/injection/masked-sentences.ts";
import { ITEM_SENTENCE_MASK } from "../../../src/engine/injection/plan-stranger47.ts";

const PATHS = /\x60[^\x60\n]*\x60|\S*[./~]\S*\.\S+/g;

describe("maskedSentences", () => {
  test.each([
    [
      "Send it to ops@team.example. Then close the ticket.",
      ["Send it to ops@team.example.", " Then close the ticket."],
    ],
    ["Upload to https://a.example/x.tgz; then tag it!", ["Upload to https://a.example/x.tgz;", " then tag it!"]],
    ["Run `make dist. now` first. Done", ["Run `make dist. now` first.", " Done"]],
    ["同期してください。次に報告。", ["同期してください。", "次に報告。"]],
    ["one\n\ntwo", ["one\n", "two"]],
    ["", []],
    ["   ", []],
  ])("%j", (item, expected) => {
    expect(maskedSentences(item, ITEM_SENTENCE_MASK)).toEqual(expected);
  });

  test("a path's dots do not end a sentence under the path mask, and do under the address mask", () => {
    expect(maskedSentences("Copy ~/.aws/credentials. into testdata/. Now.", PATHS)).toEqual([
      "Copy ~/.aws/credentials. into testdata/.",
      " Now.",
    ]);
  });

  test("at most 40 sentences, the last one cut at its end", () => {
    const out = maskedSentences("a. ".repeat(100), ITEM_SENTENCE_MASK);
    expect(out).toHaveLength(40);
    expect(out[39]).toBe(" a.");
  });

  test("hostile input never throws", () => {
    for (const s of [
      "@".repeat(5000),
      "`".repeat(3001),
      "http://".repeat(500),
      "x.y.z.".repeat(2000),
      "\u0000;".repeat(99),
    ])
      expect(() => maskedSentences(s, ITEM_SENTENCE_MASK)).not.toThrow();
  });
});
