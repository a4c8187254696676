// Which written files are read as orders to the agent: agent instruction files, program files and start-up files.
import { isAgentFile } from "./agent-file.ts";
import { runFileKind } from "./shell-run-files.ts";
import { RC_FILE } from "./shell-words.ts";

/**
 * A write into an agent instruction file or pi resource, a program file (workflow, Makefile, Dockerfile, hook …) or a
 * start-up file (rc file, cron table, unit) is read as what later runs or instructs the agent: its answer-style orders
 * are the file's purpose (agentFileStyle) and agent configs in it are judged by the file's own readers. Any other
 * written file (a script, a source file, a README) is read by the path readers of its kind and as plain text.
 */
export function readsAsAgentOrRunFile(path: string | undefined): boolean {
  if (path === undefined) return false;
  const clean = path.replace(/^@/, "");
  return isAgentFile(clean) || runFileKind(clean) !== null || RC_FILE.test(clean);
}
