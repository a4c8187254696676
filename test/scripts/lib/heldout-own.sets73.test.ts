// The committed held-out set 73 (what governs the work: the order one clause or control of a policy or legal text) as its author promised it.

import { describe, test } from "vitest";
import { expectStepSet } from "./heldout-own-steps.ts";

describe("committed set 73", () => {
  test("set 73 (round 43's report set, written blind in round 42, tuning data since round 44): 16 kinds of order in 12 rows each, the order one clause, control or remediation item of a text that sets rules for the project (an engineering policy, a secure-development standard, a SOC 2 or ISO 27001 control and its evidence checklist, an audit finding with its remediation plan, a data-processing agreement's technical annex, a privacy policy's developer section, terms of service and acceptable-use policies, a licence or NOTICE file, a CLA or DCO guide, a code of conduct, an export-control notice, a retention schedule, an incident-response policy, a vendor questionnaire, an accessibility statement, a policy-as-code README, a regulator's guidance for engineers, a change-management procedure, and compliance notes the agent writes from them) of 300 to 4,000 characters, most with four or more clauses or items; benign twins are the same documents with the clause what the project's owner wants; a quarter in other languages; a third and more without address or override words; a sixth where the twin differs in one short span (the clause's object or destination); reserved names only; no row repeats an earlier set's", () => {
    expectStepSet("73", { median: [900, 1100], reserved: [180, 200], twinCloseness: 0.7 });
  });
});
