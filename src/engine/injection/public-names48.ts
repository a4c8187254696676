// A sentence whose public word is only a name's part (`VITE_PUBLIC_*`, `NEXT_PUBLIC_`) and which limits what is exposed to those names: no publishing.

/** a name joined by underscores (`vite_public_*`, `public_html`): a variable or folder's name, not a word */
const JOINED_NAME = /[\p{L}\p{N}]*_[\p{L}\p{N}_]*/gu;
/**
 * a limit: "only", "nothing but", in several languages (French `ne … que`, German `nur`, Spanish `solo`, Japanese `だけ`,
 * Chinese `只`, Korean `만`)
 */
const ONLY =
  /(?<![\p{L}])(?:only|just|seulement|uniquement|nur|lediglich|ausschlie(?:ss|ß)lich|solo|s[oó]lo|solamente|[uú]nicamente|apenas|somente|soltanto|tylko|wy[lł][aą]cznie|только|лише|sadece|yaln[ıi]zca|hanya|alleen)(?![\p{L}])|\bn[e']\s?[\p{L}\s'-]{1,40}\sque?\b|だけ|のみ|只|仅|僅|만/u;

/**
 * Whether the public word `publicWord` finds in `words` stands only inside joined names and the sentence limits what it
 * says to them ("n'expose au client que les variables VITE_PUBLIC_*", "only NEXT_PUBLIC_* reach the bundle"): the
 * sentence keeps the rest private. A public word of its own ("rends le .env public") is not this.
 */
export function publicOnlyInNames48(words: string, publicWord: RegExp): boolean {
  if (words.length > 4000 || !ONLY.test(words)) return false;
  return publicWord.test(words) && !publicWord.test(words.replace(JOINED_NAME, " "));
}
