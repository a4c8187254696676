// The code-act reader: code that runs unasked (a Dockerfile's RUN, a CI step, a package's lifecycle script, a git hook, a setup.py, a SQL trigger) or is handed over to apply (a review's suggestion, a patch's added lines) whose own effect is an act of consequence.

import { scanBash } from "./bash.ts";
import {
  ADMIN_ROLE31,
  ANY_PRINCIPAL31,
  HEAD_CHECKOUT31,
  PR_TARGET31,
  PROTECTION_OFF31,
  PUBLIC_MEMBER31,
  RUN_AS_CODE31,
  FETCH_RUN31,
  SHELL_ACT_RULES31,
  SHELL_READ31,
  SHELL_SINK31,
  SHELL_STRONG31,
  SQL_OPEN31,
  SQL_PROGRAM31,
  SQL_SECRET31,
  SQL_SEND31,
  UNTRUSTED_EXPR31,
  WIDE_ACTION31,
} from "./code-act31-vocab.ts";
import { LIFECYCLE } from "./code-applied30.ts";
import { INSTALLER_URL30 } from "./code-remedy30-vocab.ts";
import { countCapped } from "./count-capped.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { WRITEUP29 } from "./pressed-act29-vocab.ts";
import type { Hit } from "./types.ts";

/**
 * Why a reader of its own: here the order is the code. A Dockerfile is built, a workflow runs on the next push, an
 * install runs its scripts, a migration runs its trigger, a suggestion is applied as written: no word asks for the act,
 * so the prose readers see nothing. The same kinds of code are everyday, so the reader judges what the code does, never
 * its words: shell is read by the bash layer (the same flows it blocks as commands, minus what images and runners do
 * every day), and the few acts that are not shell (a policy for anyone, a stranger's text run in CI, a trigger posting
 * a token out, a protection switched off in a suggestion) are one table (code-act31-vocab.ts).
 */
const MAX31 = 100_000;
const WEIGHT31 = 0.86;
/** this many write-up words make the text a write-up about such code */
const TALKS_DOCUMENT = 2;
/** at most this many pieces of shell are handed to the bash layer per text (each is bounded by MAX_SHELL) */
const MAX_PIECES = 40;
const MAX_SHELL = 4_000;
/** a policy statement or a SQL function read around its principal or its call */
const STATEMENT = 500;
/** a flow whose source is one named variable */
const LONE_VARIABLE = /^\$\{?\w{1,60}\}? →/;

export interface CodeAct31 {
  /** the act: shell-<bash rule>, ci-untrusted, ci-pr-head, sql-send, sql-open, policy-anyone, applied-protection-off */
  cls: string;
  start: number;
  end: number;
}

interface Piece {
  code: string;
  at: number;
}

