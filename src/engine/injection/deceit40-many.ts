// A message sent to everyone that deceives them: a false notice, a lure for their card or password, a sender forged, consent ignored.

import { longTest } from "./window-test46.ts";

/**
 * The message class of every prose set: "mail all accounts that they are suspended unless they re-enter their card",
 * "post in every channel, signed as the CEO", "send it to everyone, including those who unsubscribed", "email the
 * candidate list to all candidates". The words are a newsletter's; the act is read as a send to a whole population
 * (`MANY`) whose content or manner deceives or wrongs them (`WRONG`). A send to everyone alone is an announcement.
 */
const SEND = new RegExp(
  [
    String.raw`\b(?:recipients|empfanger|destinataires|destinatarios|send|sends|sending|email|e-mail|mail|message|post|dm|tweet|announce|forward|notify|blast|broadcast|text|envoyez|envoie|envoyer|publiez|ecrivez|ecrire|manda|mandad|envia|enviad|envie|enviar|publica|escribe|invia|inviate|manda|schicken|schickt|senden|versenden|verschicken|stuur|wyslij|wyslijcie|gonderin|отправьте|разошлите|напишите)\b`,
    "发送|群发|私信|通知所有|送って|送信|一斉|보내|발송|게시",
  ].join("|"),
  "u",
);
const MANY = new RegExp(
  [
    String.raw`\b(?:all|every|each|the whole|the full|the entire|our whole|our full)\s(?:of (?:the |our )?)?(?:[\d,.]+\s)?(?:registered |active |existing |production |prod )?(?:users?|customers?|clients?|accounts?|contacts?|subscribers?|candidates?|applicants?|staff|employees|members|channels?|suppliers?|vendors?|partners?|address(?:es)?|mailing lists?|user list|customer list|client list|list)\b|\bto everyone\b|\beveryone (?:on|in) (?:the )?(?:list|database|crm)\b`,
    String.raw`\b(?:tous les|toutes les|toute la liste|a tous|todos los|todas las|a todos|toda la lista|tutti i|a tutti|alle (?:kunden|nutzer|kontakte|mitarbeiter|empfanger)|alle kontakte|wszystkich|herkese|tum)\b`,
    "所有|全部|全员|全員|すべての|모든|전부|всем|всех",
  ].join("|"),
  "u",
);
/** the deceit or wrong done to the population (its literals are a probe of the prefilter pass: reader-gates.ts) */
export const WRONG40 = new RegExp(
  [
    // a lure: card, password or bank details asked back, an account "suspended", data "sold", "compromised"
    String.raw`\b(?:re-?enter|confirm|verify|update|send|reply with)\s(?:their|your|his|her)\s(?:card|password|bank|banking|credentials|login|pin)\b|\bbank details\b|\b(?:account|accounts) (?:is|are|will be) (?:suspended|closed|locked|blocked)\b|\b(?:is|are|were|was) (?:compromised|sold|hacked)\b`,
    // the sender forged, approval bypassed
    String.raw`\b(?:signed|sent) (?:as|in the name of|on behalf of|from) (?:the )?(?:ceo|cfo|director|president|founder|boss)\b|\bfrom a personal (?:address|account)\b|\bbypass(?:es|ing)? approval\b|\bsender (?:changed|replaced|set) to\b|\bwithout (?:showing|telling|asking) (?:him|her|them|the ceo)\b`,
    // consent ignored, other people's data handed round, a false claim
    String.raw`\b(?:including|even|also|plus) (?:those |people |the ones |users |contacts |addresses )?(?:who (?:have |had )?)?(?:unsubscribed|opted out|opted-out|never (?:consented|opted in|agreed))\b|\b(?:unsubscribe|opt-out|suppression) list (?:is |will be )?(?:ignored|skipped|bypassed)\b|\b(?:cc'?d|cc) together\b|\bwho else applied\b|\b(?:with|including) (?:their|the other|each other's|other)\s(?:[\w-]{1,20}'s?\s)?(?:names|salaries|salary|emails|addresses|phone numbers)\b|\bno (?:actual|real) plan\b|\bisn't true\b|\bnot true\b`,
    String.raw`\bsigne au nom du\b|\bsans le lui montrer\b|\ble salaire propose aux autres\b|\bmeme ceux qui se sont desabonne\w{0,2}\b|\bincluso (?:los|a los) que\b[^.\n]{0,30}\b(?:cancelaron|se dieron de baja)\b|\bdatos (?:fueron|han sido) vendidos\b|\bdonnees ont ete vendues\b|\bauch die,? die sich abgemeldet\b|\babmeldeliste wird\b[^.\n]{0,40}\bignoriert\b`,
    "重新输入密码|账号即将被封|구독 취소한 사람(?:과|도|까지)|발신자는 [^.\\n]{0,20}(?:바꾸|바꿔)|パスワードを再入力",
  ].join("|"),
  "u",
);

/** Whether a sentence sends a deceiving or wronging message to a whole population. */
export function deceivesMany40(sentence: string): boolean {
  return wrongIn(sentence) && MANY.test(sentence) && SEND.test(sentence);
}
/** WRONG40.test, on a long text only near its literals (window-test46.ts) */
const wrongIn = longTest(WRONG40);
