// Decides what the guard does with one input: pass it, check a /template invocation, or flag an unknown /word.

import type { PromptGuardConfig, UnknownCommandPolicy } from "../../state/config-model.ts";
import { PI_BUILTIN_COMMANDS } from "./builtins.ts";
import { checkInvocation } from "./invocation.ts";
import { parseInvocation } from "./split.ts";
import { didYouMean, suggestCommands } from "./suggest.ts";
import { checkTemplate, type TemplateReport } from "./template.ts";
import { errorText } from "../error-text.ts";

/** The part of pi's SlashCommandInfo the guard reads. */
export interface CommandInfo {
  name: string;
  source: "extension" | "prompt" | "skill";
  /** sourceInfo.path: the template file for source "prompt" */
  path?: string;
}

export type InputSource = "interactive" | "rpc" | "extension";

export type Classified =
  | { kind: "pass" }
  | { kind: "template"; command: string; args: string; file: string }
  | { kind: "unknown"; command: string };

// a command word: what a person types as `/word`; anything else ("/etc/hosts …", "/*", "/ 1") is plain text
const COMMAND_WORD = /^[\p{L}\p{N}][\p{L}\p{N}_.:-]*$/u;

/** Finds what pi would do with the text. Only `/name` texts pi would expand as a template, or unknown words, matter. */
export function classifyInput(text: string, commands: readonly CommandInfo[], source: InputSource): Classified {
  const inv = parseInvocation(text);
  if (!inv) return { kind: "pass" };
  const hit = commands.find((c) => c.name === inv.name && c.source === "prompt");
  if (hit) return hit.path ? { kind: "template", command: inv.name, args: inv.args, file: hit.path } : { kind: "pass" };
  if (commands.some((c) => c.name === inv.name) || PI_BUILTIN_COMMANDS.includes(inv.name)) return { kind: "pass" };
  if (inv.name.startsWith("skill:")) return { kind: "pass" };
  // text sent by another extension (pi.sendUserMessage) is that extension's business
  if (source === "extension" || !COMMAND_WORD.test(inv.name)) return { kind: "pass" };
  return { kind: "unknown", command: inv.name };
}

export type TemplateVerdict =
  | { ok: true; args: string[] }
  | { ok: false; argsText: string; reason: string; message: string };

export interface TemplateCheckOptions {
  /** the text pi loaded at session start, when known: pi expands that copy until /reload, so it is the one checked */
  loaded?: string;
  /** how file paths appear in messages */
  display?: (path: string) => string;
  /** reports of texts already checked, by file: a template is parsed once, not on every invocation */
  cache?: Map<string, { raw: string; strict: boolean; report: TemplateReport }>;
}

/**
 * Reads and checks the template, then the invocation. A template that cannot be read rejects the prompt.
 * `stale` is true when the file on disk differs from the copy pi loaded.
 */
export function checkTemplateInvocation(
  command: string,
  argsText: string,
  file: string,
  readFile: (path: string) => string,
  settings: Required<PromptGuardConfig>,
  options: TemplateCheckOptions = {},
): TemplateVerdict & { stale: boolean } {
  const display = options.display ?? ((p: string) => p);
  let disk: string;
  try {
    disk = readFile(file);
  } catch (e) {
    const why = errorText(e);
    return {
      ok: false,
      stale: false,
      argsText,
      reason: `cannot read template: ${why}`,
      message: `/${command}: cannot read the template ${display(file)} (${why}), so it was not sent. Check the file, then run /reload.`,
    };
  }
  const raw = options.loaded ?? disk;
  const stale = options.loaded !== undefined && options.loaded !== disk;
  const hit = options.cache?.get(file);
  const report =
    hit && hit.raw === raw && hit.strict === settings.strict
      ? hit.report
      : checkTemplate(file, raw, { strict: settings.strict });
  options.cache?.set(file, { raw, strict: settings.strict, report });
  const result = checkInvocation(report, argsText, display);
  return result.ok
    ? { ok: true, stale, args: result.args }
    : { ok: false, stale, argsText, reason: result.reason, message: result.message };
}

export interface UnknownVerdict {
  suggestions: string[];
  /** true: stop the prompt; false: let it through with a warning */
  blocked: boolean;
  message: string;
  level: "error" | "warning";
}

/** A template file pi did not load (its frontmatter does not parse), found by the session lint. */
export interface SkippedTemplate {
  file: string;
  line?: number;
  /** the YAML error */
  message: string;
}

/**
 * `undefined` when the policy is "allow". When pi skipped a template of that name, the message says why the
 * command is missing instead of guessing at typos.
 */
export function judgeUnknown(
  command: string,
  commands: readonly CommandInfo[],
  policy: UnknownCommandPolicy,
  skipped?: SkippedTemplate,
): UnknownVerdict | undefined {
  if (policy === "allow") return undefined;
  const blocked = policy === "block";
  const tail = blocked
    ? `It was not sent. To send text that starts with "/", set promptGuard.unknownCommands to "warn" or "allow".`
    : "Sent to the model as plain text.";
  const level = blocked ? "error" : "warning";
  if (skipped) {
    const at = `${skipped.file}${skipped.line !== undefined ? `:${skipped.line}` : ""}`;
    return {
      suggestions: [],
      blocked,
      level,
      message: `/${command} is not a command: pi skipped its template ${at} because its frontmatter is not valid YAML (${skipped.message}). Fix the file, then run /reload. ${tail}`,
    };
  }
  const known = [...commands.map((c) => c.name), ...PI_BUILTIN_COMMANDS];
  const suggestions = suggestCommands(command, known);
  const hint = didYouMean(suggestions);
  return { suggestions, blocked, level, message: `unknown command /${command}${hint ? ` — ${hint}` : "."} ${tail}` };
}
