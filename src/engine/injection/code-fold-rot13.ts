// A rot13 literal decoded where it stands: codecs.decode("…", "rot13"), str_rot13("…"), "…".tr("A-Za-z", "N-ZA-Mn-za-m").

/** Calls that decode a literal with rot13, in Python, PHP and Ruby (each with its literal in one capture). */
export const ROT13_CALL =
  /\bcodecs\.(?:de|en)code\s*\(\s*(["'])((?:(?!\1)[^\\\n]|\\.){1,2000})\1\s*,\s*["']rot[_-]?13["']\s*\)|\bstr_rot13\s*\(\s*(["'])((?:(?!\3)[^\\\n]|\\.){1,2000})\3\s*\)|(["'])((?:(?!\5)[^\\\n]|\\.){1,2000})\5\s*\.tr\s*\(\s*["']A-Za-z["']\s*,\s*["']N-ZA-Mn-za-m["']\s*\)/g;
/** Literal gate for the calls above. */
export const ROT13_GATE = /rot[_-]?13|N-ZA-M/;

/** rot13 of a text (letters only). */
export function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** The literal a matched rot13 call decodes to (its escapes kept as written). */
export function rot13Literal(a?: string, b?: string, c?: string): string {
  return rot13((a ?? b ?? c ?? "").replace(/\\(["'\\])/g, "$1"));
}
