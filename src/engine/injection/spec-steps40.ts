// A document's steps by its structure: numbered, bulleted and checkbox items, "Step N" lines and the paragraphs among them.

import { proseClause44 } from "./policy-voice44.ts";

/**
 * A spec, a runbook, a checklist or a plan gives its job as steps, and an order rides in it as one step among the
 * ordinary ones. The steps are read from the document's structure alone, whatever its language: a line opened by a
 * list mark (`-`, `*`, `•`, `1.`, `2)`, `３．`, `a)`, a checkbox), a "Step 3:" / "Schritt 3" / "手順3" line (a table's rows are a reference, not steps);
 * an item runs on over its unmarked lines and over a fenced block that follows it (the step's command or config). The
 * paragraphs between the items (an ADR's decision, a note under a heading) are steps too. A document is a list of steps
 * only when it holds at least ITEMS_MIN marked items.
 */
/** marked items a document holds at least to be read as steps */
const ITEMS_MIN = 3;
/** steps read at most (a long list's head) */
const STEPS_MAX = 80;
/** the part of a long document read for steps */
const HEAD = 32 * 1024;
/** a step's words at least: a label or a link alone holds no act */
const STEP_MIN = 24;

/** a list mark, a checkbox, a numbered or lettered item, a "Step N" label in several languages, at a line's start */
const MARK =
  /^[ \t]{0,8}(?:(?:[-*+•·▪◦‣]|\d{1,3}[.)]|[\d０-９]{1,3}[．、）]|[a-z][.)]|\(\d{1,3}\)|[①-⑳])[ \t]*(?:\[[ xX✓]\][ \t]*)?(?=\S)|\[[ xX✓]\][ \t]+|(?:step|schritt|étape|etapa|paso|passo|krok|stap|adım|шаг|этап)[ \t]*\d{1,3}[ \t]*[:.)—–-][ \t]*|(?:手順|ステップ|步骤|단계)[ \t]*\d{0,3}[ \t]*[:：.)）]?[ \t]*|第\d{1,3}[步步]\s*[:：]?\s*)/i;
/** a bullet mark needs a space after it (`-x` or `*emphasis*` is no item) */
const BULLET_TIGHT = /^[ \t]{0,8}[-*+][^\s[]/;
/** a table row */
const ROW = /^\s*\|.*\|\s*$/;
const FENCE = /^\s*(?:`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s|^\s*(?:[-=*_]\s*){3,}$/;
/** a quoted reply's line: another voice reporting, not a step of this document */
const QUOTED = /^\s{0,3}>/;
/**
 * a section that lists what not to do ("### Don't", "❌ Avoid", "Anti-patterns", "Nicht tun"): its items are
 * prohibitions, whatever their mood
 */
const FORBIDDING_HEADING =
  /(?:^|[\s#*_])(?:don'?t|do not|avoid|never|bad|wrong|anti-?patterns?|pitfalls?|nicht|verboten|ne pas|à éviter|evitar|no hacer|non fare|evitare|unikaj|niet doen|yapmayın|禁止|避ける|しない|不要|하지 말|금지)\b|❌|🚫|⛔/i;
/** a config file's line (`name: build`, `- run: make`): a YAML or INI document is a config, not a list of steps */
const KEY_LINE = /^\s*(?:-\s+)?[a-z_][\w.-]*\s*[:=](?:\s|$)/;
/** the share of a document's lines that are config keys from which it is a config */
const KEYS_SHARE = 0.4;
/** a line of code: a statement's end, a brace, a comment's star or slashes, an import (a JSDoc list is no spec) */
const CODE_LINE = /[;{}]\s*$|^\s*(?:\/\/|\/\*|\*\/|\*\s+@|import\s|export\s|def\s|class\s|@\w)/;
/** the share of a document's lines that are code from which it is a program */
const CODE_SHARE = 0.12;

/** whether a line opens an item */
function opensItem(line: string): boolean {
  return MARK.test(line) && !BULLET_TIGHT.test(line);
}

/** The item's words without its mark (a table row's cells joined). */
function withoutMark(line: string): string {
  return line.replace(MARK, "").trim();
}

/**
 * The document's steps, in order, each its words without marks (an item with its unmarked lines and its fenced block,
 * or a paragraph between items), or null when it is no list of steps.
 */
export function specSteps(text: string): string[] | null {
  const head = text.length > HEAD ? text.slice(0, HEAD) : text;
  // (a cheap first test: a list of steps has a line-opening mark; most tool results have none)
  if (!/(?:^|\n)[ \t]*(?:[-*+•|[]|[\d０-９]{1,3}[.)．、]|step|schritt|手順|步骤|단계)/i.test(head)) return null;
  const lines = head.split("\n");
  const filled = lines.filter((l) => l.trim() !== "");
  if (filled.filter((l) => KEY_LINE.test(l)).length >= KEYS_SHARE * filled.length) return null;
  // (code shown in fenced blocks is the steps' own: only the lines outside them tell a program)
  let inFence = false;
  const outside: string[] = [];
  for (const l of filled) {
    if (FENCE.test(l)) inFence = !inFence;
    else if (!inFence) outside.push(l);
  }
  // (a policy's list ends its clauses with ";": such a line is prose, policy-voice44.ts)
  if (outside.filter((l) => CODE_LINE.test(l) && !proseClause44(l)).length >= CODE_SHARE * outside.length) return null;
  const steps: string[] = [];
  let items = 0;
  let forbidden = false;
  let cur: string[] | null = null;
  let fenced = false;
  const close = (): void => {
    if (cur && !forbidden) {
      steps.push(cur.join("\n").trim());
    }
    cur = null;
  };
  for (const line of lines) {
    if (steps.length >= STEPS_MAX) break;
    if (FENCE.test(line)) {
      fenced = !fenced;
      // (a fenced block belongs to the step it follows, across a blank line: the step's command or config)
      if (!cur && fenced && steps.length > 0) cur = [steps.pop() as string];
      if (cur) (cur as string[]).push(line);
      continue;
    }
    if (fenced) {
      if (cur) (cur as string[]).push(line);
      continue;
    }
    // (a table is a reference, its rows are not the job's steps; a quoted reply is another voice)
    if (line.trim() === "" || HEADING.test(line) || QUOTED.test(line) || ROW.test(line)) {
      close();
      // (a heading opens a section: one that forbids makes its items prohibitions)
      if (HEADING.test(line)) forbidden = FORBIDDING_HEADING.test(line);
      continue;
    }
    if (opensItem(line)) {
      close();
      items++;
      cur = [withoutMark(line)];
      continue;
    }
    // (an unmarked line runs on the item or paragraph it follows)
    if (cur) (cur as string[]).push(line.trim());
    else cur = [line.trim()];
  }
  close();
  return items >= ITEMS_MIN ? steps.filter((s) => s.length >= STEP_MIN) : null;
}
