// Audit scheduler: per-rule overlap (parallel/serial/ignore/replace) over one global FIFO semaphore, blocking audits first.

import type { Overlap } from "../../state/config-model.ts";
import { errorText } from "../error-text.ts";

export interface SchedJob<R> {
  rule: string;
  overlap: Overlap;
  /** blocking audits go ahead of background ones in the semaphore queue */
  blocking: boolean;
  /** called when a slot is granted; must settle (use the signal) */
  run(signal: AbortSignal): Promise<R>;
  /** called once when the job is admitted (it will wait or run), before it can start: a dropped job never sees it */
  onAdmitted?(): void;
  /** called when the job leaves the waiting state and starts (for audit/started) */
  onStart?(): void;
}

/** Why a job ended without running to completion: a typed cause, so callers switch on it instead of testing text. */
export type DropCause =
  /** overlap ignore: the rule already has an audit queued or running */
  | { kind: "busy" }
  /** overlap ignore: every audit slot is taken */
  | { kind: "saturated" }
  /** overlap replace: a newer firing of the same rule took its place */
  | { kind: "replaced" }
  /** the user cancelled it (fleet, /sentinel:fleet cancel) */
  | { kind: "cancelled" }
  /** the agent run it gated was aborted (Esc) */
  | { kind: "agentAborted" }
  /** the session ended */
  | { kind: "sessionEnded" }
  /** its run threw */
  | { kind: "crashed"; message: string };

/** The causes a caller may abort a job with (the others come from the scheduler itself). */
export type AbortCause = Extract<DropCause, { kind: "replaced" | "cancelled" | "agentAborted" | "sessionEnded" }>;

export const REASON_BUSY = "rule busy (overlap ignore)";
export const REASON_SATURATED = "all audit slots busy (overlap ignore)";
export const REASON_REPLACED = "replaced by a newer firing (overlap replace)";
export const REASON_CANCELLED = "cancelled by the user";
export const REASON_AGENT_ABORTED = "the agent run was aborted";
export const REASON_SESSION_ENDED = "session ended";

/** The words a record shows for a drop (and the abort reason a running job's signal carries). */
export function dropReason(cause: DropCause): string {
  switch (cause.kind) {
    case "busy":
      return REASON_BUSY;
    case "saturated":
      return REASON_SATURATED;
    case "replaced":
      return REASON_REPLACED;
    case "cancelled":
      return REASON_CANCELLED;
    case "agentAborted":
      return REASON_AGENT_ABORTED;
    case "sessionEnded":
      return REASON_SESSION_ENDED;
    case "crashed":
      return `audit crashed: ${cause.message}`;
    default: {
      const never: never = cause;
      return never;
    }
  }
}

export type SchedOutcome<R> = { kind: "ran"; value: R } | { kind: "dropped"; cause: DropCause; reason: string };

export interface SchedHandle<R> {
  done: Promise<SchedOutcome<R>>;
  /** drops a waiting job, or aborts a running one (its run sees the cause's words as signal.reason) */
  abort(cause: AbortCause): void;
  state(): "waiting" | "queued" | "running" | "done";
}

interface Entry {
  job: SchedJob<unknown>;
  state: "waiting" | "queued" | "running" | "done";
  controller: AbortController;
  resolve(o: SchedOutcome<unknown>): void;
}

interface RuleLane {
  /** serial (and blocking replace) jobs waiting for the rule's previous job */
  waiting: Entry[];
  /** queued for a slot or running */
  active: Set<Entry>;
}

export class Scheduler {
  private readonly maxConcurrent: () => number;
  private running = 0;
  private readonly blockingQueue: Entry[] = [];
  private readonly backgroundQueue: Entry[] = [];
  private readonly lanes = new Map<string, RuleLane>();

  constructor(maxConcurrent: () => number) {
    this.maxConcurrent = maxConcurrent;
  }

  get runningCount(): number {
    return this.running;
  }

  get queuedCount(): number {
    return this.blockingQueue.length + this.backgroundQueue.length;
  }

  private lane(rule: string): RuleLane {
    let l = this.lanes.get(rule);
    if (!l) this.lanes.set(rule, (l = { waiting: [], active: new Set() }));
    return l;
  }

  private saturated(): boolean {
    return this.running >= Math.max(1, this.maxConcurrent());
  }

