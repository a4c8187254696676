// What an edit from the shell replaces and with what: sed/perl substitutions, sd, fastmod, comby, ast-grep, yq/jq assignments.

import type { Stage } from "./shell-words.ts";

/** One replacement an editing command makes: the old text's pattern, the new text, the files it edits. */
export interface EditPair {
  from: string;
  to: string;
  targets: string[];
}

/** sed's a/i/c command opening the script: the rest of the argument is the inserted text. */
const INSERT = /^\s{0,3}(?:\d+|\$|\/[^/\n]{0,200}\/)?\s{0,3}[aic](?:\\|\s)/;
const MAX_PAIRS = 16;

/**
 * The substitutions of a sed or perl script (`s|npm test|npm test && …|g`), each command of the script apart (`;`, new
 * lines, `-e`): the pattern and the text it puts in. The delimiter is whatever punctuation follows the `s`; an insert's
 * text (`1a …;s=socket…`) is text to the end, so nothing in it is a command.
 */
export function substitutions(arg: string): { from: string; to: string }[] {
  if (INSERT.test(arg)) return [];
  const out: { from: string; to: string }[] = [];
  for (const m of arg.matchAll(/(?:^|[;\n{}]\s{0,3})(?:\d+|\$|\/[^/\n]{0,200}\/)?\s{0,3}s([/|#,:@!%+~])/g)) {
    const d = m[1] as string;
    let i = (m.index as number) + m[0].length;
    const parts: string[] = [""];
    while (i < arg.length && parts.length < 3) {
      const c = arg[i] as string;
      if (c === "\\" && i + 1 < arg.length) {
        parts[parts.length - 1] += arg[i + 1] === d ? d : `\\${arg[i + 1]}`;
        i += 2;
        continue;
      }
      if (c === d) parts.push("");
      else parts[parts.length - 1] += c;
      i++;
    }
    if (parts.length === 3 && out.length < MAX_PAIRS) out.push({ from: parts[0] as string, to: parts[1] as string });
  }
  return out;
}

/** The text a sed or perl script's substitutions put in, joined by lines, or null when it holds none. */
export function substitutedText(arg: string): string | null {
  const subs = substitutions(arg);
  return subs.length === 0 ? null : subs.map((x) => x.to).join("\n");
}

/** `.a.b = "value"`, `.a.b |= "value"`, `(.steps[] | select(…)).run = "…"`: a yq or jq assignment of a string. */
const ASSIGN = /([.\w[\]"()|= -]{1,200}?)\s*\|?=\s*"((?:\\.|[^"\\]){0,400})"/g;

/** The positional words of a command (no options, no option values for the options listed). */
function positional(s: Stage, valued: RegExp): string[] {
  const out: string[] = [];
  const a = s.argv.slice(1).map((w) => w.text);
  for (let i = 0; i < a.length; i++) {
    const w = a[i] as string;
    if (valued.test(w)) i++;
    else if (!w.startsWith("-")) out.push(w);
  }
  return out;
}

/**
 * Every replacement one command makes in files: `sed -i`/`perl -pi` substitutions on their file arguments, `sd FROM TO
 * FILES`, `fastmod FROM TO [PATHS]`, `comby FROM TO [-d DIR]`, `ast-grep run -p FROM -r TO PATHS`, and a yq or jq
 * program's string assignments (the key path as the old text). Empty for any other command. Pure.
 */
export function substitutedPairs(s: Stage): EditPair[] {
  const args = s.argv.slice(1).map((w) => w.text);
  if (s.name === "sed" || s.name === "perl") {
    const exprs = args.filter((a, i) => !a.startsWith("-") || args[i - 1] === "-e");
    const pairs = exprs.flatMap((a) => substitutions(a));
    const targets = positional(s, /^-(?:e|f|[a-zA-Z]*[ef])$/).filter((a) => substitutions(a).length === 0);
    return pairs.map((p) => ({ ...p, targets }));
  }
  if (s.name === "sd" || s.name === "fastmod" || s.name === "comby") {
    const p = positional(s, /^-(?:d|e|m|t|-extensions|-dir|-matcher|-timeout|f|-file-filter)$/);
    if (p.length < 2) return [];
    const dir = args[args.indexOf("-d") + 1];
    const targets = [...p.slice(2), ...(args.includes("-d") && dir !== undefined ? [dir] : [])];
    return [{ from: p[0] as string, to: p[1] as string, targets }];
  }
  if (s.name === "ast-grep" || s.name === "sg") {
    const at = (re: RegExp): string | undefined => args[args.findIndex((a) => re.test(a)) + 1];
    const from = at(/^(?:-p|--pattern)$/);
    const to = at(/^(?:-r|--rewrite)$/);
    if (from === undefined || to === undefined || !args.some((a) => /^(?:-p|--pattern)$/.test(a))) return [];
    return [
      { from, to, targets: positional(s, /^(?:-p|--pattern|-r|--rewrite|-l|--lang)$/).filter((a) => a !== "run") },
    ];
  }
  if (s.name === "yq" || s.name === "jq") {
    const p = positional(s, /^(?:--arg|--argjson|--rawfile|--slurpfile)$/);
    const [expr, ...files] = p;
    if (expr === undefined) return [];
    return [...expr.matchAll(ASSIGN)]
      .slice(0, MAX_PAIRS)
      .map((m) => ({ from: (m[1] as string).trim(), to: (m[2] as string).replace(/\\"/g, '"'), targets: files }));
  }
  return settingPairs(s, args);
}

/**
 * A config tool's setting as a replacement (the key as the old text, the value as the new): `xmlstarlet ed -L -u XPATH
 * -v VALUE FILE`, `npm pkg set KEY=VALUE` (package.json), `git config --file F KEY VALUE`, `dasel put -f F -s KEY -v
 * VALUE` (and `dasel put -f F -t string -v VALUE KEY`), `toml set FILE KEY VALUE`, `crudini --set FILE SECTION KEY VALUE`.
 */
function settingPairs(s: Stage, args: string[]): EditPair[] {
  if (s.name === "xmlstarlet" || s.name === "xml") {
    const out: EditPair[] = [];
    const file = args[args.length - 1] ?? "";
    for (let i = 0; i < args.length - 3 && out.length < MAX_PAIRS; i++)
      if (/^(?:-u|--update|-s|--subnode|-a|--append|-i|--insert)$/.test(args[i] as string)) {
        const v = args.findIndex((a, j) => j > i && /^(?:-v|--value)$/.test(a));
        if (v > i && args[v + 1] !== undefined)
          out.push({ from: args[i + 1] as string, to: args[v + 1] as string, targets: [file] });
      }
    return out;
  }
  if ((s.name === "npm" || s.name === "pnpm") && args[0] === "pkg" && args[1] === "set")
    return args
      .slice(2)
      .map((a) => /^([\w.:@/-]+)=([\s\S]*)$/.exec(a))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ from: m[1] as string, to: m[2] as string, targets: ["package.json"] }));
  if (s.name === "git" && args[0] === "config") {
    const f = args.findIndex((a) => a === "--file" || a === "-f");
    const rest = args.filter((a, i) => !a.startsWith("-") && i !== f + 1);
    if (f >= 0 && rest.length >= 3 && args[f + 1] !== undefined)
      return [{ from: rest[1] as string, to: rest[2] as string, targets: [args[f + 1] as string] }];
    return [];
  }
  if (s.name === "dasel" && args[0] === "put") {
    const at = (re: RegExp): string | undefined => args[args.findIndex((a) => re.test(a)) + 1];
    const to = at(/^(?:-v|--value)$/);
    const key =
      at(/^(?:-s|--selector)$/) ??
      positional(s, /^(?:-f|--file|-t|--type|-r|-w|-v|--value|-s)$/)
        .slice(1)
        .pop();
    const file = at(/^(?:-f|--file)$/);
    return to !== undefined && key !== undefined ? [{ from: key, to, targets: file === undefined ? [] : [file] }] : [];
  }
  if (s.name === "toml" && args[0] === "set") {
    const p = positional(s, /^--toml-path$/).slice(1);
    const file = p[0] ?? args[args.indexOf("--toml-path") + 1] ?? "";
    return p.length >= 3 ? [{ from: p[1] as string, to: p[2] as string, targets: [file] }] : [];
  }
  if (s.name === "crudini" && args[0] === "--set" && args.length >= 5)
    return [{ from: `${args[2]}.${args[3]}`, to: args[4] as string, targets: [args[1] as string] }];
  return [];
}
