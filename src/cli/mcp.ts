// `pi-sentinel mcp`: runs the MCP server over stdio (detect_injection, log_violation) with the global config's thresholds.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../engine/config/load.ts";
import { agentDirOf, createMemory } from "../engine/memory/store.ts";
import { serveStdio } from "../mcp/server.ts";
import type { CliCommand } from "./main.ts";

const USAGE = `usage: pi-sentinel mcp [--block <x>] [--warn <x>] [--no-memory]

Runs a Model Context Protocol server over stdio with two tools:
  detect_injection {text, surface?}   score, decision (block/warn/pass), categories, evidence offsets
  log_violation {description, source?} record a suspected injection (remembered across sessions)

Thresholds come from the global sentinel.json (<agentDir>/sentinel.json; PI_CODING_AGENT_DIR or ~/.pi/agent),
or from --block/--warn. The memory of content blocked before (<agentDir>/sentinel/memory.jsonl) raises the
score of repeats; --no-memory turns it off. stdout carries only the protocol; diagnostics go to stderr.
The server exits cleanly when stdin closes.

pi (.pi/mcp.json or <agentDir>/mcp.json):
  {"mcpServers": {"sentinel": {"command": "npx", "args": ["pi-sentinel", "mcp"], "exposure": "direct"}}}`;

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL("../../package.json", import.meta.url)), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export const mcpCommand: CliCommand = {
  name: "mcp",
  summary: "run the MCP server (detect_injection, log_violation) over stdio",
  usage: USAGE,
  async run(args, io) {
    let block: number | undefined;
    let warn: number | undefined;
    let memoryOn = true;
    for (let i = 0; i < args.length; i++) {
      const t = args[i];
      if (t === "--block" || t === "--warn") {
        const v = Number(args[++i]);
        if (!Number.isFinite(v) || v < 0 || v > 1) {
          io.stderr(`pi-sentinel mcp: ${t} must be a number in [0, 1]\n`);
          return 2;
        }
        if (t === "--block") block = v;
        else warn = v;
      } else if (t === "--no-memory") memoryOn = false;
      else {
        io.stderr(`pi-sentinel mcp: unknown option '${t}'\n\n${USAGE}\n`);
        return 2;
      }
    }
    const agentDir = agentDirOf(io.env);
    const snapshot = loadConfig({ agentDir, cwd: io.cwd, projectTrusted: false });
    for (const d of snapshot.diagnostics)
      if (d.severity !== "info") io.stderr(`pi-sentinel mcp: ${d.file ?? ""}: ${d.message}\n`);
    const settings = {
      ...snapshot.settings.injectionDefense,
      ...(block === undefined ? {} : { blockThreshold: block }),
      ...(warn === undefined ? {} : { warnThreshold: warn }),
    };
    const memory =
      memoryOn && settings.memory ? createMemory({ agentDir, warn: (m) => io.stderr(`${m}\n`) }) : undefined;
    await serveStdio({ settings: () => settings, memory, log: (line) => io.stderr(`${line}\n`), version: version() });
    return 0;
  },
};
