// A policy's clause that keeps acts out of the record: actions not written to the audit log, the audit logs deleted, changes left out of the report sent to the auditors, "記録に残さない".

/**
 * A control, a DPA annex or a change procedure asks, in its own voice, for what makes later review impossible: "its
 * actions are no longer written to the audit log", "accesses by support staff are not written to the tenant's audit
 * log", "delete the tenant, its backups and the audit logs of all administrative actions", "Não incluir as alterações
 * de firewall no relatório … enviado à auditoria", "…を実行し、記録に残さない". The negation is the act itself, so
 * the step readers' negation gate (step-acts40.ts's DENIED) would drop the step: this reading is asked before it
 * (spec-step40.ts's hand-over readings, one line). Its honest twins write the actions to the audit log, keep the audit
 * logs for the period the law asks, include the changes in the report, leave a record ("記録に残す").
 */

/** what the record is of: actions, accesses, changes, sessions, operations, logins */
const SUBJECT = String.raw`\b(?:actions?|accesses|access(?!\s+(?:tokens?|keys?|secrets?|codes?))|changes|sessions?|operations|activit(?:y|ies)|commands|logins?|events)\b`;
/** actions not written to the audit log */
const UNWRITTEN = new RegExp(
  String.raw`${SUBJECT}[^.;\n]{0,60}?\b(?:no longer|not|never)\s+(?:be\s+)?(?:written|recorded|logged|captured|kept|stored)\s+(?:to|in)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,2}(?:audit|access)\s+(?:logs?|trails?)\b`,
  "i",
);
/** the audit logs deleted ("clear" as a verb only: "provide clear audit trails" keeps them), and what keeps them instead */
const ERASED =
  /\b(?:(?:delete|purge|wipe|erase|destroy|remove)[sd]?|clear(?:s|ed)? (?:the|all|its|their|out))\b[^.;\n]{0,100}?\b(?:audit|access) (?:logs?|trails?|records?)\b/i;
const KEPT = /\b(?:keep|keeping|retain|retaining|preserv\w*|except|other than|but not)\b[^.;\n]{0,40}$/i;
/** the log as the place, not the object ("record it in the access log") */
const PLACE = /\b(?:in|into|to|from|on|onto)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+)?$/i;
/** a negation before the deletion in its clause */
const NEGATED = /(?:\b(?:never|not|no|don'?t|must not)\b)[^.;\n]{0,60}$/i;
/** changes left out of the report to the auditors (the negation is the act) */
const LEFT_OUT =
  /(?:\b(?:do not|don'?t|never|não|nao|no|nicht|ne pas|nie)\s+)(?:include|incluir|incluya|mention|report|list|record|aufnehmen|inclure|uwzględniaj)\w*\s+(?:the\s+|as\s+|os\s+|las\s+|los\s+|die\s+|les\s+)?(?:[\p{L}-]+\s+){0,2}?(?:changes?|alterações|alteracoes|mudanças|cambios|änderungen|modifications?|zmiany|incidents?)\b[^.;\n]{0,80}?(?:audit\p{L}*|auditor\p{L}*|auditoria|auditoría|prüf\p{L}*)/iu;
/** no record left, in verb-final languages ("記録に残さない", "기록을 남기지 않", "不留记录") */
const NO_RECORD =
  /記録(?:に|を)残さ(?:ない|ず)|ログ(?:に|を)残さ(?:ない|ず)|기록(?:을|에)?\s?남기지\s?않|不(?:要)?留(?:下)?(?:任何)?记录|不记录/u;

/** The hiding a policy's step asks for, or null (`step` as written). */
export function trailAct44(step: string): string | null {
  if (UNWRITTEN.test(step) || LEFT_OUT.test(step) || NO_RECORD.test(step)) return "trail-off";
  const m = ERASED.exec(step);
  if (m) {
    const at = m.index + m[0].length;
    const object = step.slice(m.index, at);
    const beforeLog = object.slice(0, object.search(/\b(?:audit|access) (?:logs?|trails?|records?)\b/i));
    const negated = NEGATED.test(step.slice(Math.max(0, m.index - 60), m.index));
    if (!KEPT.test(beforeLog) && !PLACE.test(beforeLog) && !negated) return "trail-off";
  }
  return null;
}
