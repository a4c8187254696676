// /sentinel:configure decisions: which model to ask, whether a proposal validates, where it may go, what the file keeps.

import { Type } from "typebox";
import type { Scope, SentinelRule } from "../../state/config-model.ts";
import { validateConfigFile, validateRule } from "../config/validate.ts";
import { pickModelSpec, type ModelPort } from "../model-port.ts";

export interface Proposal {
  rules: SentinelRule[];
  explanation?: string;
}

export const ProposeParams = Type.Object({
  rules: Type.Array(Type.Unknown(), { description: "full sentinel rule objects" }),
  explanation: Type.Optional(Type.String({ description: "one short paragraph for the person" })),
});

/** Checks every proposed rule with the config validator; any error sends the whole proposal back with the messages. */
export function checkProposal(
  args: Record<string, unknown>,
): { ok: true; value: Proposal } | { ok: false; error: string } {
  const raw = Array.isArray(args.rules) ? args.rules : [];
  if (raw.length === 0) return { ok: false, error: "rules: propose at least one rule" };
  const rules: SentinelRule[] = [];
  const errors: string[] = [];
  raw.forEach((r, i) => {
    const v = validateRule(r, { scope: "session" }, ["rules", i]);
    if (v.rule) rules.push(v.rule);
    for (const d of v.diagnostics)
      if (d.severity === "error" || !v.rule) errors.push(`${d.path ?? `/rules/${i}`}: ${d.message}`);
  });
  const names = rules.map((r) => r.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) errors.push(`rule name "${dup}" is proposed twice`);
  if (errors.length > 0) return { ok: false, error: errors.join("\n") };
  return {
    ok: true,
    value: { rules, explanation: typeof args.explanation === "string" ? args.explanation : undefined },
  };
}

/**
 * The configure model: defaults.configure.model, then defaults.model, then the session model. When none resolves,
 * the message names the setting to fill in (pi's placeholder session model is "unknown/unknown" when none is set up).
 */
export function configureModel(
  configureSpec: string | undefined,
  defaultSpec: string | undefined,
  sessionSpec: string | undefined,
  port: Pick<ModelPort, "resolve">,
  globalFile: string,
): { ok: true; spec: string } | { ok: false; error: string } {
  const setting = (key: string): string => `fix "${key}" in sentinel.json`;
  const sources: [string | undefined, string][] = [
    [configureSpec, "defaults.configure.model"],
    [defaultSpec, "defaults.model"],
  ];
  for (const [spec, key] of sources) {
    const s = pickModelSpec(spec);
    if (!s) continue;
    const r = port.resolve(s);
    return r.ok
      ? { ok: true, spec: s }
      : { ok: false, error: `${key} "${s}" cannot be used: ${r.error}; ${setting(key)}` };
  }
  const session = pickModelSpec(sessionSpec);
  if (session && !session.startsWith("unknown/") && port.resolve(session).ok) return { ok: true, spec: session };
  return {
    ok: false,
    error:
      `no model to ask: set "defaults": { "configure": { "model": "provider/modelId" } } (or "defaults.model") in ${globalFile} or .pi/sentinel.json` +
      `${session && !session.startsWith("unknown/") ? `; the session model "${session}" is not known to pi` : ", or pick a session model with /model"}`,
  };
}

export interface ConfigFiles {
  global: string;
  project: string;
}

const SCOPE_CHOICES: { scope: Scope | "cancel"; label: (files: ConfigFiles) => string }[] = [
  { scope: "session", label: () => "session: this session only (op-log)" },
  { scope: "project", label: (f) => `project: ${f.project}` },
  { scope: "global", label: (f) => `global: ${f.global}` },
  { scope: "cancel", label: () => "cancel: write nothing" },
];

/** The labels the person picks a scope from, in order. */
export function scopeLabels(files: ConfigFiles): string[] {
  return SCOPE_CHOICES.map((c) => c.label(files));
}

/** The scope a picked label stands for; anything else (dismissed, unknown) is cancel. */
export function scopeOf(files: ConfigFiles, picked: string | undefined): Scope | "cancel" {
  return SCOPE_CHOICES[scopeLabels(files).indexOf(picked ?? "")]?.scope ?? "cancel";
}

/** Problems the validator finds in the current file: they stay in the file untouched, and the person is told. */
export function keptProblems(text: string | undefined, file: string, scope: Scope): string[] {
  if (!text) return [];
  try {
    const v = validateConfigFile(JSON.parse(text.replace(/^\uFEFF/, "")), { scope, file });
    return v.diagnostics.filter((d) => d.severity !== "info").map((d) => `  ${d.path ?? ""} ${d.message}`.trimEnd());
  } catch {
    return [];
  }
}

/** The closing notice after a write: what was added or replaced, and how many flagged entries were kept. */
export function writtenNotice(
  merged: { added: readonly string[]; replaced: readonly string[] },
  file: string,
  kept: number,
): { message: string; level: "info" | "warning" } {
  const what = [
    merged.added.length ? `added ${merged.added.join(", ")}` : "",
    merged.replaced.length ? `replaced ${merged.replaced.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    message: `sentinel configure: ${what} in ${file}${kept > 0 ? `; kept ${kept} entr${kept === 1 ? "y" : "ies"} the validator flags (see above)` : ""}`,
    level: kept > 0 ? "warning" : "info",
  };
}
