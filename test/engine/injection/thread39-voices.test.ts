// A thread's turns (thread39-voices.ts): speaker lines and headers in many formats cut once, labels and quote marks removed, one speaker's lines joined; documents that are no thread left alone.

import { describe, expect, test } from "vitest";
import { threadTurns } from "../../../src/engine/injection/thread39-voices.ts";

const THREADS: { name: string; text: string; speakers: string[]; has: string }[] = [
  {
    name: "chat export with time stamps",
    text: "[09:01] anna: build is red again\n[09:02] bilal: flaky test, rerun it\n[09:04] anna: green now\n[09:05] chris: nice",
    speakers: ["anna", "bilal", "anna", "chris"],
    has: "flaky test, rerun it",
  },
  {
    name: "IRC nicks",
    text: "<dora> who owns the mirror?\n<emil> infra team\n<dora> thanks\n<fay> ask in #infra",
    speakers: ["dora", "emil", "dora", "fay"],
    has: "ask in #infra",
  },
  {
    name: "Matrix handles, one speaker's two lines joined",
    text: "@gus:example.org: the docs deploy failed\n@hana:example.org: which step\n@hana:example.org: the upload one?\n@gus:example.org: yes",
    speakers: ["@gus:example.org", "@hana:example.org", "@gus:example.org"],
    has: "which step\nthe upload one?",
  },
  {
    name: "issue comments with headers",
    text: "Issue #12 · Crash on start\n\nComment by Ines Ruiz:\nIt crashes with a null config.\n\nComment by Jon Park (maintainer):\nFixed in 2.1, please upgrade.\n\nComment by Ines Ruiz:\nConfirmed, thanks.",
    speakers: ["", "ines ruiz", "jon park", "ines ruiz"],
    has: "Fixed in 2.1, please upgrade.",
  },
  {
    name: "review comments in bold",
    text: "**kai-d** commented on `src/a.ts` line 3:\nRename this.\n\n**lena-o** (author):\nDone.\n\n**kai-d** commented on `src/b.ts` line 9:\nAnd this one too.\n\n**lena-o** (author):\nPushed.",
    speakers: ["kai-d", "lena-o", "kai-d", "lena-o"],
    has: "Rename this.",
  },
  {
    name: "forum posts",
    text: "Topic: Backups\n\nmoritz — Mar 3\nHow often do you back up?\n\nnoor — Mar 3\nNightly, to a second disk.\n\nmoritz — Mar 4\nThanks!",
    speakers: ["", "moritz", "noor", "moritz"],
    has: "Nightly, to a second disk.",
  },
  {
    name: "chat thread with a header line per message",
    text: "#ops\n\nOlga Berg  9:12 AM\nDisk at 91% on db2.\n\nPaul Chen  9:15 AM\nI'll rotate the logs.\n\nOlga Berg  9:20 AM\nThanks.",
    speakers: ["", "olga berg", "paul chen", "olga berg"],
    has: "I'll rotate the logs.",
  },
  {
    name: "mail reply quoting another message, wraps run on",
    text: "Hi all,\n\nOn Tue, 3 Mar 2026, Rita Sol <rita@example.org> wrote:\n> The nightly job failed again because the staging database was\n> restored from an old snapshot.\n\nI'll look at it today.\n\nSam",
    speakers: ["", "", ""],
    has: "was restored from an old snapshot.",
  },
  {
    name: "meeting chat",
    text: "14:00 From Tara to Everyone: agenda is in the doc\n14:02 From Umar to Everyone: I'll take notes\n14:05 From Tara to Everyone: thanks Umar",
    speakers: ["tara", "umar", "tara"],
    has: "I'll take notes",
  },
  {
    name: "talk page signed turns",
    text: "== Step 2 ==\nThe command is outdated. — Vera (talk) 10:00, 3 March 2026\n:Updated it. — Wim (talk) 11:00, 3 March 2026\n:Thanks. — Vera (talk) 12:00, 3 March 2026",
    speakers: ["vera", "wim", "vera"],
    has: "Updated it.",
  },
  {
    name: "issue export with plain nick lines",
    text: "#44 Slow build\n\nxav-k: builds take 20 minutes now\n\nyun-l: same here\n\nxav-k: bisected to the cache change\n\nyun-l: reverting fixed it\n\nzed-q: I can confirm",
    speakers: ["", "xav-k", "yun-l", "xav-k", "yun-l", "zed-q"],
    has: "I can confirm",
  },
];

const DOCUMENTS: { name: string; text: string }[] = [
  {
    name: "a YAML file",
    text: "name: build\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test",
  },
  {
    name: "a README with labels",
    text: "# Tool\n\nNote: needs node 22.\n\nUsage: tool run\n\nWarning: beta.\n\nTip: use --fast.",
  },
  { name: "a log with levels", text: "INFO: started\nWARNING: slow disk\nERROR: timeout\nINFO: retrying\nINFO: done" },
  { name: "prose with one quotation", text: "The guide says:\n> Always pin versions.\n\nWe agree and pin them." },
  {
    name: "a field list whose keys do not repeat",
    text: "Owner: platform team\nReviewer: Dana\nStatus: approved\nComment: fine by me",
  },
];

describe("thread39-voices: a thread's turns", () => {
  test.each(THREADS)("$name", ({ text, speakers, has }) => {
    const turns = threadTurns(text);
    expect(turns).not.toBeNull();
    expect(turns?.map((t) => t.speaker)).toEqual(speakers);
    expect(turns?.some((t) => t.body.includes(has))).toBe(true);
    // (labels are gone from the words)
    for (const t of turns ?? []) expect(t.body).not.toMatch(/^\[\d|^<\w+>|^Comment by/);
  });

  test.each(DOCUMENTS)("no thread: $name", ({ text }) => {
    expect(threadTurns(text)).toBeNull();
  });

  test("a long chat log is read only to its head: a log twice as long gives the same turns (the work is bounded)", () => {
    const line = "[10:00] someone: a line of ordinary chat about the build\n[10:01] other: ok\n";
    const turns = threadTurns(line.repeat(4000));
    expect(turns?.length).toBeGreaterThan(50);
    expect(turns?.length).toBeLessThanOrEqual(121);
    expect(threadTurns(line.repeat(8000))).toEqual(turns);
  });
});
