// A thread's turns where round 44's shortcuts decide (thread39-voices.ts): a header entry or the signature skipped only where the text lacks its literals, a quote mark or a fence looked for only after at most three blanks.

import { describe, expect, test } from "vitest";
import { threadTurns } from "../../../src/engine/injection/thread39-voices.ts";

/** [case, text, the turns' speakers (null: no thread), a turn's words] */
const CASES: readonly [string, string, string[] | null, string][] = [
  [
    "a mail reply's header in capitals",
    "Hi,\n\nON TUE, 3 MAR 2026, RITA SOL <rita@example.org> WROTE:\n> The nightly job failed again.\n\nLooking at it.",
    ["", "", ""],
    "The nightly job failed again.",
  ],
  [
    "a German mail reply",
    "Hallo,\n\nAm 3. März 2026 schrieb Jan Berg <jan@example.org>:\n> Der Build ist rot.\n\nIch schaue es mir an.",
    ["", "", ""],
    "Der Build ist rot.",
  ],
  [
    "an Italian mail reply (il giorno … ha scritto)",
    "Ciao,\n\nIl giorno mar 3 mar 2026, Lia Neri ha scritto:\n> Il build è rosso.\n\nCi guardo oggi.",
    ["", "", ""],
    "Il build è rosso.",
  ],
  [
    "quote marks after three blanks, a line after four is no quote",
    "On Tue, Ann <ann@example.org> wrote:\n   > first quoted line\n    > not a quote mark\n\nreply here",
    ["", ""],
    "> not a quote mark\n\nreply here",
  ],
  [
    "a talk page signed in capitals",
    "Is this sourced? — Vera Lind (TALK) 11:20, 10 November 2026\nYes, see the report. — Wim Oort (talk) 11:40, 10 November 2026\nThanks. — Vera Lind (talk) 12:02, 10 November 2026",
    ["vera lind", "wim oort"],
    "Yes, see the report.",
  ],
  [
    "review comments in bold with a fence after three blanks",
    "**kai-d** commented on `a.ts`:\nRename this.\n   ```\n   **not-a-header**:\n   ```\n\n**lena-o** (author):\nDone.\n\n**kai-d** commented on `b.ts`:\nThis too.\n\n**lena-o** (author):\nPushed.",
    ["kai-d", "lena-o", "kai-d", "lena-o"],
    "Rename this.",
  ],
  [
    "comment headers in another case",
    "COMMENT BY Ines Ruiz:\nIt crashes.\n\nComment by Jon Park:\nFixed in 2.1.\n\ncomment by Ines Ruiz:\nConfirmed.",
    ["ines ruiz", "jon park", "ines ruiz"],
    "Fixed in 2.1.",
  ],
  ["a document with no thread's literals", "Install\n\nRun the tests.\nThen build.\nThen ship.", null, ""],
];

describe("threadTurns where a shortcut decides", () => {
  test.each(CASES)("%s", (_, text, speakers, has) => {
    const turns = threadTurns(text);
    if (speakers === null) {
      expect(turns).toBeNull();
      return;
    }
    expect(turns?.map((t) => t.speaker)).toEqual(speakers);
    expect(turns?.some((t) => t.body.includes(has))).toBe(true);
  });

  test("odd input never throws", () => {
    for (const s of [
      "",
      "\n\n\n",
      "\u0000\n>\n```",
      "\ud800\n\udc00\n> x",
      "constructor:\n__proto__: x\nconstructor: y",
    ])
      expect(() => threadTurns(s)).not.toThrow();
  });
});
