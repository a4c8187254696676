// A token in the header meant for it, to an API: the spans of such words, which the prose rules skip (split from bash.ts, code unchanged).

import type { Word } from "./shell-parse.ts";

/** A header that carries a credential to the service it belongs to. */
const AUTH_HEADER =
  /^\s*(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|private-token|x-github-token)\s*:/i;
/** An API's address: an api.* host, or a versioned or /api/ path (a paste site or a bare unknown host is none). */
const API_URL =
  /^(?:https?:\/\/)?(?:api\.[\w.-]+|[\w.-]+(?::\d+)?\/(?:[\w.-]+\/){0,3}(?:api|v\d{1,2}|graphql|rest)\b)/i;

/**
 * Spans of `-H "Authorization: Bearer $TOKEN"` words of an HTTP client whose URL is an API, so that the prose rules
 * (which read "token … https://…" as a secret sent out) skip them; the same token in a body, a query or to a paste host
 * keeps its span.
 */
export function authHeaderSpans(name: string, argv: Word[]): [number, number][] {
  if (!/^(?:curl|wget|http|https|xh|curlie)$/.test(name)) return [];
  const words = argv.slice(1).map((w) => w.text);
  const urls = words.filter((w) => /^(?:https?:\/\/|[\w-]+(?:\.[\w-]+)+\/)/i.test(w));
  if (urls.length === 0 || !urls.every((u) => API_URL.test(u))) return [];
  const spans: [number, number][] = [];
  argv.forEach((w, i) => {
    const flag = argv[i - 1]?.text ?? "";
    const value = /^(?:-H|--header)$/.test(flag) ? w.text : /^--header=/.test(w.text) ? w.text.slice(9) : "";
    if (AUTH_HEADER.test(value) || (name !== "curl" && name !== "wget" && AUTH_HEADER.test(w.text)))
      spans.push([w.start, w.end]);
  });
  return spans;
}
