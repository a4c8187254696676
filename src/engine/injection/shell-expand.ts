// Static shell expansion: constants assigned earlier, ${IFS}, $'…', printf/echo -e escapes, base64/hex/rev/rot13 decoders.

import { arrayElement, starJoin, unquoteKey } from "./shell-expand-arrays.ts";
import { operatorOf, operatorUnreadable, unassignedValue } from "./shell-expand-ops.ts";
import { commentEnd } from "./shell-comments42.ts";
import { singleQuoted } from "./shell-quote.ts";
import { backquotesAsParens } from "./shell-backquote43.ts";

/** Bounds: every derived text is at most this long, every variable value too. */
export const MAX_DERIVED = 64 * 1024;
const MAX_VALUE = 4096;

/** A value that is a command's output at run time (`$(gh auth token)`, `` `cat f` ``), not a constant. */
const RUNTIME_OUTPUT = /^(?:\$\([\s\S]*\)|`[^`]*`)$/;

/** Decodes the escapes of printf formats, `echo -e` and `$'…'`: \xHH, \NNN / \0NNN octal, \uHHHH, \n, \t, \\ … */
export function decodeEscapes(s: string, octalNeedsZero = false): string {
  if (!s.includes("\\")) return s;
  let out = "";
  for (let i = 0; i < s.length && out.length < MAX_DERIVED; i++) {
    const c = s[i];
    if (c !== "\\" || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const d = s[i + 1];
    let m: RegExpExecArray | null;
    if (d === "x" && (m = /^[0-9a-fA-F]{1,2}/.exec(s.slice(i + 2, i + 4)))) {
      out += String.fromCharCode(parseInt(m[0], 16));
      i += 1 + m[0].length;
    } else if ((d === "u" || d === "U") && (m = /^[0-9a-fA-F]{1,8}/.exec(s.slice(i + 2, i + (d === "u" ? 6 : 10))))) {
      const cp = parseInt(m[0], 16);
      out += cp <= 0x10ffff ? String.fromCodePoint(cp) : "";
      i += 1 + m[0].length;
    } else if (/[0-7]/.test(d) && (m = (octalNeedsZero ? /^0[0-7]{0,3}/ : /^[0-7]{1,3}/).exec(s.slice(i + 1, i + 5)))) {
      const digits = octalNeedsZero ? m[0].slice(1) : m[0];
      out += String.fromCharCode(parseInt(digits || "0", 8) & 0xff);
      i += m[0].length;
    } else {
      const simple: Record<string, string> = {
        n: "\n",
        t: "\t",
        r: "\r",
        a: "\x07",
        b: "\b",
        e: "\x1b",
        E: "\x1b",
        f: "\f",
        v: "\v",
        "\\": "\\",
        "'": "'",
        '"': '"',
        "?": "?",
      };
      out += simple[d] ?? `\\${d}`;
      i++;
    }
  }
  return out;
}

/** How many byte escapes (\xHH, \NNN) a text holds: the mark of an encoded command. */
export function escapeCount(s: string): number {
  let n = 0;
  const re = /\\(?:x[0-9a-fA-F]{1,2}|[0-7]{1,3}|u[0-9a-fA-F]{4})/g;
  while (n < 64 && re.exec(s) !== null) n++;
  return n;
}

export function decodeBase64(s: string): string | null {
  const t = s.replace(/\s+/g, "");
  if (t.length < 4 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const bytes = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  const text = bytes.toString("utf8");
  // decoded text that is not mostly printable is binary: nothing to read as a command
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 10 || c === 9 || c === 13 || c > 160) printable++;
  }
  return text.length > 0 && printable / text.length > 0.9 ? text : null;
}

function decodeHex(s: string): string | null {
  const t = s.replace(/\s+|\\x|0x/gi, "");
  if (t.length < 2 || t.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(t)) return null;
  return Buffer.from(t, "hex").toString("utf8");
}

function rot13(s: string): string {
  return s.replace(/[a-zA-Z]/g, (c) => {
    const b = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + 13) % 26) + b);
  });
}

/** printf FORMAT ARGS…: escapes of the format decoded, %s/%b/%c filled from the arguments (best effort). */
export function printfOutput(all: string[]): string {
  // printf -- FORMAT …: `--` ends the options (a format starting with --- for YAML front matter needs it)
  const args = all[0] === "--" ? all.slice(1) : all;
  if (args.length === 0) return "";
  let k = 1;
  // the format's octal escapes are \NNN (only %b arguments need \0NNN)
  const fmt = decodeEscapes(args[0], false);
  let out = fmt.replace(/%(?:-?\d+)?([sbcd%])/g, (_m, t: string) => {
    if (t === "%") return "%";
    const a = args[k++] ?? "";
    return t === "b" ? decodeEscapes(a, true) : t === "c" ? a.slice(0, 1) : a;
  });
  // printf reuses the format for the remaining arguments
  while (k < args.length && k > 1 && out.length < MAX_DERIVED) {
    out += fmt.replace(/%(?:-?\d+)?([sbcd%])/g, (_m, t: string) =>
      t === "%" ? "%" : t === "b" ? decodeEscapes(args[k++] ?? "", true) : (args[k++] ?? ""),
    );
  }
  return out.slice(0, MAX_DERIVED);
}

/** echo [-neE] ARGS…: the printed text, escapes decoded with -e. */
export function echoOutput(args: string[]): string {
  let i = 0;
  let escapes = false;
  while (i < args.length && /^-[neE]+$/.test(args[i])) {
    if (args[i].includes("e")) escapes = true;
    i++;
  }
  const text = args.slice(i).join(" ");
  return escapes ? decodeEscapes(text, true) : text;
}

/** What one decoding stage does to its input, or undefined when the stage is not a decoder this layer knows. */
export function decoderOf(name: string, args: string[]): ((s: string) => string | null) | undefined {
  const a = args.join(" ");
  if (
    (name === "base64" || name === "base32" || name === "basenc") &&
    /(?:^|\s)(?:-[a-z]*d[a-z]*|--decode|-D)\b/.test(a)
  )
    return name === "base64" ? decodeBase64 : () => null;
  if (name === "openssl" && /\b(?:base64|enc)\b/.test(a) && /(?:^|\s)-d\b/.test(a)) return decodeBase64;
  if (name === "xxd" && /(?:^|\s)-r/.test(a)) return decodeHex;
  if (name === "rev")
    return (s) =>
      s
        .split("\n")
        .map((l) => [...l].reverse().join(""))
        .join("\n");
  if (name === "tr" && /a-z/i.test(a) && /n-z/i.test(a)) return rot13;
  if (
    name === "gunzip" ||
    name === "zcat" ||
    name === "gzip" ||
    name === "bzip2" ||
    name === "xz" ||
    name === "uudecode"
  )
    return () => null;
  if (name === "python" || name === "python3" || name === "perl") {
    if (/b64decode|decode_base64/.test(a)) return decodeBase64;
  }
  return undefined;
}

export interface Assignment {
  name: string;
  value: string;
  /** offset after which the value is in effect */
  end: number;
}

const REF =
  /\$(?:\{(?:IFS(?::[^}]{0,8})?|[@*]|!?[A-Za-z_][A-Za-z0-9_]{0,63}(?:\[[^\]}]{1,16}\])?(?::(?:\d{1,4}|\$\w{1,16})(?::(?:\d{1,4}|\$\w{1,16}))?|:?[-=+][^}]{0,200}|(?:\/[/#%]?|#{1,2}|%{1,2})[^}]{0,200}|[,^]{1,2}[^}]{0,40})?)\}|IFS\b|[@*]|[A-Za-z_][A-Za-z0-9_]{0,63})|\$'(?:[^'\\]|\\[\s\S]){0,4096}'/y;

/**
 * The source with constants assigned earlier, `${IFS}`, `$@`/`$*` and `$'…'` expanded outside single quotes, or null
 * when nothing changed. Linear: one pass, each reference replaced once.
 */
export function expandSource(src: string, assignments: Assignment[]): string | null {
  if (!src.includes("$")) return null;
  let out = "";
  let at = 0;
  let changed = false;
  let inDouble = false;
  let inBackquotes = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "#" && !inDouble && commentEnd(src, i) >= 0) i = commentEnd(src, i);
    else if (c === "'" && !inDouble) {
      const j = src.indexOf("'", i + 1);
      if (j < 0) break;
      i = j;
      continue;
    }
    if (c === '"') {
      inDouble = !inDouble;
      continue;
    }
    if (c === "`") {
      inBackquotes = !inBackquotes;
      continue;
    }
    if (c !== "$") continue;
    REF.lastIndex = i;
    const m = REF.exec(src);
    if (!m) continue;
    const ref = m[0];
    let value: string | undefined;
    if (ref.startsWith("$'")) {
      if (inDouble) continue;
      value = singleQuoted(decodeEscapes(ref.slice(2, -1)));
    } else {
      const name = ref
        .replace(/^\$\{?!?/, "")
        .replace(/[:}[/#%,^].*$|[-=+].*$/, "")
        .replace(/\}$/, "");
      // ${v/a/b}, ${v##*/}, ${v,,}: what the operator does to the value (to each element of "${a[@]/#/p}"); one whose
      // pattern quotes or nests stays as written
      if (operatorUnreadable(ref)) continue;
      const operator = operatorOf(ref);
      // ${a[0]}, ${a[@]}: an element of an array assigned earlier (a=(x y z)), or all of them
      const index = /^\$\{[A-Za-z_]\w*\[([^\]]+)\]/.exec(ref)?.[1];
      if (name === "IFS") value = " ";
      else if (name === "@" || name === "*") value = "";
      else {
        let best: Assignment | undefined;
        for (const a of assignments) if (a.name === name && a.end <= i) best = a;
        value = best?.value;
        // ${a[*]:0:4}, ${s:1:4}: a slice of the elements or of the string (bash joins "${a[*]}" on IFS's first character)
        const slice = /:(\d{1,4})(?::(\d{1,4}))?\}$/.exec(ref);
        if (value !== undefined && index !== undefined)
          value = arrayElement(
            value,
            index,
            inDouble,
            slice,
            index === "*" ? starJoin(src, i, assignments, inDouble) : " ",
            operator,
          );
        else if (value !== undefined && slice && !RUNTIME_OUTPUT.test(value))
          value = value.slice(
            Number(slice[1]),
            slice[2] === undefined ? undefined : Number(slice[1]) + Number(slice[2]),
          );
        // ${t:$i:30} of t=$(cmd): a piece of the command's output (a secret sent in slices is sent); of a constant, unknown
        else if (value !== undefined && /:\$\w/.test(ref) && !RUNTIME_OUTPUT.test(value)) value = undefined;
        // m[t]=curl earlier (an element assigned on its own, declare -A m; m[t]=…): that element's value
        if (index !== undefined) {
          const key = `${name}[${unquoteKey(index)}]`;
          let element: Assignment | undefined;
          for (const a of assignments) if (a.name === key && a.end <= i && (!best || a.end >= best.end)) element = a;
          if (element) value = element.value;
        }
        if (operator && value !== undefined && (index === undefined || !/^[@*]$/.test(index)) && !/[$`]/.test(value))
          value = operator(value);
        else if (value === undefined && best === undefined) value = unassignedValue(name, ref);
        // ${!y}: indirection, the value of the variable whose name y holds
        if (ref.startsWith("${!") && value !== undefined) {
          let target: Assignment | undefined;
          for (const a of assignments) if (a.name === value && a.end <= i) target = a;
          // a name of the environment (t=GITHUB_TOKEN; ${!t}) reads that variable
          // (a secret's name reached by indirection is a read of the environment: the name was hidden on purpose)
          value =
            target?.value ??
            (/^[A-Za-z_]\w{0,63}$/.test(value)
              ? /TOKEN|SECRET|PASSW|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL/i.test(value)
                ? `$(printenv ${value})`
                : `$${value}`
              : undefined);
        }
        // IFS=,; c="curl,-s,URL"; $c: an unquoted expansion is split on the IFS set earlier
        if (value !== undefined && !inDouble) {
          let ifs: Assignment | undefined;
          for (const a of assignments) if (a.name === "IFS" && a.end <= i) ifs = a;
          if (ifs && ifs.value !== "" && /^[^A-Za-z0-9\s$'"\\]{1,4}$/.test(ifs.value))
            value = value
              .split("")
              .map((ch) => (ifs.value.includes(ch) ? " " : ch))
              .join("");
        }
      }
    }
    if (value === undefined) continue;
    // (inside a backquoted command a value's own backquotes are written `$(…)`, so the two nest)
    if (inBackquotes) value = backquotesAsParens(value);
    out += src.slice(at, i) + value;
    at = i + ref.length;
    i = at - 1;
    changed = true;
    if (out.length > MAX_DERIVED) break;
  }
  if (!changed) return null;
  return (out + src.slice(at)).slice(0, MAX_DERIVED);
}

export function boundedValue(v: string): string {
  return v.length > MAX_VALUE ? v.slice(0, MAX_VALUE) : v;
}
