// The CLI's command table: names and summaries up front, each command module imported only when it runs (fast start-up).

import type { CliCommand } from "./main.ts";

export interface CommandEntry {
  name: string;
  summary: string;
  load(): Promise<CliCommand>;
}

export const COMMANDS: CommandEntry[] = [
  {
    name: "lint",
    summary: "check prompt templates and sentinel.json files (path:line: message; exit 1 on errors)",
    load: async () => (await import("./lint.ts")).LINT_COMMAND,
  },
  {
    name: "scan",
    summary: "score text for prompt injection (files or stdin; --jsonl for the eval protocol)",
    load: async () => (await import("./scan.ts")).scanCommand,
  },
  {
    name: "export",
    summary: "write the guard records of a saved pi session as JSONL",
    load: async () => (await import("./export.ts")).exportCommand,
  },
  {
    name: "mcp",
    summary: "run the MCP server (detect_injection, log_violation) over stdio",
    load: async () => (await import("./mcp.ts")).mcpCommand,
  },
  {
    name: "memory",
    summary: "list or clear the injection memory across sessions (<agentDir>/sentinel/memory.jsonl)",
    load: async () => (await import("./memory.ts")).memoryCommand,
  },
];
