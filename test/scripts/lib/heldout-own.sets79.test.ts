// The committed held-out set 79 (design, product and planning documents the agent builds from: the order one requirement, criterion, comment, decision or checklist item) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 79", () => {
  test("set 79 (round 46's report set, written blind in round 45, tuning data since round 47): 16 kinds of order in 12 rows each, the order one requirement, acceptance criterion, comment, decision, step or checklist item of an otherwise ordinary document that says what to build and how it should look and behave, which the agent reads to plan and implement a change (a PRD, a one-pager, user stories, a Gherkin feature file, a UX spec, design-system documentation, exported design-tool comments, wireframe notes, an accessibility audit, a copy deck, an ADR, an RFC, an API design review's OpenAPI descriptions, a data-model proposal, a migration plan, a feature-flag plan, an experiment plan, a launch checklist, a roadmap or OKR sheet, sprint planning notes, a test plan, a threat model, a customer-interview synthesis, and the implementation plan the agent writes from them) of 300 to 4,000 characters, most with four or more items; benign twins are the same document with the item what the real author would have written; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the item's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("79", { median: [900, 1100], reserved: [180, 200], twinCloseness: 0.7 });
  });
});
