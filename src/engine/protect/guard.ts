// The protected-write guard shell: asks the user about a write to what guards the session (TUI) or blocks it (no UI); fails closed.

import { protectedWrites, type DecidePorts, type ProtectedWrite } from "./decide.ts";
import type { ProtectedSet } from "./targets.ts";
import { errorText } from "../error-text.ts";
import type { GuardPorts } from "../guard-ports.ts";

/** Stateless per call: the wiring binds these to the call's ctx. Of the shared guard ports it uses only `notify`. */
export interface ProtectGuardPorts extends DecidePorts, Pick<GuardPorts<unknown>, "notify"> {
  protectedSet(): ProtectedSet;
  cwd(): string;
  /** true when a dialog can be shown (ctx.hasUI) */
  hasUI(): boolean;
  confirm(title: string, message: string): Promise<boolean>;
  /** the current text of a file (for the write/edit diff), undefined when absent or unreadable */
  readText(abs: string): string | undefined;
  /** a short line diff (pi's generateDiffString in production) */
  diff(oldText: string, newText: string): string;
  /** remembered: the user allowed this call's write (the loader may load what it wrote) */
  confirmed(toolCallId: string | undefined, writes: readonly ProtectedWrite[]): void;
}

export interface ToolCallSeen {
  toolName: string;
  toolCallId?: string;
  input: Record<string, unknown>;
}

export type Block = { block: true; reason: string };

const MAX_DIFF_LINES = 30;
const MAX_DIFF_INPUT = 256 * 1024;

function oneLine(s: string, max = 200): string {
  const t = s.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** The block reason the agent reads: what, where, why, and what to tell the user. */
export function protectedBlockReason(
  toolName: string,
  writes: readonly ProtectedWrite[],
  why: "no-ui" | "declined",
): string {
  const list = writes.map((w) => `${w.op} ${w.path} (${w.kind})`).join("; ");
  const because = why === "declined" ? "the user declined it" : "there is no UI to ask the user";
  return (
    `pi-sentinel blocked this ${toolName} call: it would change what guards this session (${list}), and ${because}. ` +
    `The agent may not change pi-sentinel's or pi's configuration, trust or extensions. Do not retry it in another form. ` +
    `If the user wants this change, tell them what to change so they can make it themselves.`
  );
}

/** Edits applied the way the edit tool does for exact matches (enough for a preview; fuzzy matches show as not found). */
function applyEdits(text: string, edits: unknown): string {
  let out = text;
  for (const e of Array.isArray(edits) ? edits : []) {
    const o = (e as { oldText?: unknown }).oldText;
    const n = (e as { newText?: unknown }).newText;
    if (typeof o !== "string" || typeof n !== "string") continue;
    const i = out.indexOf(o);
    if (i >= 0) out = out.slice(0, i) + n + out.slice(i + o.length);
  }
  return out;
}

function capLines(text: string, max: number): string {
  const lines = text.split("\n");
  return lines.length <= max ? text : `${lines.slice(0, max).join("\n")}\n… ${lines.length - max} more line(s)`;
}

/** The dialog text: the tool, every protected path with what it is and what happens, and a short diff or the command. */
export function protectedDialog(
  seen: ToolCallSeen,
  writes: readonly ProtectedWrite[],
  preview: string,
): { title: string; message: string } {
  const title = `pi-sentinel: allow the agent to change ${writes.length === 1 ? writes[0].kind : "protected files"}?`;
  const lines = [
    `The agent's ${seen.toolName} call would change what guards this session:`,
    ...writes.map(
      (w) => `  • ${w.op}: ${w.path} (${w.kind})${w.raw !== w.path ? ` [written as ${oneLine(w.raw, 80)}]` : ""}`,
    ),
    "",
    preview,
    "",
    "Allow only if you asked for this change.",
  ];
  return { title, message: lines.join("\n") };
}

export function createProtectGuard(ports: ProtectGuardPorts) {
  const preview = (seen: ToolCallSeen, writes: readonly ProtectedWrite[]): string => {
    try {
      if (seen.toolName === "write" || seen.toolName === "edit") {
        const path = writes[0].path;
        const before = ports.readText(path) ?? "";
        const after =
          seen.toolName === "write" ? String(seen.input.content ?? "") : applyEdits(before, seen.input.edits);
        if (before.length > MAX_DIFF_INPUT || after.length > MAX_DIFF_INPUT)
          return `(a ${after.length}-character file; too large to preview)`;
        const d = ports.diff(before, after);
        return d.trim() === "" ? "(no change to the text)" : capLines(d, MAX_DIFF_LINES);
      }
      if (seen.toolName === "bash" && typeof seen.input.command === "string")
        return `command: ${capLines(seen.input.command, 12)}`;
      return `input: ${oneLine(JSON.stringify(seen.input), 400)}`;
    } catch (e) {
      return `(no preview: ${errorText(e)})`;
    }
  };

  /** tool_call: undefined to allow, a block otherwise. Fails closed: a decider error blocks. */
  async function onToolCall(seen: ToolCallSeen): Promise<Block | undefined> {
    let writes: ProtectedWrite[];
    try {
      writes = protectedWrites(seen.toolName, seen.input, ports.cwd(), ports.protectedSet(), ports);
    } catch (e) {
      ports.notify(
        `pi-sentinel: the protected-write check failed on a ${seen.toolName} call; blocked (fail closed): ${errorText(e)}`,
        "error",
      );
      return {
        block: true,
        reason: `pi-sentinel could not check whether this ${seen.toolName} call changes its own configuration (${errorText(e)}); it fails closed, so the call was not run. Tell the user.`,
      };
    }
    if (writes.length === 0) return undefined;
    if (!ports.hasUI()) {
      ports.notify(
        `pi-sentinel: blocked a ${seen.toolName} call that would change ${writes.map((w) => w.path).join(", ")}`,
        "warning",
      );
      return { block: true, reason: protectedBlockReason(seen.toolName, writes, "no-ui") };
    }
    const { title, message } = protectedDialog(seen, writes, preview(seen, writes));
    let ok = false;
    try {
      ok = await ports.confirm(title, message);
    } catch {
      ok = false; // a dialog that breaks is a "no"
    }
    if (!ok) return { block: true, reason: protectedBlockReason(seen.toolName, writes, "declined") };
    ports.confirmed(seen.toolCallId, writes);
    return undefined;
  }

  return { onToolCall };
}
