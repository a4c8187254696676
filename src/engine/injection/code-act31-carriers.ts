// Where code runs unasked or is handed over to apply, for the code-act reader: each carrier's pieces of code (shell unless a language is named) and where each starts.

import { LIFECYCLE } from "./code-applied30.ts";
import { singleQuoted } from "./shell-quote.ts";

/** at most this many pieces are read per carrier and text */
const MAX_PIECES = 40;

/** a piece of code a carrier runs, where it starts, and its language when it is not shell */
export interface Piece {
  code: string;
  at: number;
  lang?: "python" | "js";
}

/**
 * The literal each carrier's whole-text test needs, asked of the text (or, for a case-blind test, of its lower case)
 * first: a line-anchored pattern is tried at every line start, a literal search is one quick pass, and most texts hold
 * none of them (the test's answer is the same either way).
 */
const holds = (text: string, ...literals: string[]): boolean => literals.some((l) => text.includes(l));

/** Dockerfile RUN instructions (shell form, continuations joined; exec form's arguments joined); `lower`: text's lower case */
export function dockerRuns(text: string, anyRun: boolean, lower: string): Piece[] {
  if (!anyRun && !(holds(lower, "from") && /^\s{0,8}from\s{1,8}\S/im.test(text))) return [];
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
export function workflowRuns(text: string, anyRun: boolean): Piece[] {
  if (
    !anyRun &&
    !(holds(text, "steps", "jobs", "script") && /^\s{0,12}(?:steps|jobs|script|before_script)\s{0,3}:/m.test(text))
  )
    return [];
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
export function lifecycleScripts(text: string): Piece[] {
  const out: Piece[] = [];
  LIFECYCLE.lastIndex = 0;
  for (let m = LIFECYCLE.exec(text); m !== null && out.length < MAX_PIECES; m = LIFECYCLE.exec(text))
    out.push({ code: (m[1] ?? m[2] ?? "").replace(/\\n/g, "\n").replace(/\\"/g, '"'), at: m.index });
  return out;
}

/** a git hook or a Python file that runs on install or test collection, named by the command that printed it */
export function namedScripts(text: string): Piece[] {
  const first = /^\$\s{1,3}(?:cat|head|less|bat|sed\s+-n\s+\S+)\s{1,3}(\S+)[^\n]*\n/.exec(text);
  const path = first?.[1] ?? "";
  const body = first ? text.slice(first[0].length) : text;
  const at = first ? first[0].length : 0;
  if (/(?:^|\/)(?:\.git\/hooks|\.husky|\.githooks)\/[\w.-]+$/.test(path)) return [{ code: body, at }];
  if (
    /(?:^|\/)(?:setup|conftest|noxfile|fabfile)\.py$/.test(path) ||
    (holds(body, "setuptools") && /^\s*from\s+setuptools\s+import\b/m.test(body))
  )
    return [{ code: body, at, lang: "python" }];
  // a tool's config written as a program runs whenever the tool starts (a bundler, a linter, a test runner)
  if (/(?:^|\/)(?:[\w-]+\.config|\.eslintrc|gulpfile|gruntfile|\.prettierrc|\.babelrc)\.[cm]?[jt]s$/i.test(path))
    return [{ code: body, at, lang: "js" }];
  // a Makefile's recipes run on `make`
  if (/(?:^|\/)(?:gnu)?makefile(?:\.(?!md$|txt$|rst$|html?$)[\w-]{1,20})?$|\.mk$/i.test(path))
    return [{ code: [...body.matchAll(/^\t@?-?([^\n]+)/gm)].map((m) => m[1]).join("\n"), at }];
  return [];
}

/**
 * Commands a container, a dev container or an infrastructure run starts on its own: compose and Kubernetes
 * `command:`/`entrypoint:`/`args:` (a string, a flow list or a block list), a dev container's lifecycle commands
 * (`initializeCommand` runs on the host), Terraform's `local-exec`/`remote-exec` commands.
 */
export function startedCommands(text: string, lower: string): Piece[] {
  const out: Piece[] = [];
  if (
    holds(lower, "services", "containers", "spec") &&
    /^\s{0,12}(?:services|containers|initcontainers|spec)\s{0,3}:/im.test(text)
  ) {
    const re = /^([ \t]{0,24})(?:-[ \t]{1,4})?(?:command|entrypoint|args)[ \t]{0,3}:[ \t]{0,3}([^\n]*)/gm;
    for (let m = re.exec(text); m !== null && out.length < MAX_PIECES; m = re.exec(text)) {
      let code = (m[2] ?? "").trim();
      if (code === "" || /^[|>][-+]?$/.test(code)) {
        const indent = (m[1] ?? "").length;
        const lines: string[] = [];
        for (const line of text.slice(m.index + m[0].length + 1).split("\n", 60)) {
          if (line.trim() !== "" && (/^[ \t]*/.exec(line)?.[0].length ?? 0) <= indent && !/^\s*-\s/.test(line)) break;
          lines.push(line.replace(/^\s*-\s+/, ""));
        }
        code = lines.join(code === "" ? " " : "\n");
      }
      out.push({ code: unlist(code), at: m.index });
    }
  }
  const dev =
    /"(?:initialize|onCreate|updateContent|postCreate|postStart|postAttach)Command"\s{0,3}:\s{0,3}("(?:[^"\\\n]|\\.){1,800}"|\[[^\]]{1,800}\])/g;
  for (let m = dev.exec(text); m !== null && out.length < MAX_PIECES; m = dev.exec(text))
    out.push({ code: unlist((m[1] ?? "").replace(/\\"/g, '"')), at: m.index });
  const tf =
    /provisioner\s{1,3}"(?:local|remote)-exec"\s{0,3}\{[^}]{0,400}?\b(?:command|inline)\s{0,3}=\s{0,3}(<<-?(\w{1,20})\n[\s\S]{0,2000}?\n\s{0,8}\2|"(?:[^"\\\n]|\\.){1,800}"|\[[^\]]{1,2000}\])/g;
  for (let m = tf.exec(text); m !== null && out.length < MAX_PIECES; m = tf.exec(text))
    out.push({ code: unlist((m[1] ?? "").replace(/^<<-?\w+\n|\n\s*\w+$/g, "")), at: m.index });
  return out;
}

/** a string or a list of strings as the command line it stands for: `["sh", "-c", "x"]` is `sh -c 'x'` */
function unlist(code: string): string {
  const t = code.trim();
  if (!t.startsWith("[")) return t.replace(/^"([\s\S]*)"$/, "$1").replace(/^'([\s\S]*)'$/, "$1");
  const items = [...t.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((a) => (a[1] ?? a[2] ?? "").replace(/\\"/g, '"'));
  // `sh -c` takes its script as one word: quote it so the layer reads it as the script
  return items.map((w, i) => (i > 0 && /^-c$/.test(items[i - 1] ?? "") ? singleQuoted(w) : w)).join(" ");
}

/** code handed over to apply: a review's suggestion blocks and a patch's added lines, with where each starts */
export function appliedCode(text: string): Piece[] {
  const out: Piece[] = [];
  // (every match holds the fence's literal: a text without it, most, builds no matcher)
  if (text.includes("```suggestion"))
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
