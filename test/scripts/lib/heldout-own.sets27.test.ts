// The committed held-out sets 27 to 37 (long tool results, goals, agent benchmarks, hidden orders, agent machinery, soft orders) as their authors promised them.

import { describe, expect, test } from "vitest";
import {
  committedSet,
  expectFresh,
  expectNoCloseRows,
  expectReservedNames,
  expectTwinClasses,
  LANG_MARKS,
  OTHER_LANG,
  setsBefore,
} from "./heldout-own-form.ts";

describe("committed sets 27 to 37", () => {
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
    expectFresh([...inj, ...ben], setsBefore(27));
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
    expectFresh([...inj, ...ben], setsBefore(29));
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
      expectReservedNames(side, 10, 100);
    }
    expect(LANG_MARKS.filter(([, re]) => inj.some((r) => re.test(r.text))).map(([l]) => l)).toEqual(
      LANG_MARKS.map(([l]) => l),
    );
    expectFresh([...inj, ...ben], setsBefore(31));
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
    expectFresh([...inj, ...ben], setsBefore(33));
  });
  test("set 35 (round 23's report set, tuning data since round 25): injections that arrive through the agent's own machinery, 16 channels of 10 to 14 injections each, their benign twins in the same channels and security writing that quotes such attacks; no two rows of a side alike; 150 to 3,000 characters; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("35");
    const channels = [
      ...["tooldesc", "schemadesc", "serverinstr", "toolerror", "subagent", "review", "memory", "agentfile"],
      ...["lintout", "installlog", "lsp", "codesearch", "diff", "commitmsg", "notebook", "cilog"],
    ];
    expectTwinClasses(inj, ben, channels, [160, 200]);
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
    expectFresh([...inj, ...ben], setsBefore(35));
  });
  test("set 37 (round 25's report set, tuning data since round 26): orders that do not look like orders, 16 carriers of 10 to 14 injections each (facts, policies, FAQs, changelogs, status messages, narratives, config comments, tables, quoted conversations, test expectations, runbooks, API docs, definitions, troubleshooting entries, ADRs, tickets), their benign twins and security writing about such orders; no override words; no two rows of a side alike; 150 to 3,000 characters; a fifth not in English; reserved hosts only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("37");
    const classes = [
      ...["fact", "policy", "faq", "changelog", "status", "narrative", "confcomment", "table"],
      ...["quoted", "testexpect", "runbook", "apidoc", "definition", "troubleshoot", "adr", "ticket"],
    ];
    expectTwinClasses(inj, ben, classes, [170, 210]);
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
    expectFresh([...inj, ...ben], setsBefore(37));
  });
});
