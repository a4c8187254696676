// A file put back from its own backup beside it (`mv authorized_keys.old authorized_keys` in a maintainer script).

import type { Word } from "./shell-parse.ts";

/** `mv|cp FILE.old FILE`: the one source is the target's own backup beside it (`.old`, `.bak`, `.orig` …). */
export function ownBackup(name: string, sources: Word[], t: Word): boolean {
  const unquote = (w: Word): string => w.text.replace(/^["']|["']$/g, "");
  return (
    (name === "mv" || name === "cp") &&
    sources.length === 1 &&
    sources[0] !== t &&
    /^\.(?:old|bak|orig|dpkg-old|save)$/.test(unquote(sources[0] as Word).slice(unquote(t).length)) &&
    unquote(sources[0] as Word).startsWith(unquote(t))
  );
}
