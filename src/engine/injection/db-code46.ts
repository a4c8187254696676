// Code a database or its client runs for someone else, in any text: an untrusted-language function that dials out and starts a shell, a client's pager or shell escape that fetches and runs a script.

import { hit } from "./bash-facts.ts";
import { setsInLine } from "./setting-line45.ts";
import type { Hit } from "./types.ts";

/** Literal gate: an untrusted procedural language, or a client setting that runs a program. */
const GATE = /\bpl(?:python3?u|perlu|sh|tclu)\b|pager|\\!|\.shell\b|\.system\b/i;

/** A server-side function in a language with the server's own powers: PL/Python, PL/PerlU, PL/sh, PL/TclU. */
const UNTRUSTED = /\blanguage\s+["']?pl(?:python3?u|perlu|sh|tclu)\b/i;
/** A dollar-quoted function body (`$$ … $$`, `$fn$ … $fn$`), at most 4,000 characters. */
const BODY = /\$(\w{0,20})\$([\s\S]{1,4000}?)\$\1\$/g;
/** The body dials another machine. */
const DIALS =
  /\bsocket\b|\bcreate_connection\b|\bconnect\s*\(|\burlopen\b|\brequests\.(?:get|post)\b|\b(?:curl|wget)\b|\/dev\/tcp\/|IO::Socket/;
/** The body starts a shell or a program. */
const SHELL =
  /\bsubprocess\b|\bos\.(?:system|popen|exec\w*|dup2)\b|\bpty\.spawn\b|\/bin\/(?:ba|z|da)?sh\b|\bsystem\s*\(|\bexec\s*\(|`[^`\n]{1,200}`/;

/** A client setting that runs a command (mysql/mariadb `pager`, psql `\setenv PAGER`/`\pset pager`/`\!`, sqlite `.shell`). */
const CLIENT_RUNS = /(?:^|["'\s])(?:pager\s*=|\\setenv\s+PAGER\b|\\pset\s+pager\b|\\!|\.shell\b|\.system\b)/i;
/** A script fetched and run within the same setting line. */
const FETCH_RUN =
  /\b(?:curl|wget)\b[^\n|]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\b(?:ba)?sh\s+-c\s+["']?\$\((?:curl|wget)\b/;

/** Hits for code the database or its client runs for someone else in `text`. */
export function dbCodeHits(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  const end = text.length;
  if (UNTRUSTED.test(text))
    for (const m of text.slice(0, 50_000).matchAll(BODY)) {
      const body = m[2] ?? "";
      if (DIALS.test(body) && SHELL.test(body))
        return [
          hit(
            "bash.db-runs-program",
            "bash_reverse_shell",
            0.92,
            0,
            end,
            "a server-side function in an untrusted language dials another machine and starts a program",
          ),
        ];
    }
  for (const line of text.split("\n").slice(0, 4000))
    if (setsInLine(line, CLIENT_RUNS) && FETCH_RUN.test(line))
      return [
        hit(
          "bash.db-client-fetch-run",
          "bash_persistence",
          0.9,
          0,
          end,
          "a database client's pager or shell escape fetches a script and runs it at every use",
        ),
      ];
  return [];
}
