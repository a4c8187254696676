// Parses a template's `argument-hint` ("<project> [version]") into its ordered argument contract.

export interface HintArg {
  /** the text inside the brackets, e.g. "project" */
  name: string;
  required: boolean;
  /** `[files...]`: takes this and every later argument (must be last) */
  variadic: boolean;
  /** the token as written, e.g. "<project>" */
  token: string;
}

export type HintResult = { ok: true; args: HintArg[] } | { ok: false; message: string; column: number };

const CLOSER: Record<string, string> = { "<": ">", "[": "]" };
const BRACKETS = /[<>[\]]/;
const SPACE = /\s/;

function isVariadic(name: string): boolean {
  return name.endsWith("...") || name.endsWith("…");
}

/**
 * A hint is a whitespace-separated sequence of `<name>` (required) and `[name]` (optional) tokens, in order.
 * Names may contain spaces and punctuation but no brackets. Columns are 1-based. Never throws.
 */
export function parseHint(hint: string): HintResult {
  const args: HintArg[] = [];
  let i = 0;
  while (i < hint.length) {
    const ch = hint[i];
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    const column = i + 1;
    const closer = CLOSER[ch];
    if (closer === undefined) {
      const word = hint.slice(i).split(/\s/, 1)[0].slice(0, 40);
      return {
        ok: false,
        column,
        message: `unexpected "${word}" at column ${column}: write each argument as <name> (required) or [name] (optional)`,
      };
    }
    const end = hint.indexOf(closer, i + 1);
    const inner = end < 0 ? hint.slice(i + 1) : hint.slice(i + 1, end);
    const nested = BRACKETS.exec(inner);
    if (end < 0 || nested) {
      const at = nested ? i + 1 + nested.index + 1 : column;
      return {
        ok: false,
        column: at,
        message: nested
          ? `unexpected "${nested[0]}" inside ${ch}…${closer} at column ${at}: argument names cannot contain brackets or nest`
          : `"${ch}" at column ${column} is never closed with "${closer}"`,
      };
    }
    const name = inner.trim();
    if (name === "") return { ok: false, column, message: `empty argument name "${ch}${closer}" at column ${column}` };
    const arg: HintArg = { name, required: ch === "<", variadic: isVariadic(name), token: `${ch}${inner}${closer}` };
    const prev = args[args.length - 1];
    if (prev?.variadic) {
      return {
        ok: false,
        column,
        message: `${arg.token} at column ${column} comes after ${prev.token}, which already takes every remaining argument; make ${prev.token} the last one`,
      };
    }
    if (arg.required && args.some((a) => !a.required)) {
      const opt = args.find((a) => !a.required) as HintArg;
      return {
        ok: false,
        column,
        message: `required ${arg.token} at column ${column} comes after optional ${opt.token}: arguments are filled in order, so ${arg.token} could never be given without ${opt.token}; move ${opt.token} after it or make it required`,
      };
    }
    args.push(arg);
    i = end + 1;
  }
  return { ok: true, args };
}

/** The hint as the usage line shows it, e.g. "<project> [version]". */
export function formatHint(args: readonly HintArg[]): string {
  return args.map((a) => a.token).join(" ");
}

/** `/deploy <project> [version]`; an unparseable hint is shown as written. */
export function formatUsage(command: string, hint: readonly HintArg[] | string | undefined): string {
  const text = typeof hint === "string" ? hint.trim() : hint ? formatHint(hint) : "";
  return text ? `/${command} ${text}` : `/${command}`;
}
