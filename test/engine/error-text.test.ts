// The one errorText: every kind of thrown value becomes one readable message.

import { describe, expect, it } from "vitest";
import { errorText } from "../../src/engine/error-text.ts";

const fsError = Object.assign(new Error("ENOENT: no such file or directory, open '/x'"), { code: "ENOENT" });
const codedError = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
const goError = { Error: () => "1:5: reached EOF without closing quote '" };
const circular: Record<string, unknown> = {};
circular.self = circular;

describe("errorText", () => {
  it.each<[string, unknown, string]>([
    ["an Error: its message", new Error("boom"), "boom"],
    ["an fs error: the message, which already names the code", fsError, "ENOENT: no such file or directory, open '/x'"],
    ["an error whose message lacks its code: code first", codedError, "ECONNRESET: socket hang up"],
    ["a string as it is", "plain", "plain"],
    ["a Go-style error (the bash parser): Error()", goError, "1:5: reached EOF without closing quote '"],
    ["an object as JSON", { a: 1 }, '{"a":1}'],
    ["undefined", undefined, "undefined"],
    ["a number", 42, "42"],
    ["a circular object", circular, "[object Object]"],
  ])("%s", (_, thrown, text) => {
    expect(errorText(thrown)).toBe(text);
  });
});
