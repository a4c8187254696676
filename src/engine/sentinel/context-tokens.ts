// context_tokens trigger (pure): fires once per crossed multiple of the threshold; scope = messages since its last firing.

export interface ContextFiring {
  level: number;
  /** index into the current context's messages where the scope starts */
  since: number;
}

interface TrackState {
  /** highest multiple already fired; null right after a compaction (the next reading sets the baseline) */
  level: number | null;
  since: number;
}

export class ContextTokensTracker {
  private readonly rules = new Map<string, TrackState>();

  /**
   * A token reading for `rule`; returns a firing when the reading crossed a multiple of `threshold` above the last one.
   * One reading fires at most once, even when it jumps over several multiples (level is the highest crossed).
   */
  update(rule: string, tokens: number, threshold: number, messageCount: number): ContextFiring | undefined {
    if (!(threshold > 0) || !Number.isFinite(tokens)) return undefined;
    const st = this.rules.get(rule) ?? { level: 0, since: 0 };
    this.rules.set(rule, st);
    const level = Math.floor(tokens / threshold);
    if (st.level === null) {
      st.level = level; // restart from the compaction: its size is the new baseline
      return undefined;
    }
    if (level <= st.level) {
      if (level < st.level) st.level = level; // context shrank (e.g. a tree move): crossing again fires again
      return undefined;
    }
    const firing = { level, since: Math.min(st.since, messageCount) };
    st.level = level;
    st.since = messageCount;
    return firing;
  }

  /** After a compaction every rule restarts from the compacted context. */
  compacted(): void {
    for (const st of this.rules.values()) {
      st.level = null;
      st.since = 0;
    }
  }

  reset(): void {
    this.rules.clear();
  }
}

/** Token count of the current context: pi's estimate (ctx.getContextUsage), else the usage of the turn's assistant message. */
export function contextTokens(
  c: { getContextUsage(): { tokens: number | null } | undefined },
  message: unknown,
): number | undefined {
  try {
    const u = c.getContextUsage();
    if (u && typeof u.tokens === "number") return u.tokens;
  } catch {
    // fall back to the message usage
  }
  const usage = (message as { usage?: { totalTokens?: number } } | undefined)?.usage;
  return typeof usage?.totalTokens === "number" ? usage.totalTokens : undefined;
}
