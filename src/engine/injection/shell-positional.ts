// A wrapped script's arguments put back where it reads them: `sh -c 'S' NAME ARGS…`, find -exec's `{}`, a loopback ssh.

/** find's options that take one value (the word after them is not a root, a test or an action) */
const FIND_VALUE =
  /^-(?:i?name|i?path|i?wholename|i?regex|type|x?type|maxdepth|mindepth|user|group|perm|size|mtime|mmin|atime|amin|ctime|cmin|newer|fstype|inum|links|samefile|uid|gid|regextype|printf|fprint|fprintf)$/;
/** the words that end a find -exec command */
const EXEC_END = /^(?:;|\\;|\+)$/;
/** a host that is this machine: a command "run remotely" there runs here */
const LOOPBACK_HOST = /^(?:[\w.-]{1,64}@)?(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/i;
/** ssh options that take a value */
const SSH_VALUE = /^-[bcDEeFIiJLlmOoPpQRSWw]$/;
const MAX_ARGS = 16;

/** A word's text without one pair of surrounding quotes. */
function unquoted(text: string): string {
  return text.replace(/^"([\s\S]*)"$/, "$1").replace(/^'([\s\S]*)'$/, "$1");
}

/**
 * `${V:-WORD}` and `${V-WORD}` for a variable the script never assigns: the default is what runs when the caller's
 * environment does not say otherwise, so a reader judges the default (`f "${WORKDIR:-$HOME}"` wipes $HOME).
 */
export function withDefaults(text: string, src: string): string {
  return text.replace(/\$\{([A-Za-z_]\w{0,63}):?-([^{}]{1,200})\}/g, (whole, name: string, word: string) =>
    new RegExp(`(?:^|[\\s;&|(])(?:export\\s+|local\\s+|declare\\s+(?:-\\w+\\s+)?)?${name}=`).test(src)
      ? whole
      : unquoted(word),
  );
}

/** `${N%PAT}`, `${N%%PAT}`, `${N#PAT}`, `${N##PAT}` on a literal argument, for a literal PAT; otherwise the argument. */
function trimmed(arg: string, op: string, pat: string): string {
  if (/[*?[\]$`\\]/.test(pat)) return arg;
  if (op.startsWith("%")) return arg.endsWith(pat) ? arg.slice(0, arg.length - pat.length) : arg;
  return arg.startsWith(pat) ? arg.slice(pat.length) : arg;
}

/**
 * SCRIPT with its positional parameters written as the arguments it was given (`$0` as NAME): `"$@"`, `$*`, `"$1"`,
 * `${1}`, `${1%/.git}`, `${1:-x}`. Arguments are taken as written, one pair of quotes dropped. Linear in the script.
 */
export function bindPositional(script: string, args: readonly string[], name?: string): string {
  if (!/\$(?:[0-9@*]|\{[0-9@*])/.test(script)) return script;
  const plain = args.slice(0, MAX_ARGS).map(unquoted);
  const at = (n: number): string | undefined => (n === 0 ? name : plain[n - 1]);
  return script
    .replace(/"\$[@*]"|"\$\{[@*]\}"|\$\{[@*]\}|\$[@*]/g, plain.join(" "))
    .replace(
      /\$\{([0-9])(?:(%%?|##?|:?-)([^{}]{0,200}))?\}|\$([0-9])/g,
      (whole, n1?: string, op?: string, arg?: string, n2?: string) => {
        const value = at(Number(n1 ?? n2));
        if (value === undefined) return op?.endsWith("-") ? unquoted(arg ?? "") : whole;
        return op && !op.endsWith("-") ? trimmed(value, op, unquoted(arg ?? "")) : value;
      },
    );
}

/**
 * What find hands its -exec command as `{}`: each root joined with the first -name/-path pattern (`find ~/.ssh -name
 * 'id_*'` → `$HOME/.ssh/id_*`), `~` written as `$HOME` so it still reads as home inside quotes. Null when no root.
 */
export function findSubject(argv: readonly string[]): string | null {
  const roots: string[] = [];
  let i = 1;
  for (; i < argv.length; i++) {
    const t = argv[i] as string;
    if (/^-[HLP]$/.test(t)) continue;
    if (t.startsWith("-") || t === "!" || t === "(" || t === "\\(") break;
    roots.push(unquoted(t));
  }
  if (roots.length === 0) roots.push(".");
  let pattern: string | null = null;
  for (; i < argv.length && pattern === null; i++) {
    if (/^-(?:exec|execdir|ok|okdir)$/.test(argv[i] as string)) break;
    if (/^-i?(?:name|path|wholename)$/.test(argv[i] as string) && argv[i - 1] !== "!" && argv[i + 1] !== undefined)
      pattern = unquoted(argv[i + 1] as string);
    else if (FIND_VALUE.test(argv[i] as string)) i++;
  }
  const home = (r: string): string => r.replace(/^~(?=\/|$)/, "$HOME");
  const leaf = pattern === null ? "" : pattern.replace(/^\.\//, "").replace(/^.*\/(?=[^/]+$)/, "");
  return roots
    .slice(0, 4)
    .map((r) => (leaf === "" ? home(r) : `${home(r).replace(/\/$/, "")}/${leaf}`))
    .join(" ");
}

/**
 * The arguments a nested shell's script is given: the words after the script word, up to the end of a find -exec, with
 * find's `{}` as the subject it hands over. `argv` is the whole command (find … -exec sh -c 'S' _ {} \;).
 */
export function scriptArgs(argv: readonly string[], scriptAt: number): { name?: string; args: string[] } {
  const rest: string[] = [];
  for (let i = scriptAt + 1; i < argv.length && rest.length <= MAX_ARGS; i++) {
    if (EXEC_END.test(argv[i] as string)) break;
    rest.push(argv[i] as string);
  }
  const subject = argv[0]?.replace(/^.*\//, "") === "find" && rest.includes("{}") ? findSubject(argv) : null;
  const words = subject === null ? rest : rest.map((w) => (w === "{}" ? subject : w));
  return { name: words[0], args: words.slice(1) };
}

/** A nested shell's script word with its arguments in place (find's `{}` as what find hands over). */
export function boundScript(argv: readonly { text: string }[], script: { text: string }): string {
  const at = argv.indexOf(script);
  if (at < 0 || !/\$(?:[0-9@*]|\{[0-9@*])/.test(script.text)) return script.text;
  const { name, args } = scriptArgs(
    argv.map((w) => w.text),
    at,
  );
  return bindPositional(script.text, args, name);
}

/** `ssh [opts] user@localhost 'CMD'`: CMD, which runs on this machine; null for any other host or no command. */
export function loopbackCommand(argv: readonly string[]): string | null {
  if (argv[0]?.replace(/^.*\//, "") !== "ssh") return null;
  for (let i = 1; i < argv.length; i++) {
    const t = argv[i] as string;
    if (SSH_VALUE.test(t)) {
      i++;
      continue;
    }
    if (t.startsWith("-")) continue;
    const rest = argv.slice(i + 1);
    return LOOPBACK_HOST.test(t) && rest.length > 0 ? rest.join(" ") : null;
  }
  return null;
}
