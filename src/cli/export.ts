// `pi-sentinel export <session.jsonl> [-o out.jsonl] [--force]`: the guard records of a saved pi session as JSONL.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  actionsFromEntries,
  exportJsonl,
  parseSessionJsonl,
  recordsFromActions,
  sessionFileProblem,
} from "../engine/export.ts";
import { checkOutputPath, writeFileAtomic } from "../engine/safe-write.ts";
import type { CliCommand } from "./main.ts";
import { errorText } from "../engine/error-text.ts";

export const exportCommand: CliCommand = {
  name: "export",
  summary: "write the guard records of a saved pi session as JSONL",
  usage:
    "usage: pi-sentinel export <session.jsonl> [-o out.jsonl] [--force]\n\n" +
    "Reads a pi session file and prints one JSON line per guard record (audit, review, injection\n" +
    "detection, prompt rejection): time, guard, rule, scope file, target, verdict, reason, model,\n" +
    "duration and usage. With -o the lines go to a file instead of stdout.\n\n" +
    "  -o, --output FILE  write to FILE; its folder must exist, and it is never the session file\n" +
    "  -f, --force        replace FILE if it already exists (without it, an existing FILE is an error)\n\n" +
    "Exit codes: 0 written, 2 unreadable or not a pi session file, or the output cannot be written.",
  async run(args, io) {
    let out: string | undefined;
    let force = false;
    const files: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === "-o" || args[i] === "--output") {
        out = args[++i];
        if (!out) throw new Error("-o needs a file name");
      } else if (args[i] === "-f" || args[i] === "--force") force = true;
      else if (args[i].startsWith("-") && args[i] !== "-") {
        io.stderr(`pi-sentinel export: unknown option ${args[i]}\n\n${this.usage}\n`);
        return 2;
      } else files.push(args[i]);
    }
    if (files.length !== 1) {
      io.stderr(`${this.usage}\n`);
      return 2;
    }
    const path = resolve(io.cwd, files[0]);
    const outPath = out === undefined ? undefined : resolve(io.cwd, out);
    if (outPath !== undefined) {
      // checked before reading, so a refused write costs nothing and the input is never touched
      const check = checkOutputPath(outPath, { force, inputs: [path] });
      if (!check.ok) {
        io.stderr(
          `pi-sentinel export: will not write ${out}: ${check.message}${check.problem === "exists" ? " (add --force to replace it)" : ""}\n`,
        );
        return 2;
      }
    }
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (e) {
      io.stderr(`pi-sentinel export: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
      return 2;
    }
    const parsed = parseSessionJsonl(text);
    const notSession = sessionFileProblem(parsed);
    if (notSession) {
      io.stderr(`pi-sentinel export: ${files[0]} is not a pi session file: ${notSession}\n`);
      return 2;
    }
    for (const n of parsed.badLines.slice(0, 5)) io.stderr(`${path}:${n}: not a JSON line, skipped\n`);
    if (parsed.badLines.length > 5)
      io.stderr(`${path}: ${parsed.badLines.length - 5} more line(s) not JSON, skipped\n`);
    const records = recordsFromActions(actionsFromEntries(parsed.entries));
    const jsonl = exportJsonl(records);
    if (outPath !== undefined) {
      try {
        writeFileAtomic(outPath, jsonl);
      } catch (e) {
        io.stderr(`pi-sentinel export: cannot write ${outPath}: ${errorText(e)}\n`);
        return 2;
      }
      io.stderr(`pi-sentinel export: ${records.length} record(s) written to ${out}\n`);
    } else {
      io.stdout(jsonl);
      io.stderr(`pi-sentinel export: ${records.length} record(s) from ${files[0]}\n`);
    }
    return 0;
  },
};
