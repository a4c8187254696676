// Agent configs where they arrive: a tool result (or a write to an unknown path) shaped as agent instructions is read
// order by order for what each order reaches.

import { AGENT_FILE, agentFileWeight } from "./agent-file.ts";
import { reachingOrder } from "./agent-file-reach.ts";
import { reachingOrder18 } from "./agent-file-reach18.ts";
import type { Hit } from "./types.ts";

/** How far into a text its agent-config shape must show */
const CONFIG_HEAD = 2_000;
/** Cheap necessary condition for AGENT_CONFIG: one of its literals. */
const AGENT_HINT = /---|you are|instructions|system_?prompt|alwaysapply|agents:|rules|\.md\b|assistant|agent|copilot/i;
/**
 * Text shaped as agent instructions: skill or rule frontmatter, an agent file's heading, agent config keys in YAML or
 * JSON, or "You are …" followed by a list of rules.
 */
const AGENT_CONFIG = new RegExp(
  [
    String.raw`^\s{0,3}---\s*\n(?:[^\n]{0,200}\n){0,8}?(?:name|description|alwaysApply|globs|applyTo)\s*:`,
    String.raw`"(?:instructions|systemPrompt|system_prompt|customInstructions|rules|appendSystemPrompt|systemPromptAppend)"\s*:`,
    String.raw`^(?:agents|instructions|system_prompt|systemPrompt|alwaysApply|rules)\s*:`,
    String.raw`^\s{0,3}you\s{1,3}are\s{1,3}(?:a|an|the)\b[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,4}?\s{0,3}(?:[-*]|\d{1,2}\.)\s`,
  ].join("|"),
  "im",
);

/**
 * Hits for a tool result shaped as an agent config (a skill, rules file or agent definition the agent reads and may
 * install or follow) that carries an order reaching beyond what such a config needs.
 */
export function agentConfigHits(text: string): Hit[] {
  if (text.length > 200_000 || !AGENT_HINT.test(text)) return [];
  // a config declares itself at its head; a doc that shows a config example deep inside is a doc (this README's
  // `"rules":` example, 34 KB in, made the whole README read as a config)
  const named = namesAgentFile(text) || readsAgentFile(text);
  if (!(named || AGENT_CONFIG.test(text.slice(0, CONFIG_HEAD)))) return [];
  // (only the reach judges: the whole agent-file judge fires on real docs that carry frontmatter or "You are …" lists,
  // pi's own among them; a file the output names as an agent file, or whose heading addresses coding agents, is one,
  // and its blocking verdicts are the write judge's own)
  const whole = named ? agentFileWeight(text) : null;
  const v = whole && whole.weight >= BLOCKING ? whole : (reachingOrder(text) ?? reachingOrder18(text));
  return v
    ? [
        {
          rule: "agent-config.reaching-order",
          category: "bash_agent_file",
          weight: v.weight,
          start: 0,
          end: text.length,
          detail: `agent config in a tool result: ${v.why}`,
        },
      ]
    : [];
}

/** the agent-file judge's verdicts that a tool result takes over (its standing-order warning does not carry: 0.62) */
const BLOCKING = 0.8;
/**
 * The first lines of a tool's output that say it shows an agent file (`$ cat .cursor/rules/x.mdc`,
 * `read_file("AGENTS.md") →`, `Fetched https://…/CLAUDE.md`, `==> GEMINI.md <==`), or a heading that addresses coding
 * agents ("# Notes for coding assistants", "## Instructions for AI agents").
 */
const READS_PATH =
  /^\s{0,3}(?:\$\s{1,3}(?:cat|less|more|head|bat|type|get-content|sed\s{1,3}-n\s{1,3}\S+)\s{1,3}|[\w.]{0,20}read_?file\(\s{0,2}["'`]|fetched\s{1,3}|==>\s{0,2}|file:\s{0,3}|path:\s{0,3})([^\s"'`()]{3,200})/i;
const AGENT_HEADING =
  /^\s{0,3}#{1,3}\s{1,3}(?:notes|instructions|guidelines|rules|guidance|conventions)\s{1,3}for\s{1,3}(?:(?:ai|coding|code|llm|autonomous)\s{1,3})?(?:assistants?|agents?|ais|llms?|copilots?)\b/im;

/** Whether the output's first lines name an agent file it shows, or a heading in its head addresses coding agents. */
function readsAgentFile(text: string): boolean {
  const head = text.slice(0, 400);
  for (const line of head.split("\n", 3)) {
    const m = READS_PATH.exec(line);
    if (m && AGENT_FILE.test((m[1] as string).replace(/^https?:\/\/[^/]+/, ""))) return true;
  }
  return AGENT_HEADING.test(head);
}

/** A first-line heading that names an agent file ("# AGENTS.md", "# .cursor/rules/ops.mdc", "# .cursorrules"). */
function namesAgentFile(text: string): boolean {
  const m = /^\s{0,3}#{1,3}\s{1,3}`?([\w./-]{3,120})`?/.exec(text.slice(0, 200));
  return m !== null && AGENT_FILE.test(m[1] as string);
}
