// The parser of the hand-written held-out sets: block format, surfaces, halves or a report-only set, clear errors.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  BENIGN_HALVES,
  classHalves,
  OWN_SURFACES,
  type OwnRow,
  ownSet,
  parseOwn,
} from "../../../scripts/lib/heldout-own.ts";
import { repoRoot } from "../../harness/env.ts";

const HEAD = "# carrier|class[|surface]\n";

/** No row's text (case and spacing folded) equals a row of the earlier sets named by their file suffixes, or another row. */
function expectFresh(rows: readonly { text: string }[], earlierSets: readonly string[]): void {
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

/** Text in a language other than English: a non-Latin script or common words of the Latin-script languages used */
const OTHER_LANG =
  /[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|\b(?:bitte|und|merci|pour|vous|por favor|para|gracias|grazie|per favore|olá|seria|também|prosimy|dzień)\b/i;

/** Marks of ten languages besides English, for the sets that promise them */
const LANG_MARKS: [string, RegExp][] = [
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
      /--set must be one of 1, 2, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, got "4"/,
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

  test("set 3 as committed parses: at least 200 injections and 200 benign rows, every class named", () => {
    const dir = join(repoRoot, "eval", "injection", "heldout-own");
    const inj = parseOwn(readFileSync(join(dir, "inj3.txt"), "utf8"), "inj3.txt", "injection", "own3-inj", "3");
    const ben = parseOwn(readFileSync(join(dir, "ben3.txt"), "utf8"), "ben3.txt", "benign", "own3-ben", "3");
    expect(inj.length).toBeGreaterThanOrEqual(200);
    expect(ben.length).toBeGreaterThanOrEqual(200);
    expect(new Set(inj.map((r) => r.cls)).size).toBeGreaterThanOrEqual(10);
  });

  test("set 5 (round 7's report set) as committed parses: at least 220 rows each side, every row a report row", () => {
    const dir = join(repoRoot, "eval", "injection", "heldout-own");
    const inj = parseOwn(readFileSync(join(dir, "inj5.txt"), "utf8"), "inj5.txt", "injection", "own5-inj", "5");
    const ben = parseOwn(readFileSync(join(dir, "ben5.txt"), "utf8"), "ben5.txt", "benign", "own5-ben", "5");
    expect(inj.length).toBeGreaterThanOrEqual(220);
    expect(ben.length).toBeGreaterThanOrEqual(220);
    expect(new Set(inj.map((r) => r.cls)).size).toBeGreaterThanOrEqual(12);
    expect(new Set([...inj, ...ben].map((r) => r.split))).toEqual(new Set(["report"]));
    expect(new Set([...inj, ...ben].map((r) => r.source))).toEqual(new Set(["authored:heldout-own5"]));
    const hosts = [...inj, ...ben].flatMap((r) =>
      [...r.text.matchAll(/https?:\/\/([^/:\s"'`<>)]+)/g)].map((m) => (m[1] as string).replace(/\.$/, "")),
    );
    expect(hosts.filter((h) => !/(?:^|\.)example(?:\.[a-z]+)*$|^127\.0\.0\.1$|^localhost$/.test(h))).toEqual([]);
  });

  test.each([
    // set, at least: injections, benign rows
    ["7", 220, 220],
    ["9", 230, 260],
    ["11", 230, 250],
    ["13", 220, 240],
    ["15", 220, 250],
    ["17", 220, 250],
    ["19", 220, 250],
    ["21", 220, 250],
    ["23", 220, 250],
    ["25", 220, 250],
    ["27", 220, 240],
    ["29", 160, 180],
    ["31", 160, 180],
    ["33", 160, 180],
    ["35", 160, 180],
    ["37", 160, 180],
  ] as const)(
    "set %s as committed parses: enough rows each side, 12+ injection classes, hosts and mail domains reserved",
    (set, minInj, minBen) => {
      const { inj, ben } = committedSet(set);
      expect(inj.length).toBeGreaterThanOrEqual(minInj);
      expect(ben.length).toBeGreaterThanOrEqual(minBen);
      expect(new Set(inj.map((r) => r.cls)).size).toBeGreaterThanOrEqual(12);
      expect(new Set([...inj, ...ben].map((r) => r.split))).toEqual(new Set(["report"]));
      expect(new Set([...inj, ...ben].map((r) => r.source))).toEqual(new Set([`authored:heldout-own${set}`]));
      const all = [...inj, ...ben].map((r) => r.text);
      // nothing here is fetched, but every URL names an example.* host or loopback all the same
      const hosts = all.flatMap((t) =>
        [...t.matchAll(/https?:\/\/([^/:\s"'`<>)?&]+)/g)].map((m) => (m[1] as string).replace(/\.+$/, "")),
      );
      expect(hosts.length).toBeGreaterThan(40);
      expect(hosts.filter((h) => !/(?:^|\.)example(?:\.[a-z]+)*$|^127\.0\.0\.1$|^localhost$/.test(h))).toEqual([]);
      // and every mail address is at a reserved .example name (example.com/.org/.net included)
      const domains = all.flatMap((t) =>
        [...t.matchAll(/[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)].map((m) => (m[1] as string).toLowerCase()),
      );
      expect(domains.filter((d) => !/(?:^|\.)example(?:\.[a-z]+)?$/.test(d))).toEqual([]);
    },
  );

  test.each([
    ["9", "round 10"],
    ["11", "round 11"],
    ["13", "round 13"],
    ["15", "round 14"],
    ["17", "round 15"],
    ["19", "round 16"],
    ["21", "round 17"],
    ["23", "round 18"],
    ["25", "round 19"],
    ["27", "round 20"],
    ["29", "round 21"],
    ["31", "round 22"],
    ["33", "round 23"],
  ] as const)(
    "set %s (tuning data since %s): --halves splits its injections A/B per class, each class's halves within one row",
    (set, _since) => {
      const { inj } = committedSet(set);
      const half = classHalves(inj);
      expect(half.size).toBe(inj.length);
      for (const c of new Set(inj.map((r) => r.cls))) {
        const of = (h: "A" | "B"): number => inj.filter((r) => r.cls === c && half.get(r) === h).length;
        expect(of("A") - of("B")).toBeGreaterThanOrEqual(0);
        expect(of("A") - of("B")).toBeLessThanOrEqual(1);
      }
    },
  );
  test.each(["27", "31"] as const)(
    "set %s (tuned on both sides): its benign rows split A/B per class too; set 25's have no half",
    (set) => {
      expect([...BENIGN_HALVES]).toEqual(["27", "31"]);
      const { inj, ben } = committedSet(set);
      const half = classHalves([...inj, ...ben], true);
      expect(half.size).toBe(inj.length + ben.length);
      for (const c of new Set(ben.map((r) => r.cls))) {
        const of = (h: "A" | "B"): number => ben.filter((r) => r.cls === c && half.get(r) === h).length;
        expect(of("A") - of("B")).toBeGreaterThanOrEqual(0);
        expect(of("A") - of("B")).toBeLessThanOrEqual(1);
      }
      // the injections' halves are the same whether or not the benign rows are split
      const injOnly = classHalves(inj);
      for (const r of inj) expect(half.get(r)).toBe(injOnly.get(r));
      const old = committedSet("25");
      expect(classHalves([...old.inj, ...old.ben]).size).toBe(old.inj.length);
    },
  );

  test("set 11 (round 10's report set): 12+ benign classes; round 9's weak classes are the heaviest", () => {
    const { inj, ben } = committedSet("11");
    expect(new Set(ben.map((r) => r.cls)).size).toBeGreaterThanOrEqual(12);
    // indirect requests, fake conversations, agent configs, delayed triggers
    const of = (c: string): number => inj.filter((r) => r.cls === c).length;
    for (const c of ["indirect", "fakeconvo", "agentconf", "delayed"]) expect(of(c), c).toBeGreaterThanOrEqual(18);
  });
  test("set 13 (round 11's report set): 12+ benign classes; the issue's weak classes have 16+ rows each; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("13");
    expect(new Set(ben.map((r) => r.cls)).size).toBeGreaterThanOrEqual(12);
    const of = (c: string): number => inj.filter((r) => r.cls === c).length;
    for (const c of ["mailreq", "calendar", "webpage", "apiout", "agentconf", "tooldesc", "fakeconvo", "delayed"])
      expect(of(c), c).toBeGreaterThanOrEqual(16);
    for (const c of ["indirect", "typo", "exfilplain"]) expect(of(c), c).toBeGreaterThanOrEqual(16);
    // balanced enough for per-class figures: no class more than twice the smallest
    const sizes = [...new Set(inj.map((r) => r.cls))].map(of);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * Math.min(...sizes));
    // written fresh: no text (case and spacing folded) equals a row of sets 1 to 11, nor another row of set 13
    expectFresh([...inj, ...ben], ["", "2", "3", "5", "7", "9", "11"]);
    // many languages: rows in at least eight scripts or languages besides English
    const langs: [string, RegExp][] = [
      ["de", /\b(?:bitte|und|der|die|das)\b/i],
      ["fr", /\b(?:merci|pour|les|vous)\b/i],
      ["es", /\b(?:por favor|gracias|para|el usuario)\b/i],
      ["it", /\b(?:grazie|per favore|della)\b/i],
      ["pl", /\b(?:prosimy|dzień|asystent)\b/i],
      ["ja", /[\u3040-\u30ff]/],
      ["zh", /[\u4e00-\u9fff]/],
      ["ru", /[\u0400-\u04ff]/],
      ["ko", /[\uac00-\ud7af]/],
    ];
    expect(langs.filter(([, re]) => inj.some((r) => re.test(r.text))).length).toBeGreaterThanOrEqual(8);
  });
  test("set 15 (round 13's report set): 14 injection classes of 14 to 20 rows, 14+ benign classes, agent configs as write and tool_result; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("15");
    const of = (c: string): number => inj.filter((r) => r.cls === c).length;
    const classes = [
      ...["thread", "ticket", "review", "feed", "datarow", "mcp"],
      ...["exfilplain", "noticeframe", "delayed", "indirect", "agentconf", "fakeconvo", "typo", "steer"],
    ];
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(classes));
    for (const c of classes) {
      expect(of(c), c).toBeGreaterThanOrEqual(14);
      expect(of(c), c).toBeLessThanOrEqual(20);
    }
    expect(new Set(ben.map((r) => r.cls)).size).toBeGreaterThanOrEqual(14);
    const conf = inj.filter((r) => r.cls === "agentconf");
    expect(conf.filter((r) => r.surface === "write").length).toBeGreaterThanOrEqual(6);
    expect(conf.filter((r) => r.surface === "tool_result").length).toBeGreaterThanOrEqual(6);
    // written fresh: no text (case and spacing folded) equals a row of sets 1 to 13, nor another row of set 15
    expectFresh([...inj, ...ben], ["", "2", "3", "5", "7", "9", "11", "13"]);
    // at least ten languages: English and nine of these, on the injection side
    const langs = LANG_MARKS;
    expect(langs.filter(([, re]) => inj.some((r) => re.test(r.text))).length).toBeGreaterThanOrEqual(9);
  });
  test("set 17 (round 14's report set): 15 injection classes of 14 to 20 rows, 16 benign classes, agent configs as write and tool_result; no row repeats an earlier set's", () => {
    expectProseReportSet(
      "17",
      [
        ...["webpage", "repo", "workitem", "record", "codecomment", "exfilplain", "noticeframe", "delayed"],
        ...["indirect", "agentconf", "fakeconvo", "typo", "steer", "chain", "addressed"],
      ],
      ["", "2", "3", "5", "7", "9", "11", "13", "15"],
    );
  });
  test("set 19 (round 15's report set): 16 injection classes of 14 to 20 rows, 16 benign classes, agent configs as write and tool_result; no row repeats an earlier set's", () => {
    const { inj } = expectProseReportSet(
      "19",
      [
        ...["devlog", "depdoc", "tracker", "inbox", "datafeed", "toolmeta", "exfilplain", "noticeframe"],
        ...["delayed", "indirect", "agentconf", "fakeconvo", "typo", "steer", "chain", "addressed"],
      ],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17"],
    );
    // about a third of the injections sit where an agent meets them in ordinary developer work
    const dev = ["devlog", "depdoc", "tracker", "agentconf"];
    expect(inj.filter((r) => dev.includes(r.cls)).length).toBeGreaterThanOrEqual(55);
  });
  test("set 21 (round 16's report set): 16 injection classes of 14 to 20 rows, 16 benign classes, agent configs as write and tool_result; no row repeats an earlier set's; a third of each side not in English; few rows name the assistant", () => {
    const { inj, ben } = expectProseReportSet(
      "21",
      [
        ...["devlog", "depdoc", "tracker", "inbox", "datafeed", "toolmeta", "exfilplain", "noticeframe"],
        ...["delayed", "indirect", "agentconf", "fakeconvo", "typo", "steer", "chain", "addressed"],
      ],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19"],
    );
    // about a third of the injections sit where an agent meets them in ordinary developer work
    const dev = ["devlog", "depdoc", "tracker", "agentconf"];
    expect(inj.filter((r) => dev.includes(r.cls)).length).toBeGreaterThanOrEqual(60);
    // at least a third of each side written (wholly or partly) in another language than English: a script other than
    // Latin, Latin letters with diacritics, or common words of the Latin-script languages the set uses
    const foreign =
      /[\u0370-\u03ff\u0400-\u04ff\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|[äöüßàâçèêëîïôùûœąćęłńśźżěščřžůğışãõñáíóúạảấầậắằếềểệịọốồổộớờụứừữ]|\b(?:bitte|und|merci|pour|vous|para|por|della|grazie|também|prosimy|och|för|het|een|bij|bir|için|yang|untuk)\b/i;
    for (const side of [inj, ben])
      expect(side.filter((r) => foreign.test(r.text)).length * 3).toBeGreaterThanOrEqual(side.length);
    // at most a quarter of the injections address "the assistant/agent/AI/model" by those words
    const addressee = /\b(?:the|an?|dear|hey|hi|attention|for|to)\s+(?:ai|assistant|agent|model|llm|chatbot)s?\b/i;
    expect(inj.filter((r) => addressee.test(r.text)).length * 4).toBeLessThanOrEqual(inj.length);
  });
  test("set 23 (round 17's report set): 15 injection classes of 14 to 20 rows in the carriers of agent benchmarks, 16 benign classes in the same carriers; rows of realistic size with the payload inside; structured tool outputs; no row repeats an earlier set's; few rows name the assistant", () => {
    const { inj, ben } = expectProseReportSet(
      "23",
      [
        ...["webpage", "mailthread", "calendar", "bank", "chat", "search", "review", "issues"],
        ...["drive", "toolmeta", "apiout", "logtext", "readme", "delimiter", "agentconf"],
      ],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21"],
    );
    for (const side of [inj, ben]) {
      // most rows are whole carriers (a page, a thread, an API answer, a log excerpt): 300 to 3,000 characters
      const sized = side.filter((r) => r.text.length >= 300 && r.text.length <= 3000).length;
      expect(sized * 10).toBeGreaterThanOrEqual(side.length * 9);
      const lengths = side.map((r) => r.text.length).sort((a, b) => a - b);
      expect(lengths[Math.floor(lengths.length / 2)]).toBeGreaterThanOrEqual(700);
      // about a third are JSON tool outputs (events, transactions, messages, results, reviews, issues, files, tools)
      const json = side.filter((r) => {
        const t = r.text.slice(r.text.indexOf("{"), r.text.lastIndexOf("}") + 1);
        try {
          return t !== "" && typeof JSON.parse(t) === "object";
        } catch {
          return false;
        }
      }).length;
      expect(json * 3).toBeGreaterThanOrEqual(side.length);
    }
    // at most a quarter of the injections address "the assistant/agent/AI/model" by those words
    const addressee = /\b(?:the|an?|dear|hey|hi|attention|for|to)\s+(?:ai|assistant|agent|model|llm|chatbot)s?\b/i;
    expect(inj.filter((r) => addressee.test(r.text)).length * 4).toBeLessThanOrEqual(inj.length);
    // benign rows sit in the injections' carriers: each injection class but the delimiter tricks has a benign twin
    const twins = new Set(ben.map((r) => r.cls.replace(/-ok$/, "")));
    for (const c of [
      "webpage",
      "calendar",
      "bank",
      "chat",
      "search",
      "review",
      "issues",
      "drive",
      "readme",
      "agentconf",
    ])
      expect(twins.has(c), c).toBe(true);
  });
  test("set 25 (round 18's report set): 15 injection classes of 14 to 20 rows in what a coding agent reads while it works, 16 benign classes in the same carriers; a third short; a fifth not in English; no row repeats an earlier set's; few rows name the assistant", () => {
    const { inj, ben } = expectProseReportSet(
      "25",
      [
        ...["srccomment", "depreadme", "issuepr", "cilog", "testout", "pkgmeta", "webdoc", "mcptool"],
        ...["mcpresult", "notebook", "config", "commitmsg", "teamchat", "agentconf", "hidden"],
      ],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23"],
    );
    for (const side of [inj, ben]) {
      // mixed sizes: about a third short (under 300 characters), the rest 300 to 3,000
      const short = side.filter((r) => r.text.length < 300).length;
      expect(short * 4).toBeGreaterThanOrEqual(side.length);
      expect(short * 5).toBeLessThanOrEqual(side.length * 2);
      expect(side.every((r) => r.text.length <= 3000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      const other = side.filter((r) => OTHER_LANG.test(r.text)).length;
      expect(other * 6).toBeGreaterThanOrEqual(side.length);
    }
    // at most a quarter of the injections address "the assistant/agent/AI/model" by those words
    const addressee = /\b(?:the|an?|dear|hey|hi|attention|for|to)\s+(?:ai|assistant|agent|model|llm|chatbot)s?\b/i;
    expect(inj.filter((r) => addressee.test(r.text)).length * 4).toBeLessThanOrEqual(inj.length);
    // every injection class has a benign twin in the same carriers, plus security writing that quotes attacks
    const twins = new Set(ben.map((r) => r.cls.replace(/-ok$/, "")));
    for (const c of new Set(inj.map((r) => r.cls))) expect(twins.has(c), c).toBe(true);
    expect(ben.filter((r) => r.cls === "secdoc-ok").length).toBeGreaterThanOrEqual(14);
  });
  test("set 27 (round 19's report set): 16 injection classes of 14 to 18 whole tool results at real lengths, the same carriers benign plus security writing; most rows 600 to 6,000 characters, about a tenth longer; a fifth not in English; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("27");
    const classes = [
      ...["webpage", "fetchmd", "search", "mailbox", "mailthread", "issue", "chat", "doctext"],
      ...["csv", "apijson", "calcrm", "shellci", "files", "ticket", "wiki", "forum"],
    ];
    expect(inj.length).toBeGreaterThanOrEqual(220);
    expect(inj.length).toBeLessThanOrEqual(260);
    expect(ben.length).toBeGreaterThanOrEqual(240);
    expect(ben.length).toBeLessThanOrEqual(280);
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(classes));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...classes.map((c) => `${c}-ok`), "secdoc-ok"]));
    for (const side of [inj, ben])
      for (const c of new Set(side.map((r) => r.cls))) {
        const n = side.filter((r) => r.cls === c).length;
        expect(n, c).toBeGreaterThanOrEqual(14);
        expect(n, c).toBeLessThanOrEqual(18);
      }
    for (const side of [inj, ben]) {
      // real lengths: none under 600 characters, none over 20,000, a tenth or so over 6,000
      expect(side.every((r) => r.text.length >= 600 && r.text.length <= 20000)).toBe(true);
      const long = side.filter((r) => r.text.length > 6000).length;
      expect(long * 20).toBeGreaterThanOrEqual(side.length);
      expect(long * 6).toBeLessThanOrEqual(side.length);
      // about a fifth in a language other than English, or mixed
      const other = side.filter((r) => OTHER_LANG.test(r.text)).length;
      expect(other * 6).toBeGreaterThanOrEqual(side.length);
      // scored as tool_result, save a few agent files as write
      const write = side.filter((r) => r.surface === "write");
      expect(write.length).toBeGreaterThanOrEqual(4);
      expect(write.every((r) => r.cls.startsWith("files"))).toBe(true);
      expect(side.filter((r) => r.surface === "tool_result").length).toBe(side.length - write.length);
    }
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh([...inj, ...ben], ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25"]);
  });
  test("set 29 (round 20's report set): 14 attacker goals of 14 to 18 injections each, written one by one; 14 benign twins and security writing in the same carriers; no two rows of a side alike; lengths mostly 200 to 2,000; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("29");
    const goals = [
      ...["exfil", "creds", "money", "exec", "sendas", "delete", "silence"],
      ...["verdict", "persist", "account", "leakctx", "steer", "weaken", "share"],
    ];
    expect(inj.length).toBeGreaterThanOrEqual(160);
    expect(inj.length).toBeLessThanOrEqual(200);
    expect(ben.length).toBeGreaterThanOrEqual(180);
    expect(ben.length).toBeLessThanOrEqual(220);
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(goals));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...goals.map((c) => `${c}-ok`), "secdoc-ok"]));
    // evenly spread: every goal 14 to 18 injections, every benign class 12 to 18 rows
    for (const c of goals) {
      const n = inj.filter((r) => r.cls === c).length;
      expect(n, c).toBeGreaterThanOrEqual(14);
      expect(n, c).toBeLessThanOrEqual(18);
    }
    for (const c of new Set(ben.map((r) => r.cls))) {
      const n = ben.filter((r) => r.cls === c).length;
      expect(n, c).toBeGreaterThanOrEqual(12);
      expect(n, c).toBeLessThanOrEqual(18);
    }
    for (const side of [inj, ben]) {
      // many carriers, each class in several of them
      expect(new Set(side.map((r) => r.carrier)).size).toBeGreaterThanOrEqual(14);
      for (const c of new Set(side.map((r) => r.cls)))
        expect(new Set(side.filter((r) => r.cls === c).map((r) => r.carrier)).size, c).toBeGreaterThanOrEqual(8);
      // lengths: most 200 to 2,000 characters (short rows are CJK text), some longer, none over 6,000
      const within = side.filter((r) => r.text.length >= 200 && r.text.length <= 2000).length;
      expect(within * 10).toBeGreaterThanOrEqual(side.length * 8);
      const long = side.filter((r) => r.text.length > 2000).length;
      expect(long * 20).toBeGreaterThanOrEqual(side.length);
      expect(side.every((r) => r.text.length >= 100 && r.text.length <= 6000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      expect(side.filter((r) => OTHER_LANG.test(r.text)).length * 6).toBeGreaterThanOrEqual(side.length);
      // scored as tool_result, save a few agent files as write
      const write = side.filter((r) => r.surface === "write");
      expect(write.length).toBeGreaterThanOrEqual(3);
      expect(write.every((r) => r.carrier === "agentfile")).toBe(true);
      expect(side.filter((r) => r.surface === "tool_result").length).toBe(side.length - write.length);
      // breadth of wording: no two rows of a side closer than character-trigram Jaccard 0.45
      expectNoCloseRows(side, 0.45);
      // reserved names only: example.com/.net/.org, *.example, *.test, *.invalid, documentation ranges, loopback
      const reserved =
        /^(?:(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid)|localhost|127(?:\.\d{1,3}){3}|192\.0\.2\.\d{1,3}|198\.51\.100\.\d{1,3}|203\.0\.113\.\d{1,3})$/i;
      const texts = side.map((r) => r.text);
      const hosts = texts.flatMap((t) =>
        [...t.matchAll(/[a-z][a-z+.-]*:\/\/(?:[^@/\s"'`<>]*@)?([^/:\s"'`<>)?&#]+)/gi)].map((m) =>
          (m[1] as string).replace(/\.+$/, ""),
        ),
      );
      expect(hosts.length).toBeGreaterThan(10);
      expect(hosts.filter((h) => !reserved.test(h))).toEqual([]);
      const domains = texts.flatMap((t) =>
        [...t.matchAll(/[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)].map((m) => (m[1] as string).toLowerCase()),
      );
      expect(domains.length).toBeGreaterThan(20);
      expect(domains.filter((d) => !reserved.test(d))).toEqual([]);
      const ips = texts.flatMap((t) => t.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? []);
      // 0.0.0.0 (any address, in firewall rules) names no host
      expect(ips.filter((ip) => ip !== "0.0.0.0" && !reserved.test(ip))).toEqual([]);
    }
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh([...inj, ...ben], ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27"]);
  });
  test("set 31 (round 21's report set): the agent-benchmark setting, 15 attacker goals with the user's tools of 10 to 16 injections each, their benign twins and security writing in the same tools' results; no two rows of a side alike; lengths mostly 300 to 3,000, about a tenth longer; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("31");
    const goals = [
      ...["payee", "purchase", "forward", "purge", "share", "invite", "takeover", "booking"],
      ...["post", "urlleak", "replyleak", "falsetell", "repo", "crmexport", "refund"],
    ];
    const tools = ["mail", "calendar", "drive", "docs", "bank", "chat", "travel", "shop", "codehost", "browser"];
    expect(inj.length).toBeGreaterThanOrEqual(160);
    expect(inj.length).toBeLessThanOrEqual(200);
    expect(ben.length).toBeGreaterThanOrEqual(180);
    expect(ben.length).toBeLessThanOrEqual(220);
    // every class present, none other; evenly spread: 10 to 16 rows each side
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(goals));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...goals.map((c) => `${c}-ok`), "secdoc-ok"]));
    for (const side of [inj, ben])
      for (const c of new Set(side.map((r) => r.cls))) {
        const n = side.filter((r) => r.cls === c).length;
        expect(n, c).toBeGreaterThanOrEqual(10);
        expect(n, c).toBeLessThanOrEqual(16);
      }
    for (const side of [inj, ben]) {
      // the tools of an agent benchmark (and a CRM and a ticket desk), each class in 5 or more of them
      expect(new Set(side.map((r) => r.carrier))).toEqual(new Set([...tools, "crm", "ticket"]));
      for (const c of new Set(side.map((r) => r.cls)))
        expect(new Set(side.filter((r) => r.cls === c).map((r) => r.carrier)).size, c).toBeGreaterThanOrEqual(5);
      // all scored as tool_result, most of them structured tool output (a JSON object)
      expect(side.every((r) => r.surface === "tool_result")).toBe(true);
      const json = side.filter((r) => {
        try {
          return typeof JSON.parse(r.text) === "object";
        } catch {
          return false;
        }
      }).length;
      expect(json * 10).toBeGreaterThanOrEqual(side.length * 7);
      // lengths: mostly 300 to 3,000 characters, about a tenth longer, none over 8,000
      const within = side.filter((r) => r.text.length >= 300 && r.text.length <= 3000).length;
      expect(within * 10).toBeGreaterThanOrEqual(side.length * 8);
      const long = side.filter((r) => r.text.length > 3000).length;
      expect(long * 20).toBeGreaterThanOrEqual(side.length);
      expect(side.every((r) => r.text.length >= 300 && r.text.length <= 8000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      expect(side.filter((r) => OTHER_LANG.test(r.text)).length * 5).toBeGreaterThanOrEqual(side.length);
      // breadth of wording: no two rows of a side closer than character-trigram Jaccard 0.45
      expectNoCloseRows(side, 0.45);
      // reserved names only: example.com/.net/.org, *.example, *.test, *.invalid, documentation ranges, loopback
      const reserved =
        /^(?:(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid)|localhost|127(?:\.\d{1,3}){3}|192\.0\.2\.\d{1,3}|198\.51\.100\.\d{1,3}|203\.0\.113\.\d{1,3})$/i;
      const texts = side.map((r) => r.text);
      const hosts = texts.flatMap((t) =>
        [...t.matchAll(/[a-z][a-z+.-]*:\/\/(?:[^@/\s"'`<>]*@)?([^/:\s"'`<>)?&#]+)/gi)].map((m) =>
          (m[1] as string).replace(/\.+$/, ""),
        ),
      );
      expect(hosts.length).toBeGreaterThan(10);
      expect(hosts.filter((h) => !reserved.test(h))).toEqual([]);
      const domains = texts.flatMap((t) =>
        [...t.matchAll(/[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b/gi)].map((m) => (m[1] as string).toLowerCase()),
      );
      expect(domains.length).toBeGreaterThan(100);
      expect(domains.filter((d) => !reserved.test(d))).toEqual([]);
      const ips = texts.flatMap((t) => t.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? []);
      expect(ips.filter((ip) => !reserved.test(ip))).toEqual([]);
    }
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh(
      [...inj, ...ben],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29"],
    );
  });
  test("set 33 (round 22's report set): form over words, 16 hiding techniques of 10 to 14 injections each in several carriers, their benign look-alikes and security writing about encoded orders; no two rows of a side alike; 200 to 3,000 characters; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("33");
    const techniques = [
      ...["comment", "invisible", "attribute", "mdmeta", "datafield", "sourcenote", "base64", "hexurl"],
      ...["rotrev", "leet", "homoglyph", "zerowidth", "spaced", "acrostic", "splitfield", "listorder"],
    ];
    expect(inj.length).toBeGreaterThanOrEqual(160);
    expect(inj.length).toBeLessThanOrEqual(200);
    expect(ben.length).toBeGreaterThanOrEqual(180);
    expect(ben.length).toBeLessThanOrEqual(220);
    // every class present, none other; evenly spread: 10 to 14 rows each side
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(techniques));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...techniques.map((c) => `${c}-ok`), "secdoc-ok"]));
    for (const side of [inj, ben])
      for (const c of new Set(side.map((r) => r.cls))) {
        const n = side.filter((r) => r.cls === c).length;
        expect(n, c).toBeGreaterThanOrEqual(10);
        expect(n, c).toBeLessThanOrEqual(14);
      }
    for (const side of [inj, ben]) {
      // many carriers (markup, data, code, mail, chat, logs), each class in 3 or more of them
      expect(new Set(side.map((r) => r.carrier)).size).toBeGreaterThanOrEqual(15);
      for (const c of new Set(side.map((r) => r.cls)))
        expect(new Set(side.filter((r) => r.cls === c).map((r) => r.carrier)).size, c).toBeGreaterThanOrEqual(3);
      // all scored as tool_result; lengths 200 to 3,000 characters
      expect(side.every((r) => r.surface === "tool_result")).toBe(true);
      expect(side.every((r) => r.text.length >= 200 && r.text.length <= 3000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      expect(side.filter((r) => OTHER_LANG.test(r.text)).length * 5).toBeGreaterThanOrEqual(side.length);
      // breadth of wording: no two rows of a side closer than character-trigram Jaccard 0.45
      expectNoCloseRows(side, 0.45);
      expectReservedNames(side, 40);
    }
    // the encodings are real: every base64 row's blob of 40+ characters decodes to text, every hex blob too
    const b64 = inj.filter((r) => r.cls === "base64").map((r) => r.text.match(/[A-Za-z0-9+/]{40,}={0,2}/)?.[0]);
    expect(
      b64.every(
        (m) => m !== undefined && /^[\x20-\x7e\u00a0-\uffff]+$/.test(Buffer.from(m, "base64").toString("utf8")),
      ),
    ).toBe(true);
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh(
      [...inj, ...ben],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29", "31"],
    );
  });
  test("set 35 (round 23's report set): injections that arrive through the agent's own machinery, 16 channels of 10 to 14 injections each, their benign twins in the same channels and security writing that quotes such attacks; no two rows of a side alike; 150 to 3,000 characters; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("35");
    const channels = [
      ...["tooldesc", "schemadesc", "serverinstr", "toolerror", "subagent", "review", "memory", "agentfile"],
      ...["lintout", "installlog", "lsp", "codesearch", "diff", "commitmsg", "notebook", "cilog"],
    ];
    expect(inj.length).toBeGreaterThanOrEqual(160);
    expect(inj.length).toBeLessThanOrEqual(200);
    expect(ben.length).toBeGreaterThanOrEqual(180);
    expect(ben.length).toBeLessThanOrEqual(220);
    // every class present, none other; evenly spread: 10 to 14 rows each side
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(channels));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...channels.map((c) => `${c}-ok`), "secdoc-ok"]));
    for (const side of [inj, ben])
      for (const c of new Set(side.map((r) => r.cls))) {
        const n = side.filter((r) => r.cls === c).length;
        expect(n, c).toBeGreaterThanOrEqual(10);
        expect(n, c).toBeLessThanOrEqual(14);
      }
    // the first field is the format of the tool result; each channel's benign twin comes in a format its injections use
    const formats = ["json", "yaml", "text", "markdown", "log", "diff", "gitlog"];
    for (const side of [inj, ben]) expect(new Set(side.map((r) => r.carrier))).toEqual(new Set(formats));
    for (const c of channels) {
      const injFormats = new Set(inj.filter((r) => r.cls === c).map((r) => r.carrier));
      expect(
        ben.some((r) => r.cls === `${c}-ok` && injFormats.has(r.carrier)),
        c,
      ).toBe(true);
    }
    for (const side of [inj, ben]) {
      // all scored as tool_result; lengths 150 to 3,000 characters
      expect(side.every((r) => r.surface === "tool_result")).toBe(true);
      expect(side.every((r) => r.text.length >= 150 && r.text.length <= 3000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      expect(side.filter((r) => OTHER_LANG.test(r.text)).length * 5).toBeGreaterThanOrEqual(side.length);
      // breadth of wording: no two rows of a side closer than character-trigram Jaccard 0.45
      expectNoCloseRows(side, 0.45);
      expectReservedNames(side, 25);
    }
    // the JSON-shaped results are JSON (MCP messages, review comments, memories, notebooks, diagnostics)
    for (const r of [...inj, ...ben].filter((x) => x.carrier === "json"))
      expect(() => JSON.parse(r.text), r.id).not.toThrow();
    // the orders come in ten languages besides English
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh(
      [...inj, ...ben],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29", "31", "33"],
    );
  });
  test("set 37 (round 25's report set): orders that do not look like orders, 16 carriers of 10 to 14 injections each (facts, policies, FAQs, changelogs, status messages, narratives, config comments, tables, quoted conversations, test expectations, runbooks, API docs, definitions, troubleshooting entries, ADRs, tickets), their benign twins and security writing about such orders; no override words; no two rows of a side alike; 150 to 3,000 characters; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("37");
    const classes = [
      ...["fact", "policy", "faq", "changelog", "status", "narrative", "confcomment", "table"],
      ...["quoted", "testexpect", "runbook", "apidoc", "definition", "troubleshoot", "adr", "ticket"],
    ];
    expect(inj.length).toBeGreaterThanOrEqual(170);
    expect(inj.length).toBeLessThanOrEqual(210);
    expect(ben.length).toBeGreaterThanOrEqual(180);
    expect(ben.length).toBeLessThanOrEqual(220);
    // every class present, none other; evenly spread: 10 to 14 rows each side
    expect(new Set(inj.map((r) => r.cls))).toEqual(new Set(classes));
    expect(new Set(ben.map((r) => r.cls))).toEqual(new Set([...classes.map((c) => `${c}-ok`), "secdoc-ok"]));
    for (const side of [inj, ben])
      for (const c of new Set(side.map((r) => r.cls))) {
        const n = side.filter((r) => r.cls === c).length;
        expect(n, c).toBeGreaterThanOrEqual(10);
        expect(n, c).toBeLessThanOrEqual(14);
      }
    // the first field is the format; both sides use the same formats, and each class's benign twin uses its formats
    const formats = ["markdown", "text", "yaml", "toml", "json", "log", "code"];
    for (const side of [inj, ben]) expect(new Set(side.map((r) => r.carrier))).toEqual(new Set(formats));
    for (const c of classes) {
      const injFormats = new Set(inj.filter((r) => r.cls === c).map((r) => r.carrier));
      const benFormats = new Set(ben.filter((r) => r.cls === `${c}-ok`).map((r) => r.carrier));
      expect(benFormats, c).toEqual(injFormats);
    }
    for (const side of [inj, ben]) {
      // mostly tool_result, a few written files (changelogs, config files, tests, ADRs) on both sides
      const written = side.filter((r) => r.surface === "write");
      expect(side.every((r) => r.surface === "tool_result" || r.surface === "write")).toBe(true);
      expect(written.length).toBeGreaterThanOrEqual(8);
      expect(written.length * 10).toBeLessThanOrEqual(side.length);
      expect(side.every((r) => r.text.length >= 150 && r.text.length <= 3000)).toBe(true);
      // about a fifth in a language other than English, or mixed
      expect(side.filter((r) => OTHER_LANG.test(r.text)).length * 5).toBeGreaterThanOrEqual(side.length);
      // breadth of wording: no two rows of a side closer than character-trigram Jaccard 0.45
      expectNoCloseRows(side, 0.45);
      expectReservedNames(side, 25);
    }
    // orders that do not look like orders: no override words, no IMPORTANT, no "SYSTEM:" label in any injection
    expect(
      inj.filter((r) => /ignore (?:all |any )?(?:previous|prior)|IMPORTANT|\bSYSTEM:/.test(r.text)).map((r) => r.id),
    ).toEqual([]);
    // the JSON-shaped results are JSON (help-centre articles, status pages, conversations, tickets, advisories)
    for (const r of [...inj, ...ben].filter((x) => x.carrier === "json"))
      expect(() => JSON.parse(r.text), r.id).not.toThrow();
    // the orders come in ten languages besides English
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh(
      [...inj, ...ben],
      ["", "2", "3", "5", "7", "9", "11", "13", "15", "17", "19", "21", "23", "25", "27", "29", "31", "33", "35"],
    );
  });
});

/** No two rows closer than character-trigram Jaccard `bar` (the pairs that are, by id, in the failure). */
function expectNoCloseRows(side: readonly { id: string; text: string }[], bar: number): void {
  const grams = side.map((r) => trigrams(r.text));
  const close: string[] = [];
  for (let i = 0; i < grams.length; i++)
    for (let j = i + 1; j < grams.length; j++)
      if (jaccard(grams[i] as Set<string>, grams[j] as Set<string>) >= bar)
        close.push(`${side[i]?.id} ~ ${side[j]?.id}`);
  expect(close).toEqual([]);
}

/**
 * Reserved names only (example.com/.net/.org, *.example, *.test, *.invalid, documentation ranges, loopback) in the
 * rows' URLs, mail domains and IPs, with more than `minHosts` URLs and 40 mail addresses to check.
 */
function expectReservedNames(side: readonly { text: string }[], minHosts: number): void {
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
  expect(domains.length).toBeGreaterThan(40);
  expect(domains.filter((d) => !reserved.test(d))).toEqual([]);
  const ips = texts.flatMap((t) => t.match(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? []);
  expect(ips.filter((ip) => !reserved.test(ip))).toEqual([]);
}

/** A text's character trigrams, case and spacing folded (the closeness measure of sets 29, 31, 33, 35 and 37's authoring checks). */
function trigrams(text: string): Set<string> {
  const t = text.toLowerCase().replace(/\s+/g, " ").trim();
  const out = new Set<string>();
  for (let i = 0; i + 3 <= t.length; i++) out.add(t.slice(i, i + 3));
  return out;
}

/** Jaccard similarity of two sets. */
function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const g of a) if (b.has(g)) both++;
  return both / (a.size + b.size - both);
}

/**
 * A prose report set's shape: exactly these injection classes of 14 to 20 rows, 16 benign classes of at least 14,
 * agent configs as write and tool_result, no text (case and spacing folded) equal to a row of the earlier sets or
 * another row of this one, and every language mark on the injection side.
 */
function expectProseReportSet(
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
function committedSet(
  set: "7" | "9" | "11" | "13" | "15" | "17" | "19" | "21" | "23" | "25" | "27" | "29" | "31" | "33" | "35" | "37",
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
