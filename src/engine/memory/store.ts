// The memory file <agentDir>/sentinel/memory.jsonl: load (corrupt lines skipped), match, append under a lock, bound, list, clear.

import { appendFileSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { InjectionSurface } from "../injection/types.ts";
import type { EvidenceItem } from "../../state/actions.ts";
import { bestContainment, fingerprint, indexEntries, repeatScore, type MemoryIndex } from "./fingerprint.ts";
import { errorText } from "../error-text.ts";

export type MemoryKind = "blocked" | "withheld" | "violation";

export interface MemoryEntry {
  v: 1;
  at: number;
  kind: MemoryKind;
  surface?: InjectionSurface;
  score: number;
  /** hash of the normalised text */
  h: string;
  /** bottom-k sketch of its shingle hashes */
  sh: string[];
}

export interface MemoryLimits {
  /** entries kept (newest first) */
  maxEntries: number;
  /** entries older than this are dropped */
  maxAgeMs: number;
  /** the file is compacted when it grows past this */
  maxBytes: number;
}

export const DEFAULT_LIMITS: MemoryLimits = { maxEntries: 2000, maxAgeMs: 90 * 24 * 3600_000, maxBytes: 1024 * 1024 };

export const MEMORY_EVIDENCE_RULE = "memory.seen-blocked-before";

export interface MemoryOptions {
  agentDir: string;
  limits?: Partial<MemoryLimits>;
  now?: () => number;
  /** one line per problem (corrupt file, lock not taken); never throws */
  warn(message: string): void;
}

/** PI_CODING_AGENT_DIR (with ~ expanded) or ~/.pi/agent, as pi's getAgentDir() reads it. */
export function agentDirOf(env: NodeJS.ProcessEnv): string {
  const v = env.PI_CODING_AGENT_DIR;
  if (v) return v === "~" ? homedir() : v.startsWith("~/") ? join(homedir(), v.slice(2)) : v;
  return join(homedir(), ".pi", "agent");
}

export function memoryFile(agentDir: string): string {
  return join(agentDir, "sentinel", "memory.jsonl");
}

function isEntry(o: unknown): o is MemoryEntry {
  const e = o as MemoryEntry | null;
  return (
    !!e &&
    typeof e === "object" &&
    e.v === 1 &&
    typeof e.at === "number" &&
    typeof e.h === "string" &&
    Array.isArray(e.sh) &&
    e.sh.every((s) => typeof s === "string") &&
    typeof e.score === "number" &&
    (e.kind === "blocked" || e.kind === "withheld" || e.kind === "violation")
  );
}

/** Parses the file's text: valid entries, and how many lines were not. Pure. */
export function parseMemory(text: string): { entries: MemoryEntry[]; bad: number } {
  const entries: MemoryEntry[] = [];
  let bad = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const o: unknown = JSON.parse(line);
      if (isEntry(o)) entries.push(o);
      else bad++;
    } catch {
      bad++;
    }
  }
  return { entries, bad };
}

