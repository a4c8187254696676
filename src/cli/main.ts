// CLI entry: routes `pi-sentinel <command>` to the command modules in src/cli/commands.

import { COMMANDS } from "./commands.ts";
import { errorText } from "../engine/error-text.ts";

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdin: () => Promise<string>;
  /** line-by-line stdin, for streaming protocols such as `scan --jsonl` */
  stdinLines: () => AsyncIterable<string>;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: CliIO): Promise<number>;
}

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function* lines(): AsyncIterable<string> {
  let buf = "";
  for await (const c of process.stdin) {
    buf += (c as Buffer).toString("utf8");
    let i: number;
    // split on \n only: readline would also split inside JSON strings at U+2028
    while ((i = buf.indexOf("\n")) >= 0) {
      yield buf.slice(0, i);
      buf = buf.slice(i + 1);
    }
  }
  if (buf.length > 0) yield buf;
}

export function processIO(): CliIO {
  // a closed pipe (`pi-sentinel lint | head`) ends output quietly instead of crashing on EPIPE
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stdin: readAll,
    stdinLines: lines,
    cwd: process.cwd(),
    env: process.env,
  };
}

function help(): string {
  const rows = COMMANDS.map((c) => `  ${c.name.padEnd(8)} ${c.summary}`);
  return `usage: pi-sentinel <command> [options]\n\ncommands:\n${rows.join("\n")}\n\nRun 'pi-sentinel <command> --help' for a command's options.\n`;
}

export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(help());
    return name ? 0 : 2;
  }
  const entry = COMMANDS.find((c) => c.name === name);
  if (!entry) {
    io.stderr(`pi-sentinel: unknown command '${name}'\n\n${help()}`);
    return 2;
  }
  const cmd = await entry.load();
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(`${cmd.usage}\n`);
    return 0;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    io.stderr(`pi-sentinel ${name}: ${errorText(e)}\n`);
    return 2;
  }
}
