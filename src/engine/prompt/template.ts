// Checks one template file in order (frontmatter, argument-hint, placeholders vs hint) and derives its argument contract.

import { parseFrontmatter } from "@earendil-works/pi-coding-agent";
import { errorText } from "../error-text.ts";
import { formatHint, parseHint, type HintArg } from "./hint.ts";
import { lineIndex, scanLookAlikes, scanPlaceholders, type Placeholder } from "./placeholders.ts";

export type Severity = "error" | "warning";

export interface Problem {
  severity: Severity;
  file: string;
  /** 1-based file line, when the problem has one */
  line?: number;
  message: string;
}

/** What a valid template accepts, derived from its hint and its placeholders. */
export interface Contract {
  /** the parsed hint; undefined when the template has no (or an empty) argument-hint */
  hint?: HintArg[];
  /** false: nothing to check at invocation (no hint and promptGuard.strict is false) */
  checked: boolean;
  required: number;
  /** the most positional arguments it uses; undefined when it takes trailing input ($@, $ARGUMENTS, ${@:N}, [rest...]) */
  max: number | undefined;
}

export interface TemplateReport {
  file: string;
  /** the command name: the file name without ".md", as pi names it */
  name: string;
  /** the raw argument-hint string when there is one (shown in usage lines even if it does not parse) */
  hintText?: string;
  placeholders: Placeholder[];
  problems: Problem[];
  /** set when no stage failed with an error */
  contract?: Contract;
  /** the YAML error when the frontmatter does not parse: pi then skips the file, so the command does not exist */
  frontmatterError?: { line?: number; message: string };
}

export interface CheckOptions {
  /** promptGuard.strict: placeholders in a template that declares no arguments are errors */
  strict: boolean;
}

export function templateName(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.md$/, "");
}

interface FrontmatterLayout {
  /** file line of the first YAML line (after the opening ---) */
  yamlFirstLine: number;
  yaml: string;
  /** file line and column where pi's (trimmed) body starts */
  bodyFirstLine: number;
  bodyFirstColumn: number;
}

// mirrors pi's extractFrontmatter (BOM strip, newline normalisation, first "\n---" closes) to map body offsets to file lines
function layout(raw: string, body: string): FrontmatterLayout {
  const text = raw
    .replace(/^\uFEFF/, "")
    .replace(/\r\n/g, "\n")
    .replace(/\r/g, "\n");
  const end = text.startsWith("---") ? text.indexOf("\n---", 3) : -1;
  if (end < 0) return { yamlFirstLine: 0, yaml: "", bodyFirstLine: 1, bodyFirstColumn: 1 };
  const rest = text.slice(end + 4);
  const bodyStart = end + 4 + Math.max(0, body === "" ? 0 : rest.indexOf(body));
  const pos = lineIndex(text)(bodyStart);
  return { yamlFirstLine: 2, yaml: text.slice(4, end), bodyFirstLine: pos.line, bodyFirstColumn: pos.column };
}

function yamlErrorLine(e: unknown, yamlFirstLine: number): number | undefined {
  const pos = (e as { linePos?: { line: number }[] } | null)?.linePos;
  const line = Array.isArray(pos) ? pos[0]?.line : undefined;
  return typeof line === "number" ? yamlFirstLine + line - 1 : undefined;
}

function keyLine(yaml: string, key: string, yamlFirstLine: number): number | undefined {
  const lines = yaml.split("\n");
  const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
  return i < 0 ? undefined : yamlFirstLine + i;
}

function firstLine(e: unknown): string {
  return errorText(e).split("\n")[0];
}

function describePosition(p: Placeholder): string {
  return `${p.text} (line ${p.line})`;
}

