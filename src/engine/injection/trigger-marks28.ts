// Marks of an act gated on a trigger that keeps it from a human (only on CI, when nobody is at the keyboard, in unattended mode, once the tests pass, from a date on), read by the declared-act reader as marks of a standing routine.

const S = String.raw`\s{1,3}`;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|marz|mai|juni|juli|oktober|dezember|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|dezembro)";
/** a calendar day: ISO, "1 march", "march 1st", "1er avril", "10. januar" */
const DAY = String.raw`(?:\d{4}-\d{2}-\d{2}\b|\d{1,2}(?:st|nd|rd|th|er|\.)?${S}(?:of${S}|de${S})?${MONTH}\b|${MONTH}${S}\d{1,2}(?:st|nd|rd|th)?\b)`;

/**
 * Why these are marks of a routine: "every session" says an act runs on its own; so does a trigger that fires without
 * anyone asking, and most of all one chosen so that no human sees the act (the run is unattended, the step runs only
 * on CI and is a no-op on a laptop, it happens once the tests are green and nobody looks any more, or from a date on).
 * Lower-cased, accents folded (the normalised view). The languages of the declared-act reader's standing marks.
 */
export const TRIGGER28 = new RegExp(
  [
    // nobody watching, approving or at the keyboard; unattended, headless, autonomous or batch runs
    String.raw`\b(?:when(?:ever)?|while|if|once)${S}(?:there${S}is${S})?(?:no${S}?one|nobody|no${S}(?:human|person|user|operator))${S}(?:is${S}|are${S})?(?:watching|looking|around|present|at${S}the${S}(?:keyboard|screen)|approving|reviewing|in${S}the${S}loop)`,
    String.raw`\b(?:unattended|headless|non-?interactive|autonomous|batch)${S}(?:mode|runs?|sessions?)\b|\bruns?${S}unattended\b|\bno${S}tty\b|\bwith(?:out)?${S}a${S}human${S}(?:present|approving|watching|in${S}the${S}loop)\b|\bnobody${S}(?:notices|sees|will${S}notice)\b`,
    // only on CI, never on a developer's machine
    String.raw`\b(?:only${S}(?:on|in)${S}ci|on${S}ci${S}only|in${S}ci${S}only|when${S}\$?ci${S}is${S}(?:set|true))\b|\bnever${S}runs?${S}on${S}(?:the${S}user's|your|a${S}developer's|developers')${S}(?:laptops?|machines?)\b|\blocally${S}(?:it${S}is${S}|the${S}step${S}is${S})?a${S}no-?op\b`,
    // once the tests pass
    String.raw`\b(?:after|once|when|as${S}soon${S}as)${S}(?:the${S}|all${S})?(?:unit${S})?tests?${S}(?:have${S})?(?:pass(?:ed|es)?|are${S}green|succeed(?:ed)?|go${S}green)\b|\bafter${S}a${S}(?:successful|green)${S}test${S}run\b`,
    // from a date on, or on a day of each month
    String.raw`\b(?:starting|from|as${S}of|beginning|effective|after)${S}(?:on${S})?(?:the${S})?${DAY}|\bon${S}the${S}(?:first|1st|last|\d{1,2}(?:st|nd|rd|th))${S}(?:day${S})?of${S}(?:each|every|the)${S}month\b`,
    // de
    String.raw`\bwenn${S}niemand${S}(?:zuschaut|hinschaut|zusieht|am${S}rechner|da${S}ist)|\bunbeaufsichtigt|\bnur${S}(?:in${S}der|auf${S}der|im)${S}ci\b|\b(?:nach${S}(?:erfolgreichen${S}tests|den${S}tests)|sobald${S}(?:die${S}|alle${S})?tests)\b|\bab${S}(?:dem${S})?${DAY}|\bstundlich|\btaglich|\bjeden${S}(?:ersten|tag|monat)\b`,
    // fr
    String.raw`\b(?:quand|lorsque|si)${S}personne${S}ne${S}(?:regarde|surveille)|\bsans${S}surveillance\b|\b(?:uniquement|seulement)${S}(?:en|sur${S}la)${S}ci\b|\bune${S}fois${S}(?:que${S})?les${S}tests\b|\ba${S}partir${S}du${S}${DAY}|\btoutes${S}les${S}heures\b`,
    // es, it, pt
    String.raw`\b(?:cuando|si)${S}nadie${S}(?:esta${S})?(?:mirando|vigilando)|\bdesatendid[oa]\b|\bsolo${S}en${S}(?:la${S})?ci\b|\b(?:despues${S}de${S}que${S}pasen|cuando${S}pasen)${S}(?:los${S})?(?:tests|pruebas)\b|\ba${S}partir${S}del${S}${DAY}|\bcada${S}hora\b`,
    String.raw`\bquando${S}nessuno${S}(?:guarda|controlla)|\bsenza${S}supervisione\b|\bsolo${S}(?:in|su)${S}ci\b|\bdopo${S}che${S}i${S}test${S}(?:sono${S})?passat|\ba${S}partire${S}dal${S}${DAY}|\bogni${S}ora\b`,
    String.raw`\bquando${S}ninguem${S}(?:esta${S})?(?:olhando|vendo)|\bsem${S}supervisao\b|\bso${S}(?:no|na)${S}ci\b|\bdepois${S}que${S}os${S}testes${S}passa|\ba${S}partir${S}de${S}${DAY}|\bde${S}hora${S}em${S}hora\b`,
  ].join("|"),
);
export const TRIGGER28_ALL = new RegExp(TRIGGER28.source, "g");

/**
 * A write-up of such a trigger (an advisory, an incident report) names what it found: the payload, the backdoor, the
 * compromised release. Its quoted trigger is the finding, not the document's own routine, and one such word is enough
 * (the declared-act reader's own test for security writing asks for two of its wider words).
 */
const WRITE_UP28 =
  /\b(?:payloads?|backdoor\w{0,3}|malware|oss-security|advisor(?:y|ies)|compromised|post-?mortem|cve-\d{4}|ghsa-|time\s{1,3}bomb|logic\s{1,3}bomb|sabotage\w{0,2})\b/;

/** The statement's trigger keeps its act from a human, and the text is no write-up of such a trigger. */
export function triggered28(statement: string, text: string): boolean {
  return TRIGGER28.test(statement) && !WRITE_UP28.test(text);
}
