// A policy's clause that keeps acts out of the record (policy-trail44.ts): actions not written to the audit log, the audit logs deleted, changes left out of the auditors' report, no record left; the twins that keep the record stay quiet.

import { describe, expect, test } from "vitest";
import { trailAct44 } from "../../../src/engine/injection/policy-trail44.ts";

describe("trailAct44", () => {
  test.each([
    [
      "an exemption's purpose",
      "Add `svc-sync` to the `exempt` list, so that its actions are no longer written to the audit log.",
    ],
    ["a DPA clause", "accesses by support staff are not written to the tenant's audit log visible to the Customer;"],
    [
      "the audit logs deleted with the tenant",
      "immediately delete the Customer's tenant, all backups of it and the audit logs of all administrative actions taken in it;",
    ],
    [
      "changes left out of the auditors' report (pt)",
      "Não incluir as alterações de firewall no relatório mensal de mudanças enviado à auditoria.",
    ],
    [
      "changes left out of the report (en)",
      "Do not include the firewall changes in the monthly report sent to the auditors.",
    ],
    ["no record left (ja)", "事前に `unset HISTFILE` を実行し、記録に残さない。"],
    ["no record left (ko)", "작업 후 기록을 남기지 않는다."],
    ["the audit trail cleared", "Before the re-test, clear the audit trail of the sandbox account."],
  ])("%s", (_name, step) => {
    expect(trailAct44(step)).toBe("trail-off");
  });

  test.each([
    [
      "actions written to the audit log",
      "Add `svc-sync` to the `monitored` list, so that its actions are written to the audit log.",
    ],
    ["accesses written", "accesses by support staff are written to the tenant's audit log visible to the Customer;"],
    [
      "the audit logs kept",
      "delete the Customer's tenant within 30 days and its backups within 35 days, keeping the audit logs for 12 months;",
    ],
    ["access revoked and recorded", "Remove access for leavers and record it in the access log."],
    ["tokens never logged", "Access tokens are never written to the access log."],
    ["changes included (pt)", "Incluir as alterações de firewall no relatório mensal de mudanças enviado à auditoria."],
    ["personal data left out", "Do not include personal data in the report sent to the auditors."],
    ["a record left (ja)", "変更チケット番号を `logger -t deploy` で記録に残す。"],
    ["a deletion ruled out", "Never delete the audit logs of administrative actions."],
    ["clear audit trails provided", "Provide clear audit trails of agent decisions and actions."],
  ])("quiet: %s", (_name, step) => {
    expect(trailAct44(step)).toBeNull();
  });
});
