// /sentinel:test arguments are split the way pi splits template arguments: quoted and unquoted content test the same thing.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { splitArgs } from "../../../src/engine/prompt/split.ts";
import { parseTestArgs } from "../../../src/engine/sentinel/test-run.ts";

describe("parseTestArgs", () => {
  test.each([
    ["no-force-push 'git push --force'", { rule: "no-force-push", content: "git push --force", examples: false }],
    ["no-force-push git push --force", { rule: "no-force-push", content: "git push --force", examples: false }],
    ['no-force-push "git push --force"', { rule: "no-force-push", content: "git push --force", examples: false }],
    ['r \'{"command":"rm -rf /"}\'', { rule: "r", content: '{"command":"rm -rf /"}', examples: false }],
    ["r it's fine", { rule: "r", content: "it's fine", examples: false }],
    ["'my rule' x", { rule: "my rule", content: "x", examples: false }],
    ["r --examples", { rule: "r", content: "", examples: true }],
    ["r '--examples'", { rule: "r", content: "", examples: true }],
    ["r", { rule: "r", content: "", examples: false }],
  ])("%s", (input, expected) => {
    expect(parseTestArgs(input)).toEqual(expected);
  });

  test("no rule is a usage error", () => {
    expect(parseTestArgs("   ")).toHaveProperty("error");
    expect(parseTestArgs("''")).toHaveProperty("error");
  });

  test("property: quoting a word-list changes nothing (content is pi's $@)", () => {
    const word = fc.stringMatching(/^[a-z0-9./=-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const plain = parseTestArgs(`rule ${words.join(" ")}`);
        const quoted = parseTestArgs(`rule '${words.join(" ")}'`);
        expect(quoted).toEqual(plain);
        expect(plain).toMatchObject({ content: splitArgs(words.join(" ")).join(" ") });
      }),
    );
  });
});
