// Base64 literals a program decodes where they stand (`Buffer.from("…", "base64")`, `atob("…")`, `base64.b64decode("…")`), as the text they spell.

/** Cheap literal gate. */
export const B64_GATE = /["']base64["']|\batob\s*\(|\bb64decode\s*\(/;

/** A base64 literal decoded in place, with the call's `.toString()` / `.decode()` when it has one. */
export const B64_CALL =
  /\bBuffer\.from\s*\(\s*["']([A-Za-z0-9+/]{8,4000}={0,2})["']\s*,\s*["']base64["']\s*\)(?:\s*\.toString\s*\(\s*(?:["'][\w-]{1,10}["'])?\s*\))?|\batob\s*\(\s*["']([A-Za-z0-9+/]{8,4000}={0,2})["']\s*\)|\bbase64\.b64decode\s*\(\s*b?["']([A-Za-z0-9+/]{8,4000}={0,2})["']\s*\)(?:\s*\.decode\s*\(\s*(?:["'][\w-]{1,10}["'])?\s*\))?/g;

/** The text a base64 literal spells when it is printable ASCII (tabs and newlines allowed), else null. */
export function base64Text(b64: string): string | null {
  const bytes = Buffer.from(b64, "base64");
  if (bytes.length < 3) return null;
  for (const c of bytes) if (c < 9 || c > 126 || (c > 13 && c < 32)) return null;
  return bytes.toString("latin1");
}
