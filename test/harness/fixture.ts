// Vitest fixtures for real pi sessions (SDK, RPC, tmux): every session a test or a file started is closed after it, also when it fails.

import { test as base } from "vitest";
import { type RpcOptions, type RpcSession, startRpc } from "./rpc.ts";
import { type SdkSession, type SdkSessionOptions, startSdkSession } from "./sdk.ts";
import { startTui, type TuiOptions, type TuiSession } from "./tmux.ts";

type Starter<O, S> = (options?: O) => Promise<S>;

/** A starter that remembers what it started, and the cleanup that closes those (newest first; the first error is thrown). */
function tracked<O, S>(
  start: Starter<O, S>,
  close: (s: S) => unknown,
): { starter: Starter<O, S>; closeAll: () => Promise<void> } {
  const open: S[] = [];
  return {
    starter: async (options) => {
      const session = await start(options);
      open.push(session);
      return session;
    },
    closeAll: async () => {
      const errors: unknown[] = [];
      for (const s of open.splice(0).reverse()) {
        try {
          await close(s);
        } catch (e) {
          errors.push(e);
        }
      }
      if (errors.length > 0) throw errors[0];
    },
  };
}

/** A fixture function over `tracked`: hands the test the starter and closes what it started when its scope ends. */
function closing<O, S>(start: Starter<O, S>, close: (s: S) => unknown) {
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this destructuring
  return async ({}, { onCleanup }: { onCleanup: (fn: () => Promise<void>) => void }): Promise<Starter<O, S>> => {
    const { starter, closeAll } = tracked(start, close);
    onCleanup(closeAll);
    return starter;
  };
}

const disposeSdk = (s: SdkSession) => s.dispose();

export const test = base
  /** Starts a real pi SDK session; disposed when the test ends, pass or fail. Disposing it earlier yourself is fine. */
  .extend("sdk", closing<SdkSessionOptions, SdkSession>(startSdkSession, disposeSdk))
  /** Starts the real pi CLI in RPC mode; closed when the test ends (closing it earlier, e.g. to read its exit code, is fine). */
  .extend(
    "piRpc",
    closing<RpcOptions, RpcSession>(startRpc, (s) => s.close()),
  )
  /** Starts the real pi TUI in a private tmux server; killed when the test ends. */
  .extend(
    "piTui",
    closing<TuiOptions, TuiSession>(startTui, (s) => s.close()),
  )
  /** An SDK session shared by the tests of one file (start it in `test.beforeAll`); disposed when the file ends. */
  .extend("fileSdk", { scope: "file" }, closing<SdkSessionOptions, SdkSession>(startSdkSession, disposeSdk));

export { describe, expect } from "vitest";
