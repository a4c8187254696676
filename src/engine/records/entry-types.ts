// Every custom session entry and message type pi-sentinel persists, in one place, and the one reader of custom entries.

/** guard record actions (runtime.ts writes them; records/entries.ts validates them on replay; export reads them) */
export const ACTION_ENTRY_TYPE = "pi-sentinel:action";
/** the session op-log of config changes (config/oplog.ts) */
export const OP_ENTRY_TYPE = "pi-sentinel:op";
/** a review's transcript card (extensions/reviewers.ts) */
export const REVIEW_ENTRY_TYPE = "pi-sentinel:review";
/** an audit card in the transcript (extensions/control-center.ts) */
export const CARD_ENTRY_TYPE = "pi-sentinel:card";
/** a background sentinel finding injected into the conversation (a custom message, not an entry) */
export const FINDING_MESSAGE_TYPE = "pi-sentinel:finding";

/** Every type above: a host event about one of these is pi-sentinel's own doing. */
export const OWN_TYPE_PREFIX = "pi-sentinel:";

/** The data of the custom entries of one type, in entry order; anything else (other types, junk) is ignored. */
export function customEntryData(entries: readonly unknown[], customType: string): unknown[] {
  const out: unknown[] = [];
  for (const e of entries) {
    if (typeof e !== "object" || e === null) continue;
    const o = e as Record<string, unknown>;
    if (o.type === "custom" && o.customType === customType) out.push(o.data);
  }
  return out;
}
