// /sentinel:configure wiring: a background dialog with the configure model that proposes rules, validated, diffed and confirmed.

import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { getAgentDir, type ExtensionAPI, type ExtensionCommandContext } from "@earendil-works/pi-coding-agent";
import { Type } from "typebox";
import { configPaths } from "../src/engine/config/load.ts";
import { mergeRulesIntoText } from "../src/engine/config/rules-edit.ts";
import { validateConfigFile, validateRule } from "../src/engine/config/validate.ts";
import { modelLabel, pickModelSpec, registryModelPort, type ModelPort } from "../src/engine/model-port.ts";
import { writeFileAtomic } from "../src/engine/safe-write.ts";
import { runSideLoop } from "../src/engine/sideloop.ts";
import { guardedToolFactory } from "./side-tools.ts";
import type { Scope, SentinelRule } from "../src/state/config-model.ts";
import {
  configDiff,
  CONFIGURE_SYSTEM_PROMPT,
  configureUserText,
  proposalSummary,
  PROPOSE_TOOL,
} from "../src/ui/configure.ts";
import type { Runtime } from "./runtime.ts";
import { errorText } from "../src/engine/error-text.ts";

export const CONFIGURE_COMMAND = "sentinel:configure";
const ATTEMPTS = 3;

/**
 * refreshConfig stats the files at most once per event context; a context object of its own (delegating to the real
 * one) makes the runtime re-read now, after a write, or when the person presses refresh.
 */
export function newEventContext<C extends object>(ctx: C): C {
  return Object.create(ctx) as C;
}

export interface ConfigureOptions {
  /** tests swap the model port; production uses ctx.modelRegistry */
  port?: (ctx: ExtensionCommandContext) => ModelPort;
  /** called when a dialog ends (tests await it) */
  onFinished?: (outcome: string) => void;
}

interface Proposal {
  rules: SentinelRule[];
  explanation?: string;
}

