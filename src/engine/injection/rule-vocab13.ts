// Word classes of the round-13 prose rules: an automated reader, what an order reaches, in the scanner's languages.

import { OBJECT_CLASSES } from "./carrier-reader-vocab.ts";
import { PROTECTION } from "./carrier-objects.ts";
import { reaches9, sentenceFrom } from "./rule-vocab9.ts";

// The text arrives normalised: lower case, Latin accents stripped ("ware", "contrasena", "mot de passe").

/** a program as the reader: an AI noun, an automated role, a program's name, in en/de/es/fr/it/pt/pl/nl */
export const AUTOMATED13 =
  /\b(?:ai|a\.i\.|llms?|gpts?|bots?|chatbots?|assistants?|(?<!(?:support|service|customer|sales|travel|insurance|estate|booking|live|human|field|leasing|help ?desk|helpdesk|ticket|care|claims|shipping|border|federal|special|secret|press|talent|literary|sports) )(?:agents?|agentes?(?! de (?:soporte|servicio|atencion|ventas|viajes|seguros)))|models?|copilots?|summari[sz]ers?|crawlers?|scrapers?|automated|automations?|automatic|screeners?|graders?|language models?|ai-[a-z]{2,12}|[a-z]{2,12}-(?:bot|ai|agent)|llm-[a-z]{2,12}|ki|ki-[a-z]{2,14}|assistent(?:en|in)?|asistentes?|assistentes?|asystent\w{0,3}|ia|l'ia|l'assistant|intelligence artificielle|inteligencia artificial|intelligenza artificiale|whoever|whichever|automatisch\w{0,2}|automatique\w{0,2}|automatico|automatica|ai helpers?|helper bots?|tools? (?:processing|reading)|anything picking)\b/;

/** secrets and private records beyond the English lists (carrier-objects.ts has the English and some others) */
const SECRET_ML13 =
  /\b(?:passw(?:ort|orter)|kennw\w{0,6}|zugangsdaten|anmeldedaten|contrasenas?|credenciales|credenciais|mots? de passe|identifiants|cles (?:ssh|api|privees?)|hasl[oa]\w{0,2}|senhas?|wachtwoord\w{0,2}|umgebungsvariablen|variables? de entorno|variables d'environnement|recovery codes?|wiederherstellungscodes|codigos de recuperacion|codes de recuperation|kontakte|contactos|contacts list|(?:liste|lista) (?:complete |completa )?(?:des |de )?contact\w{0,2}|historial completo|cookies|kubeconfig|cvv|cvc|card number|full number|expiry date|numero de tarjeta|kartennummer|id_rsa|session token|auth token|api key|secret key|[a-z_]{2,20}_(?:secret|token|key)\b)|\.npmrc|\.git-credentials|~\/\.(?:kube|docker|aws|ssh|gnupg)\//;
/** sending something away: to an address, a tool, a person (en, de, es, fr, pl, it, pt) */
const SEND13 =
  /\b(?:send\w{0,3}|forward\w{0,3}|upload\w{0,3}|submit\w{0,3}|post\w{0,3}|shar(?:e|es|ed|ing)|transfer\w{0,3}|sync\w{0,3}|push\w{0,3}|attach\w{0,3}|e-?mail\w{0,3}|re-send|resend|schick\w{0,3}|send(?:e|en)|weiter\w{0,3}leit\w{0,4}|hochlad\w{0,3}|mitsend\w{0,3}|envi\w{1,4}|reenvi\w{1,4}|mand\w{1,4}|transmet\w{0,4}|envoy\w{0,4}|przesl\w{0,4}|wysl\w{0,4}|inviar\w{0,2}|compart\w{1,4}|partag\w{1,4})\b/;
/** showing something: in the answer, a reply, the output */
const SHOW13 =
  /\b(?:paste\w{0,3}|copy|reply\w{0,4}|export\w{0,3}|append\w{0,3}|includ(?:e|es|ed|ing)|print\w{0,3}|dump\w{0,3}|read (?:it |them )?back|respond\w{0,4} (?:com|con|avec|with)|repond\w{0,4}|drop (?:it |them )?into|incluy\w{1,4}|inclu\w{1,4}|auslesen)\b/;
/** an outside address */
const DESTINATION13 =
  /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z]{2}|https?:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[a-z0-9-]{2,40}\.example\b/;
/** a safeguard switched off, in the other languages */
const SAFEGUARD_ML13 =
  /\b(?:desactiv\w{1,5}|deaktivier\w{0,4}|abschalt\w{0,4}|ausschalt\w{0,4}|desativ\w{1,5}|wylacz\w{0,4}|disattiv\w{1,5}|uitschakel\w{0,4})\b[^.;\n]{0,50}\b(?:autenti\w{0,9}|authenti\w{0,9}|verifica\w{0,6}|verification|verifizierung|prufung|pruf\w{0,6}|firewall|2fa|zwei-faktor\w{0,6}|deux facteurs|dos factores|dois fatores|signatur\w{0,3}|firmas?|tests?|protec\w{0,6}|schutz\w{0,6}|sicherheit\w{0,6}|seguridad|securite)\b|\b(?:push\w{0,3} (?:directly )?to main|directly to main|skip\w{0,3} (?:the )?(?:test|ci|review)|curl [^|\n]{0,80}\|\s?(?:ba)?sh|open port \d{1,5} to|grant\w{0,3} (?:\w+ ){0,2}(?:admin|owner|root|elevated|full) (?:access|rights)|signature verification|verify\s?=\s?false|secure\s?=\s?false|(?:straight|directly) to main|rm -rf|as (?:an? )?(?:co-?)?(?:owner|admin|maintainer|editor)s?|grant\w{0,3}\b[^.;\n]{0,30}\badmin|maintainer rights|(?:disable|skip|bypass|turn off)\w{0,2} (?:the )?(?:pre-commit |git |commit )?hooks|core\.hookspath|--no-verify)\b/;
