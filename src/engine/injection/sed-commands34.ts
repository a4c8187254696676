// The shell commands a sed script runs: GNU sed's `e COMMAND` and the `e` flag of `s///`, which hand text to a shell.

/** `1e CMD`, `/re/e CMD`, `$ e CMD`: the rest of the line after an address and `e` is run by `sh -c` */
const E_COMMAND =
  /(?:^|[;\n{])\s*(?:(?:\d+|\$|\/(?:[^/\\\n]|\\.)*\/)(?:\s*,\s*(?:\d+|\$|\/(?:[^/\\\n]|\\.)*\/))?)?\s*e\s+([^\n]+)/g;
/** `s/x/CMD/e`: the pattern space after the substitution is run as a command (any delimiter) */
const S_E_FLAG =
  /(?:^|[;\n{])\s*(?:\d+|\$)?\s*s(.)((?:(?!\1)[^\\\n]|\\.)*)\1((?:(?!\1)[^\\\n]|\\.)*)\1[gpiImM0-9]*e[gpiImM0-9]*(?=\s*(?:[;\n}]|$))/g;

/** Commands the sed scripts among `args` run (their `-e`/`--expression` values or the first operand). */
export function sedCommands(args: string[]): string[] {
  const scripts: string[] = [];
  for (let i = 1; i < args.length; i++) {
    const t = args[i];
    if (t === "-e" || t === "--expression") scripts.push(args[++i] ?? "");
    else if (t.startsWith("--expression=")) scripts.push(t.slice(13));
    else if (/^-[nEruzs]+$/.test(t) || /^-i/.test(t) || /^--/.test(t)) continue;
    else if (t === "-f") i++;
    else if (scripts.length === 0) {
      scripts.push(t);
      break;
    } else break;
  }
  const out: string[] = [];
  for (const s of scripts.slice(0, 8)) {
    for (const m of s.matchAll(E_COMMAND)) if (out.length < 8) out.push((m[1] as string).trim());
    for (const m of s.matchAll(S_E_FLAG)) {
      const delim = m[1] as string;
      const repl = (m[3] as string).split(`\\${delim}`).join(delim);
      if (out.length < 8 && /\s/.test(repl)) out.push(repl);
    }
  }
  return out;
}
