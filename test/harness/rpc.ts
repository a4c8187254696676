// Tier 2 harness: the real pi CLI in RPC mode (JSON lines over stdio) with the package and scripted faux models, fully offline.

import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FauxScript } from "../fixtures/faux-provider.ts";
import type { FauxCall } from "./faux.ts";
import {
  fauxFixture,
  nodeBin,
  prepareCliRun,
  offlinePiEnv,
  piCli,
  pollUntil,
  removeDir,
  repoRoot,
  type FileTree,
} from "./env.ts";

export type RpcRecord = Record<string, unknown> & { type: string };

/** The ends of the tool calls in a session's records: which tool, whether it failed, and its result's text. */
export function toolEnds(records: RpcRecord[]): { toolName: string; isError: boolean; text: string }[] {
  return records
    .filter((r) => r.type === "tool_execution_end")
    .map((r) => {
      const result = r.result as { content?: { type: string; text?: string }[] } | undefined;
      return {
        toolName: String(r.toolName),
        isError: r.isError === true,
        text: (result?.content ?? []).map((c) => c.text ?? "").join("\n"),
      };
    });
}

/** How to answer a dialog request; return undefined to leave it unanswered. */
export type DialogAnswer = (req: RpcRecord) => Record<string, unknown> | undefined;

export interface RpcOptions {
  files?: FileTree;
  agentFiles?: FileTree;
  /** the faux models' script (rewritable later with `setScript`) */
  script?: FauxScript;
  /** pass --approve (default true); false starts pi with no trust override (add "--no-approve" to args for that) */
  approve?: boolean;
  /** extra CLI args (e.g. ["--tools", "read,bash"]) */
  args?: string[];
  /** load the package (default true) */
  loadPackage?: boolean;
  /** answers dialogs; default: confirm -> false, others cancelled */
  answer?: DialogAnswer;
  env?: Record<string, string>;
  /** how long to wait for pi to answer its first command (default 40 s; machines under load are slow) */
  startTimeoutMs?: number;
}

export interface PromptResult {
  /** the command response (disposition "started" | "handled" | "queued") */
  response: RpcRecord;
  /** every record received from sending the prompt until agent_settled (or the response, if handled) */
  records: RpcRecord[];
  uiRequests: RpcRecord[];
}

export interface RpcSession {
  proc: ChildProcessWithoutNullStreams;
  cwd: string;
  agentDir: string;
  /** every stdout record so far, in order */
  records: RpcRecord[];
  stderr(): string;
  /** every extension_ui_request so far (optionally of one method) */
  uiRequests(method?: string): RpcRecord[];
  /** notify requests as {message, level} */
  notifications(level?: string): { message: string; level: string }[];
  /** sends a command (an id is added when missing) and resolves with its response */
  send(cmd: Record<string, unknown>, timeoutMs?: number): Promise<RpcRecord>;
  /** resolves with the first record (at index >= from) matching */
  waitFor(predicate: (r: RpcRecord) => boolean, timeoutMs?: number, from?: number): Promise<RpcRecord>;
  /** sends a prompt and waits for agent_settled (or for the response when the prompt was handled without a run) */
  prompt(text: string, timeoutMs?: number): Promise<PromptResult>;
  setScript(script: FauxScript): void;
  /** the requests the faux models received, from the fixture's log */
  fauxCalls(role?: "main" | "auditor"): (FauxCall & { role: string })[];
  /** lines the stubbed curl/wget/nc/ssh logged (must stay empty unless a test expects it) */
  networkLog(): string[];
  close(): Promise<number | null>;
}

let nextId = 0;

