// codemode scripts: the write and edit tool calls a script makes, with path and text resolved through names it defined.

/** One string literal (double, single or back quotes) at the start of the text. */
const LITERAL = /^(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'|`((?:[^`\\]|\\.){0,4000})`)/;
/** `const NAME = "…"` (also `+`-joined literals and names): the names a script gives to its strings. */
const CONST_DEF = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]{0,40})\s*=\s*/g;
/** `const { write, edit: e } = tools`: the tools a script names without `tools.` */
const DESTRUCTURE = /\b(?:const|let|var)\s*\{([^}]{0,400})\}\s*=\s*tools\b/g;
/** `const w = tools.write`, `const e = tools["edit"]` (an alias, not a call) */
const ALIAS =
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]{0,40})\s*=\s*tools\s*(?:\.\s*(write|edit)|\[\s*["'`](write|edit)["'`]\s*\])\s*[;\n]/g;

function unescapeLiteral(s: string): string {
  return s
    .replace(/\\(["'`\\])/g, "$1")
    .replace(/\\n/g, "\n")
    .replace(/\\t/g, "\t");
}

/** A value written in the script: literals and known names joined by `+`, templates filled from known names. */
function valueAt(text: string, names: Map<string, string>): string | null {
  let out = "";
  let rest = text;
  for (let part = 0; part < 16; part++) {
    rest = rest.replace(/^\s+/, "");
    const lit = LITERAL.exec(rest);
    if (lit) {
      const raw = lit[1] ?? lit[2] ?? lit[3] ?? "";
      const filled =
        lit[3] !== undefined ? raw.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (m, n) => names.get(n) ?? m) : raw;
      out += unescapeLiteral(filled);
      rest = rest.slice(lit[0].length);
    } else {
      const id = /^([A-Za-z_$][\w$]{0,40})\b(?!\s*[(.[])/.exec(rest);
      const known = id ? names.get(id[1]) : undefined;
      if (known === undefined) return part === 0 ? null : out;
      out += known;
      rest = rest.slice(id?.[0].length ?? 0);
    }
    const plus = /^\s*\+\s*/.exec(rest);
    if (!plus) return out;
    rest = rest.slice(plus[0].length);
  }
  return out;
}

/** The names a script binds to string values, in order (a later name may use an earlier one). */
export function scriptStrings(code: string): Map<string, string> {
  const names = new Map<string, string>();
  CONST_DEF.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CONST_DEF.exec(code)) !== null && names.size < 64) {
    const v = valueAt(code.slice(CONST_DEF.lastIndex, CONST_DEF.lastIndex + 8000), names);
    if (v !== null) names.set(m[1], v);
  }
  return names;
}

/** The object literal that starts at `at` (`{` … its matching `}`), strings skipped; bounded. */
function objectAt(code: string, at: number): string {
  let depth = 0;
  for (let i = at; i < code.length && i < at + 16000; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === "`") {
      const lit = LITERAL.exec(code.slice(i, i + 8010));
      if (lit) i += lit[0].length - 1;
      continue;
    }
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return code.slice(at, i + 1);
    }
  }
  return code.slice(at, at + 16000);
}

/** The values of `key: …` (or the shorthand `key`, a name the script defined) in an object literal's text. */
function fieldValues(obj: string, keys: string, names: Map<string, string>): string[] {
  const out: string[] = [];
  const re = new RegExp(String.raw`[{,\s](["'\x60]?)(${keys})\1\s*(:\s*|(?=[,}]))`, "g");
  let m: RegExpExecArray | null;
  while ((m = re.exec(obj)) !== null && out.length < 8) {
    const v = m[3] === "" ? (names.get(m[2]) ?? null) : valueAt(obj.slice(re.lastIndex), names);
    if (v !== null) out.push(v);
  }
  return out;
}

/**
 * The files a codemode script writes or edits through pi's tools, with the text it puts there (null when the script
 * computes it): `tools.write({…})`, `tools["edit"]({…})`, `write({…})` (a global, or after `const { write } = tools`),
 * an alias.
 */
export function toolWrites(code: string): { path: string; content: string | null }[] {
  const names = scriptStrings(code);
  // a bare `write(…)`/`edit(…)` too: a script may call the tools as globals (and the object must name a path)
  const callers = [
    "tools\\s*\\.\\s*(?:write|edit)",
    "tools\\s*\\[\\s*[\"'`](?:write|edit)[\"'`]\\s*\\]",
    "(?<![\\w.$])(?:write|edit)",
  ];
  DESTRUCTURE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DESTRUCTURE.exec(code)) !== null)
    for (const entry of m[1].split(",")) {
      const [name, alias] = entry.split(":").map((s) => s.trim());
      if (name === "write" || name === "edit") callers.push(`(?<![\\w.$])${(alias || name).replace(/\$/g, "\\$")}`);
    }
  ALIAS.lastIndex = 0;
  while ((m = ALIAS.exec(code)) !== null) callers.push(`(?<![\\w.$])${m[1].replace(/\$/g, "\\$")}`);
  const call = new RegExp(String.raw`(?:${callers.join("|")})\s*\(\s*(?=\{)`, "g");
  const writes: { path: string; content: string | null }[] = [];
  while ((m = call.exec(code)) !== null && writes.length < 16) {
    const obj = objectAt(code, call.lastIndex);
    const path = fieldValues(obj, "path|file_path|filePath", names)[0];
    if (path === undefined) continue;
    const texts = fieldValues(obj, "content|newText|new_text|newString|text", names);
    writes.push({ path, content: texts.length > 0 ? texts.join("\n") : null });
  }
  return writes;
}
