// The cookie jar a session keeps: curl's -c/-b FILE and wget's --save-cookies/--load-cookies name a file the tool keeps
// its own cookies in, and sends each cookie back only to the site that set it; the file's name is not data sent.

import { SENSITIVE_PATH, SENSITIVE_VAR } from "./bash-facts.ts";
import type { Stage } from "./shell-words.ts";

/** curl's jar options (its -c writes the jar, its -b reads one when its value has no "=": with one it is a literal
 * `name=value` cookie, data as before) */
const CURL_JAR = /^(?:-c|--cookie-jar|-b|--cookie)$/;
/** wget's (its -c and -b are --continue and --background, so only the long names) */
const WGET_JAR = /^--(?:save-cookies|load-cookies)$/;
const JAR_EQ = /^--(?:cookie-jar|cookie|save-cookies|load-cookies)=/;

/**
 * How many argument words at `i` are a cookie-jar option and its value (0, 1 or 2). A browser's cookie store or another
 * credential file named there is still counted as data (0). Pure.
 */
export function cookieJarWords(s: Stage, i: number): number {
  const t = s.argv[i]?.text ?? "";
  const curl = s.name === "curl";
  if (!curl && s.name !== "wget") return 0;
  if (JAR_EQ.test(t)) return jarFile(t.slice(t.indexOf("=") + 1)) ? 1 : 0;
  if ((curl && CURL_JAR.test(t)) || WGET_JAR.test(t)) return jarFile(s.argv[i + 1]?.text ?? "") ? 2 : 0;
  return 0;
}

/**
 * a file name a jar option may keep: not a literal cookie, not a credential file, and a secret-named variable only when
 * its name says it holds a file (`$COOKIE_FILE`, `$COOKIE_JAR`; `$SESSION_COOKIE` may hold the cookie itself)
 */
const jarFile = (value: string): boolean =>
  value !== "" &&
  !value.includes("=") &&
  !SENSITIVE_PATH.test(value) &&
  (!SENSITIVE_VAR.test(value) || /^\$\{?\w*(?:JAR|FILE|PATH|TXT|TMP)\w*\}?$/.test(value));
