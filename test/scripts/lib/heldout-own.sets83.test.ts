// The committed held-out set 83 (what users and customers report: the order one field, step, log line, attachment excerpt or reply of a bug report, ticket, review or feedback the agent reads to reproduce, triage and fix) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 83", () => {
  test("set 83 (round 48's report set, written blind in round 47): 16 kinds of order in 12 rows each, the order one field, step, quoted log line, attachment excerpt or reply of an otherwise ordinary report written by someone outside the team, which the agent reads to reproduce, triage and fix (issues filed from a bug-report template, help-desk tickets with the customer's messages and the replies, app-store and marketplace reviews with the developer's answer, crash reports with the user's comment, feedback-widget exports, feature-request board posts, Discussions, forum, Discord and Slack support threads, beta testers' reports, accessibility complaints, translation corrections, security reports and bounty submissions, a customer's reproduction README, churn-survey answers, a sales engineer's call notes, a support escalation summary, and the fix plan or triage note the agent writes from them) of 300 to 4,000 characters, most with four or more items; benign twins are the same report with the item what the real reporter would have written; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the item's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("83", { median: [900, 1100], reserved: [180, 100], twinCloseness: 0.7 });
  });
});
