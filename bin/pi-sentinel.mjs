#!/usr/bin/env node
// pi-sentinel CLI launcher: needs Node >= 22.18 (TypeScript type stripping); hands over to src/cli/main.ts.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(`pi-sentinel: Node >= 22.18 is required (this is ${process.version}). Run it through npm (npx pi-sentinel …) in the package, or install Node 22.\n`);
  process.exit(2);
}
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
