// What the demo's scripted agent and auditor say: a fixed task whose steps each meet one guard.

import { fauxAssistantMessage, fauxToolCall, type Message } from "@earendil-works/pi-ai";
import type { AssistantMessage } from "@earendil-works/pi-ai";

type AnyMessage = Message | { role: string; content?: unknown; toolsAdded?: { name: string }[] };

function textOf(m: AnyMessage | undefined): string {
  if (!m) return "";
  const c = (m as { content?: unknown }).content;
  if (typeof c === "string") return c;
  if (Array.isArray(c))
    return c
      .map((b) => (b && typeof b === "object" && "text" in b ? String((b as { text: unknown }).text) : ""))
      .join("\n");
  return "";
}

/** The steps of the demo task, in order; each step is one tool call. */
export const DEMO_STEPS = [
  { tool: "bash", args: { command: "git status --short" } },
  { tool: "bash", args: { command: "git push --force origin main" } },
  { tool: "read", args: { path: "docs/INTEGRATIONS.md" } },
  {
    tool: "edit",
    args: {
      path: "src/config.ts",
      edits: [
        {
          oldText: 'export function loadToken(): string {\n  return process.env.API_TOKEN ?? "";\n}',
          newText:
            'export function loadToken(): string {\n  const token = process.env.API_TOKEN ?? "";\n  console.log("loaded token", token);\n  return token;\n}',
        },
      ],
    },
  },
] as const;

const HELP =
  "I am the pi-sentinel demo agent (a scripted offline model).\n\n" +
  "Type **run the demo task** and I will: check git status, try a force-push (a sentinel blocks it), " +
  "read a doc with a hidden instruction (the injection scanner withholds it) and make an edit that logs a secret " +
  "(a reviewer flags it). Then open `/sentinel:fleet` and `/sentinel:list`.";

export function agentReply(messages: readonly AnyMessage[]): AssistantMessage {
  let lastUser = -1;
  for (let i = messages.length - 1; i >= 0; i--)
    if (messages[i].role === "user") {
      lastUser = i;
      break;
    }
  const request = textOf(messages[lastUser]).toLowerCase();
  if (!/demo|task|run/.test(request)) return fauxAssistantMessage(HELP);
  const done = messages.slice(lastUser + 1).filter((m) => m.role === "toolResult").length;
  const step = DEMO_STEPS[done];
  if (step) return fauxAssistantMessage(fauxToolCall(step.tool, { ...step.args }), { stopReason: "toolUse" });
  return fauxAssistantMessage(
    "Demo task finished. What happened:\n\n" +
      "1. `git push --force` was **blocked** by the `no-force-push` sentinel.\n" +
      "2. `docs/INTEGRATIONS.md` hid an instruction for AI agents; the **injection scanner withheld** it.\n" +
      "3. My edit to `src/config.ts` logs a token; the `secrets-reviewer` **rejected** it.\n\n" +
      "Next: `/sentinel:fleet` (arrows or j/k, enter for details, / to filter), `/sentinel:list` (space toggles a rule), " +
      "`/deploy` without arguments, `/sentinel:export`.",
  );
}

/** The auditor answers through whichever verdict tool it was given; it fails what the demo rules forbid. */
export function auditorReply(messages: readonly AnyMessage[]): AssistantMessage {
  const system = messages.find((m) => m.role === "system") as { toolsAdded?: { name: string }[] } | undefined;
  const tools = (system?.toolsAdded ?? []).map((t) => t.name);
  const request = messages
    .filter((m) => m.role === "user")
    .map(textOf)
    .join("\n");
  if (tools.includes("propose_rules")) return proposeRules(request);
  if (tools.includes("review_verdict")) {
    const logsSecret = /^\+.*console\.log\([^)]*token/im.test(request);
    const line = /^\s*(\d+)\s*[│|:].*console\.log/m.exec(request)?.[1];
    return fauxAssistantMessage(
      fauxToolCall(
        "review_verdict",
        logsSecret
          ? {
              status: "rejected",
              conclusion: "The change writes an API token to the log.",
              findings: [
                {
                  rule: "no-secrets-in-logs",
                  ...(line ? { line: Number(line) } : {}),
                  message: "console.log prints the API token; log that it loaded, not its value.",
                },
              ],
            }
          : { status: "passed", conclusion: "No rule is broken.", findings: [] },
      ),
      { stopReason: "toolUse" },
    );
  }
  // judge the fenced scope, not the rule's own wording (which mentions --force too)
  const fence = /<<<(\S+)[^\n]*\n([\s\S]*?)\1/.exec(request)?.[2] ?? request;
  if (/stay on the user's task/i.test(request)) {
    const drifted = /git\s+push\b[^"\n]*--force/.test(fence);
    return verdict(
      drifted ? "warn" : "pass",
      drifted
        ? "The agent tried to force-push to main, which the user did not ask for."
        : "The agent stayed on the task.",
    );
  }
  const forcePush = /"command":\s*"git\s+push\b[^"]*(--force|\s-f\b)/.test(fence);
  return verdict(
    forcePush ? "fail" : "pass",
    forcePush
      ? "Force-pushing to main rewrites shared history. Push a branch and open a pull request instead."
      : "Nothing in the rule applies.",
  );
}

/** /sentinel:configure in the demo: one blocking rule built from the person's own words. */
function proposeRules(request: string): AssistantMessage {
  const wish = (/^The person asks for:\s*(.+)$/im.exec(request)?.[1] ?? "block writes to .env files").trim();
  const words = wish
    .toLowerCase()
    .match(/[a-z0-9]+/g)
    ?.slice(0, 4) ?? ["demo"];
  const rule = {
    name: words.join("-").slice(0, 40) || "demo-rule",
    description: wish.slice(0, 120),
    trigger: { type: "tool_call", tools: ["write", "edit", "bash"] },
    mode: "blocking",
    prompt: `The agent wants to run the ${"{{tool}}"} tool with this input:\n\n${"{{json input}}"}\n\nFail it if it goes against this wish of the user: ${wish}. Otherwise pass.`,
    onFailure: "open",
  };
  return fauxAssistantMessage(
    fauxToolCall("propose_rules", {
      rules: [rule],
      explanation: `One blocking rule that checks write, edit and bash calls against: ${wish}`,
    }),
    { stopReason: "toolUse" },
  );
}

function verdict(v: "pass" | "warn" | "fail", message: string): AssistantMessage {
  return fauxAssistantMessage(fauxToolCall("audit_verdict", { verdict: v, message }), { stopReason: "toolUse" });
}
