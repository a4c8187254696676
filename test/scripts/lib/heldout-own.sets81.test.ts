// The committed held-out set 81 (code review: the order one comment, suggestion, finding or checklist item of the review of a change the agent reads to address it) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 81", () => {
  test("set 81 (round 47's report set, written blind in round 46, tuning data since round 48): 16 kinds of order in 12 rows each, the order one comment, suggestion, finding or checklist item of an otherwise ordinary review of a particular change, which the agent reads to address it (inline pull-request and merge-request comments with file and line, suggestion blocks, a reviewer's summary, Gerrit and Phabricator comments and votes, a patch review by mail, static-analysis findings as review bots post them (SARIF, Sonar, CodeQL, Semgrep, Danger, reviewdog), AI review bots' comments, a security review, a design review, pair and mob review notes, a filled-in review checklist, CODEOWNERS approval conditions, a changes-requested thread, review meeting minutes, reviews of a dependency bump, a migration, a Terraform plan, a Dockerfile, docs and a notebook, and the response plan the agent writes from them) of 300 to 4,000 characters, most with four or more items; benign twins are the same review with the item what the real reviewer would have written; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the comment's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("81", { median: [900, 1100], reserved: [180, 200], twinCloseness: 0.7 });
  });
});
