// The code-act reader: code that runs unasked (a Dockerfile's RUN, a CI step, a package's lifecycle script, a git hook, a setup.py, a SQL trigger) or is handed over to apply (a review's suggestion, a patch's added lines) whose own effect is an act of consequence.

import { scanProgram } from "./bash.ts";
import { scanBash } from "./bash-scan.ts";
import {
  appliedCode,
  dockerRuns,
  lifecycleScripts,
  namedScripts,
  type Piece,
  startedCommands,
  workflowRuns,
} from "./code-act31-carriers.ts";
import {
  ADMIN_CLUSTER_ROLE31,
  ADMIN_ROLE31,
  ANONYMOUS_SUBJECT31,
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
  STRANGER_URL31,
  UNTRUSTED_EXPR31,
  WIDE_ACTION31,
} from "./code-act31-vocab.ts";
import { countCapped } from "./count-capped.ts";
import { grantsTestAccount } from "./db-test-account.ts";
import { DISCUSSION_MARKERS } from "./patterns.ts";
import { WRITEUP29 } from "./pressed-act29-vocab.ts";
import type { Hit } from "./types.ts";
import { lowerCased } from "./lower-cased.ts";

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
/** a piece of code longer than this is not read (the bash layer's work grows with it) */
const MAX_SHELL = 4_000;
/** a program file (a setup.py, a tool's config) is read up to this length */
const MAX_PROGRAM = 30_000;
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

/** the strongest act the bash layer finds in one piece of shell, or null */
function shellAct(code: string, lang?: Piece["lang"]): string | null {
  if (code.length > (lang ? MAX_PROGRAM : MAX_SHELL) || !/[a-z]/i.test(code)) return null;
  // one named variable posted to a service is how CI hands a service its own token (Coverity's upload takes
  // `token=$TOKEN`); the environment, a credential file or a secret mount sent out is not
  const hits = (lang ? scanProgram(code, lang) : scanBash(code).hits).filter(
    (h) => !LONE_VARIABLE.test(h.detail ?? ""),
  );
  // fetched code run over https is how images and CI install tools (vendors' installers go by every name: llvm.sh,
  // setup_20.x, install.python-poetry.org); from a bare address or over plain http it is a stranger's
  const stranger = STRANGER_URL31.test(code);
  const act = hits.find(
    (h) =>
      h.weight >= SHELL_STRONG31 &&
      SHELL_ACT_RULES31.some((r) => r.test(h.rule)) &&
      (stranger || !FETCH_RUN31.test(h.rule)) &&
      (!lang || namedHost(h.detail ?? "", code)),
  );
  if (act) return act.rule;
  // a credential read handed to a sink in the same code (the read alone is how builds use their secrets)
  const read = hits.find((h) => h.weight >= SHELL_STRONG31 && SHELL_READ31.test(h.rule));
  return read && hits.some((h) => SHELL_SINK31.test(h.rule)) ? read.rule : null;
}

/**
 * A whole program file is longer and looser than an inline `python -c`: a flow the code reader finds there counts only
 * when its host is written in the code as an address (a test's `ca.pem` read through a socket is not a host, and a
 * socket with no host named is a test's local server).
 */
function namedHost(detail: string, code: string): boolean {
  const host = [...detail.matchAll(/ to ([\w-]{1,60}(?:\.[\w-]{1,60}){1,6})/g)][0]?.[1];
  // (a command the program hands to a shell was read by the bash layer itself)
  if (/→ shell\b/.test(detail)) return true;
  return host !== undefined && (code.includes(`://${host}`) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host));
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

/**
 * The literal each of sqlAct's and policyAct's patterns needs (they match ASCII letters only, case aside): a text
 * without it, lower-cased, skips that pattern's pass (most texts hold none of them).
 */
const needs = (lower: string, ...literals: string[]): boolean => literals.some((l) => lower.includes(l));

/** SQL_SEND31 global and case-blind, built once (its lastIndex set before each text's pass; nothing in the pass reads it) */
const SQL_SEND31_GI = new RegExp(SQL_SEND31.source, "gi");