/** a safeguard weakened by its verb, or an access right given (installing a package is what docs say: not here) */
const WEAKEN13 = new RegExp(
  String.raw`\b(?:disabl\w{1,3}|turn\w{0,3} off|switch\w{0,3} off|skip\w{0,4}|bypass\w{0,3}|remov\w{1,3}|deactivat\w{1,3}|weaken\w{0,3}|lower\w{0,3}|loosen\w{0,3}|relax\w{0,3}|ignor\w{1,3}|without|deaktivier\w{0,4}|desactiv\w{1,5}|desativ\w{1,5}|wylacz\w{0,4}|disattiv\w{1,5})\b[^.;\n]{0,60}?${PROTECTION}|\b(?:grant|give|add|make)\w{0,3}\b[^.;\n]{0,40}?(?:(?:admin|owner|root|write|push|elevated|full|editor) (?:access|rights|privileges|role|permissions?)|as (?:an? |the )?(?:co-?)?(?:owner|admin|maintainer)s?\b)`,
);
/** destruction in bulk, in the scanner's languages */
const DESTROY13 =
  /\b(?:delet\w{0,3}|remov\w{0,3}|eras\w{0,3}|wip(?:e|es|ed|ing)|purg\w{0,3}|drop\w{0,4}|usun\w{0,5}|usuw\w{0,4}|losch\w{0,4}|borra\w{0,4}|supprim\w{0,4}|elimin\w{0,4}|apag\w{0,4}|cancell\w{0,4})\b[^;\n]{0,30}?\b(?:all|every|alle|todos|todas|tous|toutes|wszystkie|tutti|the (?:\w+ )?database)\b/;
/** money moved: an amount, an account number, a transfer verb */
const MONEY13 =
  /\brefund\w{0,3} (?:order|in full|the full|all)\b|\b(?:refund\w{0,3}|wire|transfer\w{0,4}|pay|send|transferir|uberweis\w{0,4}|virement|przelew\w{0,3})\s(?:[a-z]{2,12}\s){0,2}(?:[$€£]\s?\d|\d[\d,.]{0,9}\s?(?:usd|eur|euros?|dollars?|gbp|zl|pln))|\biban\b|\b[a-z]{2}\d{2}(?: ?[0-9]{4}){3}|\b\d{4} \d{4} \d{4} \d{4}\b/;

/** many records at once: every message, all rows, the attachments of a folder */
const BULK13 =
  /\b(?:all|every|each|alle|todos|todas|tous|toutes|wszystkie|tutti)\b[^.;\n]{0,30}?\b(?:messages?|mails?|e-?mails|attachments?|anhange|files?|rows|invoices?|documents?|records|contacts|exports?|nachrichten|mensajes|archivos|fichiers|wiadomosci|mensagens)\b|\b(?:last|past) (?:\w+ ){0,2}(?:invoices|messages|e-?mails|files|statements)\b/;

/** The classes of consequence one stretch of text reaches: a secret or private record, an outside address a move reaches, a safeguard, money, destruction. */
export function reach13(s: string): string[] {
  const found: string[] = [];
  const secret = reaches9(s) || SECRET_ML13.test(s) || (OBJECT_CLASSES[0]?.re.test(s) ?? false);
  if (secret) found.push("secret");
  const sent = SEND13.test(s);
  if (DESTINATION13.test(s) && (sent || SHOW13.test(s))) found.push("outside");
  else if (secret && sent) found.push("sent");
  else if (secret && SHOW13.test(s)) found.push("revealed");
  if (SAFEGUARD_ML13.test(s) || WEAKEN13.test(s)) found.push("safeguard");
  if (MONEY13.test(s)) found.push("money");
  if (found.includes("outside") && BULK13.test(s)) found.push("bulk");
  if (DESTROY13.test(s)) found.push("destroy");
  return found;
}

/**
 * Whether the classes add up to a consequence on their own: a safeguard, money or bulk destruction, or a secret or
 * private record moved (sent away, shown in the answer or a reply, or to an address). Many records sent out count too. A secret named alone ("rotate your API key") is
 * what help pages say.
 */
export function consequential13(found: readonly string[]): boolean {
  return (
    found.includes("safeguard") ||
    found.includes("money") ||
    found.includes("destroy") ||
    found.includes("bulk") ||
    (found.includes("secret") && (found.includes("outside") || found.includes("sent") || found.includes("revealed")))
  );
}

/** talk about attacks, or code that holds the notice: a lesson or a fixture, not a notice */
export const DISCUSSED13 =
  /\b(?:injection|attacks?|attacker|malicious|phishing|jailbreak|exercise|spot the|examples?(?!\.))\b|\b(?:const|let|var|def|function|return)\s[\w$]{1,40}\s?[=(]/;

/** the sentence around `index`: back to the last sentence end (at most 200 characters), on to the next */
export function sentenceAround(text: string, index: number, max = 320): string {
  const back = text.slice(Math.max(0, index - 200), index);
  const cut = Math.max(back.lastIndexOf(". "), back.lastIndexOf("\n"), back.lastIndexOf("! "), back.lastIndexOf("? "));
  const from = index - back.length + (cut < 0 ? 0 : cut + 1);
  return sentenceFrom(text, from, max).trimStart();
}
