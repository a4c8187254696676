// The bridge shell: an MCP client (official SDK) to an external detector over stdio, with timeouts, restarts and backoff.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { InjectionBridge } from "../../state/config-model.ts";
import type { BridgeAnswer, BridgePort } from "../injection/guard.ts";
import type { InjectionSurface } from "../injection/types.ts";
import { bridgeName, readBridgeScore, restartDelay } from "./answer.ts";
import { errorText } from "../error-text.ts";

export const BRIDGE_DEFAULTS = { tool: "detect_injection", timeoutMs: 2000, onFailure: "open" as const, minChars: 32 };
/** Starting the detector (spawn + MCP initialize) may take longer than one call. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface BridgeClient extends BridgePort {
  readonly name: string;
  /** stops the detector (in the background: a hung one is killed by the SDK after its grace period) */
  dispose(): void;
}

export interface BridgeOptions {
  cwd?: string;
  now?: () => number;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

export function createBridgeClient(config: InjectionBridge, options: BridgeOptions = {}): BridgeClient {
  const now = options.now ?? Date.now;
  const tool = config.tool ?? BRIDGE_DEFAULTS.tool;
  const timeoutMs = config.timeoutMs ?? BRIDGE_DEFAULTS.timeoutMs;
  const onFailure = config.onFailure ?? BRIDGE_DEFAULTS.onFailure;
  const name = bridgeName(config);
  let client: Client | undefined;
  let connecting: Promise<Client> | undefined;
  let failures = 0;
  let retryAt = 0;
  let stderrTail = "";
  let disposed = false;

  const drop = (): void => {
    const c = client;
    client = undefined;
    connecting = undefined;
    if (c) void c.close().catch(() => {});
  };

  const connect = (): Promise<Client> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    const transport = new StdioClientTransport({
      command: config.command,
      args: config.args ?? [],
      env: { ...getDefaultEnvironment(), ...(config.env ?? {}) },
      stderr: "pipe",
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    transport.stderr?.on("data", (c: Buffer) => (stderrTail = (stderrTail + c.toString()).slice(-400)));
    const c = new Client({ name: "pi-sentinel-bridge", version: "1" });
    // a crash or exit of the detector: the next call starts it again
    c.onclose = () => {
      if (client === c) client = undefined;
    };
    c.onerror = () => {};
    const attempt = withTimeout(c.connect(transport), Math.max(CONNECT_TIMEOUT_MS, timeoutMs), `starting ${name}`).then(
      () => {
        client = c;
        connecting = undefined;
        return c;
      },
      (e: unknown) => {
        connecting = undefined;
        void c.close().catch(() => {});
        void transport.close().catch(() => {});
        throw e;
      },
    );
    connecting = attempt;
    return attempt;
  };

  const fail = (error: string): BridgeAnswer => {
    failures++;
    retryAt = now() + restartDelay(failures);
    drop();
    const tail = stderrTail.trim().split("\n").at(-1);
    return {
      ok: false,
      error: tail ? `${error}; its stderr: ${tail.slice(0, 200)}` : error,
      onFailure,
      firstOfStreak: failures === 1,
      name,
    };
  };

  function check(text: string, surface: InjectionSurface): Promise<BridgeAnswer> {
    if (disposed)
      return Promise.resolve({ ok: false, error: "the bridge was stopped", onFailure, firstOfStreak: false, name });
    if (failures > 0 && now() < retryAt) {
      // still backing off after a failure: no restart yet, the call fails at once (and does not extend the streak's warning)
      return Promise.resolve({
        ok: false,
        error: `${name} failed ${failures} time(s) in a row; next restart in ${retryAt - now()} ms`,
        onFailure,
        firstOfStreak: false,
        name,
      });
    }
    // connected: the request is written now, before the caller's own scan runs, so the round trip overlaps that scan
    // (an await before callTool would hold the request back until the scan is done: one whole round trip added)
    if (client) return call(client, text, surface);
    let starting: Promise<Client>;
    try {
      starting = connect();
    } catch (e) {
      return Promise.resolve(fail(`could not start ${name}: ${errorText(e)}`));
    }
    return starting.then(
      (c) => call(c, text, surface),
      (e: unknown) => fail(`could not start ${name}: ${errorText(e)}`),
    );
  }

  async function call(c: Client, text: string, surface: InjectionSurface): Promise<BridgeAnswer> {
    try {
      const result = await c.callTool({ name: tool, arguments: { text, surface } }, undefined, { timeout: timeoutMs });
      const read = readBridgeScore(result);
      if (!read.ok) return fail(`${name} answered garbage: ${read.error}`);
      failures = 0;
      return {
        ok: true,
        score: read.score,
        evidence: [{ rule: `bridge.${name}`, category: `bridge:${name}`, start: 0, end: text.length }],
      };
    } catch (e) {
      return fail(
        `${name} ${/timed out|timeout/i.test(errorText(e)) ? `did not answer within ${timeoutMs} ms` : `failed: ${errorText(e)}`}`,
      );
    }
  }

  return {
    name,
    minChars: config.minChars ?? BRIDGE_DEFAULTS.minChars,
    check,
    dispose() {
      disposed = true;
      drop();
    },
  };
}