const ProposeParams = Type.Object({
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

export function registerConfigure(pi: ExtensionAPI, rt: Runtime, options: ConfigureOptions = {}): void {
  pi.registerCommand(CONFIGURE_COMMAND, {
    description:
      "Describe rules in plain words; a model proposes sentinel rules, you review the diff, pick the scope and confirm",
    handler: async (args: string, ctx: ExtensionCommandContext) => {
      rt.refreshConfig(ctx);
      let description = args.trim();
      if (!description) {
        if (!ctx.hasUI) {
          rt.notify(
            ctx,
            `/${CONFIGURE_COMMAND} needs a description, e.g. /${CONFIGURE_COMMAND} block writes to .env files`,
            "error",
          );
          return;
        }
        description = (
          (await ctx.ui.input("Which rules do you want? (plain words)", "e.g. block any write to .env files")) ?? ""
        ).trim();
        if (!description) return;
      }
      const settings = rt.store.getState().config.settings;
      const port = options.port ? options.port(ctx) : registryModelPort(ctx.modelRegistry);
      const choice = configureModel(
        settings.defaults.configure?.model,
        settings.defaults.model,
        modelLabel(ctx.model),
        port,
        configPaths({ agentDir: getAgentDir(), cwd: ctx.cwd }).global,
      );
      if (!choice.ok) {
        rt.notify(ctx, `sentinel configure: ${choice.error}`, "error");
        return;
      }
      const spec = choice.spec;
      rt.notify(
        ctx,
        `sentinel configure: asking ${spec} in the background; keep working, the proposal will show here`,
        "info",
      );
      // background: the command returns at once; the dialog reports through notify and dialogs when the model answers
      void runDialog(ctx, rt, description, spec, { ...options, port: () => port }).then(
        (outcome) => options.onFinished?.(outcome),
        (e: unknown) => {
          rt.notify(ctx, `sentinel configure failed: ${errorText(e)}`, "error");
          options.onFinished?.("failed");
        },
      );
    },
  });
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

async function runDialog(
  ctx: ExtensionCommandContext,
  rt: Runtime,
  description: string,
  spec: string,
  options: ConfigureOptions,
): Promise<string> {
  const port = options.port ? options.port(ctx) : registryModelPort(ctx.modelRegistry);
  const tools = await guardedToolFactory(rt, ctx)(["read", "grep", "find", "ls"], ctx.cwd); // confined + scanned (side-tools.ts)
  const current = rt.store.getState().config.rules.map((r) => r.rule);
  let rejected: string | undefined;
  let proposal: Proposal | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS && !proposal; attempt++) {
    const result = await runSideLoop<Proposal>({
      port,
      model: spec,
      systemPrompt: CONFIGURE_SYSTEM_PROMPT,
      userText: configureUserText(description, current, rejected),
      tools,
      verdictTool: {
        name: PROPOSE_TOOL,
        description: "Propose complete sentinel rule objects for the person to review",
        parameters: ProposeParams,
        validate: checkProposal,
      },
      maxTurns: 6,
      timeoutMs: 180_000,
    });
    if (result.ok) proposal = result.value;
    else if (result.kind === "invalid-verdict") {
      rejected = result.error;
      rt.notify(
        ctx,
        `sentinel configure: the proposal did not validate${attempt < ATTEMPTS ? "; asking the model to fix it" : ""}:\n${result.error}`,
        "warning",
      );
    } else {
      rt.notify(ctx, `sentinel configure: ${result.error}`, "error");
      return "model-failed";
    }
  }
  if (!proposal) return "invalid";
  return confirmAndWrite(ctx, rt, proposal);
}

const SCOPE_CHOICES: { scope: Scope | "cancel"; label: (files: { global: string; project: string }) => string }[] = [
  { scope: "session", label: () => "session: this session only (op-log)" },
  { scope: "project", label: (f) => `project: ${f.project}` },
  { scope: "global", label: (f) => `global: ${f.global}` },
  { scope: "cancel", label: () => "cancel: write nothing" },
];

async function confirmAndWrite(ctx: ExtensionCommandContext, rt: Runtime, proposal: Proposal): Promise<string> {
  const summary = proposalSummary(proposal.rules, proposal.explanation);
  if (!ctx.hasUI) {
    // print/json mode: nobody can confirm, so nothing is written
    rt.notify(ctx, `sentinel configure proposes (not written, no UI to confirm):\n${summary}`, "info");
    return "no-ui";
  }
  const files = configPaths({ agentDir: getAgentDir(), cwd: ctx.cwd });
  const labels = SCOPE_CHOICES.map((c) => c.label(files));
  const picked = await ctx.ui.select(
    `sentinel configure proposes ${proposal.rules.length} rule(s):\n${summary}\n\nWhere should they go?`,
    labels,
  );
  const choice = SCOPE_CHOICES[labels.indexOf(picked ?? "")]?.scope ?? "cancel";
  if (choice === "cancel" || choice === "legacy") {
    rt.notify(ctx, "sentinel configure: nothing written", "info");
    return "cancelled";
  }
  if (choice === "session") {
    const body = proposal.rules.map((r) => JSON.stringify(r, null, 2)).join("\n");
    if (!(await ctx.ui.confirm("Add these rules to this session?", `${summary}\n\n${body}`))) return cancelled(ctx, rt);
    for (const rule of proposal.rules) rt.applyOp({ type: "rule/added", rule, at: rt.now() });
    rt.notify(ctx, `sentinel configure: added ${proposal.rules.map((r) => r.name).join(", ")} to this session`, "info");
    return "session";
  }
  const file = choice === "project" ? files.project : files.global;
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const merged = mergeRulesIntoText(before, proposal.rules);
  if (!merged.ok) {
    rt.notify(ctx, `sentinel configure: ${file}: ${merged.error}`, "error");
    return "merge-failed";
  }
  const kept = keptProblems(before, file, choice);
  const diff = configDiff(file, before, merged.text);
  const note =
    kept.length > 0 ? `\n\nKept as they are (the validator rejects or does not know them):\n${kept.join("\n")}` : "";
  if (!(await ctx.ui.confirm(`Write ${proposal.rules.length} rule(s) to ${file}?`, `${diff}${note}`)))
    return cancelled(ctx, rt);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, merged.text);
  rt.refreshConfig(newEventContext(ctx));
  const what = [
    merged.added.length ? `added ${merged.added.join(", ")}` : "",
    merged.replaced.length ? `replaced ${merged.replaced.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  rt.notify(
    ctx,
    `sentinel configure: ${what} in ${file}${kept.length > 0 ? `; kept ${kept.length} entr${kept.length === 1 ? "y" : "ies"} the validator flags (see above)` : ""}`,
    kept.length > 0 ? "warning" : "info",
  );
  if (choice === "project" && !ctx.isProjectTrusted())
    rt.notify(
      ctx,
      "sentinel configure: this project is not trusted, so pi-sentinel does not read its .pi/sentinel.json yet",
      "warning",
    );
  return choice;
}

function cancelled(ctx: ExtensionCommandContext, rt: Runtime): string {
  rt.notify(ctx, "sentinel configure: nothing written", "info");
  return "cancelled";
}

/** Problems the validator finds in the current file: they stay in the file untouched, and the person is told. */
function keptProblems(text: string | undefined, file: string, scope: Scope): string[] {
  if (!text) return [];
  try {
    const v = validateConfigFile(JSON.parse(text.replace(/^\uFEFF/, "")), { scope, file });
    return v.diagnostics.filter((d) => d.severity !== "info").map((d) => `  ${d.path ?? ""} ${d.message}`.trimEnd());
  } catch {
    return [];
  }
}
