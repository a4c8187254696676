// Static check of a rule prompt's Handlebars variables against what its trigger provides ("input.comand" -> did you mean "input.command").

import Handlebars from "handlebars";
import type { Trigger, TriggerType } from "../../state/config-model.ts";
import { closest } from "../config/explain.ts";

/** The variables each trigger renders a prompt with (see vars.ts). */
export const TRIGGER_VARS: Record<TriggerType, readonly string[]> = {
  tool_call: ["tool", "toolCallId", "input"],
  tool_result: ["tool", "toolCallId", "input", "content", "isError"],
  turn_end: ["turnIndex", "assistant", "toolResults"],
  agent_end: ["messageCount"],
  context_tokens: ["tokens", "threshold", "level", "messages"],
  event: ["name", "event"],
};

/** The input fields of pi 1.6's built-in tools (their TypeBox parameter schemas). */
export const TOOL_INPUT_FIELDS: Record<string, readonly string[]> = {
  bash: ["command", "timeout"],
  read: ["path", "offset", "limit"],
  edit: ["path", "edits", "oldText", "newText"],
  write: ["path", "content"],
  grep: ["pattern", "path", "glob", "ignoreCase", "literal", "context", "limit"],
  find: ["pattern", "path", "limit"],
  ls: ["path", "limit"],
};

const HELPERS = new Set(["json", "truncate", "now", "if", "unless", "each", "with", "lookup"]);
const CONTEXT_BLOCKS = new Set(["each", "with"]);

export interface TemplateVarProblem {
  /** the dotted path as written, e.g. "input.comand" */
  path: string;
  /** 1-based line inside the prompt */
  line: number;
  message: string;
}

interface PathUse {
  parts: string[];
  line: number;
}

type Node = { type: string; [k: string]: unknown };

/** Root-context paths a template reads (inside each/with only `../` paths that climb back to the root). */
export function templatePaths(source: string): PathUse[] | undefined {
  let ast: Node;
  try {
    ast = Handlebars.parse(source) as unknown as Node;
  } catch {
    return undefined; // a syntax error is reported by the compile check
  }
  const out: PathUse[] = [];
  const path = (p: Node | undefined, depth: number): void => {
    if (!p) return;
    if (p.type === "SubExpression") {
      call(p, depth);
      return;
    }
    if (p.type !== "PathExpression") return;
    const parts = p.parts as string[];
    const line = (p.loc as { start: { line: number } } | undefined)?.start.line ?? 1;
    if (p.data) {
      if (parts[0] === "root" && parts.length > 1) out.push({ parts: parts.slice(1), line });
      return;
    }
    if ((p.depth as number) !== depth || parts.length === 0) return;
    out.push({ parts, line });
  };
  const call = (n: Node, depth: number): void => {
    const params = (n.params as Node[] | undefined) ?? [];
    const hash = ((n.hash as { pairs?: { value: Node }[] } | undefined)?.pairs ?? []).map((pr) => pr.value);
    const head = n.path as Node;
    const isHelper =
      params.length > 0 || hash.length > 0 || (head.type === "PathExpression" && HELPERS.has(head.original as string));
    if (!isHelper) path(head, depth);
    for (const q of [...params, ...hash]) path(q, depth);
  };
  const walk = (nodes: Node[] | undefined, depth: number): void => {
    for (const n of nodes ?? []) {
      if (n.type === "MustacheStatement") call(n, depth);
      else if (n.type === "BlockStatement") {
        call(n, depth);
        const name = (n.path as Node).original as string;
        const inner = CONTEXT_BLOCKS.has(name) ? depth + 1 : depth;
        walk((n.program as { body?: Node[] } | undefined)?.body, inner);
        walk((n.inverse as { body?: Node[] } | undefined)?.body, depth);
      }
    }
  };
  walk((ast as { body?: Node[] }).body, 0);
  return out;
}

function literalTools(trigger: Trigger): string[] | undefined {
  if (!trigger.tools || trigger.tools.length === 0) return undefined;
  return trigger.tools.every((t) => TOOL_INPUT_FIELDS[t] !== undefined) ? trigger.tools : undefined;
}

/** Each variable the prompt reads that its trigger does not provide, with a "did you mean" when one is close. */
export function checkTemplateVars(source: string, trigger: Trigger): TemplateVarProblem[] {
  const uses = templatePaths(source);
  if (!uses) return [];
  const roots = TRIGGER_VARS[trigger.type];
  const problems: TemplateVarProblem[] = [];
  const seen = new Set<string>();
  for (const u of uses) {
    const written = u.parts.join(".");
    if (seen.has(written)) continue;
    seen.add(written);
    const [root, field] = u.parts;
    if (!roots.includes(root)) {
      const guess = closest(root, roots);
      const suggestion = guess
        ? `did you mean "${[guess, ...u.parts.slice(1)].join(".")}"?`
        : `it provides ${roots.join(", ")}`;
      problems.push({
        path: written,
        line: u.line,
        message: `{{${written}}}: a ${trigger.type} trigger has no "${root}" (${suggestion})`,
      });
      continue;
    }
    if (root !== "input" || field === undefined) continue;
    const tools = literalTools(trigger);
    const fields = [...new Set((tools ?? Object.keys(TOOL_INPUT_FIELDS)).flatMap((t) => TOOL_INPUT_FIELDS[t]))];
    if (fields.includes(field)) continue;
    const guess = closest(field, fields);
    // with custom or glob tools any field may exist: only a near miss of a built-in field is reported
    if (!tools && !guess) continue;
    const which = tools ? tools.join("/") : "a built-in tool";
    const suggestion = guess
      ? `did you mean "input.${[guess, ...u.parts.slice(2)].join(".")}"?`
      : `it has ${fields.map((f) => `input.${f}`).join(", ")}`;
    problems.push({
      path: written,
      line: u.line,
      message: `{{${written}}}: ${which} input has no "${field}" (${suggestion})`,
    });
  }
  return problems;
}
