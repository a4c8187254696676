// The committed held-out set 67 (what the agent asked for: the order part of the answer to its own search or question) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 67", () => {
  test("set 67 (round 40's report set, written blind in round 39, tuning data since round 41): 16 kinds of order in 12 rows each, the order part of an answer the agent went looking for (a web search result page, a documentation search, a registry search or package page, an API's JSON answer, retrieval chunks, code search hits, a changelog or release notes, a searched error message, a help-site answer, a model or dataset card, another agent's or tool's reply, a translation or summary, a status page, an advisory, and notes the agent writes from them) of 300 to 4,000 characters, most with four or more steps or items; benign twins are the same answers with the consequential step sound advice; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the step's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("67", { median: [900, 1300], reserved: [200, 120], twinCloseness: 0.6 });
  });
});
