// Parameter-expansion operators for static expansion: ${v/a/b}, ${v##*/}, ${v%x}, ${v,,}, ${v:-d}, and $SHELL itself.

import { RE2JS } from "re2js";

/** The operator part of a `${name…}` reference: pattern substitution, prefix/suffix removal, case change, default. */
const OPERATOR =
  /^\$\{!?[A-Za-z_]\w{0,63}(?:\[[^\]}]{1,16}\])?((?:\/[/#%]?|#{1,2}|%{1,2})[^}]{0,200}|[,^]{1,2}[^}]{0,40}|:?[-=][^}]{0,200})\}$/;
/** Longer values are left as they are: the prefix and suffix searches try every cut. */
const MAX_OPERAND = 512;
/** A default that names a shell or a network tool, as a command word would. */
const PROGRAM_DEFAULT =
  /^(?:\S*\/)?(?:(?:ba|z|da|k|c|tc|fi)?sh|curl|wget|nc|ncat|netcat|socat|telnet|ssh|scp|rsync|python3?|perl|ruby|node|php)$/;
/** The shell running the script: `$SHELL`, `$BASH` unassigned in the script name a shell all the same. */
const SHELL_VARIABLES = new Set(["SHELL", "BASH"]);

/**
 * A shell glob (`*`, `?`, `[…]`, `\x`) as a regular-expression source. A run of stars is one star: it matches the same,
 * and `.*.*.*…` backtracks without end on a near miss.
 */
export function globSource(glob: string): string {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*" && glob[i - 1] === "*" && glob[i - 2] !== "\\") continue;
    if (c === "*") out += "[\\s\\S]*";
    else if (c === "?") out += "[\\s\\S]";
    else if (c === "\\" && i + 1 < glob.length) out += (glob[++i] as string).replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
    else if (c === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close < 0) out += "\\[";
      else {
        const body = glob
          .slice(i + 1, close)
          .replace(/^[!^]/, "^")
          .replace(/\\/g, "\\\\");
        out += `[${body}]`;
        i = close;
      }
    } else out += c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
  }
  return out;
}

/**
 * A glob's regex on re2js (linear time): the script names both the pattern and the value, and on a backtracking engine
 * `${x/*s*s*s*s*s*s*q/}` of 200 letters never ends. Null when RE2 cannot compile it (the value then stays as it is).
 */
function linearRegex(source: string): RE2JS | null {
  try {
    return RE2JS.compile(RE2JS.translateRegExp(source));
  } catch {
    return null;
  }
}

function wholeMatch(glob: string): RE2JS | null {
  return linearRegex(`^(?:${globSource(glob)})$`);
}

/** `${v#p}` `${v##p}` `${v%p}` `${v%%p}`: the shortest or longest prefix or suffix matching p removed. */
function removeAffix(value: string, op: string, glob: string): string {
  const re = wholeMatch(glob);
  if (re === null) return value;
  const n = value.length;
  if (op === "#" || op === "##") {
    for (let k = 0; k <= n; k++) {
      const cut = op === "#" ? k : n - k;
      if (re.matches(value.slice(0, cut))) return value.slice(cut);
    }
  } else {
    for (let k = 0; k <= n; k++) {
      const cut = op === "%" ? n - k : k;
      if (re.matches(value.slice(cut))) return value.slice(0, cut);
    }
  }
  return value;
}

/** `${v/p/r}` `${v//p/r}` `${v/#p/r}` `${v/%p/r}`: the pattern replaced once, everywhere, at the start or at the end. */
function substitute(value: string, body: string): string {
  const mode = body.startsWith("//") ? "g" : body.startsWith("/#") ? "#" : body.startsWith("/%") ? "%" : "1";
  const rest = body.slice(mode === "1" ? 1 : 2);
  const slash = /(?<!\\)\//.exec(rest);
  const glob = slash ? rest.slice(0, slash.index) : rest;
  const replacement = slash ? rest.slice(slash.index + 1) : "";
  let source = globSource(glob);
  if (mode === "#") source = `^(?:${source})`;
  if (mode === "%") source = `(?:${source})$`;
  if (source === "" && mode !== "#" && mode !== "%") return value;
  const re = linearRegex(source);
  if (re === null) return value;
  const m = re.matcher(value);
  return mode === "g" ? m.replaceAll(() => replacement) : m.replaceFirst(() => replacement);
}

/** `${v,,}` `${v^^}` `${v,}` `${v^}`: case changed (a pattern after the operator is taken as matching every letter). */
function changeCase(value: string, op: string): string {
  if (op.startsWith(",,")) return value.toLowerCase();
  if (op.startsWith("^^")) return value.toUpperCase();
  const first = op.startsWith(",") ? value.slice(0, 1).toLowerCase() : value.slice(0, 1).toUpperCase();
  return first + value.slice(1);
}

/**
 * What the operator of `ref` does to a known value, or null when `ref` has none this reader applies (`${v:-d}` of an
 * assigned value is the value itself).
 */
export function operatorOf(ref: string): ((value: string) => string) | null {
  const op = OPERATOR.exec(ref)?.[1];
  if (op === undefined || /^:?[-=]/.test(op)) return null;
  return (value: string): string => {
    if (value.length > MAX_OPERAND) return value;
    if (op.startsWith("/")) return substitute(value, op);
    if (op.startsWith(",") || op.startsWith("^")) return changeCase(value, op);
    const affix = /^(##?|%%?)([\s\S]*)$/.exec(op);
    return affix ? removeAffix(value, affix[1] as string, affix[2] as string) : value;
  };
}

/**
 * An operator this reader cannot follow: its pattern quotes or nests (`${PATH#"${GIT_EXEC_PATH}:"}`), where the
 * reference's own end is past the first `}`. Such a reference stays as written, or the expanded script's quoting breaks.
 */
export function operatorUnreadable(ref: string): boolean {
  const op = OPERATOR.exec(ref)?.[1];
  if (op === undefined || /^:?[-=]/.test(op)) return false;
  const pattern = op.startsWith("/") ? (op.replace(/^\/[/#%]?/, "").split(/(?<!\\)\//)[0] ?? "") : op;
  return /["'`{}\\$]/.test(pattern) || (op.startsWith("/") && /["'`{}]/.test(op));
}

/**
 * The value of a reference to a variable the script never assigned: `${x:-d}` / `${x:=d}` run with their default,
 * `$SHELL` / `$BASH` are a shell, and an operator on an unknown value still carries that value (`${c,,}` of a loop's
 * chunk is the chunk). Undefined when the reference stays as written.
 */
export function unassignedValue(name: string, ref: string): string | undefined {
  const op = OPERATOR.exec(ref)?.[1];
  const fallback = op !== undefined && /^:?[-=]/.test(op) ? op.replace(/^:?[-=]/, "") : undefined;
  // (a default that quotes, nests or substitutes stays as written: its text is not a constant)
  const bare = fallback?.replace(/^(["'])(.*)\1$/, "$2");
  // (only a default that names a program: `${TMPDIR:-/tmp}` changes nothing this layer reads, and every changed text is
  // one more derived scan of the script)
  if (bare !== undefined && bare !== "" && !/[$`"'\\{}()]/.test(bare) && PROGRAM_DEFAULT.test(bare)) return bare;
  if (SHELL_VARIABLES.has(name)) {
    const shell = "/bin/bash";
    const apply = operatorOf(ref);
    return apply ? apply(shell) : shell;
  }
  if (op !== undefined && fallback === undefined && !ref.startsWith("${!") && !ref.includes("[")) return `\${${name}}`;
  return undefined;
}

/** `declare -n`, `local -n`, `typeset -n`: the words declare name references (`declare -n r=HOME`: `$r` is `$HOME`). */
export function isNameRef(words: readonly { text: string }[]): boolean {
  return words.slice(1).some((w) => /^-[a-zA-Z]*n/.test(w.text));
}
