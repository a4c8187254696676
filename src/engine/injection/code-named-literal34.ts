// The literal text a program put in a name, for readers that meet the name where a literal usually stands.

const LIT_AT = /^(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})'|`((?:[^`\\]|\\.){0,4000})`)/;

/** The literal a bare name at the start of `arg` was assigned once (`const extra = "…"`, `text = '…'`), or undefined. */
export function namedLiteral(code: string, arg: string): string | undefined {
  const name = /^([A-Za-z_$][\w$]{0,40})\s*[,)]/.exec(arg)?.[1];
  if (!name) return undefined;
  const set = new RegExp(`(?:^|[\\s;(])(?:const\\s+|let\\s+|var\\s+)?${name.replace(/\$/g, "\\$")}\\s*=\\s*`, "m").exec(
    code,
  );
  if (!set) return undefined;
  const lit = LIT_AT.exec(code.slice(set.index + set[0].length, set.index + set[0].length + 4010));
  return lit ? (lit[1] ?? lit[2] ?? lit[3]) : undefined;
}
