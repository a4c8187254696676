// Whether a password-hash line captured in a variable stays on this machine: no network command gets it or what it became.

/** A line that talks to the network (a download counts: the reader cannot tell which line sends). */
const NETWORK = /\b(?:curl|wget|nc|ncat|socat|ssh|scp|sftp|rsync|ftp|telnet|sendmail|mail)\b|\/dev\/(?:tcp|udp)\//;
/** `name=` on a line (an assignment, `local name=`, `export name=`). */
const ASSIGNED = /(?:^|[\s;&(`])([A-Za-z_]\w{0,40})=/g;
/** `read [-r] [-a] a b c`: the names it fills. */
const READ = /\bread\s+(?:-[a-zA-Z]+\s+)*((?:[A-Za-z_]\w{0,40}\s*)+)/;
/** A file a line writes with a redirect. */
const REDIRECT = />{1,2}\s*["']?([^\s"';|&<>]+)/g;
/** A heredoc's opening word. */
const HEREDOC = /<<-?\s*["']?([A-Za-z_]\w{0,20})["']?/;

const uses = (line: string, names: ReadonlySet<string>): boolean =>
  [...names].some((n) => new RegExp(String.raw`\$\{?${n}\b`).test(line));

/** The script's logical lines (a backslash continues one) with, for each heredoc body line, the line that opened it. */
function linesOf(src: string): { text: string; opener: string | null }[] {
  const raw = src.replace(/\\\n/g, " ").split("\n");
  const out: { text: string; opener: string | null }[] = [];
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i] as string;
    out.push({ text: line, opener: null });
    const doc = HEREDOC.exec(line);
    if (!doc) continue;
    for (i++; i < raw.length && (raw[i] as string).trim() !== doc[1]; i++)
      out.push({ text: raw[i] as string, opener: line });
  }
  return out;
}

/**
 * `shad=$(getent shadow "$user")` in a script that also reaches the network (an LXC template downloading its image, a
 * PAM helper logging in over ssh): the hash stays local when no network line names the variable or any variable it
 * flows into (assigned from it, or filled by a `read` of it, followed to a fixed point), no line hands it to a function
 * of the script, and no file it is written to is named by a network line. `start` is where the reading command sits.
 */
export function capturedHashStaysLocal(src: string, start: number, end: number): boolean {
  const lineStart = src.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = src.indexOf("\n", end) < 0 ? src.length : src.indexOf("\n", end);
  const own = src.slice(lineStart, lineEnd);
  // (the expanded view writes the substitution where the variable was used: the assignment of the same command names it)
  const command = src.slice(start, end).trim();
  const captured =
    /([A-Za-z_]\w{0,40})=["']?(?:\$\(|`)\s*$/.exec(src.slice(lineStart, start))?.[1] ??
    src
      .split("\n")
      .map((line) =>
        /^\s*(?:local\s+|export\s+)?([A-Za-z_]\w{0,40})=["']?(?:\$\(|`)\s*(.*?)\s*(?:\)|`)["']?/.exec(line),
      )
      .find((m) => m !== null && m[2] === command)?.[1];
  if (captured === undefined || NETWORK.test(own)) return false;
  const lines = linesOf(src);
  const functions = new Set(
    [...src.matchAll(/(?:^|\n)\s*(?:function\s+)?([A-Za-z_][\w-]{0,40})\s*\(\)/g)].map((m) => m[1]),
  );
  const names = new Set([captured]);
  const written = new Set<string>();
  for (let round = 0; round < 4; round++) {
    const before = names.size;
    for (const { text, opener } of lines) {
      if (!uses(text, names)) continue;
      const line = opener ?? text;
      if (NETWORK.test(line) || NETWORK.test(text)) return false;
      const first = /^\s*(?:if\s+|!\s*)?([A-Za-z_][\w-]*)/.exec(line)?.[1];
      if (first !== undefined && functions.has(first)) return false;
      for (const m of text.matchAll(ASSIGNED)) names.add(m[1] as string);
      for (const n of READ.exec(line)?.[1]?.trim().split(/\s+/) ?? []) names.add(n);
      for (const m of text.matchAll(REDIRECT))
        if (!(m[1] as string).startsWith("/dev/")) written.add((m[1] as string).split("/").pop() as string);
    }
    if (names.size === before) break;
  }
  const network = lines.filter(({ text }) => NETWORK.test(text)).map(({ text }) => text);
  return ![...written].some((file) => file.length > 0 && network.some((line) => line.includes(file)));
}
