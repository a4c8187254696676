// Test runner configuration: unit, golden, integration (SDK/RPC) and tmux tests share one run.
import { defineConfig } from "vitest/config";

/**
 * Pure unit tests: they call functions and read files, and leave no state behind them (no module mocks, no stubbed
 * environment, no chdir, no pi session). They share one module cache per worker (`isolate: false`): the scanner and
 * its tables are imported once per worker instead of once per file, which was more than half of the suite's time
 * (round 35: import 994 s of 1040 s). A test file that needs fresh modules goes in ISOLATED_UNITS.
 */
const SHARED = [
  "test/engine/**/*.test.ts",
  "test/scripts/**/*.test.ts",
  "test/ui/**/*.test.ts",
  "test/state/**/*.test.ts",
];
/**
 * Tests under those folders that keep their own worker: pi sessions (`*.sdk.test.ts`, `*.rpc.test.ts`: configure.sdk
 * failed shared), the detector bridge's child processes and timeouts, and model.train (`vi.resetModules` under a stubbed
 * variable read at import would leave that module to later files).
 */
const ISOLATED_UNITS = [
  "test/{engine,scripts,ui,state}/**/*.{sdk,rpc}.test.ts",
  "test/engine/bridge.test.ts",
  "test/engine/injection/model.train.test.ts",
];

export default defineConfig({
  test: {
    // (each project below names its files: `extends: true` would concatenate an `include` set here with theirs)
    // one temp root per run, removed at the end (also after failures): nothing is left in the system temp dir
    globalSetup: ["test/global-tmp.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // regexes compile to native code at their first run in the workers, set where V8 reads it: at start-up
    // (src/engine/injection/regex-tier.ts says why never at run time)
    execArgv: ["--no-regexp-tier-up"],
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: SHARED, exclude: ISOLATED_UNITS, isolate: false } },
      // integration (pi sessions over SDK and RPC), TUI (tmux), security, CLI, meta and docs: one fresh worker per file
      { extends: true, test: { name: "isolated", include: ["test/**/*.test.ts"], exclude: SHARED } },
      { extends: true, test: { name: "isolated-units", include: ISOLATED_UNITS } },
    ],
  },
});