/** Checks a template's text. Stages run in order and stop at the first stage with an error. Never throws. */
export function checkTemplate(file: string, raw: string, options: CheckOptions): TemplateReport {
  const report: TemplateReport = { file, name: templateName(file), placeholders: [], problems: [] };
  const error = (message: string, line?: number): void =>
    void report.problems.push({ severity: "error", file, line, message });
  const warn = (message: string, line?: number): void =>
    void report.problems.push({ severity: "warning", file, line, message });

  // stage 1: frontmatter parses and argument-hint is a string
  let frontmatter: unknown;
  let body: string;
  try {
    ({ frontmatter, body } = parseFrontmatter(raw));
  } catch (e) {
    const line = yamlErrorLine(e, 2) ?? 1;
    report.frontmatterError = { line, message: firstLine(e) };
    error(
      `frontmatter is not valid YAML (${firstLine(e)}); pi skips this file, so /${report.name} is not a command. Quote values that contain ": " or start with [ { * & ! | > ' " % @`,
      line,
    );
    return report;
  }
  const where = layout(raw, body);
  let hintValue: unknown;
  if (frontmatter !== null && typeof frontmatter === "object" && !Array.isArray(frontmatter)) {
    hintValue = (frontmatter as Record<string, unknown>)["argument-hint"];
  } else if (where.yaml.trim() !== "") {
    warn("frontmatter is not a YAML mapping (key: value lines), so pi ignores it", where.yamlFirstLine);
  }
  const hintLine = keyLine(where.yaml, "argument-hint", where.yamlFirstLine);
  if (hintValue !== undefined && hintValue !== null && typeof hintValue !== "string") {
    const shown = Array.isArray(hintValue) ? `a list ${JSON.stringify(hintValue)}` : `a ${typeof hintValue}`;
    error(`argument-hint must be a string but YAML read ${shown}; quote it, e.g. argument-hint: "[focus]"`, hintLine);
    return report;
  }

  // stage 2: the hint parses
  let hint: HintArg[] | undefined;
  if (typeof hintValue === "string") {
    report.hintText = hintValue;
    const parsed = parseHint(hintValue);
    if (!parsed.ok) {
      error(`argument-hint "${hintValue}": ${parsed.message}`, hintLine);
      return report;
    }
    if (parsed.args.length > 0) hint = parsed.args;
  }

  // stage 3: the placeholders fit the hint
  const placeholders = scanPlaceholders(body, where.bodyFirstLine, where.bodyFirstColumn);
  report.placeholders = placeholders;
  for (const look of scanLookAlikes(body, where.bodyFirstLine, where.bodyFirstColumn)) {
    warn(`${look.text} is left as text by pi; write $N, \${N:-default}, \${@:N} or \${@:N:L}`, look.line);
  }
  const takesRest = placeholders.some((p) => p.kind === "all" || (p.kind === "slice" && p.length === undefined));
  if (!hint) {
    if (placeholders.length > 0 && options.strict) {
      for (const p of placeholders.slice(0, 5)) {
        error(
          `${p.text} is used but the template declares no arguments; add an argument-hint such as "<name>" (or set promptGuard.strict to false)`,
          p.line,
        );
      }
      return report;
    }
    report.contract = { checked: options.strict, required: 0, max: takesRest || !options.strict ? undefined : 0 };
    return report;
  }

  const declared = hint.length;
  const variadic = hint[declared - 1].variadic;
  const hintShown = formatHint(hint);
  const used = new Set<number>();
  let usesAll = false;
  let failed = false;
  for (const p of placeholders) {
    if (p.kind === "all") {
      usesAll = true;
    } else if (p.kind === "position") {
      if (p.index === 0) {
        error(`${describePosition(p)} is always empty: argument positions start at $1`, p.line);
        failed = true;
      } else if (p.index > declared && !variadic) {
        error(
          `${p.text} is past the declared arguments (${hintShown}: ${declared}); declare it in argument-hint or remove it`,
          p.line,
        );
        failed = true;
      } else used.add(p.index);
    } else {
      const start = Math.max(1, p.start);
      if (p.length === undefined) {
        for (let i = start; i <= declared; i++) used.add(i);
        if (start > declared + 1 && !variadic)
          warn(`${p.text} starts past the declared arguments (${hintShown}); it only ever gets extra input`, p.line);
      } else {
        const last = start + p.length - 1;
        if (p.length > 0 && last > declared && !variadic) {
          error(`${p.text} reaches argument ${last}, past the declared arguments (${hintShown}: ${declared})`, p.line);
          failed = true;
        }
        for (let i = start; i <= Math.min(last, declared); i++) used.add(i);
      }
    }
  }
  if (failed) return report;
  if (!usesAll) {
    hint.forEach((a, i) => {
      if (!used.has(i + 1))
        warn(`argument ${a.token} is declared but the body never uses it ($${i + 1}, $@ or a slice)`, hintLine);
    });
  }
  report.contract = {
    hint,
    checked: true,
    required: hint.filter((a) => a.required).length,
    max: takesRest || variadic ? undefined : declared,
  };
  return report;
}

/** `path:line: message`, the format of compilers and of the lint CLI. */
export function formatProblem(p: Problem, displayPath: string = p.file): string {
  const sev = p.severity === "warning" ? "warning: " : "";
  return `${displayPath}${p.line !== undefined ? `:${p.line}` : ""}: ${sev}${p.message}`;
}
