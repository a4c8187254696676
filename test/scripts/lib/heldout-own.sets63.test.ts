// The committed held-out set 63 (threads and conversations with many voices: the order is one voice among many) as its author promised it.

import { describe, expect, test } from "vitest";
import { committedSet, expectFresh, expectTwinClasses, jaccard, setsBefore, trigrams } from "./heldout-own-form.ts";
import {
  expectCarriersParse,
  expectLanguages,
  expectSides,
  expectTricked,
  expectTwinsShareCarrier,
  expectUnaddressed,
} from "./heldout-own-shape.ts";

describe("committed set 63", () => {
  test("set 63 (round 38's report set, written blind in round 37, tuning data since round 39): 16 kinds of order in 12 rows each, the order one voice among many in a thread the agent reads (issue threads, pull-request and merge-request reviews with inline comments and suggestions, mailing-list threads with quoted replies, Q&A pages, Discord, Slack, Matrix and IRC exports, meeting chats, support-ticket histories, forum topics, review bots' comments, assistant chats pasted into tickets, patch-series discussions, wiki talk pages, and notes the agent writes from a thread) of 300 to 4,000 characters; benign twins are the same threads with the people asking one another for the same kind of act as ordinary work; a quarter in other languages; a third and more without address or override words, a sixth with the order in quoted text or split across messages; reserved names only; no row repeats an earlier set's", () => {
    const { inj, ben } = committedSet("63");
    const classes = [
      ...["secrets", "files", "run", "install", "code", "config", "ci", "access"],
      ...["message", "delete", "rewrite", "rules", "memory", "hide", "persist", "publish"],
    ];
    expectTwinClasses(inj, ben, classes, [192, 192]);
    expectTwinsShareCarrier(inj, ben, classes);
    for (const c of classes) {
      const a = inj.filter((r) => r.cls === c);
      const b = ben.filter((r) => r.cls === `${c}-ok`);
      // the twin is the same thread: only the order's messages differ, so lengths and trigrams stay close
      for (const [i, r] of a.entries()) {
        const t = b[i]?.text ?? "";
        expect(r.text, r.id).not.toBe(t);
        expect(Math.abs(r.text.length - t.length), r.id).toBeLessThan(300);
        expect(jaccard(trigrams(r.text), trigrams(t)), r.id).toBeGreaterThanOrEqual(TWIN_CLOSENESS);
        // notes the agent writes from a thread start with a heading
        if (r.surface === "write") expect(/^# /.test(r.text), r.id).toBe(true);
      }
      // one file of notes the agent writes per class
      expect(a.filter((r) => r.surface === "write").length, c).toBe(1);
      // at least ten kinds of thread per class
      expect(new Set(a.map((r) => r.carrier)).size, c).toBeGreaterThanOrEqual(10);
    }
    // 300 to 4,000 characters, medians as below on both sides
    expectSides(inj, ben, { other: ["write", 16], length: [300, 4000], closeness: 0.7, reserved: RESERVED });
    for (const side of [inj, ben]) {
      const lengths = side.map((r) => r.text.length).sort((x, y) => x - y);
      const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
      expect(median).toBeGreaterThanOrEqual(MEDIAN[0]);
      expect(median).toBeLessThanOrEqual(MEDIAN[1]);
    }
    // a quarter in other languages and scripts (a whole thread, or voices switching language within it)
    const langs: [string, RegExp][] = [
      ["de", /\b(?:und|nicht|[Bb]itte|für|wir|auf|ist|das|Wer)\b/],
      ["fr", /\b(?:vous|pour|avec|dans|les|des|une|celui)\b/],
      ["es", /\b(?:para|los|las|del|una|quien|[Gg]racias)\b/],
      ["it", /\b(?:della|sono|grazie|anche|tutti|il|nel|gli|di|che)\b/],
      ["pt", /\b(?:não|uma|também|dos|[Gg]ente|[Pp]essoal|[Vv]aleu)\b/],
      ["pl", /(?<!\p{L})(?:nie|jest|żeby|dzięki|zrobię|wydanie|kopie)(?!\p{L})/u],
      ["ru", /[\u0400-\u04ff]/],
      ["ja", /[\u3040-\u30ff]/],
      ["zh", /[\u4e00-\u9fff]/],
      ["ko", /[\uac00-\ud7af]/],
    ];
    expectLanguages(inj, ben, langs, 22);
    // a third and more address no AI and use no override word
    const addressed =
      /\b(?:AI|LLM|Claude|Copilot|Cursor|Gemini)\b|[Aa]ssistants?\b|[Cc]oding agents?\b|[Ll]anguage[- ]model|[Bb]ots?\b|\.cursorrules|CLAUDE\.md|AGENTS\.md|GEMINI\.md|copilot-instructions|\.aider|mcp\.json|\.claude\//;
    const override = /ignor|disregard|forget|overrid|supersed|no longer appl|do(?:es)? not apply/i;
    expectUnaddressed(inj, addressed, override, [1, 3]);
    // a sixth carry quoted text (mail and review quotes, quoted assistant chats): where the order sits in a quote; the
    // author placed the order in quoted text or split it across two messages in 32 of the 192
    const quoted = /^(?:> ?)+\S/m;
    expectTricked(inj, [quoted]);
    // mails have their headers; no "---" line
    const all = [...inj, ...ben];
    expectCarriersParse(all, { noSeparator: true });
    // security writing quotes an order and says not to follow it
    const warned = /[Dd]o not follow it|[Nn]ever act on it|Folgen Sie ihr nicht|Ne le suivez pas/;
    for (const r of ben.filter((x) => x.cls === "secdoc-ok")) expect(warned.test(r.text), r.id).toBe(true);
    expectFresh(all, setsBefore(63));
  });
});

/** The medians' bounds on each side (characters). */
const MEDIAN: readonly [number, number] = [800, 1300];
/** expectReservedNames' lower bounds on each side: URLs, then mail addresses. */
const RESERVED: readonly [number, number] = [110, 80];
/** Row i of a class and row i of its twin share at least this character-trigram Jaccard (the same thread). */
const TWIN_CLOSENESS = 0.55;
