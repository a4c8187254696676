// Arrays in static expansion: elements, keys, slices, and what joins "${a[*]}".

import { describe, expect, test } from "vitest";
import { arrayElement, starJoin } from "../../../src/engine/injection/shell-expand-arrays.ts";

const slice = (s: string): RegExpExecArray | null => /:(\d{1,4})(?::(\d{1,4}))?\}$/.exec(s);

describe("arrayElement", () => {
  test.each([
    ["(c u r l)", "0", false, null, " ", "c"],
    ["(c u r l)", "*", true, slice("${a[*]:0:4}"), "", "curl"],
    ["(x curl -s)", "@", false, slice("${a[@]:1}"), " ", "curl -s"],
    ["(x curl -s)", "@", true, slice("${a[@]:1:1}"), " ", "curl"],
    ["([t]=curl [u]=-s)", "t", false, null, " ", "curl"],
    ["plain", "0", false, null, " ", "plain"],
  ])("%s [%s]", (value, index, inDouble, sl, join, want) => {
    expect(arrayElement(value, index, inDouble, sl, join)).toBe(want);
  });
});

describe("starJoin", () => {
  test.each([
    ['"$(IFS=; echo "', [], false, ""],
    ['"$(IFS=,; echo "', [], false, ","],
    ['echo "', [{ name: "IFS", value: "", end: 0 }], true, ""],
    ['echo "', [{ name: "IFS", value: "", end: 0 }], false, " "],
    ['echo "', [], true, " "],
  ])("%s", (before, assignments, inDouble, want) => {
    expect(starJoin(before, before.length, assignments, inDouble)).toBe(want);
  });
});
