// Which watched files (condition modules, rules files) a tool call of this session changed without the user's yes.

/** A file's version as cheap data: "mtime:size", or "-" when absent. */
export type Signature = (absPath: string) => string;

export interface WriteTracker {
  /** before a tool call that may write: remember the watched files' versions (a change since the last call is the user's) */
  before(toolCallId: string, watched: readonly string[]): void;
  /** after it: a watched file that changed during the call is tool-written, unless the user confirmed that call */
  after(toolCallId: string, confirmed: boolean): string[];
  /** tool-written and not confirmed: pi-sentinel must not load it */
  has(absPath: string): boolean;
}

export function createWriteTracker(signature: Signature): WriteTracker {
  const tainted = new Set<string>();
  /** the version last seen at the end of a tool call: a different one at the next start was made outside pi's tools */
  const lastSeen = new Map<string, string>();
  const open = new Map<string, Map<string, string>>();
  return {
    before(toolCallId, watched) {
      if (watched.length === 0) return;
      const sigs = new Map<string, string>();
      for (const p of watched) {
        const s = signature(p);
        const last = lastSeen.get(p);
        if (last !== undefined && last !== s) tainted.delete(p); // changed between calls: the user's own edit
        sigs.set(p, s);
      }
      open.set(toolCallId, sigs);
    },
    after(toolCallId, confirmed) {
      const sigs = open.get(toolCallId);
      if (!sigs) return [];
      open.delete(toolCallId);
      const changed: string[] = [];
      for (const [p, s] of sigs) {
        const now = signature(p);
        lastSeen.set(p, now);
        if (now === s) continue;
        changed.push(p);
        if (confirmed) tainted.delete(p);
        else tainted.add(p);
      }
      return changed;
    },
    has: (p) => tainted.has(p),
  };
}