/** Newest entry per hash, within age, at most maxEntries, newest last. Pure. */
export function boundEntries(entries: readonly MemoryEntry[], limits: MemoryLimits, now: number): MemoryEntry[] {
  const byHash = new Map<string, MemoryEntry>();
  for (const e of entries) {
    if (now - e.at > limits.maxAgeMs) continue;
    const cur = byHash.get(e.h);
    if (!cur || cur.at <= e.at) byHash.set(e.h, e);
  }
  const kept = [...byHash.values()].sort((a, b) => a.at - b.at);
  return kept.slice(Math.max(0, kept.length - limits.maxEntries));
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `fn` holding a directory lock beside the file (mkdir is atomic); a lock older than 10 s is stale. */
function withLock<T>(file: string, fn: () => T): T {
  const lock = `${file}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 10_000) rmdirSync(lock);
      } catch {
        // gone meanwhile
      }
      if (attempt >= 100) throw new Error(`the memory lock ${lock} is held by another process`);
      sleep(5);
    }
  }
  try {
    return fn();
  } finally {
    try {
      rmdirSync(lock);
    } catch {
      // already removed as stale by another process
    }
  }
}

export interface Memory {
  readonly file: string;
  /** the guard's port: a repeat of remembered content, and remembering */
  match(text: string): { score: number; evidence: EvidenceItem[] } | undefined;
  remember(text: string, kind: MemoryKind, surface: InjectionSurface | undefined, score: number): void;
  list(): MemoryEntry[];
  clear(): number;
}

export function createMemory(opts: MemoryOptions): Memory {
  const file = memoryFile(opts.agentDir);
  const limits: MemoryLimits = { ...DEFAULT_LIMITS, ...(opts.limits ?? {}) };
  const now = opts.now ?? Date.now;
  let entries: MemoryEntry[] = [];
  let index: MemoryIndex = indexEntries([]);
  let stamp = "";
  let warnedStamp = "";

  /** Re-reads the file when its size or mtime changed (another session appended); a corrupt line is skipped with one warning. */
  const refresh = (): void => {
    let st: { size: number; mtimeMs: number } | undefined;
    try {
      st = statSync(file, { throwIfNoEntry: false });
    } catch {
      st = undefined;
    }
    if (!st) {
      if (stamp !== "") index = indexEntries((entries = []));
      stamp = "";
      return;
    }
    const key = `${st.size}:${st.mtimeMs}`;
    if (key === stamp) return;
    stamp = key;
    try {
      const parsed = parseMemory(readFileSync(file, "utf8"));
      entries = boundEntries(parsed.entries, limits, now());
      index = indexEntries(entries);
      if (parsed.bad > 0 && warnedStamp !== key) {
        warnedStamp = key;
        opts.warn(
          `pi-sentinel: ${parsed.bad} line(s) of the injection memory ${file} are not valid entries; skipped (clear it with 'pi-sentinel memory clear')`,
        );
      }
    } catch (e) {
      index = indexEntries((entries = []));
      opts.warn(`pi-sentinel: could not read the injection memory ${file} (${errorText(e)}); scanning without it`);
    }
  };

  const compact = (): void => {
    const parsed = parseMemory(readFileSync(file, "utf8"));
    const kept = boundEntries(parsed.entries, limits, now());
    // keep at most half the byte budget so compaction does not run on every append
    const lines = kept.map((e) => JSON.stringify(e));
    let bytes = lines.reduce((n, l) => n + l.length + 1, 0);
    while (lines.length > 0 && bytes > limits.maxBytes / 2) bytes -= lines.shift()!.length + 1;
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, lines.length > 0 ? `${lines.join("\n")}\n` : "");
    renameSync(tmp, file);
  };

  return {
    file,
    match(text) {
      refresh();
      if (entries.length === 0) return undefined;
      const score = repeatScore(bestContainment(index, text));
      if (score === 0) return undefined;
      return {
        score,
        evidence: [
          {
            rule: MEMORY_EVIDENCE_RULE,
            category: "memory",
            start: 0,
            end: text.length,
            excerpt: "seen blocked before",
          },
        ],
      };
    },
    remember(text, kind, surface, score) {
      const f = fingerprint(text);
      if (f.words === 0) return;
      const entry: MemoryEntry = {
        v: 1,
        at: now(),
        kind,
        ...(surface ? { surface } : {}),
        score: Math.round(score * 1000) / 1000,
        h: f.h,
        sh: f.sh,
      };
      try {
        mkdirSync(dirname(file), { recursive: true });
        withLock(file, () => {
          appendFileSync(file, `${JSON.stringify(entry)}\n`);
          if (statSync(file).size > limits.maxBytes) compact();
        });
      } catch (e) {
        opts.warn(
          `pi-sentinel: could not write the injection memory ${file} (${errorText(e)}); this block is not remembered`,
        );
      }
    },
    list() {
      refresh();
      return [...entries];
    },
    clear() {
      refresh();
      const n = entries.length;
      try {
        withLock(file, () => writeFileSync(file, ""));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
      index = indexEntries((entries = []));
      return n;
    },
  };
}