  submit<R>(job: SchedJob<R>): SchedHandle<R> {
    let resolve!: (o: SchedOutcome<R>) => void;
    const done = new Promise<SchedOutcome<R>>((r) => (resolve = r));
    const entry: Entry = {
      job: job as SchedJob<unknown>,
      state: "waiting",
      controller: new AbortController(),
      resolve: resolve as (o: SchedOutcome<unknown>) => void,
    };
    const handle: SchedHandle<R> = {
      done,
      abort: (cause) => this.abortEntry(entry, cause),
      state: () => entry.state,
    };
    const lane = this.lane(job.rule);
    const busy = lane.active.size > 0 || lane.waiting.length > 0;
    const admit = (): void => {
      try {
        job.onAdmitted?.();
      } catch {
        // a listener never breaks scheduling
      }
    };

    switch (job.overlap) {
      case "ignore":
        if (busy) {
          this.drop(entry, { kind: "busy" });
          return handle;
        }
        if (this.saturated()) {
          this.drop(entry, { kind: "saturated" });
          return handle;
        }
        admit();
        this.enqueue(entry);
        return handle;
      case "replace":
        admit();
        if (job.blocking) {
          // a blocking replace never aborts: it waits its turn like serial
          if (busy) lane.waiting.push(entry);
          else this.enqueue(entry);
          return handle;
        }
        for (const e of [...lane.waiting]) this.abortEntry(e, { kind: "replaced" });
        for (const e of [...lane.active]) if (!e.job.blocking) this.abortEntry(e, { kind: "replaced" });
        this.enqueue(entry);
        return handle;
      case "serial":
        admit();
        if (busy) lane.waiting.push(entry);
        else this.enqueue(entry);
        return handle;
      default:
        admit();
        this.enqueue(entry);
        return handle;
    }
  }

  private drop(entry: Entry, cause: DropCause): void {
    entry.state = "done";
    entry.resolve({ kind: "dropped", cause, reason: dropReason(cause) });
  }

  private enqueue(entry: Entry): void {
    this.lane(entry.job.rule).active.add(entry);
    entry.state = "queued";
    (entry.job.blocking ? this.blockingQueue : this.backgroundQueue).push(entry);
    this.pump();
  }

  private pump(): void {
    while (!this.saturated()) {
      const next = this.blockingQueue.shift() ?? this.backgroundQueue.shift();
      if (!next) return;
      this.start(next);
    }
  }

  private start(entry: Entry): void {
    entry.state = "running";
    this.running++;
    try {
      entry.job.onStart?.();
    } catch {
      // a listener never breaks scheduling
    }
    let p: Promise<unknown>;
    try {
      p = entry.job.run(entry.controller.signal);
    } catch (e) {
      p = Promise.reject(e);
    }
    p.then(
      (value) => this.finish(entry, { kind: "ran", value }),
      (e: unknown) => {
        const cause: DropCause = { kind: "crashed", message: errorText(e) };
        this.finish(entry, { kind: "dropped", cause, reason: dropReason(cause) });
      },
    );
  }

  private finish(entry: Entry, outcome: SchedOutcome<unknown>): void {
    if (entry.state !== "running") return;
    entry.state = "done";
    this.running--;
    this.release(entry);
    entry.resolve(outcome);
    this.pump();
  }

  /** Removes the entry from its lane and lets the rule's next waiting job in. */
  private release(entry: Entry): void {
    const lane = this.lane(entry.job.rule);
    lane.active.delete(entry);
    const wi = lane.waiting.indexOf(entry);
    if (wi >= 0) lane.waiting.splice(wi, 1);
    if (lane.active.size === 0 && lane.waiting.length > 0) this.enqueue(lane.waiting.shift() as Entry);
    if (lane.active.size === 0 && lane.waiting.length === 0) this.lanes.delete(entry.job.rule);
  }

  private abortEntry(entry: Entry, cause: AbortCause): void {
    if (entry.state === "done") return;
    if (entry.state === "running") {
      entry.controller.abort(dropReason(cause));
      return;
    }
    if (entry.state === "queued") {
      for (const q of [this.blockingQueue, this.backgroundQueue]) {
        const i = q.indexOf(entry);
        if (i >= 0) q.splice(i, 1);
      }
    }
    entry.state = "done";
    this.release(entry);
    entry.resolve({ kind: "dropped", cause, reason: dropReason(cause) });
    this.pump();
  }

  /** Aborts everything (session shutdown). */
  abortAll(cause: AbortCause): void {
    for (const q of [this.blockingQueue, this.backgroundQueue]) for (const e of [...q]) this.abortEntry(e, cause);
    for (const lane of [...this.lanes.values()]) {
      for (const e of [...lane.waiting]) this.abortEntry(e, cause);
      for (const e of [...lane.active]) this.abortEntry(e, cause);
    }
  }
}
