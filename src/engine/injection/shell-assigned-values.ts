// Where a shell variable's value comes from in a script: literal assignments, for-lists, `read`, positional arguments, fetches.

const NETWORK = /\b(?:curl|wget|nc|ncat|socat|fetch|http|Invoke-WebRequest|iwr)\b/i;
const MAX_NAMES = 64;
/** substitutions whose value nobody wrote into the script: random generators, prompts, secret stores, a file read */
const UNWRITTEN =
  /\b(?:pwgen|openssl\s+rand|urandom|uuidgen|mkpasswd|apg|systemd-ask-password|whiptail|dialog|zenity|kdialog|pass\s+show|vault\s+(?:kv|read)|sops\s+-d|secret-tool|gpg\s+(?:-d|--decrypt))\b|^\$\(\s*(?:cat|head\s+-n\s*1)\s+["']?[/$~]/;

function escaped(name: string): string {
  return name.replace(/[^\w]/g, "");
}

/** The values a script assigns `name` (`name=v`, `export name=v`, `local name=v`), quotes removed; empty ones left out. */
export function assignedValues(name: string, src: string): string[] {
  const n = escaped(name);
  if (n === "" || !src.includes(`${n}=`)) return [];
  const re = new RegExp(
    `(?:^|[\\s;&|(])(?:(?:export|local|readonly|declare(?:\\s+-\\w+)?)\\s+)?${n}=(\\$\\([^)\\n]*\\)|\`[^\`\\n]*\`|"[^"\\n]*"|'[^'\\n]*'|[^\\s;&|)]*)`,
    "g",
  );
  return [...src.matchAll(re)]
    .map((m) => (m[1] as string).replace(/^(["'])([\s\S]*)\1$/, "$2"))
    .filter((v) => v !== "");
}

/** The words of each `for name in …` list of the script (globs kept as written). */
export function forListValues(name: string, src: string): string[] {
  const n = escaped(name);
  if (n === "") return [];
  const re = new RegExp(`\\bfor\\s+${n}\\s+in\\s+([^;\\n]*)`, "g");
  return [...src.matchAll(re)].flatMap((m) =>
    (m[1] as string)
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/^["']|["']$/g, ""))
      .filter((w) => w !== ""),
  );
}

/** The text after `name` on each `read … name` of the script. */
function readTails(name: string, src: string): string[] {
  const n = escaped(name);
  if (n === "") return [];
  const re = new RegExp(`\\bread\\b[^\\n;|&]*\\s${n}(?:\\s|$|;|\\))([^\\n;|&]*)`, "gm");
  return [...src.matchAll(re)].map((m) => m[1] as string);
}

/** `read [-opts] … name`: the operator types the value at a prompt (not `read name <<< literal`, the author's text). */
export function isReadTarget(name: string, src: string): boolean {
  return readTails(name, src).some((tail) => !tail.includes("<<"));
}

/** The variable a value is wholly made of (`$x`, `${x}`, `${x:?msg}`, `${x:-d}`), or null. */
export function soleVariable(value: string): string | null {
  const m = /^\$(?:\{(\w+)(?::?[-?=+][^}]*)?\}|(\w+))$/.exec(value.trim().replace(/^["']|["']$/g, ""));
  return m ? ((m[1] ?? m[2]) as string) : null;
}

/** `$(pwgen …)`, `$(cat /run/secrets/pw)`: a substitution whose value nobody wrote into the script or fetched. */
export function unwrittenValue(value: string): boolean {
  const v = value.trim().replace(/^"|"$/g, "");
  return /^(?:\$\(|`)/.test(v) && UNWRITTEN.test(v) && !NETWORK.test(v);
}

/**
 * A value the script's operator supplies rather than its author: a positional argument, a `read` target, a variable the
 * script never sets (environment or a sourced config), or one generated, prompted for or read from a store or a file.
 * Never a literal the script sets (unless operator input also reaches the variable, as a prompt loop's sentinel does),
 * nor a substitution that only prints one, nor a value fetched from the network.
 */
export function operatorSupplied(name: string, src: string, depth = 0): boolean {
  if (/^\d$/.test(name) || name === "@" || name === "*") return true;
  if (depth > 3) return false;
  const values = assignedValues(name, src);
  if (values.some((v) => NETWORK.test(v))) return false;
  // (`read pw <<< 'text'`: the value is written into the script after all)
  if (readTails(name, src).some((tail) => tail.includes("<<"))) return false;
  if (isReadTarget(name, src)) return true;
  let literal = false;
  let fromOperator = false;
  for (const v of values.slice(0, MAX_NAMES)) {
    const inner = soleVariable(v);
    if (inner !== null) {
      if (operatorSupplied(inner, src, depth + 1)) fromOperator = true;
      else literal = true;
    } else if (unwrittenValue(v)) fromOperator = true;
    else literal = true;
  }
  return fromOperator || !literal;
}
