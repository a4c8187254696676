// The seventh fresh benign set (eval/benign-fresh, group fresh7-tune: round 11's report set, tuning data since round 13): how files are picked.

/**
 * Round 11 (issue 12 "Done when"): round 10's fresh6-holdout was measured once and is tuning data since (fresh6-tune),
 * so this set replaces it as the benign report set. Sources used nowhere in this repository before (no package of the
 * earlier fresh sets or of eval/benign-hard, no npm scope of theirs; nothing in node_modules; no Debian package
 * installed on the image), written down here with the rule before any file was fetched or scored; every file is in
 * the report set (split holdout7, tune7 since round 13 relabelled it), nothing is trained on. Weighted toward what fails on real traffic: AI and agent
 * code by new authors with prompts, tool descriptions, skills and agent rules in their source (MCP servers and
 * frameworks, coding-agent harnesses and orchestrators, agent SDKs, LLM clients), docs of CLI prompt libraries and
 * request guards, and from Debian trixie: security tools (scanners, crackers, sniffers, intrusion detection: their
 * docs quote attacks), mail software (transports, filters, spam checkers, IMAP servers), chat clients, forge CLIs,
 * and upstream CI files of C/C++ libraries.
 *
 * The rule per kind is set 6's (scripts/lib/benign-set-pick.ts), with this set's own hash salt ("fresh7"), split
 * (tune7, holdout7 until round 13) and prompt shapes: PROMPTISH7 adds agent instruction files and tool schemas to set 6's shapes, and
 * PROMPT_DOC7 adds MCP, tool calls and system prompts to set 6's prompt-doc words.
 */

import { PROMPT_DOC6, PROMPTISH6 } from "./benign-fresh6.ts";
import { type SetFile, type SetKind, type SetSource, setPickers } from "./benign-set-pick.ts";

export { SOURCES7 } from "./benign-fresh7-sources.ts";

export type Fresh7Kind = SetKind;

/** A source of set 7 (listed in scripts/lib/benign-fresh7-sources.ts). */
export type Source7 = SetSource;

export type Fresh7File = SetFile<"tune7">;

/** Holds a prompt, a tool description or agent rules: set 6's shapes plus agent instruction files and tool schemas. */
export const PROMPTISH7 = new RegExp(
  `${PROMPTISH6.source}|AGENTS\\.md|CLAUDE\\.md|GEMINI\\.md|copilot-instructions|\\binputSchema\\b|"tool_choice"|\\bsystemPrompt\\b`,
);
/** Markdown that talks about prompts, agents, injection, guardrails, MCP or tool calls. */
export const PROMPT_DOC7 = new RegExp(`${PROMPT_DOC6.source}|\\bmcp\\b|tool call|system prompt`, "i");

const pickers = setPickers("fresh7", "tune7", PROMPTISH7, PROMPT_DOC7);

/** Files per class, in order: each class takes up to `cap` of the files not yet taken that pass `test`, by hash. */
export const pick7 = pickers.pick;
/** One source of set 7 by its origin: npm package, Debian binary package or Debian source tree. */
export const select7 = pickers.select;
