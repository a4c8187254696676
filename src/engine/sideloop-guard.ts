// Guards the tools of auditors and reviewers (side loops): file tools stay in the project, bash and results are scanned.
//
// The side loop's own tool calls never reach pi's tool_call/tool_result hooks, so without this an injected auditor
// could run `curl … | sh` or read ~/.ssh. Every tool given to a side loop is wrapped: file paths must resolve (after
// symlinks) inside the project, each call goes through the same injection guard as the main agent (a block throws,
// so the side loop sees an error result), and each result is scanned and withheld or marked like the main agent's.

import type { AnyAgentTool } from "./model-port.ts";
import { realpathSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolCallSeen, ToolResultChange, ToolResultSeen } from "./injection/guard.ts";

export interface SideLoopToolGuard {
  /** the project folder the file tools are confined to */
  cwd: string;
  onToolCall(
    seen: ToolCallSeen,
  ): { block: true; reason: string } | undefined | Promise<{ block: true; reason: string } | undefined>;
  onToolResult(seen: ToolResultSeen): ToolResultChange;
}

/** Tools whose path arguments name files or folders. */
const FILE_TOOLS = new Set(["read", "write", "edit", "ls", "grep", "find"]);
const PATH_KEYS = ["path", "file_path", "filePath", "dir", "directory", "cwd"];
/** find/grep glob arguments: a pattern that climbs out or starts at the root is refused */
const GLOB_KEYS = ["glob", "pattern"];

function realOrNearest(abs: string): string {
  // a file that does not exist yet (write): the real path of its nearest existing parent, plus the rest
  let cur = abs;
  const rest: string[] = [];
  for (;;) {
    try {
      return rest.length > 0 ? resolve(realpathSync(cur), ...rest.reverse()) : realpathSync(cur);
    } catch {
      const up = dirname(cur);
      if (up === cur) return abs;
      rest.push(cur.slice(up.length).replace(/^[\\/]+/, ""));
      cur = up;
    }
  }
}

/**
 * Where a path argument points, resolved the way pi's tools resolve it (leading @, ~, file:// URLs, relative to cwd),
 * then through symlinks. A tiny local helper: the shared path resolver of the protected-writes work replaces it.
 */
export function resolveToolPath(raw: string, cwd: string): string {
  let p = raw.startsWith("@") ? raw.slice(1) : raw;
  if (/^file:\/\//i.test(p)) {
    try {
      p = fileURLToPath(p);
    } catch {
      // not a valid file URL: taken as a path
    }
  }
  if (p === "~" || p.startsWith("~/")) p = homedir() + p.slice(1);
  return realOrNearest(isAbsolute(p) ? resolve(p) : resolve(cwd, p));
}

export function insideProject(abs: string, cwd: string): boolean {
  const root = realOrNearest(resolve(cwd));
  const rel = relative(root, abs);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** Why a side-loop file tool call is refused, or undefined when every path it names is inside the project. */
export function confinementProblem(toolName: string, input: Record<string, unknown>, cwd: string): string | undefined {
  if (!FILE_TOOLS.has(toolName)) return undefined;
  for (const key of PATH_KEYS) {
    const v = input[key];
    if (typeof v !== "string" || v.length === 0) continue;
    const abs = resolveToolPath(v, cwd);
    if (!insideProject(abs, cwd)) {
      return `pi-sentinel: auditors and reviewers may only use ${toolName} inside the project folder; ${JSON.stringify(v)} resolves to ${abs}, outside ${cwd}. Judge from the material you were given.`;
    }
  }
  if (toolName === "find" || toolName === "grep") {
    for (const key of GLOB_KEYS) {
      if (toolName === "grep" && key === "pattern") continue; // grep's pattern is a regex over content, not a path
      const v = input[key];
      if (typeof v === "string" && (/(^|[\\/])\.\.([\\/]|$)/.test(v) || v.startsWith("/") || v.startsWith("~"))) {
        return `pi-sentinel: auditors and reviewers may only search inside the project folder; the ${key} ${JSON.stringify(v)} reaches outside it.`;
      }
    }
  }
  return undefined;
}

/** Wraps every side-loop tool: confinement, the injection guard on the call, the injection guard on the result. */
export function guardSideLoopTools(tools: readonly AnyAgentTool[], g: SideLoopToolGuard): AnyAgentTool[] {
  return tools.map((tool) => ({
    ...tool,
    execute: async (toolCallId: string, params: unknown, signal?: AbortSignal, onUpdate?: unknown) => {
      const input = params && typeof params === "object" ? (params as Record<string, unknown>) : {};
      const refused = confinementProblem(tool.name, input, g.cwd);
      if (refused) throw new Error(refused);
      const blocked = await g.onToolCall({ toolName: tool.name, toolCallId, input });
      if (blocked) throw new Error(blocked.reason);
      const result = await tool.execute(toolCallId, params as never, signal, onUpdate as never);
      const change = g.onToolResult({
        toolName: tool.name,
        toolCallId,
        input,
        content: (result.content ?? []) as ToolResultSeen["content"],
      });
      return change ? { ...result, content: change.content as typeof result.content } : result;
    },
  }));
}
