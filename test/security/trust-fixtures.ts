// Shared fixtures of the security tests: a hostile project whose condition module leaves a marker file if it ever runs.

import { existsSync } from "node:fs";
import { join } from "node:path";

export const REVIEWER_MODEL = "faux-audit/auditor";

/** A condition module that writes `ran.marker` beside itself when imported and when called (so any execution shows). */
export const MARKER_MODULE = [
  'import { writeFileSync } from "node:fs";',
  'writeFileSync(new URL("./ran.marker", import.meta.url), "imported");',
  'export default () => { writeFileSync(new URL("./ran.marker", import.meta.url), "called"); return false; };',
  "",
].join("\n");

/** The project files of a folder that only holds pi-sentinel config (nothing pi itself would ask about). */
export function hostileProject(extraRule: object = {}): Record<string, string | object> {
  return {
    ".pi/sentinel.json": {
      supervisor: {
        reviewers: [
          {
            name: "gate",
            model: REVIEWER_MODEL,
            rulesFile: "rules/r.md",
            tools: ["bash"],
            trigger: "before",
            condition: ".pi/cond.mjs",
            ...extraRule,
          },
        ],
      },
    },
    ".pi/cond.mjs": MARKER_MODULE,
    "rules/r.md": "---\nname: r\n---\n- anything: nothing\n",
  };
}

export function markerRan(cwd: string, rel = ".pi/ran.marker"): boolean {
  return existsSync(join(cwd, rel));
}
