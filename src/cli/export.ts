// `pi-sentinel export <session.jsonl> [-o out.jsonl]`: the guard records of a saved pi session as JSONL.

import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { actionsFromEntries, exportJsonl, parseSessionJsonl, recordsFromActions } from "../engine/export.ts";
import type { CliCommand } from "./main.ts";

export const exportCommand: CliCommand = {
  name: "export",
  summary: "write the guard records of a saved pi session as JSONL",
  usage:
    "usage: pi-sentinel export <session.jsonl> [-o out.jsonl]\n\n" +
    "Reads a pi session file and prints one JSON line per guard record (audit, review, injection\n" +
    "detection, prompt rejection): time, guard, rule, scope file, target, verdict, reason, model,\n" +
    "duration and usage. With -o the lines go to a file instead of stdout.",
  async run(args, io) {
    let out: string | undefined;
    const files: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === "-o" || args[i] === "--output") {
        out = args[++i];
        if (!out) throw new Error("-o needs a file name");
      } else files.push(args[i]);
    }
    if (files.length !== 1) {
      io.stderr(`${this.usage}\n`);
      return 2;
    }
    const path = resolve(io.cwd, files[0]);
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (e) {
      io.stderr(`pi-sentinel export: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}\n`);
      return 2;
    }
    const parsed = parseSessionJsonl(text);
    for (const n of parsed.badLines.slice(0, 5)) io.stderr(`${path}:${n}: not a JSON line, skipped\n`);
    const records = recordsFromActions(actionsFromEntries(parsed.entries));
    const jsonl = exportJsonl(records);
    if (out) {
      writeFileSync(resolve(io.cwd, out), jsonl);
      io.stderr(`pi-sentinel export: ${records.length} record(s) written to ${out}\n`);
    } else io.stdout(jsonl);
    return 0;
  },
};
