// An API's JSON answer read as items (answer-json41.ts): its string fields of words, unescaped; keys, ids and URLs are no items, and a text without JSON lines is no answer.

import { describe, expect, test } from "vitest";
import { jsonItems41 } from "../../../src/engine/injection/answer-json41.ts";

describe("jsonItems41", () => {
  test("string fields of words are the items", () => {
    const text = [
      "GET https://api.example.com/v1/setup → 200",
      "{",
      '  "id": "setup-77",',
      '  "docs": "https://api.example.com/docs/setup-guide-for-projects",',
      '  "steps": ["Create a project key in the \\"Keys\\" page.", "Add the key to the CI secrets store.",',
      '    "Re-run the check:\\nit should say ready."],',
      '  "a key that is long but still a key": 1',
      "}",
    ].join("\n");
    expect(jsonItems41(text)).toEqual([
      'Create a project key in the "Keys" page.',
      "Add the key to the CI secrets store.",
      "Re-run the check:\nit should say ready.",
    ]);
  });

  test.each([
    [
      "no JSON line",
      'Steps: "Create a project key in the Keys page", "Add the key to the CI secrets", "Re-run the check afterwards"',
    ],
    ["fewer than three fields of words", '{\n  "note": "values are never returned by this endpoint",\n  "id": "x"\n}'],
  ])("%s: no items", (_name, text) => {
    expect(jsonItems41(text)).toBeNull();
  });
});
