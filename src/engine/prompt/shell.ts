// Prompt-guard shell: runs the pure deciders on pi's input and session events and reports through small ports.

import type { GuardPorts } from "../guard-ports.ts";
import type { PromptGuardConfig } from "../../state/config-model.ts";
import {
  checkTemplateInvocation,
  classifyInput,
  judgeUnknown,
  type CommandInfo,
  type InputSource,
  type SkippedTemplate,
  type TemplateCheckOptions,
} from "./decide.ts";
import { formatLintWarning, lintTemplates, type LintResult, type TemplateSource } from "./lint.ts";
import { errorText } from "../error-text.ts";

/** The shared guard ports (dispatch, now, newId, notify, settings) plus the command list and template file access. */
export interface PromptGuardPorts extends GuardPorts<Required<PromptGuardConfig>> {
  commands(): CommandInfo[];
  readFile(path: string): string;
  /** how paths appear in messages (e.g. relative to the project); the absolute path when absent */
  displayPath?(path: string): string;
}

export type InputAction = "continue" | "handled";

export interface PromptGuard {
  /**
   * Guards one input. Fails open: a bug in the guard (any exception) lets the prompt through and shows the error,
   * because the worst a bad template invocation can do is send a wrong prompt, never run an unsafe action.
   */
  onInput(text: string, source: InputSource): InputAction;
  /** Lints template files (none while the guard is disabled); notifies one warning when the problems differ from the last report. */
  lint(files: readonly string[]): LintResult;
}

export function createPromptGuard(ports: PromptGuardPorts): PromptGuard {
  const display = (path: string): string => (ports.displayPath ? ports.displayPath(path) : path);
  let lastReport: string | undefined;
  /** templates whose frontmatter does not parse, by command name: pi skipped them (from the last lint) */
  let skipped = new Map<string, SkippedTemplate>();
  /** template texts as read at session start, i.e. as pi loaded them (pi expands these until /reload) */
  let loaded = new Map<string, string>();
  const staleNoticed = new Set<string>();
  const reports: NonNullable<TemplateCheckOptions["cache"]> = new Map();

  function guard(text: string, source: InputSource): InputAction {
    // most input is plain text: skip the config stat and the command list for it
    if (!text.startsWith("/")) return "continue";
    const settings = ports.settings();
    if (!settings.enabled) return "continue";
    const commands = ports.commands();
    const what = classifyInput(text, commands, source);
    if (what.kind === "pass") return "continue";
    if (what.kind === "unknown") {
      const verdict = judgeUnknown(what.command, commands, settings.unknownCommands, skipped.get(what.command));
      if (!verdict) return "continue";
      ports.dispatch({
        type: "prompt/unknownCommand",
        id: ports.newId("prm"),
        command: what.command,
        suggestions: verdict.suggestions,
        blocked: verdict.blocked,
        at: ports.now(),
      });
      ports.notify(verdict.message, verdict.level);
      return verdict.blocked ? "handled" : "continue";
    }
    ports.dispatch({ type: "prompt/guardStarted", command: what.command, at: ports.now() });
    const verdict = checkTemplateInvocation(what.command, what.args, what.file, ports.readFile, settings, {
      loaded: loaded.get(what.file),
      display,
      cache: reports,
    });
    if (verdict.stale && !staleNoticed.has(what.file)) {
      staleNoticed.add(what.file);
      ports.notify(
        `/${what.command}: ${display(what.file)} changed since pi loaded it; pi (and this check) use the loaded version until you run /reload.`,
        "warning",
      );
    }
    if (verdict.ok) {
      ports.dispatch({ type: "prompt/validated", command: what.command, at: ports.now() });
      return "continue";
    }
    ports.dispatch({
      type: "prompt/rejected",
      id: ports.newId("prm"),
      command: what.command,
      args: verdict.argsText,
      file: what.file,
      reason: verdict.reason,
      at: ports.now(),
    });
    ports.notify(verdict.message, "error");
    return "handled";
  }

  return {
    onInput(text, source) {
      try {
        return guard(text, source);
      } catch (e) {
        try {
          ports.notify(`prompt guard failed (${errorText(e)}); the prompt was sent unchecked.`, "error");
        } catch {
          // the notify port itself failed: nothing left to report through
        }
        return "continue";
      }
    },

    lint(files) {
      const { enabled, strict } = ports.settings();
      if (!enabled) files = [];
      const sources: TemplateSource[] = files.map((path) => {
        try {
          return { path, text: ports.readFile(path) };
        } catch (e) {
          return { path, readError: errorText(e) };
        }
      });
      const result = lintTemplates(sources, strict);
      loaded = new Map(
        sources.flatMap((src) => (src.text === undefined ? [] : [[src.path, src.text] as [string, string]])),
      );
      staleNoticed.clear();
      reports.clear();
      skipped = new Map();
      for (const r of result.reports) {
        const bad = r.frontmatterError;
        if (bad && !skipped.has(r.name))
          skipped.set(r.name, { file: display(r.file), line: bad.line, message: bad.message });
      }
      ports.dispatch({ type: "prompt/lintReported", problems: result.problems.length, at: ports.now() });
      const text = formatLintWarning(result, display);
      if (text !== undefined && text !== lastReport) ports.notify(text, "warning");
      lastReport = text;
      return result;
    },
  };
}
