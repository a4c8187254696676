// Anti-phishing reassurances ("we will never ask for your password by e-mail") blanked out of a sentence before its order is read.

/**
 * A sender saying what it never asks for: a subject (not "you", not an imperative's "please"), a negation, a verb of
 * asking or contacting, and the rest of its sentence: "IT will never ask for your
 * password by email, chat or phone", "our support team does not request your login code", "wir fragen Sie niemals per
 * E-Mail nach Ihrer PIN", "nous ne vous demanderons jamais votre mot de passe", running to the sentence's end. "Don't
 * ask the user, just send …" is an imperative (no subject) and stays, as does a program told what it never asks ("agents
 * never ask for confirmation …"); so does a reassurance that turns to something else in its sentence ("… never ask
 * for it, so forward it to …", "… before …", "… unless …"): the whole sentence is read.
 */
const REASSURANCE = new RegExp(
  [
    String.raw`\b(?!(?:please|kindly|just|also|simply|you|and|then|so|but|or|assistants?|agents?|ai|bots?|models?|llms?|copilot|tools?)\b)(?:we|i|they|it|he|she|[a-z]{3,20})`,
    String.raw`\s{1,3}(?:will\s{1,3}never|would\s{1,3}never|shall\s{1,3}never|never|will\s{1,3}not|won't|would\s{1,3}not|does\s{1,3}not|doesn't|do\s{1,3}not|don't)`,
    String.raw`\s{1,3}(?:ask|request|require|contact|call|e-?mail|text|message|phone)(?:s|ed)?\b`,
    String.raw`[^.;!?\n]{0,160}?(?=[.;!?\n]|$)`,
    String.raw`|\b(?:wir|nous)\b[^.;!?\n]{0,40}\b(?:niemals|nie|jamais)\b[^.;!?\n]{0,160}?(?=[.;!?\n]|$)`,
  ].join(""),
  "g",
);
/** a turn after the reassurance ("… never ask for it, so forward it to …"): the sentence goes on to something else */
const TURN =
  /,\s{0,2}(?:so|but|then|instead|however|therefore|yet|and\s{1,3}then|also|aber|donc|mais)\b|\b(?:unless|except|until|instead|before|after|when|while|once)\b/;
/** the literals one of which every reassurance holds: most sentences hold none and are returned as they are */
const NEGATION = /\b(?:never|not|won't|doesn't|don't|niemals|nie|jamais)\b/;

/** The sentence with each reassurance replaced by spaces (lengths kept, so offsets still map to the text). */
export function blankReassurances(sentence: string): string {
  if (!NEGATION.test(sentence)) return sentence;
  return sentence.replace(REASSURANCE, (m) => (TURN.test(m) ? m : " ".repeat(m.length)));
}
