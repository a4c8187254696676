// The trust boundary for files a config names (condition modules, rules files): after symlinks, inside the allowed roots or refused.

import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
import type { Diagnostic, Scope, SourcedReviewer } from "../../state/config-model.ts";
import { resolveConfigPath } from "../review/select.ts";
import type { ValidatedSource } from "./merge.ts";

export interface BoundaryOptions {
  cwd: string;
  agentDir: string;
  /** the explicit project-trust decision: a global file may point into the project only when the project is trusted */
  projectTrusted: boolean;
  /** fs.realpathSync by default (throws ENOENT for a missing path) */
  realpath?: (p: string) => string;
  home?: string;
}

export type Confined = { ok: true; path: string } | { ok: false; reason: string };

/** The real path of p; for a path that does not exist (yet), the real path of its nearest existing ancestor plus the rest. */
export function realpathLoose(p: string, realpath: (p: string) => string = realpathSync): string {
  const rest: string[] = [];
  let cur = p;
  for (;;) {
    try {
      return join(realpath(cur), ...rest.reverse());
    } catch {
      const parent = dirname(cur);
      if (parent === cur) return p;
      rest.push(basename(cur));
      cur = parent;
    }
  }
}

function inside(child: string, root: string): boolean {
  const rel = relative(root, child);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/** Where files named by a config of this scope may live: project config in the project; global (and others) in the agent dir, or the project once trusted. */
export function allowedRoots(scope: Scope, o: BoundaryOptions): { path: string; label: string }[] {
  if (scope === "project") return [{ path: o.cwd, label: "the project" }];
  return [
    { path: o.agentDir, label: "pi's agent dir" },
    ...(o.projectTrusted ? [{ path: o.cwd, label: "the project" }] : []),
  ];
}

/** Resolves a config path ("~", relative to the project) and checks its real path against the roots of the config's scope. */
export function confinePath(raw: string, scope: Scope, o: BoundaryOptions): Confined {
  const realpath = o.realpath ?? realpathSync;
  const abs = resolveConfigPath(raw, o.cwd, o.home);
  const real = realpathLoose(abs, realpath);
  const roots = allowedRoots(scope, o);
  if (roots.some((r) => inside(real, realpathLoose(r.path, realpath)))) return { ok: true, path: real };
  const where = roots.map((r) => `${r.label} (${r.path})`).join(" or ");
  const via = real !== abs ? ` (through a symlink: ${abs})` : "";
  const untrusted =
    scope !== "project" && !o.projectTrusted && inside(real, realpathLoose(o.cwd, realpath))
      ? "; the project is not trusted"
      : "";
  return { ok: false, reason: `resolves to ${real}${via}, outside ${where}${untrusted}` };
}

export type ConfinedKind = "condition module" | "rules file";

/** The files one reviewer names, each confined; the first refusal is returned. */
export function confineReviewer(
  sr: SourcedReviewer,
  o: BoundaryOptions,
): { kind: ConfinedKind; raw: string; reason: string } | undefined {
  const r = sr.reviewer;
  const named: [ConfinedKind, string][] = [];
  if (typeof r.condition === "string") named.push(["condition module", r.condition]);
  for (const p of [r.rulesFile, ...(r.rulesFiles ?? [])])
    if (typeof p === "string" && p.trim() !== "") named.push(["rules file", p]);
  for (const [kind, raw] of named) {
    const c = confinePath(raw, sr.source.scope, o);
    if (!c.ok) return { kind, raw, reason: c.reason };
  }
  return undefined;
}

/** Drops every reviewer that names a file outside its boundary, with an error naming the file and the reviewer. Nothing is read or run. */
export function confineReviewers(
  reviewers: readonly SourcedReviewer[],
  o: BoundaryOptions,
): { reviewers: SourcedReviewer[]; diagnostics: Diagnostic[] } {
  const kept: SourcedReviewer[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const sr of reviewers) {
    const refused = confineReviewer(sr, o);
    if (!refused) {
      kept.push(sr);
      continue;
    }
    diagnostics.push({
      severity: "error",
      scope: sr.source.scope,
      ...(sr.source.file ? { file: sr.source.file } : {}),
      rule: sr.reviewer.name,
      path: "/supervisor/reviewers/",
      message: `${refused.kind} "${refused.raw}" ${refused.reason}: refused, never read or run (reviewer dropped)`,
    });
  }
  return { reviewers: kept, diagnostics };
}

/** confineReviewers over each file before merging, so a refused project reviewer never removes the global one of the same name. */
export function confineSources(
  sources: readonly ValidatedSource[],
  o: BoundaryOptions,
): { sources: ValidatedSource[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const out = sources.map((s) => {
    const list = s.config.supervisor?.reviewers;
    if (!list || list.length === 0) return s;
    const c = confineReviewers(
      list.map((reviewer) => ({ reviewer, source: { scope: s.scope, file: s.file } })),
      o,
    );
    diagnostics.push(...c.diagnostics);
    if (c.reviewers.length === list.length) return s;
    return {
      ...s,
      config: { ...s.config, supervisor: { ...s.config.supervisor, reviewers: c.reviewers.map((r) => r.reviewer) } },
    };
  });
  return { sources: out, diagnostics };
}
