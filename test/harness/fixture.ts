// Vitest fixture for real pi sessions: `sdk(options)` starts one (as startSdkSession) and every session a test started is disposed after it, also when it fails.

import { test as base } from "vitest";
import { type SdkSession, type SdkSessionOptions, startSdkSession } from "./sdk.ts";

export interface SdkFixtures {
  /** Starts a real pi SDK session; the fixture disposes it (newest first) when the test ends, pass or fail. */
  sdk: (options?: SdkSessionOptions) => Promise<SdkSession>;
}

export const test = base.extend<SdkFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixtures a fixture needs from this destructuring
  sdk: async ({}, use) => {
    const open: SdkSession[] = [];
    await use(async (options) => {
      const session = await startSdkSession(options);
      open.push(session);
      return session;
    });
    const errors: unknown[] = [];
    for (const s of open.reverse()) {
      try {
        await s.dispose();
      } catch (e) {
        errors.push(e);
      }
    }
    if (errors.length > 0) throw errors[0];
  },
});

export { describe, expect } from "vitest";
