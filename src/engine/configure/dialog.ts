// The /sentinel:configure dialog shell: ask the model (up to three validated attempts), show the diff, write where the person says.

import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import type { SessionOp } from "../../state/actions.ts";
import type { SentinelRule } from "../../state/config-model.ts";
import { mergeRulesIntoText } from "../config/rules-edit.ts";
import type { AnyAgentTool, ModelPort } from "../model-port.ts";
import { writeFileAtomic } from "../safe-write.ts";
import { runSideLoop } from "../sideloop.ts";
import {
  checkProposal,
  keptProblems,
  ProposeParams,
  scopeLabels,
  scopeOf,
  writtenNotice,
  type ConfigFiles,
  type Proposal,
} from "./proposal.ts";

const ATTEMPTS = 3;

/** The person-facing texts and the model's instructions (src/ui/configure.ts; passed in: the engine never imports ui). */
export interface ConfigureTexts {
  PROPOSE_TOOL: string;
  CONFIGURE_SYSTEM_PROMPT: string;
  configureUserText(description: string, current: readonly SentinelRule[], rejected?: string): string;
  proposalSummary(rules: readonly SentinelRule[], explanation?: string): string;
  configDiff(file: string, before: string | undefined, after: string): string;
}

export interface ConfigureDialogPorts {
  model: ModelPort;
  spec: string;
  /** host tools the model may use (confined and scanned) */
  tools(): Promise<readonly AnyAgentTool[]>;
  texts: ConfigureTexts;
  currentRules(): SentinelRule[];
  notify(message: string, level: "info" | "warning" | "error"): void;
  /** the person's dialogs, asked when the proposal is ready; undefined without a UI (nothing is written then) */
  ui():
    | {
        select(title: string, labels: string[]): Promise<string | undefined>;
        confirm(title: string, message: string): Promise<boolean>;
      }
    | undefined;
  files: ConfigFiles;
  applyOp(op: SessionOp): void;
  now(): number;
  /** re-reads the config files now (after a write) */
  reread(): void;
  projectTrusted(): boolean;
}

/** Runs the dialog; the answer says how it ended ("session", "project", "global", "cancelled", "no-ui", "invalid", ...). */
export async function runConfigureDialog(ports: ConfigureDialogPorts, description: string): Promise<string> {
  const { texts } = ports;
  const tools = await ports.tools();
  const current = ports.currentRules();
  let rejected: string | undefined;
  let proposal: Proposal | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS && !proposal; attempt++) {
    const result = await runSideLoop<Proposal>({
      port: ports.model,
      model: ports.spec,
      systemPrompt: texts.CONFIGURE_SYSTEM_PROMPT,
      userText: texts.configureUserText(description, current, rejected),
      tools,
      verdictTool: {
        name: texts.PROPOSE_TOOL,
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
      ports.notify(
        `sentinel configure: the proposal did not validate${attempt < ATTEMPTS ? "; asking the model to fix it" : ""}:\n${result.error}`,
        "warning",
      );
    } else {
      ports.notify(`sentinel configure: ${result.error}`, "error");
      return "model-failed";
    }
  }
  if (!proposal) return "invalid";
  return confirmAndWrite(ports, proposal);
}

async function confirmAndWrite(ports: ConfigureDialogPorts, proposal: Proposal): Promise<string> {
  const summary = ports.texts.proposalSummary(proposal.rules, proposal.explanation);
  const ui = ports.ui();
  if (!ui) {
    // print/json mode: nobody can confirm, so nothing is written
    ports.notify(`sentinel configure proposes (not written, no UI to confirm):\n${summary}`, "info");
    return "no-ui";
  }
  const files = ports.files;
  const picked = await ui.select(
    `sentinel configure proposes ${proposal.rules.length} rule(s):\n${summary}\n\nWhere should they go?`,
    scopeLabels(files),
  );
  const choice = scopeOf(files, picked);
  const cancelled = (): string => {
    ports.notify("sentinel configure: nothing written", "info");
    return "cancelled";
  };
  if (choice === "cancel" || choice === "legacy") return cancelled();
  if (choice === "session") {
    const body = proposal.rules.map((r) => JSON.stringify(r, null, 2)).join("\n");
    if (!(await ui.confirm("Add these rules to this session?", `${summary}\n\n${body}`))) return cancelled();
    for (const rule of proposal.rules) ports.applyOp({ type: "rule/added", rule, at: ports.now() });
    ports.notify(`sentinel configure: added ${proposal.rules.map((r) => r.name).join(", ")} to this session`, "info");
    return "session";
  }
  const file = choice === "project" ? files.project : files.global;
  const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const merged = mergeRulesIntoText(before, proposal.rules);
  if (!merged.ok) {
    ports.notify(`sentinel configure: ${file}: ${merged.error}`, "error");
    return "merge-failed";
  }
  const kept = keptProblems(before, file, choice);
  const diff = ports.texts.configDiff(file, before, merged.text);
  const note =
    kept.length > 0 ? `\n\nKept as they are (the validator rejects or does not know them):\n${kept.join("\n")}` : "";
  if (!(await ui.confirm(`Write ${proposal.rules.length} rule(s) to ${file}?`, `${diff}${note}`))) return cancelled();
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, merged.text);
  ports.reread();
  const done = writtenNotice(merged, file, kept.length);
  ports.notify(done.message, done.level);
  if (choice === "project" && !ports.projectTrusted())
    ports.notify(
      "sentinel configure: this project is not trusted, so pi-sentinel does not read its .pi/sentinel.json yet",
      "warning",
    );
  return choice;
}
