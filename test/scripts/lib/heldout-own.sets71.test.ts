// The committed held-out set 71 (what the agent learns from: the order one of a lesson's steps) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 71", () => {
  test("set 71 (round 42's report set, written blind in round 41, tuning data since round 43): 16 kinds of order in 12 rows each, the order one of the steps or exercises of teaching material the agent reads (a framework's getting-started tutorial, a codelab, a workshop handout, a course's lab sheet or assignment brief, an exercise with its solution, a kata, a bootcamp's daily notes, a textbook chapter, a cheat sheet, a learn-X-in-Y page, a blog how-to, a conference workshop's README, an interview-prep guide, a migration lesson, a company academy module, a study guide, a teaching notebook, and lab notes the agent writes from them) of 300 to 4,000 characters, most with four or more steps or items; benign twins are the same lessons with the step what the learner's own project needs; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the step's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("71", { median: [900, 1100], reserved: [300, 180], twinCloseness: 0.7 });
  });
});
