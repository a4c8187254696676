// Splits a `/name args…` input exactly as pi 1.6 does before template expansion (parseCommandArgs, expandPromptTemplate).

/** A `/name rest` input: `name` is everything up to the first whitespace, `args` the rest after the whitespace run. */
export interface Invocation {
  name: string;
  args: string;
}

// pi's own pattern from expandPromptTemplate: the name is a run of non-whitespace, the args the remainder
const INVOCATION = /^\/([^\s]+)(?:\s+([\s\S]*))?$/;
const WHITESPACE = /\s/;

/** `undefined` when pi would not treat the text as a template invocation (no leading "/", or a lone "/"). */
export function parseInvocation(text: string): Invocation | undefined {
  if (!text.startsWith("/")) return undefined;
  const m = INVOCATION.exec(text);
  if (!m) return undefined;
  return { name: m[1], args: m[2] ?? "" };
}

/**
 * pi's shell-like argument splitting, kept step for step identical (the conformance test runs both):
 * a quote opens only at the start of an argument, a backslash before the open quote keeps that quote,
 * an unclosed quote is re-read as literal text, and `""` / `''` are empty arguments.
 */
export function splitArgs(input: string): string[] {
  const args: string[] = [];
  let current = "";
  let hasToken = false;
  let inQuote: string | null = null;
  let quoteStart = 0;
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (inQuote) {
      if (char === "\\" && input[i + 1] === inQuote) {
        current += inQuote;
        i++;
      } else if (char === inQuote) {
        inQuote = null;
      } else {
        current += char;
      }
    } else if ((char === '"' || char === "'") && !hasToken) {
      inQuote = char;
      quoteStart = i;
      hasToken = true;
    } else if (WHITESPACE.test(char)) {
      if (hasToken) {
        args.push(current);
        current = "";
        hasToken = false;
      }
    } else {
      current += char;
      hasToken = true;
    }
    if (inQuote && i === input.length - 1) {
      // unclosed quote: pi keeps the quote character as text and re-reads what followed it unquoted
      inQuote = null;
      current = input[quoteStart];
      i = quoteStart;
    }
  }
  if (hasToken) args.push(current);
  return args;
}
