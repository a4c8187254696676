// A small linear shell tokenizer: commands, pipelines, quoting, $(…)/`…`/<(…) substitutions, redirections, heredocs.

import { closeParen, plainRun, QUOTED_STOP, spanBudget, WORD_STOP } from "./shell-spans.ts";

export interface Word {
  /** the value with quotes removed (substitutions kept as their raw text) */
  text: string;
  start: number;
  end: number;
}

export interface Redirect {
  op: string;
  target: Word;
}

export interface Command {
  words: Word[];
  redirects: Redirect[];
  /** commands of one pipeline share this id; `stage` orders them */
  pipeline: number;
  stage: number;
  /** heredoc / here-string bodies fed to this command's stdin */
  stdin: Word[];
  /** nesting depth: 0 for top level, 1 inside $(…) and so on */
  depth: number;
  start: number;
  end: number;
}

export interface ParsedShell {
  commands: Command[];
  /** true when the text had more than MAX_COMMANDS commands and the rest was not parsed */
  truncated: boolean;
  /** bodies of heredocs and quoted strings: prose that the command carries */
  literals: Word[];
}

const MAX_DEPTH = 6;
const MAX_HEREDOC = 64 * 1024;
/** a real command line has a handful of commands; past this many the rest is not parsed (bounded memory and time) */
export const MAX_COMMANDS = 5000;

const DQ_ESCAPABLE = '$`"\\';