/** a SQL function that posts a row's secret out, a program run by COPY, or a table's writes given to every role */
function sqlAct(text: string, lower: string): CodeAct31 | null {
  // (a grant to the script's own test account, `openstack_citest`, is a CI set-up: the next grant is read)
  const grants = needs(lower, "grant") ? text.matchAll(new RegExp(SQL_OPEN31.source, "gim")) : [];
  const open = [...grants].find((m) => !grantsTestAccount(m[0], text));
  if (open) return { cls: "sql-open", start: open.index, end: open.index + open[0].length };
  const sends = needs(lower, "http", "sys_exec", "xp_cmdshell", "dblink_exec");
  // (run only on a text that may hold a send: most hold none)
  const send = sends ? SQL_SEND31_GI : null;
  if (send) send.lastIndex = 0;
  for (let m = send ? send.exec(text) : null; send !== null && m !== null; m = send.exec(text)) {
    const around = text.slice(m.index, m.index + STATEMENT);
    if (/https?:\/\//i.test(around) && SQL_SECRET31.test(around))
      return { cls: "sql-send", start: m.index, end: m.index + m[0].length };
  }
  SQL_PROGRAM31.lastIndex = 0;
  const programs = needs(lower, "program");
  for (let m = programs ? SQL_PROGRAM31.exec(text) : null; m !== null; m = SQL_PROGRAM31.exec(text)) {
    // the program reads the table on its stdin: any upload of it sends the rows out
    const program = (m[1] ?? "").replace(/''/g, "'");
    const rule = shellAct(program) ?? scanBash(program).hits.find((h) => SHELL_SINK31.test(h.rule))?.rule;
    if (rule) return { cls: `sql-program-${rule.slice(5)}`, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** an Allow for any principal on actions that write, administer or assume, with no condition; or a public admin role */
function policyAct(text: string, lower: string): CodeAct31 | null {
  ANY_PRINCIPAL31.lastIndex = 0;
  const principals = needs(lower, "principal");
  for (let m = principals ? ANY_PRINCIPAL31.exec(text) : null; m !== null; m = ANY_PRINCIPAL31.exec(text)) {
    const statement = text.slice(Math.max(0, m.index - STATEMENT / 2), m.index + STATEMENT);
    if (/\ballow\b/i.test(statement) && WIDE_ACTION31.test(statement) && !/\bconditions?\b/i.test(statement))
      return { cls: "policy-anyone", start: m.index, end: m.index + m[0].length };
  }
  ANONYMOUS_SUBJECT31.lastIndex = 0;
  const subjects = needs(lower, "system:");
  for (let m = subjects ? ANONYMOUS_SUBJECT31.exec(text) : null; m !== null; m = ANONYMOUS_SUBJECT31.exec(text)) {
    const binding = text.slice(Math.max(0, m.index - STATEMENT), m.index + STATEMENT);
    if (ADMIN_CLUSTER_ROLE31.test(binding)) return { cls: "policy-anyone", start: m.index, end: m.index + m[0].length };
  }
  PUBLIC_MEMBER31.lastIndex = 0;
  const members = needs(lower, "member");
  for (let m = members ? PUBLIC_MEMBER31.exec(text) : null; m !== null; m = PUBLIC_MEMBER31.exec(text)) {
    const around = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200);
    if (ADMIN_ROLE31.test(around)) return { cls: "policy-anyone", start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** The first act of consequence done by code in `text`, read as its carriers would run it, or null. Pure. */
export function codeAct31(text: string): CodeAct31 | null {
  if (text.length > MAX31) return null;
  const found = actIn(text, false);
  if (!found) return null;
  // (asked only once an act is found: most texts hold none) a write-up about such code shows it to warn of it
  const lower = lowerCased(text);
  const talks = countCapped(DISCUSSION_MARKERS, lower, TALKS_DOCUMENT);
  return talks + countCapped(WRITEUP29, lower, TALKS_DOCUMENT - talks) >= TALKS_DOCUMENT ? null : found;
}

function actIn(text: string, nested: boolean): CodeAct31 | null {
  // (a patch's added lines or a suggestion are a piece of their file: a RUN or a step needs no FROM or steps: there)
  // (the lower case is read by the carriers' literal pretests and by sqlAct and policyAct: made once)
  const lower = lowerCased(text);
  const runs = workflowRuns(text, nested);
  const pieces = [...dockerRuns(text, nested, lower), ...runs, ...lifecycleScripts(text), ...namedScripts(text)];
  for (const p of [...pieces, ...startedCommands(text, lower)]) {
    const rule = shellAct(p.code, p.lang);
    if (rule) return { cls: `shell-${rule.slice(5)}`, start: p.at, end: p.at + Math.min(p.code.length, 200) };
  }
  const found = ciAct(text, runs) ?? sqlAct(text, lower) ?? policyAct(text, lower);
  if (found || nested) return found;
  for (const p of appliedCode(text)) {
    const inner = actIn(p.code, true);
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
      // a reverse shell in written code (an IaC provisioner, a hook) has no benign reading: the act at full weight
      ...(found.cls === "shell-reverse-shell" ? { factor: { write: 1 } } : {}),
      start: found.start,
      end: Math.max(found.end, found.start + 1),
    },
  ];
}
