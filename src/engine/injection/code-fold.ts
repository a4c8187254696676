// A program's constants folded into the strings they spell (joins, char codes, hex, home paths, reflection, names).

import { B64_CALL, B64_GATE, base64Text } from "./code-fold-base6443.ts";
import { ROT13_CALL, ROT13_GATE, rot13Literal } from "./code-fold-rot13.ts";

/**
 * Programs hide a command, a host or a function by building it: `"cu" + "rl"`, `["ev", "al"].join("")`,
 * `"".join(map(chr, [104, …]))`, `Buffer.from("6375…", "hex")`, `getattr(os, "sys" + "tem")`, `globalThis["fetch"]`,
 * `Path.home() / ".bashrc"`, `host = %w[a b].join` then `"…#{host}…"`. The code reader's patterns look for literal
 * words, so it reads the folded text as a second view. Every step is a bounded regular replacement; nothing is run.
 */

const Q = String.raw`"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'`;
const LIT = new RegExp(`^(?:${Q})$`);
/** Cheap literal gate: a program without any of these has nothing to fold. */
const GATE =
  /["']\s*(?:\+|\.(?!\w))\s*["']|\.join\b|%w[[(]|\bchr\b|fromCharCode|fromhex|["']hex["']|\bgetattr\s*\(|\b(?:globalThis|window|global|self)\s*\[|__import__|import_module|\.(?:public_)?send\s*\(\s*:|expanduser|homedir|Path\.home|\bPath\s*\(|\(\s*["'][^"'\n]{0,400}["'][ \t]*\n\s*["']|Dir\.home|expand_path|ExpandEnv|UserHomeDir|\b(?:const|let|var)\s|^\s*\$?[A-Za-z_]\w{0,40}\s*:?=\s*["'%[]/m;

/** The text of a quoted literal (quotes off, the common escapes read). */
function textOf(lit: string): string {
  return lit
    .slice(1, -1)
    .replace(/\\(["'\\])/g, "$1")
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t");
}

/** A text as one double-quoted literal of the view. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

/** Printable text decoded from char codes or bytes, or null when it is not text (a hash, a table of numbers). */
function printable(codes: number[]): string | null {
  if (codes.length < 3 || codes.some((c) => !Number.isInteger(c) || c < 9 || c > 126)) return null;
  return String.fromCharCode(...codes);
}

const NUMS = String.raw`\[\s*((?:\d{1,3}\s*,\s*){2,400}\d{1,3})\s*,?\s*\]`;
const CHAR_CODES = new RegExp(
  [
    // "".join(map(chr, [104, …])) · "".join(chr(c) for c in [104, …]) · bytes([104, …]).decode()
    String.raw`["']{2}\s*\.join\s*\(\s*(?:map\s*\(\s*chr\s*,\s*${NUMS}\s*\)|\[?\s*chr\s*\(\s*\w{1,8}\s*\)\s*for\s+\w{1,8}\s+in\s+${NUMS}\s*\]?)\s*\)`,
    String.raw`\bbytes\s*\(\s*${NUMS}\s*\)\s*\.decode\s*\(\s*(?:["'][\w-]{1,10}["'])?\s*\)`,
    // String.fromCharCode(104, …) · String.fromCharCode(...[104, …]) · [104, …].pack("c*")
    String.raw`\bString\.fromCharCode\s*\(\s*(?:\.\.\.\s*${NUMS}|((?:\d{1,3}\s*,\s*){2,400}\d{1,3}))\s*\)`,
    String.raw`${NUMS}\s*\.pack\s*\(\s*["'][cCU]\*["']\s*\)`,
  ].join("|"),
  "g",
);
/** A hex literal decoded where it stands: Buffer.from("…", "hex"), bytes.fromhex("…"), ["…"].pack("H*"). */
const HEX_CALL =
  /\bBuffer\.from\s*\(\s*["']((?:[0-9a-fA-F]{2}){4,4000})["']\s*,\s*["']hex["']\s*\)(?:\s*\.toString\s*\(\s*(?:["'][\w-]{1,10}["'])?\s*\))?|\bbytes\.fromhex\s*\(\s*["']((?:[0-9a-fA-F]{2}){4,4000})["']\s*\)(?:\s*\.decode\s*\(\s*(?:["'][\w-]{1,10}["'])?\s*\))?|\[\s*["']((?:[0-9a-fA-F]{2}){4,4000})["']\s*\]\s*\.pack\s*\(\s*["']H\*["']\s*\)/g;
/** Any long hex literal (a program decoding it by hand: `hex.match(/../g).map(…parseInt(h, 16)…)`). */
const HEX_LITERAL = /["']((?:[0-9a-fA-F]{2}){12,4000})["']/g;

/** Expressions that mean the home folder, as the shell spells it. */
const HOME_EXPR =
  /\b(?:(?:pathlib\.)?Path\.home\s*\(\s*\)|os\.path\.expanduser\s*\(\s*["']~["']\s*\)|(?:os\.)?homedir\s*\(\s*\)|require\s*\(\s*["'](?:node:)?os["']\s*\)\s*\.homedir\s*\(\s*\)|Dir\.home\b(?:\s*\(\s*\))?|process\.env\.HOME\b|os\.environ\s*\[\s*["']HOME["']\s*\]|os\.getenv\s*\(\s*["']HOME["']\s*\)|ENV\s*\[\s*["']HOME["']\s*\])/g;
/** expanduser("~/x"), File.expand_path("~/x"), os.ExpandEnv("$HOME/x"), Path("~/x").expanduser(): the literal path. */
const PATH_CALL =
  /\b(?:os\.path\.expanduser|File\.expand_path|os\.ExpandEnv|os\.path\.expandvars)\s*\(\s*("(?:[^"\\\n]|\\.){1,300}"|'(?:[^'\\\n]|\\.){1,300}')\s*\)|\bPath\s*\(\s*("(?:[^"\\\n]|\\.){1,300}"|'(?:[^'\\\n]|\\.){1,300}')\s*\)(?:\s*\.expanduser\s*\(\s*\))?/g;
/** path.join / os.path.join / File.join / filepath.Join of literals only. */
const PATH_JOIN = new RegExp(
  String.raw`(?:\b(?:(?:os\.)?path\.join|File\.join|filepath\.Join|path\.resolve)|\brequire\s*\(\s*["'](?:node:)?path["']\s*\)\s*\.join)\s*\(\s*((?:${Q})(?:\s*,\s*(?:${Q})){1,12})\s*\)`,
  "g",
);
/** Literals glued by `+`, PHP's `.`, or a path's `/` (`"~" / ".ssh"`). */
const GLUE = new RegExp(`(${Q})\\s*(\\+|\\.(?![\\w$])|\\/)\\s*(${Q})`, "g");
/** Python's literals side by side inside parentheses, one a line: `("…"\n "…")` is one string. */
const ADJACENT = new RegExp(`(\\(\\s*)(${Q})[ \\t]*\\n\\s*(${Q})`, "g");
/** [lits].join("sep"), %w[words].join, "sep".join([lits]) */
const JOIN_CALL = new RegExp(
  [
    String.raw`\[\s*((?:${Q})(?:\s*,\s*(?:${Q})){0,40})\s*,?\s*\]\s*\.join\s*\(\s*(${Q})?\s*\)`,
    String.raw`%w[[(]([^\])\n]{1,400})[\])]\s*\.join\b(?:\s*\(\s*(${Q})?\s*\))?`,
    String.raw`(${Q})\s*\.join\s*\(\s*[[(]\s*((?:${Q})(?:\s*,\s*(?:${Q})){0,40})\s*,?\s*[\])]\s*\)`,
  ].join("|"),
  "g",
);
/** getattr(x, "name") → x.name; obj["name"] → obj.name; globalThis["name"] → name; __import__("os") → os */
const REFLECT =
  /\bgetattr\s*\(\s*([A-Za-z_][\w.]{0,60})\s*,\s*["']([A-Za-z_]\w{0,40})["']\s*\)|\b(?:globalThis|window|global|self)\s*\[\s*["'`]([A-Za-z_$][\w$]{0,40})["'`]\s*\]|([A-Za-z_$][\w$.]{0,60})\s*\[\s*["'`]([A-Za-z_$][\w$]{0,40})["'`]\s*\](?=\s*\()|\b(process)\s*\[\s*["'`](env)["'`]\s*\]|\b__import__\s*\(\s*["']([\w.]{1,60})["']\s*\)|\b(?:importlib\.)?import_module\s*\(\s*["']([\w.]{1,60})["']\s*\)|\b(?:([A-Z]\w{0,40}|[a-z_]\w{0,40})\.)?(?:public_)?send\s*\(\s*:(\w{1,40})\s*,\s*/g;
/** A name bound once to a literal: `x = "…"`, `const x = "…"`, `$x = "…"`, `x := "…"` (group 1 name, 2 literal). */
const BINDING = new RegExp(
  String.raw`(?:^|;)[ \t]*(?:(?:const|let|var|my|local)\s+)?(\$?[A-Za-z_][\w]{0,40})\s*:?=(?![=>~])\s*(?:\(\s*)?(${Q})(?:\s*\))?[ \t]*(?=;|$|#|\/\/)`,
  "gm",
);

function joinLits(list: string, sep: string): string {
  return [...list.matchAll(new RegExp(Q, "g"))].map((m) => textOf(m[0])).join(sep);
}

/** One pass of every constant fold; the caller repeats it while it changes the text (a join inside a glue …). */
function foldOnce(code: string): string {
  return (
    code
      .replace(HOME_EXPR, '"~"')
      .replace(PATH_CALL, (_all, a?: string, b?: string) => quote(textOf((a ?? b) as string)))
      .replace(PATH_JOIN, (_all, list: string) => quote(joinLits(list, "/").replace(/\/{2,}/g, "/")))
      .replace(CHAR_CODES, (all, a?: string, b?: string, c?: string, d?: string, e?: string, f?: string) => {
        const nums = (a ?? b ?? c ?? d ?? e ?? f ?? "").split(",").map((n) => Number(n.trim()));
        const text = printable(nums);
        return text === null ? all : quote(text);
      })
      .replace(ROT13_CALL, (_all, _q1, a?: string, _q2?: string, b?: string, _q3?: string, c?: string) =>
        quote(rot13Literal(a, b, c)),
      )
      // (base64 decoded where it stands: code-fold-base6443.ts)
      .replace(B64_CALL, (all, a?: string, b?: string, c?: string) => {
        const text = base64Text((a ?? b ?? c) as string);
        return text === null ? all : quote(text);
      })
      .replace(HEX_CALL, (all, a?: string, b?: string, c?: string) => {
        const hex = (a ?? b ?? c) as string;
        const text = printable((hex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
        return text === null ? all : quote(text);
      })
      .replace(
        JOIN_CALL,
        (all, list?: string, sep?: string, words?: string, wsep?: string, psep?: string, plist?: string) => {
          if (list !== undefined) return quote(joinLits(list, sep ? textOf(sep) : ","));
          if (words !== undefined)
            return quote(
              words
                .trim()
                .split(/\s+/)
                .join(wsep ? textOf(wsep) : ""),
            );
          if (plist !== undefined && psep !== undefined) return quote(joinLits(plist, textOf(psep)));
          return all;
        },
      )
      .replace(ADJACENT, (_all, open: string, a: string, b: string) => open + quote(textOf(a) + textOf(b)))
      .replace(GLUE, (all, a: string, op: string, b: string) => {
        const left = textOf(a);
        const right = textOf(b);
        if (op === "/")
          return /^~|^\$HOME|\/$|^\//.test(left) ? quote(`${left}/${right}`.replace(/\/{2,}/g, "/")) : all;
        return quote(left + right);
      })
      .replace(
        REFLECT,
        (
          all,
          gObj?: string,
          gName?: string,
          gl?: string,
          obj?: string,
          key?: string,
          pr?: string,
          env?: string,
          imp?: string,
          mod?: string,
          sObj?: string,
          sName?: string,
        ) => {
          if (gObj !== undefined) return `${gObj}.${gName}`;
          if (gl !== undefined) return gl;
          if (obj !== undefined) return `${obj}.${key}`;
          if (pr !== undefined) return `${pr}.${env}`;
          if (imp !== undefined || mod !== undefined) return (imp ?? mod ?? "").split(".")[0] as string;
          if (sName !== undefined)
            return `${sObj && sObj !== "Kernel" && sObj !== "Object" ? `${sObj}.` : ""}${sName}(`;
          return all;
        },
      )
  );
}

/** Replaces `re`'s matches after `from`, outside quoted literals (a name inside a string is a word, not the name). */
function replaceInCode(code: string, from: number, re: RegExp, fn: (all: string) => string): string {
  const lits = new RegExp(`${Q}|\`(?:[^\`\\\\]|\\\\.){0,4000}\``, "g");
  let out = code.slice(0, from);
  let last = from;
  lits.lastIndex = from;
  for (let m = lits.exec(code); ; m = lits.exec(code)) {
    const stop = m === null ? code.length : m.index;
    out += code.slice(last, stop).replace(re, fn);
    if (m === null) break;
    out += m[0];
    last = m.index + m[0].length;
  }
  return out;
}

/** Names bound to one literal, used later in the code: each later bare use (and `#{x}`, `${x}`, `{x}`) reads the text. */
function substituteNames(code: string): string {
  const seen = new Map<string, { text: string; end: number } | null>();
  BINDING.lastIndex = 0;
  for (let m = BINDING.exec(code); m !== null && seen.size < 24; m = BINDING.exec(code)) {
    const name = m[1] as string;
    // a name bound twice is a variable, not a constant
    seen.set(name, seen.has(name) ? null : { text: textOf(m[2] as string), end: m.index + m[0].length });
  }
  let out = code;
  for (const [name, bound] of seen) {
    if (bound === null || bound.text.length < 3 || /^(?:self|this|true|false|None|nil|null)$/.test(name)) continue;
    const n = name.replace(/\$/g, "\\$");
    const inside = bound.text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
    const at = Math.min(bound.end, out.length);
    // interpolations inside later strings, then bare uses in the code after the binding
    const interpolation = new RegExp(
      String.raw`#\{\s*${n}\s*\}|\$\{\s*${n}\s*\}|(?<=f["'][^"'\n]{0,200})\{\s*${n}\s*\}`,
      "g",
    );
    out = out.slice(0, at) + out.slice(at).replace(interpolation, () => inside);
    const use = new RegExp(String.raw`(?<![\w$.])${n}(?![\w$]|\s*:?=(?!=)|\s*:(?!:))`, "g");
    out = replaceInCode(out, at, use, () => quote(bound.text));
  }
  return out;
}

/** `const f = fetch` / `run = os.system`: a name bound to a function, then called; the call reads the function's name. */
const ALIAS =
  /(?:^|;)[ \t]*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]{0,40})\s*=(?![=>])\s*([A-Za-z_$][\w$]{0,40}(?:\.[A-Za-z_$][\w$]{0,40}){0,3})[ \t]*(?=;|$)/gm;

function substituteAliases(code: string): string {
  let out = code;
  let n = 0;
  for (const m of code.matchAll(ALIAS)) {
    if (++n > 12) break;
    const [, name, target] = m as unknown as [string, string, string];
    if (name === target || /^(?:true|false|None|nil|null|undefined|this|self)$/.test(target)) continue;
    out = out.replace(new RegExp(String.raw`(?<![\w$.])${name.replace(/\$/g, "\\$")}(?=\s*\()`, "g"), target);
  }
  return out;
}

/** Decoded long hex literals (printable text only), appended as literals for the reader to see. */
function decodedHex(code: string): string[] {
  const out: string[] = [];
  HEX_LITERAL.lastIndex = 0;
  for (let m = HEX_LITERAL.exec(code); m !== null && out.length < 4; m = HEX_LITERAL.exec(code)) {
    const text = printable(((m[1] as string).match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
    if (text !== null && /[\s(.]/.test(text)) out.push(text);
  }
  return out;
}

/**
 * The program with its constants folded, or null when folding changes nothing. Decoded hex text that the program
 * decodes by hand is appended after it as code (it is code or a command when it is printable and has words).
 */
export function foldedProgram(code: string): string | null {
  if (!GATE.test(code) && !ROT13_GATE.test(code) && !B64_GATE.test(code)) return null;
  let out = code;
  for (let i = 0; i < 6; i++) {
    const next = foldOnce(out);
    if (next === out) break;
    out = next;
  }
  out = substituteAliases(substituteNames(substituteNames(out)));
  for (let i = 0; i < 2; i++) {
    const next = foldOnce(out);
    if (next === out) break;
    out = next;
  }
  const hex = decodedHex(code);
  if (hex.length > 0) out += `\n${hex.join("\n")}`;
  return out === code ? null : out;
}

/** For tests: whether a quoted token is one literal. */
export function isLiteral(token: string): boolean {
  return LIT.test(token);
}

/** An SSH key handed to a client as its identity (`key_filename=`, `privateKey:`, `keys: [...]`, `-i`, IdentityFile). */
const SSH_KEY_USE =
  /\bkey_filename\s*=|\bprivateKey\s*:|\bkeys\s*:\s*\[|\bpkey\s*=|\bIdentityFile\b|\bidentity_?file\b|["']-i["']\s*,/i;

/**
 * Whether a hit of the folded view is kept: its secret was spelled by parts (`path.join(homedir(), ".ssh", k)`) and
 * the folding shows it; a key handed to an SSH client as its identity is the key used, not sent (a deploy script).
 */
export function foldedHitKept(rule: string, detail: string | undefined, view: string): boolean {
  return !(
    rule === "bash.exfil-runtime" &&
    /~\/\.ssh|id_(?:rsa|ed25519|ecdsa)/.test(detail ?? "") &&
    SSH_KEY_USE.test(view)
  );
}
