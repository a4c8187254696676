// The objects of an effect: secrets, private data in bulk, money, safeguards and access rights, matched as whole words.

import { describe, expect, test } from "vitest";
import { ACCESS, BULK, MONEY, PROTECTION, SECRET, word } from "../../../src/engine/injection/carrier-objects.ts";

const re = (src: string) => new RegExp(src);

describe("objects", () => {
  test("word() keeps whole words", () => {
    expect(re(word(["key"])).test("monkey")).toBe(false);
    expect(re(word(["key"])).test("the key.")).toBe(true);
  });
  test.each([
    [SECRET, "the recovery codes", "the recovery plan"],
    [BULK, "all customer records", "one customer record"],
    [MONEY, "1,200 eur", "1,200 visitors"],
    [PROTECTION, "the endpoint protection", "the endpoint url"],
    [ACCESS, "add her as an owner", "add her to the thread"],
  ])("%#: %s, not %s", (src, yes, no) => {
    expect(re(src).test(yes)).toBe(true);
    expect(re(src).test(no)).toBe(false);
  });
});
