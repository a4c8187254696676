// A text as one single-quoted shell word: what readers use to hand a word on to a script that is read again.

/** `it's` → `'it'\''s'`: the text as one word that the shell reads back unchanged (no expansion, no splitting). */
export function singleQuoted(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}