export function parseShell(src: string): ParsedShell {
  const out: ParsedShell = { commands: [], literals: [], truncated: false };
  let pipelineSeq = 0;
  // (one budget for every span the parse closes: linear whatever the nesting, shell-spans.ts)
  const spans = spanBudget(src.length);
  const parseRange = (from: number, to: number, depth: number): void => {
    let pipeline = pipelineSeq++;
    let stage = 0;
    let cmd: Command = { words: [], redirects: [], pipeline, stage, stdin: [], depth, start: from, end: from };
    let word = "";
    let wordStart = -1;
    let pendingRedirect: string | null = null;
    // open `( … )` subshell groups: their commands are parsed as commands (the last one feeds a pipe after `)`)
    let groups = 0;
    // open `{ …; }` groups: the same, the command before `; }` taken up again so that it feeds what follows `}`
    let braces = 0;
    const rangeFirst = out.commands.length;
    const heredocs: { delim: string; cmd: Command }[] = [];
    const flushWord = (end: number): void => {
      if (wordStart < 0) return;
      const w: Word = { text: word, start: wordStart, end };
      if (pendingRedirect !== null) {
        if (pendingRedirect === "<<<") cmd.stdin.push(w);
        else cmd.redirects.push({ op: pendingRedirect, target: w });
        pendingRedirect = null;
      } else cmd.words.push(w);
      word = "";
      wordStart = -1;
    };
    const endCommand = (end: number, newPipeline: boolean): void => {
      flushWord(end);
      cmd.end = end;
      if (cmd.words.length > 0 || cmd.redirects.length > 0 || cmd.stdin.length > 0) out.commands.push(cmd);
      if (newPipeline) {
        pipeline = pipelineSeq++;
        stage = 0;
      } else stage++;
      cmd = { words: [], redirects: [], pipeline, stage, stdin: [], depth, start: end, end };
    };
    const sub = (open: number, inner: number): number => {
      // $( … ) or <( … ): parse the inside as its own commands, keep the raw text in the word
      const close = closeParen(src, inner, to, spans);
      const stop = close < 0 ? to : close;
      if (depth < MAX_DEPTH) parseRange(inner, close < 0 ? to : close - 1, depth + 1);
      if (wordStart < 0) wordStart = open;
      word += src.slice(open, stop);
      return stop;
    };
    let i = from;
    while (i < to) {
      if (out.commands.length >= MAX_COMMANDS) {
        out.truncated = true;
        return;
      }
      const c = src[i];
      if (c === "\\" && i + 1 < to) {
        if (src[i + 1] === "\n") {
          i += 2;
          continue;
        }
        if (wordStart < 0) wordStart = i;
        word += src[i + 1];
        i += 2;
      } else if (c === "'") {
        const j = src.indexOf("'", i + 1);
        const stop = j < 0 || j >= to ? to : j;
        if (wordStart < 0) wordStart = i;
        const lit = src.slice(i + 1, stop);
        word += lit;
        if (lit.length > 3) out.literals.push({ text: lit, start: i + 1, end: stop });
        i = stop + 1;
      } else if (c === '"') {
        if (wordStart < 0) wordStart = i;
        const litStart = i + 1;
        let lit = "";
        i++;
        while (i < to && src[i] !== '"') {
          if (src[i] === "\\" && i + 1 < to) {
            // inside double quotes a backslash escapes only $ ` " \ and a newline; before anything else it stays
            const n = src[i + 1];
            if (n !== "\n") lit += DQ_ESCAPABLE.includes(n) ? n : `\\${n}`;
            i += 2;
          } else if (src[i] === "$" && src[i + 1] === "(") {
            const before = word.length;
            i = sub(i, i + 2);
            lit += word.slice(before);
            word = word.slice(0, before);
          } else if (src[i] === "`") {
            const j = src.indexOf("`", i + 1);
            const stop = j < 0 || j >= to ? to : j;
            if (depth < MAX_DEPTH) parseRange(i + 1, stop, depth + 1);
            lit += src.slice(i, stop + 1);
            i = stop + 1;
          } else {
            const j = plainRun(src, i, to, QUOTED_STOP);
            lit += src.slice(i, j);
            i = j;
          }
        }
        word += lit;
        if (lit.length > 3) out.literals.push({ text: lit, start: litStart, end: i });
        i++;
      } else if (c === "$" && src[i + 1] === "(") {
        i = sub(i, i + 2);
      } else if (c === "(" && wordStart >= 0 && /^[A-Za-z_]\w*(?:\[[^\]]*\])?\+?=$/.test(word)) {
        // NAME=(a b c): an array assignment is one word
        const close = closeParen(src, i + 1, to, spans);
        const stop = close < 0 ? to : close;
        word += src.slice(i, stop);
        i = stop;
      } else if ((c === "<" || c === ">") && src[i + 1] === "(" && wordStart < 0) {
        i = sub(i, i + 2);
      } else if (c === "`") {
        const j = src.indexOf("`", i + 1);
        const stop = j < 0 || j >= to ? to : j;
        if (depth < MAX_DEPTH) parseRange(i + 1, stop, depth + 1);
        if (wordStart < 0) wordStart = i;
        word += src.slice(i, stop + 1);
        i = stop + 1;
      } else if (c === " " || c === "\t") {
        flushWord(i);
        i++;
      } else if (c === "\n") {
        endCommand(i, true);
        i++;
        // heredoc bodies start on the next line
        while (heredocs.length > 0) {
          const h = heredocs.shift() as { delim: string; cmd: Command };
          let lineStart = i;
          // a body longer than MAX_HEREDOC (or unterminated) ends there: `<<` in non-shell text must not make this quadratic
          const limit = Math.min(to, i + MAX_HEREDOC);
          let bodyEnd = limit;
          let next = limit;
          while (lineStart < limit) {
            let lineEnd = src.indexOf("\n", lineStart);
            if (lineEnd < 0 || lineEnd > limit) lineEnd = limit;
            if (src.slice(lineStart, lineEnd).trim() === h.delim) {
              bodyEnd = lineStart;
              next = Math.min(to, lineEnd + 1);
              break;
            }
            lineStart = lineEnd + 1;
          }
          const body: Word = { text: src.slice(i, bodyEnd), start: i, end: bodyEnd };
          h.cmd.stdin.push(body);
          out.literals.push(body);
          i = next;
        }
      } else if (c === ";" || (c === "&" && src[i + 1] !== ">" && src[i - 1] !== ">")) {
        const two = src[i + 1] === c;
        endCommand(i, true);
        i += two ? 2 : 1;
      } else if (c === "|") {
        if (src[i + 1] === "|") {
          endCommand(i, true);
          i += 2;
        } else {
          endCommand(i, false);
          i += src[i + 1] === "&" ? 2 : 1;
        }
      } else if (c === "#" && wordStart < 0) {
        const j = src.indexOf("\n", i);
        i = j < 0 || j > to ? to : j;
      } else if (
        (c === ">" || c === "<") &&
        // `cat<<EOF`: a heredoc glued to the word before it still starts one (the usage text of many scripts)
        (wordStart < 0 || /^\d$/.test(word) || word === "&" || (c === "<" && src[i + 1] === "<" && src[i + 2] !== "<"))
      ) {
        if (wordStart >= 0 && (/^\d$/.test(word) || word === "&")) {
          word = "";
          wordStart = -1;
        } else flushWord(i);
        let op = c;
        let j = i + 1;
        while (
          j < to &&
          j < i + 3 &&
          (src[j] === ">" || src[j] === "<" || src[j] === "&" || src[j] === "|" || src[j] === "-")
        )
          op += src[j++];
        i = j;
        if (op.startsWith("<<") && op !== "<<<") {
          while (i < to && (src[i] === " " || src[i] === "\t")) i++;
          let k = i;
          while (k < to && !/[\s;|&]/.test(src[k])) k++;
          const delim = src.slice(i, k).replace(/['"\\]/g, "");
          heredocs.push({ delim, cmd });
          i = k;
        } else if (op.endsWith("&") && /\d/.test(src[i] ?? "")) {
          i++; // 2>&1: a descriptor copy, no target word
        } else pendingRedirect = op;
      } else if (c === "(" && wordStart < 0 && cmd.words.length === 0 && src[i + 1] !== "(") {
        groups++;
        i++;
      } else if (c === ")" && groups > 0) {
        flushWord(i);
        groups--;
        i++;
      } else if (c === "{" && wordStart < 0 && cmd.words.length === 0 && /[ \t\n]/.test(src[i + 1] ?? "")) {
        braces++;
        i++;
      } else if (
        c === "}" &&
        braces > 0 &&
        wordStart < 0 &&
        cmd.words.length === 0 &&
        cmd.redirects.length === 0 &&
        /^[\s;|&)<>]?$/.test(src[i + 1] ?? "")
      ) {
        braces--;
        i++;
        // `{ a; b; } | c`: b is the command that writes into the pipe (and takes the group's redirections)
        const last = out.commands[out.commands.length - 1];
        if (last && out.commands.length > rangeFirst && last.depth === depth && cmd.stdin.length === 0) {
          out.commands.pop();
          cmd = last;
          pipeline = last.pipeline;
          stage = last.stage;
        }
      } else {
        if (wordStart < 0) wordStart = i;
        const j = plainRun(src, i, to, WORD_STOP);
        word += src.slice(i, j);
        i = j;
      }
    }
    endCommand(to, true);
  };
  parseRange(0, src.length, 0);
  return out;
}
