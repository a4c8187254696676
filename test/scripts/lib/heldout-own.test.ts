// The parser of the hand-written held-out sets: block format, surfaces, halves or a report-only set, clear errors.

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { classHalves, OWN_SURFACES, type OwnRow, ownSet, parseOwn } from "../../../scripts/lib/heldout-own.ts";

const HEAD = "# carrier|class[|surface]\n";

describe("parseOwn", () => {
  test.each([
    ["default surface", "mail|hijack\nHello there", { carrier: "mail", cls: "hijack", surface: "tool_result" }],
    [
      "explicit surface",
      "chat|jailbreak|prompt\nPlay a game",
      { carrier: "chat", cls: "jailbreak", surface: "prompt" },
    ],
    [
      "write surface",
      "agentfile|agentconf|write\n# AGENTS.md",
      { carrier: "agentfile", cls: "agentconf", surface: "write" },
    ],
  ])("%s", (_name, block, want) => {
    const [row] = parseOwn(HEAD + block, "f.txt", "injection", "p", "3");
    expect(row).toMatchObject({ ...want, category: `${want.cls}/${want.carrier}`, split: "report" });
  });

  test("a text keeps its inner lines, YAML front matter with a trailing space included", () => {
    const rows = parseOwn(`${HEAD}a|b\nline 1\n--- \nline 2\n---\nc|d\nx\n`, "f.txt", "benign", "p", "3");
    expect(rows.map((r) => r.text)).toEqual(["line 1\n--- \nline 2", "x"]);
    expect(rows.map((r) => r.id)).toEqual(["p-001", "p-002"]);
  });

  test("sets 1 and 2 alternate tune/report within carrier|class; set 3 is report only", () => {
    const text = `${HEAD}m|h\n1\n---\nm|h\n2\n---\nm|h\n3\n---\nw|h\n4`;
    expect(parseOwn(text, "f", "injection", "p", "2").map((r) => r.split)).toEqual(["tune", "report", "tune", "tune"]);
    expect(parseOwn(text, "f", "injection", "p", "3").every((r) => r.split === "report")).toBe(true);
  });

  test.each([
    ["no class", "mail\ntext", /block 1 has no "carrier\|class"/],
    ["unknown surface", "mail|hijack|email\ntext", /block 1: unknown surface "email"/],
    ["no text", "mail|hijack\n\n", /block 1 \(mail\|hijack\) has no text/],
  ])("bad input: %s", (_name, block, err) => {
    expect(() => parseOwn(HEAD + block, "bad.txt", "benign", "p", "3")).toThrow(err);
  });

  test("--set accepts 1, 2, 3 and says what it expects otherwise", () => {
    expect(ownSet(undefined)).toBe("1");
    expect(ownSet("3")).toBe("3");
    expect(() => ownSet("4")).toThrow(
      /--set must be one of 1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63, 65, 67, 69, 71, 73, 75, 77, 79, 81, 83, 85, got "4"/,
    );
  });

  test("property: any blocks round-trip (carrier, class, surface, text)", () => {
    const word = fc.stringMatching(/^[a-z][a-z-]{0,8}$/);
    const line = fc.string({ maxLength: 30 }).filter((s) => !s.includes("\n") && s.trim() !== "---" && s.trim() !== "");
    const block = fc.record({
      carrier: word,
      cls: word,
      surface: fc.constantFrom(...OWN_SURFACES),
      lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (blocks) => {
        const text =
          HEAD + blocks.map((b) => `${b.carrier}|${b.cls}|${b.surface}\n${b.lines.join("\n")}`).join("\n---\n");
        const rows = parseOwn(text, "p.txt", "injection", "p", "3");
        expect(rows).toHaveLength(blocks.length);
        rows.forEach((r, i) => {
          const b = blocks[i] as (typeof blocks)[number];
          expect([r.carrier, r.cls, r.surface]).toEqual([b.carrier, b.cls, b.surface]);
          expect(r.text).toBe(b.lines.join("\n").replace(/\n+$/, ""));
        });
      }),
    );
  });
});

describe("classHalves", () => {
  const row = (cls: string, label: OwnRow["label"], i: number): OwnRow => ({
    id: `r${i}`,
    text: `t${i}`,
    label,
    surface: "tool_result",
    source: "authored:heldout-own9",
    category: `${cls}/web`,
    carrier: "web",
    cls,
    split: "report",
    licences: ["MIT"],
    trainable: false,
  });
  test.each([
    [["x", "x", "x"], "ABA"],
    [["x", "y", "x", "y", "y"], "AABBA"],
    [["x"], "A"],
  ])("injections of classes %j alternate per class in file order: %s", (classes, want) => {
    const rows = classes.map((c, i) => row(c, "injection", i));
    const half = classHalves(rows);
    expect(rows.map((r) => half.get(r)).join("")).toBe(want);
  });
  test("benign rows have no half", () => {
    const rows = [row("x", "benign", 0), row("x", "injection", 1)];
    const half = classHalves(rows);
    expect([half.has(rows[0] as OwnRow), half.get(rows[1] as OwnRow)]).toEqual([false, "A"]);
  });
});
