// Failure cooldowns of sentinel rules, in one place: after a broken audit the rule rests before its auditor is called again.

/** How long a rule rests after an audit broke (model error, crash, no verdict, no model). */
export const COOLDOWN_MS = 30_000;

/** The skip reason a record shows while its rule rests. */
export function cooldownReason(msLeft: number): string {
  return `rule cooling down after a failure (${Math.ceil(msLeft / 1000)} s left); the auditor was not called`;
}

/** Per-rule rest periods; the clock is injected. */
export class Cooldowns {
  private readonly until = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** Starts (or restarts) the rule's rest at `at`; returns when it ends. */
  start(rule: string, at: number = this.now()): number {
    const until = at + COOLDOWN_MS;
    this.until.set(rule, until);
    return until;
  }

  /** Milliseconds the rule still rests; 0 when it may run. */
  remaining(rule: string): number {
    const until = this.until.get(rule);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.until.delete(rule);
    return 0;
  }

  clear(): void {
    this.until.clear();
  }
}
