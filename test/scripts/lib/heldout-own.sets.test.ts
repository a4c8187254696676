// The committed held-out sets 3 to 25 as their authors promised them: sizes, classes, languages, reserved names, freshness.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { BENIGN_HALVES, classHalves, parseOwn } from "../../../scripts/lib/heldout-own.ts";
import { repoRoot } from "../../harness/env.ts";
import {
  committedSet,
  expectFresh,
  expectProseReportSet,
  LANG_MARKS,
  OTHER_LANG,
  setsBefore,
} from "./heldout-own-form.ts";

describe("committed sets 3 to 25", () => {
  test.each([
    [3, ["", "2"]],
    [13, ["", "2", "3", "5", "7", "9", "11"]],
    [43, ["", "2", ...Array.from({ length: 20 }, (_, i) => String(3 + 2 * i))]],
  ] as const)("setsBefore(%i): the dev file, set 2 and the odd sets below it", (n, want) =>
    expect(setsBefore(n)).toEqual(want),
  );
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
  test.each([
    "27",
    "31",
    "33",
    "35",
    "37",
    "39",
    "41",
    "43",
    "45",
    "47",
    "49",
    "51",
    "53",
    "55",
    "57",
    "59",
    "61",
    "63",
    "65",
    "67",
    "69",
    "71",
    "73",
    "75",
    "77",
    "79",
    "81",
  ] as const)("set %s (tuned on both sides): its benign rows split A/B per class too; set 25's have no half", (set) => {
    expect([...BENIGN_HALVES]).toEqual([
      "27",
      "31",
      "33",
      "35",
      "37",
      "39",
      "41",
      "43",
      "45",
      "47",
      "49",
      "51",
      "53",
      "55",
      "57",
      "59",
      "61",
      "63",
      "65",
      "67",
      "69",
      "71",
      "73",
      "75",
      "77",
      "79",
      "81",
    ]);
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
  });

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
    expectFresh([...inj, ...ben], setsBefore(13));
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
    expectFresh([...inj, ...ben], setsBefore(15));
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
});