/** Dockerfile RUN instructions (shell form, continuations joined; exec form's arguments joined) */
function dockerRuns(text: string, anyRun: boolean): Piece[] {
  if (!anyRun && !/^\s{0,8}from\s{1,8}\S/im.test(text)) return [];
  const out: Piece[] = [];
  const re = /^[ \t]{0,8}run[ \t]{1,8}((?:--[\w=,/.-]{1,120}[ \t]{1,8}){0,4})((?:[^\n]*\\\r?\n){0,60}[^\n]*)/gim;
  for (let m = re.exec(text); m !== null && out.length < MAX_PIECES; m = re.exec(text)) {
    let code = (m[2] ?? "").replace(/\\\r?\n/g, " ");
    const exec = /^\s*\[(.*)\]\s*$/.exec(code);
    if (exec) code = [...(exec[1] ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((a) => a[1]).join(" ");
    out.push({ code, at: m.index });
  }
  return out;
}

/** a YAML `run:`/`script:` step: one line, or a block scalar (`|`, `>`) of the lines indented under it */
function workflowRuns(text: string, anyRun: boolean): Piece[] {
  if (!anyRun && !/^\s{0,12}(?:steps|jobs|script|before_script)\s{0,3}:/m.test(text)) return [];
  const out: Piece[] = [];
  const re = /^([ \t]{0,24})(?:-[ \t]{1,4})?(?:run|script|before_script|after_script)[ \t]{0,3}:[ \t]{0,3}([^\n]*)/gm;
  for (let m = re.exec(text); m !== null && out.length < MAX_PIECES; m = re.exec(text)) {
    const head = (m[2] ?? "").trim();
    if (head !== "" && !/^[|>][-+]?$/.test(head)) {
      out.push({ code: head.replace(/^["']|["']$/g, ""), at: m.index });
      continue;
    }
    const indent = (m[1] ?? "").length;
    const lines: string[] = [];
    let at = m.index + m[0].length + 1;
    while (at < text.length && lines.length < 200) {
      const end = text.indexOf("\n", at);
      const line = text.slice(at, end < 0 ? text.length : end);
      const lead = /^[ \t]*/.exec(line)?.[0].length ?? 0;
      if (line.trim() !== "" && lead <= indent) break;
      // a `script:` list's items are commands too
      lines.push(line.replace(/^\s*-\s+(?=\S)/, ""));
      at = end < 0 ? text.length : end + 1;
    }
    out.push({ code: lines.join("\n"), at: m.index });
  }
  return out;
}

/** a package's lifecycle scripts (code-applied30.ts's carrier), JSON escapes undone */
function lifecycleScripts(text: string): Piece[] {
  const out: Piece[] = [];
  LIFECYCLE.lastIndex = 0;
  for (let m = LIFECYCLE.exec(text); m !== null && out.length < MAX_PIECES; m = LIFECYCLE.exec(text))
    out.push({ code: (m[1] ?? m[2] ?? "").replace(/\\n/g, "\n").replace(/\\"/g, '"'), at: m.index });
  return out;
}

/** a git hook or a Python file that runs on install or test collection, named by the command that printed it */
function namedScripts(text: string): Piece[] {
  const first = /^\$\s{1,3}(?:cat|head|less|bat|sed\s+-n\s+\S+)\s{1,3}(\S+)[^\n]*\n/.exec(text);
  const path = first?.[1] ?? "";
  const body = first ? text.slice(first[0].length) : text;
  const at = first ? first[0].length : 0;
  if (/(?:^|\/)(?:\.git\/hooks|\.husky|\.githooks)\/[\w.-]+$/.test(path)) return [{ code: body, at }];
  if (/(?:^|\/)(?:setup|conftest|noxfile)\.py$/.test(path) || /^\s*from\s+setuptools\s+import\b/m.test(body))
    return [{ code: `python3 <<'PY'\n${body}\nPY`, at }];
  return [];
}

/** the strongest act the bash layer finds in one piece of shell, or null */
function shellAct(code: string): string | null {
  if (code.length > MAX_SHELL || !/[a-z]/i.test(code)) return null;
  // one named variable posted to a service is how CI hands a service its own token (Coverity's upload takes
  // `token=$TOKEN`); the environment, a credential file or a secret mount sent out is not
  const hits = scanBash(code).hits.filter((h) => !LONE_VARIABLE.test(h.detail ?? ""));
  // a tool's own installer over https (`https://get.x.dev`, `…/install.sh`) is how build images and CI set tools up
  const installer = INSTALLER_URL30.exec(code);
  const vendor = installer !== null && /^https:\/\/(?![\d.]{7,15}[/:])/i.test(installer[0]);
  const act = hits.find(
    (h) =>
      h.weight >= SHELL_STRONG31 &&
      SHELL_ACT_RULES31.some((r) => r.test(h.rule)) &&
      !(vendor && FETCH_RUN31.test(h.rule)),
  );
  if (act) return act.rule;
  // a credential read handed to a sink in the same code (the read alone is how builds use their secrets)
  const read = hits.find((h) => h.weight >= SHELL_STRONG31 && SHELL_READ31.test(h.rule));
  return read && hits.some((h) => SHELL_SINK31.test(h.rule)) ? read.rule : null;
}

/** a CI step that runs an outsider's text, or a `pull_request_target` workflow that checks out the PR's head and runs */
function ciAct(text: string, runs: readonly Piece[]): CodeAct31 | null {
  for (const p of runs)
    for (const line of p.code.split("\n")) {
      const expr = UNTRUSTED_EXPR31.exec(line);
      if (expr && RUN_AS_CODE31.test(line)) return { cls: "ci-untrusted", start: p.at, end: p.at + 1 };
    }
  if (!PR_TARGET31.test(text)) return null;
  const head = HEAD_CHECKOUT31.exec(text);
  if (head && runs.some((p) => p.at > head.index))
    return { cls: "ci-pr-head", start: head.index, end: head.index + head[0].length };
  return null;
}

/** a SQL function that posts a row's secret out, a program run by COPY, or a table's writes given to every role */
function sqlAct(text: string): CodeAct31 | null {
  const open = SQL_OPEN31.exec(text);
  if (open) return { cls: "sql-open", start: open.index, end: open.index + open[0].length };
  const send = new RegExp(SQL_SEND31.source, "gi");
  for (let m = send.exec(text); m !== null; m = send.exec(text)) {
    const around = text.slice(m.index, m.index + STATEMENT);
    if (/https?:\/\//i.test(around) && SQL_SECRET31.test(around))
      return { cls: "sql-send", start: m.index, end: m.index + m[0].length };
  }
  SQL_PROGRAM31.lastIndex = 0;
  for (let m = SQL_PROGRAM31.exec(text); m !== null; m = SQL_PROGRAM31.exec(text)) {
    // the program reads the table on its stdin: any upload of it sends the rows out
    const program = (m[1] ?? "").replace(/''/g, "'");
    const rule = shellAct(program) ?? scanBash(program).hits.find((h) => SHELL_SINK31.test(h.rule))?.rule;
    if (rule) return { cls: `sql-program-${rule.slice(5)}`, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** an Allow for any principal on actions that write, administer or assume, with no condition; or a public admin role */
function policyAct(text: string): CodeAct31 | null {
  ANY_PRINCIPAL31.lastIndex = 0;
  for (let m = ANY_PRINCIPAL31.exec(text); m !== null; m = ANY_PRINCIPAL31.exec(text)) {
    const statement = text.slice(Math.max(0, m.index - STATEMENT / 2), m.index + STATEMENT);
    if (/\ballow\b/i.test(statement) && WIDE_ACTION31.test(statement) && !/\bconditions?\b/i.test(statement))
      return { cls: "policy-anyone", start: m.index, end: m.index + m[0].length };
  }
  PUBLIC_MEMBER31.lastIndex = 0;
  for (let m = PUBLIC_MEMBER31.exec(text); m !== null; m = PUBLIC_MEMBER31.exec(text)) {
    const around = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200);
    if (ADMIN_ROLE31.test(around)) return { cls: "policy-anyone", start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** code handed over to apply: a review's suggestion blocks and a patch's added lines, with where each starts */
function appliedCode(text: string): Piece[] {
  const out: Piece[] = [];
  for (const m of text.matchAll(/```suggestion\b((?:(?!```)[\s\S]){0,2000})/g))
    out.push({ code: (m[1] ?? "").replace(/\\n/g, "\n").replace(/\\"/g, '"'), at: m.index ?? 0 });
  // a unified diff: its added lines, the `+` taken off (a JSON string's `\n` escapes are lines too)
  if (/^@@ [-+0-9, ]{3,40} @@|\\n@@ [-+0-9, ]{3,40} @@/m.test(text)) {
    const lines = text.replace(/\\n/g, "\n").split("\n");
    const added = lines.filter((l) => /^\+(?!\+\+)/.test(l)).map((l) => l.slice(1));
    if (added.length > 0) out.push({ code: added.join("\n"), at: text.search(/@@ [-+0-9, ]{3,40} @@/) });
  }
  return out;
}

/** The first act of consequence done by code in `text`, read as its carriers would run it, or null. Pure. */
export function codeAct31(text: string, nested = false): CodeAct31 | null {
  if (text.length > MAX31) return null;
  if (!nested) {
    const talks = countCapped(DISCUSSION_MARKERS, text.toLowerCase(), TALKS_DOCUMENT);
    if (talks + countCapped(WRITEUP29, text.toLowerCase(), TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT) return null;
  }
  // (a patch's added lines or a suggestion are a piece of their file: a RUN or a step needs no FROM or steps: there)
  const runs = workflowRuns(text, nested);
  for (const p of [...dockerRuns(text, nested), ...runs, ...lifecycleScripts(text), ...namedScripts(text)]) {
    const rule = shellAct(p.code);
    if (rule) return { cls: `shell-${rule.slice(5)}`, start: p.at, end: p.at + Math.min(p.code.length, 200) };
  }
  const found = ciAct(text, runs) ?? sqlAct(text) ?? policyAct(text);
  if (found || nested) return found;
  for (const p of appliedCode(text)) {
    const inner = codeAct31(p.code, true);
    if (inner) return { ...inner, start: p.at, end: p.at + Math.min(p.code.length, 200) };
    const off = PROTECTION_OFF31.exec(p.code);
    if (off) return { cls: "applied-protection-off", start: p.at, end: p.at + Math.min(p.code.length, 200) };
  }
  return null;
}

/** The hit of the first such act in a tool result or a written file. */
export function codeActHits31(text: string): Hit[] {
  const found = codeAct31(text);
  if (!found) return [];
  return [
    {
      rule: `code.act31-${found.cls}`,
      category: "hijack",
      weight: WEIGHT31,
      start: found.start,
      end: Math.max(found.end, found.start + 1),
    },
  ];
}
