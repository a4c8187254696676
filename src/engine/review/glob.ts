// Simplified glob for rules-file filePatterns: `*` stays inside one folder, `**` crosses folders, `**/` matches zero or more folders.

/**
 * Why not minimatch: these are the tool-supervisor semantics the rules files were written for. There `**` crosses `/` even inside a
 * segment (`src/**.ts` matches `src/a/b.ts`) and patterns are matched against the cwd-relative path only; minimatch treats
 * `**` inside a segment as `*`. Matching is a table over (pattern token, path position), so its cost is at most
 * tokens × path length whatever the (model-chosen) path is: no regular expression that could backtrack.
 */

type Token = { k: "lit"; c: string } | { k: "one" } | { k: "star" } | { k: "any" } | { k: "dirs" };

/** Backslashes become `/`, a leading `./` is dropped. Applied to patterns and paths alike. */
export function normalizeGlobPath(p: string): string {
  let s = p.replace(/\\/g, "/");
  while (s.startsWith("./")) s = s.slice(2);
  return s;
}

export function tokenizeGlob(pattern: string): Token[] {
  const p = normalizeGlobPath(pattern);
  const out: Token[] = [];
  let i = 0;
  while (i < p.length) {
    const c = p[i];
    if (c === "*") {
      let j = i + 1;
      while (p[j] === "*") j++;
      if (j - i === 1) out.push({ k: "star" });
      else if (p[j] === "/") {
        out.push({ k: "dirs" }); // `**/`: zero or more whole folders
        j++;
      } else out.push({ k: "any" }); // `**` (or more stars) not followed by `/`: anything, `/` included
      i = j;
    } else {
      out.push(c === "?" ? { k: "one" } : { k: "lit", c });
      i++;
    }
  }
  return out;
}

function matchTokens(tokens: readonly Token[], path: string): boolean {
  const n = path.length;
  // nextAfterSlash[j]: the position just after the first "/" at or after j (or -1)
  const nextAfterSlash = new Int32Array(n + 1).fill(-1);
  for (let j = n - 1; j >= 0; j--) nextAfterSlash[j] = path[j] === "/" ? j + 1 : nextAfterSlash[j + 1];
  // row i holds: tokens i.. match path j.. ; built from the last token backwards
  let next = new Uint8Array(n + 1);
  next[n] = 1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    const row = new Uint8Array(n + 1);
    for (let j = n; j >= 0; j--) {
      const ch = j < n ? path[j] : "";
      switch (t.k) {
        case "lit":
          row[j] = j < n && ch === t.c ? next[j + 1] : 0;
          break;
        case "one":
          row[j] = j < n && ch !== "/" ? next[j + 1] : 0;
          break;
        case "star":
          row[j] = next[j] || (j < n && ch !== "/" ? row[j + 1] : 0);
          break;
        case "any":
          row[j] = next[j] || (j < n ? row[j + 1] : 0);
          break;
        case "dirs": {
          const after = nextAfterSlash[j];
          row[j] = next[j] || (after >= 0 ? row[after] : 0);
          break;
        }
        default: {
          const never: never = t;
          void never;
        }
      }
    }
    next = row;
  }
  return next[0] === 1;
}

const cache = new Map<string, Token[]>();

/** True when the (cwd-relative) path matches the pattern. */
export function matchGlob(pattern: string, path: string): boolean {
  let tokens = cache.get(pattern);
  if (!tokens) {
    tokens = tokenizeGlob(pattern);
    if (cache.size > 500) cache.clear();
    cache.set(pattern, tokens);
  }
  return matchTokens(tokens, normalizeGlobPath(path));
}

/** True when any pattern matches. */
export function matchAnyGlob(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => matchGlob(p, path));
}
