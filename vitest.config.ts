// Test runner configuration: unit, golden, integration (SDK/RPC) and tmux tests share one run.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // one temp root per run, removed at the end (also after failures): nothing is left in the system temp dir
    globalSetup: ["test/global-tmp.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // regexes compile to native code at their first run in the workers, set where V8 reads it: at start-up
    // (src/engine/injection/regex-tier.ts says why never at run time)
    execArgv: ["--no-regexp-tier-up"],
    maxWorkers: 2,
  },
});