export async function startRpc(opts: RpcOptions = {}): Promise<RpcSession> {
  const { root, cwd, agentDir, binDir, logFile, scriptFile } = prepareCliRun("rpc", opts);
  const fauxLog = join(root, "faux-calls.jsonl");

  const args = [
    piCli,
    "--mode",
    "rpc",
    "--no-session",
    ...(opts.approve === false ? [] : ["--approve"]),
    "-e",
    fauxFixture,
  ];
  if (opts.loadPackage !== false) args.push("-e", repoRoot);
  args.push("--provider", "faux", "--model", "main", ...(opts.args ?? []));
  const proc = spawn(nodeBin, args, {
    cwd,
    env: offlinePiEnv(agentDir, binDir, {
      PI_SENTINEL_FAUX_SCRIPT: scriptFile,
      PI_SENTINEL_FAUX_LOG: fauxLog,
      ...(opts.env ?? {}),
    }),
    stdio: ["pipe", "pipe", "pipe"],
  });

  const records: RpcRecord[] = [];
  let stderr = "";
  let buffer = "";
  let exited: number | null | undefined;
  const answer: DialogAnswer =
    opts.answer ?? ((req) => (req.method === "confirm" ? { confirmed: false } : { cancelled: true }));
  const write = (obj: Record<string, unknown>): void => {
    if (exited === undefined) proc.stdin.write(`${JSON.stringify(obj)}\n`);
  };
  proc.stdout.setEncoding("utf8");
  proc.stdout.on("data", (chunk: string) => {
    buffer += chunk;
    // split on LF only: JSON strings may hold U+2028, which readline would split on
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, "");
      buffer = buffer.slice(nl + 1);
      if (!line.trim()) continue;
      let rec: RpcRecord;
      try {
        rec = JSON.parse(line) as RpcRecord;
      } catch {
        rec = { type: "unparsed", line };
      }
      records.push(rec);
      if (
        rec.type === "extension_ui_request" &&
        ["select", "confirm", "input", "editor"].includes(String(rec.method))
      ) {
        const a = answer(rec);
        if (a) write({ type: "extension_ui_response", id: rec.id, ...a });
      }
    }
  });
  proc.stderr.setEncoding("utf8");
  proc.stderr.on("data", (c: string) => {
    stderr += c;
  });
  const exitPromise = new Promise<number | null>((resolve) => {
    proc.on("exit", (code) => {
      exited = code;
      resolve(code);
    });
  });

  const describe = (): string =>
    `stderr: ${stderr.slice(-2000)}\nlast records: ${JSON.stringify(records.slice(-5)).slice(0, 2000)}`;

  const waitFor = async (predicate: (r: RpcRecord) => boolean, timeoutMs = 30_000, from = 0): Promise<RpcRecord> => {
    let i = from;
    return pollUntil(
      () => {
        for (; i < records.length; i++) if (predicate(records[i])) return records[i];
        if (exited !== undefined) throw new Error(`pi exited (${exited}) while waiting. ${describe()}`);
        return undefined;
      },
      timeoutMs,
      describe,
      10,
    );
  };

  const send = async (cmd: Record<string, unknown>, timeoutMs = 30_000): Promise<RpcRecord> => {
    const id = typeof cmd.id === "string" ? cmd.id : `t${nextId++}`;
    const from = records.length;
    write({ ...cmd, id });
    return waitFor((r) => r.type === "response" && r.id === id, timeoutMs, from);
  };

  const session: RpcSession = {
    proc,
    cwd,
    agentDir,
    records,
    stderr: () => stderr,
    uiRequests: (method) =>
      records.filter((r) => r.type === "extension_ui_request" && (method === undefined || r.method === method)),
    notifications: (level) =>
      session
        .uiRequests("notify")
        .map((r) => ({ message: String(r.message), level: String(r.notifyType ?? "info") }))
        .filter((n) => level === undefined || n.level === level),
    send,
    waitFor,
    async prompt(text, timeoutMs = 30_000) {
      const from = records.length;
      const response = await send({ type: "prompt", message: text }, timeoutMs);
      if (response.success === false) throw new Error(`prompt failed: ${String(response.error)}`);
      const disposition = (response.data as { disposition?: string } | undefined)?.disposition;
      if (disposition === "started") await waitFor((r) => r.type === "agent_settled", timeoutMs, from);
      const slice = records.slice(from);
      return { response, records: slice, uiRequests: slice.filter((r) => r.type === "extension_ui_request") };
    },
    setScript(script) {
      writeFileSync(scriptFile, JSON.stringify(script));
    },
    fauxCalls(role) {
      if (!existsSync(fauxLog)) return [];
      return readFileSync(fauxLog, "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as FauxCall & { role: string })
        .filter((c) => role === undefined || c.role === role);
    },
    networkLog() {
      return existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").filter(Boolean) : [];
    },
    async close() {
      if (exited === undefined) {
        proc.stdin.end();
        const timer = setTimeout(() => proc.kill("SIGTERM"), 3000);
        const hard = setTimeout(() => proc.kill("SIGKILL"), 6000);
        await exitPromise;
        clearTimeout(timer);
        clearTimeout(hard);
      }
      removeDir(root);
      return exited ?? null;
    },
  };

  // ready once pi answers a command (extensions loaded, session_start handled)
  try {
    await send({ type: "get_state" }, opts.startTimeoutMs ?? 40_000);
  } catch (e) {
    await session.close();
    throw e;
  }
  return session;
}
