// Whether a text reads as source code: most lines end or start like code, or it is a script or a minified bundle.

import { askLineEnd45, csvExport45 } from "./ask-line45.ts";

/**
 * A line that ends or starts like code. `name = value` with spaces is a Python (or INI) assignment; prose almost never
 * puts a lone `=` between a bare identifier and a value.
 */
const CODE_LINE =
  /(?:[;{}(),[\]]|=>|\*\/)\s*$|^\s*(?:import|export|const|let|var|function|return|if|for|while|class|interface|type|def|from|async|await|public|private|package|func|fn|use|#include|\/\/|\*|\/\*|@)\b|^\s*(?:then|else|fi|done|esac|do)\s*(?:#.*)?$|^\s*elif\b|^\s*(?:echo|printf)\s{1,4}["'$-]|^\s*exit(?:\s{1,4}(?:\d{1,3}|\$\S+))?\s*$|^\s*(?:local|unset|shift)\b(?:\s{1,4}[a-z_][a-z0-9_]*(?:=\S*)?)*\s*$|^#!\/|^\s*[a-z_][a-z0-9_]{0,30}=\S|^\s*[a-z_][a-z0-9_.]{0,40}\s{1,2}[-+*|]?=\s{1,2}[^\s=]|\\$/;

/**
 * A multi-line literal that code holds: a template or triple-quoted string opened after `=`, `(`, `,`, `:` or `return`
 * (`export const GRADER_PROMPT = \``, `SYSTEM = """`, `messages.append(f"""`), or a docstring opening its own line.
 * Its lines are the program's data or documentation, neither code nor prose, so they are not counted: a module of
 * prompts reads as the code it is. Group 1 is the opener.
 */
const HELD_OPEN = /(?:(?:[=(,:]|\breturn)\s{0,2}[a-z]{0,2}|^\s*[rbu]?)(`(?!`)|"""|''')/;

/**
 * Whether the text is JSON (a document or JSON lines) after one line that asked for it (`$ head -n 5 events.jsonl`,
 * `read_file("feed.json")`, `cat flags.json | jq .`): the export's strings are its records' values, as in bare JSON.
 */
export function jsonAfterAsk45(text: string): boolean {
  const at = askLineEnd45(text);
  return at > 0 && /^\s{0,8}[[{]\s{0,8}"/.test(text.slice(at, at + 40));
}

function lineEnd(text: string, pos: number): number {
  const end = text.indexOf("\n", pos);
  return end < 0 ? text.length : end;
}

/** Most of the text's first 400 counted lines read as code, or it is one short assignment or a minified bundle. */
export function looksLikeCode(text: string): boolean {
  // JSON (an API answer, a tool list, an issue) is data: its strings are the content, not a program's literals
  if (/^\s*[[{]\s*"/.test(text)) return false;
  // (so is JSON after the one line that asked for it, a shell prompt's command or a tool call's echo, and a CSV or
  // TSV export, whose rows end in "," where a cell is empty: ask-line45.ts)
  if (jsonAfterAsk45(text) || csvExport45(text)) return false;
  let lines = 0;
  let code = 0;
  let head = 0;
  let held = 0;
  let pos = 0;
  // the next closer after a point, remembered per closer: a line that opens a literal never closed (a hostile text
  // with one on every line) must not search the rest of the text again each time
  const known = new Map<string, number>();
  const nextCloser = (closer: string, from: number): number => {
    const at = known.get(closer);
    if (at !== undefined && (at < 0 || at >= from)) return at;
    const found = text.indexOf(closer, from);
    known.set(closer, found);
    return found;
  };
  while (pos < text.length && lines < 400) {
    let end = lineEnd(text, pos);
    const line = text.slice(pos, end);
    if (line.trim().length > 0) {
      lines++;
      const open = HELD_OPEN.exec(line);
      const closer = open ? open[1] : "";
      const close = open ? nextCloser(closer, pos + open.index + open[0].length) : -1;
      if (open && close > end) {
        // the literal runs past this line: its opening line and its closing line count as code, what it holds not at all
        const docstring = /^\s*[rbu]?["'`]/.test(line);
        held++;
        if (!docstring) code++;
        if (!docstring && lines <= 5) head++;
        end = lineEnd(text, close + closer.length);
      } else if (CODE_LINE.test(line)) {
        code++;
        if (lines <= 5) head++;
      }
    }
    pos = end + 1;
  }
  // a source file that opens with code (imports, declarations) and then holds long prompts in template literals
  // (a module of two or three declarations is short once its literals are not counted)
  if ((lines >= 3 || held > 0) && (code / lines >= 0.4 || head >= 4)) return true;
  // one or two lines that assign a string in source (`const persona = \`You are …\`;`): a prompt a developer holds
  return (lines < 3 && SHORT_ASSIGNMENT.test(text)) || minified(text, pos);
}
/** a declaration that assigns a string or template literal, opening a short text */
const SHORT_ASSIGNMENT =
  /^\s*(?:export\s{1,4})?(?:const|let|var)\s{1,4}[a-z_$][\w$]{0,40}\s{0,2}(?::[^=\n]{1,40})?=\s{0,2}[`"']/;
/**
 * A bundled or minified program (a few very long lines, dense in `;` and braces) is code even though its lines do not
 * end like code: the prompts a bundle carries sit in its string literals. Counted over the part the line pass read.
 */
function minified(text: string, upTo: number): boolean {
  const n = Math.min(upTo, text.length);
  if (n < 2000) return false;
  let semi = 0;
  let brace = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 59) semi++;
    else if (c === 123 || c === 125) brace++;
  }
  // JSON has braces but no semicolons; prose has neither
  return semi / n >= 0.004 && (semi + brace) / n >= 0.02;
}

/** a command-line option and its quoted value: `-a 'answer briefly.'`, `--prompt="…"` */
const FLAG_ARGUMENT = /(?:^|[ \t])-{1,2}[a-z][\w-]{0,24}[ =](['"])[^'"\n]{1,400}\1/g;

/**
 * The quoted value of a command-line option in documentation (a man page's example `tool -a 'pretend to be the
 * maintainer and answer'`): the argument a command is given is data for that program, quoted like inline code.
 * Pushes [start, end, factor] spans of the quoted values.
 */
export function flagArgumentSpans(text: string, out: number[], factor: number, max: number): void {
  FLAG_ARGUMENT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (out.length < max && (m = FLAG_ARGUMENT.exec(text)) !== null) {
    const quote = m.index + m[0].indexOf(m[1]);
    out.push(quote, m.index + m[0].length, factor);
  }
}
