// A dev container's own start read as the `docker run` it is: its runArgs, appPort and mounts judged by the container boundary readers.

import { containerBoundaryHits } from "./container-boundary68.ts";
import { parseShell } from "./shell-parse.ts";
import { withoutJsonComments } from "./shell-run-configs.ts";
import { stagesOf } from "./shell-words.ts";
import type { Hit } from "./types.ts";
import { singleQuoted } from "./shell-quote.ts";

const MAX_ARGS = 64;
const quote = (w: string): string => (/^[\w@%+=:,./${}-]+$/.test(w) ? w : singleQuoted(w));

/** `${localEnv:HOME}` and kin as the shell writes them; the Windows twin of a home variable adds nothing. */
function hostVariables(v: string): string {
  return v
    .replace(/\$\{localEnv:USERPROFILE\}/g, "")
    .replace(/\$\{localEnv:([A-Za-z_]\w*)\}/g, "$$$1")
    .replace(/\$\{localWorkspaceFolder\}/g, "$$PWD");
}

/**
 * The `docker run -d …` a devcontainer.json starts (its `runArgs`, `appPort` published, `mounts` as binds, its image),
 * or null when it asks for none of them. VS Code's `forwardPorts` go to this machine's loopback and are left out.
 */
export function devcontainerRun(content: string): string | null {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(withoutJsonComments(content)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (doc === null || typeof doc !== "object") return null;
  const words: string[] = [];
  const runArgs = Array.isArray(doc.runArgs) ? doc.runArgs.filter((w): w is string => typeof w === "string") : [];
  words.push(...runArgs.map(hostVariables));
  const ports = Array.isArray(doc.appPort) ? doc.appPort : doc.appPort === undefined ? [] : [doc.appPort];
  for (const p of ports)
    if (typeof p === "number" || typeof p === "string") words.push("-p", /:/.test(String(p)) ? String(p) : `${p}:${p}`);
  for (const m of Array.isArray(doc.mounts) ? doc.mounts : []) {
    if (typeof m === "string") words.push("--mount", hostVariables(m));
    else if (m !== null && typeof m === "object") {
      const o = m as Record<string, unknown>;
      words.push("--mount", hostVariables(`source=${o.source},target=${o.target},type=${o.type ?? "bind"}`));
    }
  }
  if (words.length === 0) return null;
  const image = typeof doc.image === "string" ? doc.image : "devcontainer-image";
  return ["docker", "run", "-d", ...words.slice(0, MAX_ARGS), image].map(quote).join(" ");
}

/** The container boundary readers' hits on a devcontainer.json's own start (the whole file is the span). */
export function devcontainerRunHits(content: string): Hit[] {
  const run = devcontainerRun(content);
  if (run === null) return [];
  const pipelines = stagesOf(parseShell(run).commands, run);
  return containerBoundaryHits(run, pipelines).map((h) => ({
    ...h,
    start: 0,
    end: content.length,
    detail: `the dev container's start (${run.slice(0, 80)}): ${h.detail ?? h.rule}`,
  }));
}
