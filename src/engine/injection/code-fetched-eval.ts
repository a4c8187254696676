// Fetched text that a JS program turns into code: a response followed through variables into eval, Function, vm or import.

/** An expression that yields a response or its body: fetch, axios, got, http(s).get, a `.text()` or `.arrayBuffer()`. */
const FETCH_EXPR =
  /\bfetch\s*\(|\baxios(?:\.\w+)?\s*\(|\bgot(?:\.\w+)?\s*\(|\bhttps?\.get\s*\(|\bundici\.request\s*\(|\bky(?:\.\w+)?\s*\(|\.(?:text|arrayBuffer|blob)\s*\(\s*\)/;
/** `const x = …`, `let {data} = …`, `x = …` up to the end of the statement. */
const ASSIGN = /(?:\b(?:const|let|var)\s+)?(\{[^}]{1,200}\}|[A-Za-z_$][\w$]{0,40})\s*=(?![=>])\s*([^;\n]{1,400})/g;
/** Where text becomes code: eval, (new) Function, vm's runners, a dynamic import or require. */
const SINK =
  /\beval\s*\(|\b(?:new\s+)?Function\s*\(|\bvm\.(?:runIn(?:This|New)?Context|compileFunction|Script)\s*\(|\bnew\s+vm\.Script\s*\(|\bnew\s+Script\s*\(|\bimport\s*\(|\brequire\s*\(/g;

/** The argument text of the call whose "(" ends at `open` (balanced parentheses, at most 600 characters). */
function argumentsAt(code: string, open: number): string {
  let depth = 1;
  let i = open;
  for (; i < code.length && i < open + 600 && depth > 0; i++) {
    const c = code[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
  }
  return code.slice(open, i - 1);
}

const NAMES = /[A-Za-z_$][\w$]{0,40}/g;

/** Names a text mentions as whole words (for `{ data }` destructuring, every name inside the braces). */
function names(text: string): string[] {
  return text.match(NAMES) ?? [];
}

/**
 * The first place a program runs text it fetched, as evidence ("eval(await r.text())"), or null. Fetched values are
 * followed through assignments (a few passes, so `const r = await fetch(u); const src = await r.text()` taints `src`);
 * a sink whose arguments hold a fetch or a tainted name runs fetched code. A literal import path stays clean.
 */
export function fetchedCodeRun(code: string): string | null {
  if (!FETCH_EXPR.test(code)) return null;
  const tainted = new Set<string>();
  const mentionsTaint = (expr: string): boolean =>
    FETCH_EXPR.test(expr) || names(expr.replace(/(["'`])(?:(?!\1)[^\\]|\\.)*\1/g, "")).some((n) => tainted.has(n));
  for (let pass = 0; pass < 4; pass++) {
    const before = tainted.size;
    for (const m of code.matchAll(ASSIGN))
      if (mentionsTaint(m[2] as string)) for (const n of names(m[1] as string)) tainted.add(n);
    if (tainted.size === before) break;
  }
  SINK.lastIndex = 0;
  for (let m = SINK.exec(code), n = 0; m !== null && n < 64; m = SINK.exec(code), n++) {
    const args = argumentsAt(code, m.index + m[0].length);
    // a plain string literal (`import("./x.mjs")`) names a file of the project, not fetched text
    if (/^\s*(["'`])[^"'`$]*\1\s*$/.test(args)) continue;
    if (mentionsTaint(args)) return `${m[0]}${args.trim().slice(0, 60)})`;
  }
  // a shell handed the fetched text as its whole command (`execSync(body)`, `spawn("bash", ["-c", body])`): a fetched
  // value only as one argument (`git checkout ${branch}`) is not code
  SHELL_SINK.lastIndex = 0;
  for (let m = SHELL_SINK.exec(code), n = 0; m !== null && n < 64; m = SHELL_SINK.exec(code), n++) {
    const args = argumentsAt(code, m.index + m[0].length);
    const whole = WHOLE_COMMAND.exec(args);
    // (or fed it on stdin: `execSync("docker exec -i app bash", { input: body })`, a shell reads its script there)
    const fed = STDIN_SHELL.exec(args);
    if ((whole && tainted.has(whole[1] as string)) || FETCH_FIRST.test(args) || (fed && tainted.has(fed[1] as string)))
      return `${m[0]}${args.trim().slice(0, 60)})`;
  }
  return null;
}

/** Where text becomes a shell command: node's child_process runners (not a regex's .exec). */
const SHELL_SINK =
  /(?:(?<![\w$.])|\bchild_process\.)(?:exec|execSync|spawn|spawnSync|execa|execaCommand|execaCommandSync)\s*\(/g;
/** the command argument is a name, or a shell's -c string is: `spawn("bash", ["-c", body])` */
const WHOLE_COMMAND =
  /^\s*(?:["'](?:\/bin\/)?(?:ba|z|da)?sh["']\s*,\s*\[\s*["']-\w*c["']\s*,\s*)?([A-Za-z_$][\w$]{0,40})\s*(?:[,)\]]|$)/;
/** the command argument is the fetch itself: `execSync(await (await fetch(u)).text())` */
const FETCH_FIRST = /^\s*(?:await\s*)?\(?\s*(?:await\s*)?\(?\s*(?:fetch|axios\.get|got|requests\.get|urlopen)\s*\(/;
/** a command that ends in a shell reading its script from stdin, its `input` option a name (round 41, cont68) */
const STDIN_SHELL =
  /^\s*["'`](?:[^"'`]{0,200}?[\s/])?(?:ba|z|da)?sh(?:\s+-s)?\s*["'`]\s*,\s*(?:\[[^\]]{0,200}\]\s*,\s*)?\{[^}]{0,300}?\binput\s*:\s*([A-Za-z_$][\w$]{0,40})\b/;
