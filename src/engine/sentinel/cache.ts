// Verdict cache (key = rule name + hash of the rule definition + rendered prompt + scope; TTL) and finding dedupe.

import { createHash } from "node:crypto";
import type { SentinelRule, Verdict } from "../../state/config-model.ts";
import { safeJson } from "./scope.ts";

/** JSON with sorted keys, so two equal rule definitions hash the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(",")}}`;
  }
  return safeJson(value);
}

function sha(s: string): string {
  return createHash("sha256").update(s).digest("hex");
}

/** Fields that do not change a verdict are left out of the definition hash. */
export function ruleHash(rule: SentinelRule): string {
  const { enabled: _e, shadow: _s, examples: _x, description: _d, ...rest } = rule;
  return sha(stableJson(rest));
}

export function cacheKey(rule: SentinelRule, renderedPrompt: string, scope: string): string {
  return sha(`${rule.name}\u0000${ruleHash(rule)}\u0000${renderedPrompt}\u0000${scope}`);
}

export interface CachedVerdict {
  verdict: Verdict;
  message: string;
}

/** A bounded TTL map; the clock is injected. Oldest entries go first when full. */
export class VerdictCache {
  private readonly map = new Map<string, { value: CachedVerdict; expires: number }>();
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(now: () => number, capacity = 500) {
    this.now = now;
    this.capacity = capacity;
  }

  get(key: string): CachedVerdict | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: CachedVerdict, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.map.delete(key);
    this.map.set(key, { value, expires: this.now() + ttlMs });
    while (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

export function normaliseMessage(message: string): string {
  return message.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Remembers injected findings (rule + verdict + normalised message) for dedupeCooldownMs. */
export class FindingDedupe {
  private readonly seen = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** true when this finding was injected within `cooldownMs`; otherwise records it and returns false */
  isRepeat(rule: string, verdict: Verdict, message: string, cooldownMs: number): boolean {
    const key = `${rule}\u0000${verdict}\u0000${normaliseMessage(message)}`;
    const t = this.now();
    const last = this.seen.get(key);
    if (last !== undefined && t - last < cooldownMs) return true;
    this.seen.set(key, t);
    if (this.seen.size > 1000) {
      for (const [k, at] of this.seen) if (t - at >= cooldownMs) this.seen.delete(k);
    }
    return false;
  }

  clear(): void {
    this.seen.clear();
  }
}
