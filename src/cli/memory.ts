// `pi-sentinel memory list|clear`: what the injection memory holds (hashes, never text) and emptying it.

import { agentDirOf, createMemory, type MemoryEntry } from "../engine/memory/store.ts";
import type { CliCommand } from "./main.ts";

const USAGE = `usage: pi-sentinel memory list [--json]
       pi-sentinel memory clear

The injection memory (<agentDir>/sentinel/memory.jsonl; PI_CODING_AGENT_DIR or ~/.pi/agent) remembers content
that was blocked or withheld in any session, and violations the agent logged, as hashes of the normalised text
and of its word shingles (never the text). A later text that repeats one scores high ("seen blocked before").
list prints one line per entry (when, kind, surface, score, hash); clear empties it.`;

export function formatEntry(e: MemoryEntry): string {
  return `${new Date(e.at).toISOString()}  ${e.kind.padEnd(9)} ${(e.surface ?? "-").padEnd(11)} ${e.score.toFixed(2)}  ${e.h}`;
}

export const memoryCommand: CliCommand = {
  name: "memory",
  summary: "list or clear the injection memory",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    const warnings: string[] = [];
    const memory = createMemory({ agentDir: agentDirOf(io.env), warn: (m) => warnings.push(m) });
    const flush = (): void => {
      for (const w of warnings.splice(0)) io.stderr(`${w}\n`);
    };
    if (sub === "list") {
      const json = rest.includes("--json");
      const entries = memory.list();
      flush();
      if (json) io.stdout(`${JSON.stringify(entries)}\n`);
      else if (entries.length === 0) io.stdout(`the injection memory is empty (${memory.file})\n`);
      else io.stdout(`${entries.length} remembered (${memory.file}):\n${entries.map(formatEntry).join("\n")}\n`);
      return 0;
    }
    if (sub === "clear") {
      const n = memory.clear();
      flush();
      io.stdout(`cleared ${n} entr${n === 1 ? "y" : "ies"} from ${memory.file}\n`);
      return 0;
    }
    io.stderr(`pi-sentinel memory: expected 'list' or 'clear'${sub ? `, got '${sub}'` : ""}\n\n${USAGE}\n`);
    return 2;
  },
};
