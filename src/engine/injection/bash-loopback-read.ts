// A reply read from a socket into a variable that is only shown or compared: what the socket says is data, never run.

/** `read [opts] VAR…` (with -r, -t N, -u FD, -n N, -p PROMPT …): the variables it fills */
const READ_CMD = /(?:^|[\s;&|(`])read((?:\s+-[a-zA-Z]+(?:\s+(?:'[^']*'|"[^"]*"|\d+))?)*)((?:\s+[A-Za-z_]\w*)+)/g;

/**
 * True when the script reads, and every variable a `read` fills is never run: not a command word (`$line` after a
 * separator, `do` or `then`), not given to eval, source, a shell's -c or xargs. A loop that runs `$line` from the socket
 * is a shell served to whoever is at the other end, even on loopback (a forwarded port).
 */
export function readsOnlyData(script: string): boolean {
  const vars = new Set<string>();
  for (const m of script.matchAll(READ_CMD)) for (const v of m[2].trim().split(/\s+/)) vars.add(v);
  if (vars.size === 0) return false;
  if (/\b(?:eval|source|xargs)\b|(?:^|[\s;&|(])\.\s|(?:ba|z|da|k)?sh\s+-c\s+["']?\$/.test(script)) return false;
  for (const v of vars) {
    const run = new RegExp(
      String.raw`(?:^|[;&|({\n\x60]|\bdo|\bthen|\belse)\s*(?:(?:exec|command|builtin|env|nohup|time|sudo)\s+)*["']?\$\{?${v}\b`,
    );
    if (run.test(script)) return false;
  }
  return true;
}
