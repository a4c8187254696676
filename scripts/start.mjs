#!/usr/bin/env node
// `npm start`: runs the real pi (Node 22 from devDependencies) in the folder npm was run from, with this package loaded (-e), using your own ~/.pi.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const node = join(packageRoot, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node");
const cli = join(packageRoot, "node_modules", "@earendil-works", "pi-coding-agent", "dist", "bundle", "cli.js");

for (const [what, file] of [
  ["Node 22 (the `node` devDependency)", node],
  ["pi (@earendil-works/pi-coding-agent)", cli],
]) {
  if (!existsSync(file)) {
    process.stderr.write(
      `pi-sentinel: ${what} is not installed at ${file}.\nRun \`npm install\` in ${packageRoot} first.\n`,
    );
    process.exit(1);
  }
}

// npm sets INIT_CWD to the folder `npm start` was typed in; npm itself runs scripts from the package root
const cwd = process.env.INIT_CWD && existsSync(process.env.INIT_CWD) ? process.env.INIT_CWD : process.cwd();
const args = [cli, "-e", packageRoot, ...process.argv.slice(2)];

const child = spawn(node, args, { cwd, stdio: "inherit", env: process.env });
// pi owns the terminal: a Ctrl+C from the terminal reaches pi directly; signals sent to this launcher are passed on
const forward = (signal) => () => {
  if (signal !== "SIGINT") child.kill(signal);
};
const handlers = ["SIGINT", "SIGTERM", "SIGHUP"].map((signal) => [signal, forward(signal)]);
for (const [signal, handler] of handlers) process.on(signal, handler);
child.on("error", (e) => {
  process.stderr.write(`pi-sentinel: could not start pi: ${e.message}\n`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  for (const [sig, handler] of handlers) process.off(sig, handler);
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 0);
});
