#!/usr/bin/env node
// pi-sentinel CLI launcher: needs Node >= 22.19 (pi's floor, also package.json engines); on an older node it re-runs itself with the package's own Node 22 (the `node` devDependency), then hands over to src/cli/main.ts.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FLOOR = [22, 19];
const REGEX_FLAG = "--no-regexp-tier-up";
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < FLOOR[0] || (major === FLOOR[0] && minor < FLOOR[1])) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const node22 = join(root, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node");
  if (!existsSync(node22) || process.env.PI_SENTINEL_REEXEC === "1") {
    process.stderr.write(
      `pi-sentinel: Node >= ${FLOOR.join(".")} is required (this is ${process.version}). Run \`npm install\` in ${root} (it installs Node 22 there), or install Node 22.\n`,
    );
    process.exit(2);
  }
  const r = spawnSync(node22, [REGEX_FLAG, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, PI_SENTINEL_REEXEC: "1" },
  });
  process.exit(r.status ?? 2);
}
// regexes compile to native code at their first run when node starts with this flag (src/engine/injection/regex-tier.ts
// says why only at start-up): without it, the CLI runs itself once more with it
if (!process.execArgv.includes(REGEX_FLAG) && process.env.PI_SENTINEL_REEXEC !== "1") {
  const r = spawnSync(
    process.execPath,
    [REGEX_FLAG, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, PI_SENTINEL_REEXEC: "1" },
    },
  );
  process.exit(r.status ?? 2);
}
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
