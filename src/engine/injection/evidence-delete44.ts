// The record of failures erased: an error tracker's issues deleted or resolved in bulk, a test history's trend deleted.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Literal gate: a tracker's or a bucket's deletion. */
const GATE = /sentry|bugsnag|rollbar|honeybadger|glitchtip|history|trend|audit/i;

/**
 * An error tracker's issues removed in bulk: Sentry's (and GlitchTip's, same API) project or organisation issue list
 * deleted or set resolved or ignored with no issue id in the path (the list's query decides which: all of them);
 * `sentry-cli issues resolve|mute --all`.
 */
const TRACKER_BULK =
  /(?:-X\s{0,3}|--request\s{1,3}|method\s{0,3}[:=]\s{0,3}["']?)(?:DELETE|PUT)\b[^\n;&|]{0,300}?\/api\/0\/(?:projects|organizations)\/[^\s"'?]{1,200}?\/issues\/?(?:\?|["'\s]|$)|\/api\/0\/(?:projects|organizations)\/[^\s"'?]{1,200}?\/issues\/?(?:\?[^\s"']{0,200})?["']?[^\n;&|]{0,300}?(?:-X\s{0,3}|--request\s{1,3})(?:DELETE|PUT)\b|\bsentry-cli\s{1,3}issues\s{1,3}(?:resolve|mute|delete)\b[^\n;&|]{0,80}\s(?:-a|--all)\b/i;
/** A PUT of the list sets a state: only a resolved or ignored one hides the failures (an assignment does not). */
const HIDING_STATE = /["']?status["']?\s{0,3}[:=]\s{0,3}["']?(?:resolved|ignored|muted)\b/i;

/**
 * A test or audit history deleted from the bucket that keeps it (`aws s3 rm s3://…/allure/history/ --recursive`, its
 * `trend.json`, `gsutil rm -r gs://…/audit`): the trend of failures, or the audit trail, no longer visible.
 */
const HISTORY_REMOVED =
  /\b(?:aws\s{1,3}s3\s{1,3}rm|gsutil\s{1,3}(?:-m\s{1,3})?rm|gcloud\s{1,3}storage\s{1,3}rm|az\s{1,3}storage\s{1,3}blob\s{1,3}delete(?:-batch)?|rclone\s{1,3}(?:purge|delete))\s[^\n;&|]{0,200}?(?:s3|gs|az|[\w-]{1,40}):\/?\/?[^\s"'/]{1,100}\/[^\s"']{0,200}?\b(?:history|trend[\w.-]{0,20}|audit[\w.-]{0,20})\b/i;

/**
 * Why a command erases the record of failures, or null: an error tracker's issues deleted or resolved in bulk, a test
 * history or an audit trail deleted from its bucket. One issue resolved by id, a tracker queried, a bucket's build cache
 * or a PR's preview removed stay quiet.
 */
export function evidenceDeleteWhy(text: string): string | null {
  if (text.length > 200_000 || !GATE.test(text)) return null;
  const bulk = TRACKER_BULK.exec(text);
  if (bulk && (/DELETE|sentry-cli/i.test(bulk[0]) || HIDING_STATE.test(text)))
    return `an error tracker's issues erased in bulk (\`${bulk[0].slice(0, 60)}\`)`;
  const history = HISTORY_REMOVED.exec(text);
  if (history) return `a history of results deleted from its bucket (\`${history[0].slice(0, 60)}\`)`;
  return null;
}

export function evidenceDeleteHits(text: string): Hit[] {
  const why = evidenceDeleteWhy(text);
  return why === null ? [] : [hit("bash.evidence-erased", "bash_persistence", 0.86, 0, text.length, why)];
}
