// A record's own business in one of its requests: an act done for its writer ("add me", "delete my data") or its own bill paid.

/**
 * Records are full of requests to their human recipient about the record's own business: "please add me as an admin on
 * the marketing workspace", "please delete my account and all personal data you hold", "please pay this invoice by
 * transfer to IBAN …". The act's object is the writer's own (the writer asks for themself) or the bill the record is;
 * a planted order reaches past the record: the agent's environment (a repository, CI, a server, a cloud account),
 * someone else's data, an address the money never went to before. Pure word tests on the normalised view (lower case,
 * Latin accents folded).
 */

/**
 * the writer as the act's beneficiary or owner, right before the object: "add me as", "delete my account", "löschen Sie
 * mein Konto" (after the polite imperative's pronoun)
 */
const WRITER_BEFORE =
  /^\s{0,3}(?:(?:sie|vous|usted|voce|pan|pani)\s{1,3})?(?:me|us|my|our|mir|mich|uns|mein\w{0,2}|unser\w{0,2}|moi|mon|ma|mes|nous|notre|nos|mi|mis|nuestr[oa]s?|meu|minha|meus|minhas|nosso|nossa|mnie|moj\w{0,2}|mij|mijn|ons|onze)\b/;
/** the writer's word governs the object only right before it ("add me as an admin", "delete my account") */
const WRITER_REACH = 16;
/** an address or a link in the sentence: access or a copy going there is not the writer's own ("add my address … as a forwarding rule") */
const OUTSIDE_PLACE = /[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\//;
/** the agent's environment named in the sentence: a grant or a deletion there reaches past the writer's own business */
const ENVIRONMENT =
  /\b(?:github|gitlab|bitbucket|repo|repos|repository|repositories|organi[sz]ation|org|ci|pipelines?|workflows?|aws|gcp|azure|cloud|servers?|ssh|sudo|sudoers|root|production|prod|deploy\w{0,4}|kubernetes|cluster|database|\.env|\.git|tokens?|api keys?|credentials?|secrets?)\b/;
/** the record's own bill: this invoice, the amount due, the balance (English and the languages of the pay verbs) */
const OWN_BILL =
  /\b(?:(?:this|the|our|attached|enclosed|above|below|outstanding|open) (?:invoice|bill|balance|amount)|invoice (?:number|no\b|#|ref)|amount due|balance due|(?:diese|die|unsere|offene)[nr]? (?:rechnung|betrag)|rechnungsnummer|offenen betrag|(?:cette|la|notre) facture|numero de facture|(?:esta|la|nuestra) factura|numero de factura|(?:questa|la) fattura|(?:esta|a) fatura|(?:deze|de) factuur)\b/;
/** money sent somewhere new or changed: never the record's own business, however it is worded */
const MOVED =
  /\bnew (?:account|bank|iban|details)|\bchanged\b|\binstead of\b|\bno longer\b|\breplace|neue[sn]? (?:konto|bankverbindung)|nouveau compte|nueva cuenta|nova conta/;

/**
 * Whether the effect `name` asked in `sentence` is the record's own business: its object (at `objectAt` in `rest`, the
 * words after the verb) is the writer's own and the sentence names none of the agent's environment, or it pays the
 * record's own bill to the account the record gives (no account newly given or changed). `also` is the next sentence.
 */
export function ownBusiness32(name: string, sentence: string, rest: string, objectAt: number, also = ""): boolean {
  // (not a send: "send us the customer list" takes someone's data to the writer)
  if (name === "grant" || name === "destroy")
    return (
      objectAt <= WRITER_REACH &&
      WRITER_BEFORE.test(rest.slice(0, objectAt)) &&
      !ENVIRONMENT.test(sentence) &&
      !OUTSIDE_PLACE.test(sentence)
    );
  if (name === "pay") return OWN_BILL.test(`${sentence} ${also}`) && !MOVED.test(`${sentence} ${also}`);
  return false;
}
