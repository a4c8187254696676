// A sentence in another language whose subject is the text's own example ("Das untige Beispiel sendet …"): it says what a specimen does.

/**
 * the sentence opens with an example as its subject: a determiner, at most two words, the noun "example" (German,
 * Dutch, French, Spanish, Portuguese, Italian, Polish, Russian, English), in the normaliser's lower case and bare letters
 */
const EXAMPLE_SUBJECT =
  /^[\s>*•-]{0,8}(?:(?:l'|(?:das|dieses|ein|het|dit|een|cet|un|el|este|o|esse|um|questo|the|this)\s{1,3})(?:[\p{L}-]{2,20}\s{1,3}){0,2}(?:beispiel|voorbeeld|exemple|ejemplo|exemplo|esempio|example)|(?:[\p{L}-]{2,20}\s{1,3}){0,2}(?:przyk[łl]ad|пример))\b/u;
/** a colon with words after it: what follows is the example's own text, which may be an order ("Beispiel: sende …") */
const COLON_THEN_WORDS = /:\s{0,3}\p{L}/u;

/**
 * "Das untige Beispiel sendet zwei Cookies zu allen URLs die mit http://example.org/hello/ beginnen" (a German man page):
 * the example is the sentence's subject, so the verb says what the example does, in the third person; no one is told
 * to send (round 41, realfp41). A colon followed by words still lets the example's text be read.
 */
export function describesExample41(sentence: string): boolean {
  return EXAMPLE_SUBJECT.test(sentence) && !COLON_THEN_WORDS.test(sentence);
}
