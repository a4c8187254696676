// Word lists of the record-order reader (carrier-record22.ts): acts done with a user's accounts, and the objects that make such an act one of consequence.

/** Latin accents folded, as the main view folds them (the lists are written with their accents) */
const fold = (re: RegExp): RegExp => new RegExp(re.source.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""), re.flags);

/**
 * Acts done with someone's accounts by whoever holds the tools (money, purchases, bookings, mail, files, sharing, account
 * security, posts, what the user is told, code hosting), in the base form an order takes: English, and the imperatives
 * of German, French, Spanish, Italian, Portuguese and Polish for the commonest of them. A word list of the language, not
 * of any text: the act alone is ordinary work, what makes it an order of consequence is its object (below).
 */
export const ACT22 = fold(
  new RegExp(
    String.raw`(?<![\p{L}\d_-])(?:` +
      [
        // English
        "pay|wire|transfer|remit|send|move|top up|set up|schedule|add|replace|update|change|switch|issue|apply|credit",
        "refund|approve|accept|buy|purchase|order|reorder|subscribe|book|reserve|rebook|cancel|upgrade|extend|renew|charge",
        "forward|reply|respond|e-?mail|create|delete|remove|erase|purge|wipe|empty|clear|decline|archive|share|give|grant",
        "invite|make|reset|disable|turn off|switch off|generate|post|publish|announce|tweet|tell|inform|notify|say|let",
        "merge|push|set|load|render|visit|open|fetch|include|embed|list|quote|cite|export|sync|upload|copy|close|mark",
        "enable|rename|assign|revoke|put|append|attach|download",
        // German (Sie-imperative and du-imperative stems)
        "überweisen|überweise|zahlen|zahle|senden|sende|schicken|schicke|leiten|leite|löschen|lösche|teilen|teile|ändern|ändere",
        "kaufen|kaufe|bestellen|bestelle|buchen|buche|stornieren|storniere|deaktivieren|deaktiviere|einladen|lade",
        // French
        "virez|payez|envoyez|envoie|transférez|transfère|transférer|supprimez|supprime|partagez|partage|modifiez|modifie",
        "changez|change|achetez|achète|commandez|réservez|annulez|annule|désactivez|invitez|transmettez|transmets|publiez",
        "citez|indiquez|dites|informez",
        // Spanish
        "transfiere|transfiera|paga|pague|envía|envia|envíe|reenvía|reenvie|reenvíe|elimina|elimine|borra|borre|comparte",
        "comparta|cambia|cambie|compra|compre|reserva|reserve|cancela|cancele|desactiva|desactive|invita|invite|publica|dile",
        // Italian
        "trasferisci|paga|invia|inoltra|elimina|cancella|condividi|cambia|modifica|acquista|compra|prenota|annulla|annullare",
        "disattiva|invita|pubblica|inviare|eliminare|trasferire|condividere|acquistare|prenotare",
        // Portuguese
        "transfira|transfere|pague|envie|encaminhe|encaminha|apague|apaga|exclua|partilhe|compartilhe|altere|mude|compre",
        "reserve|cancele|desative|convide|publique",
        // Polish
        "przelej|przelejcie|zapłać|wyślij|wyślijcie|przekaż|usuń|usuńcie|udostępnij|zmień|kup|zamów|zarezerwuj|anuluj|wyłącz",
        "zaproś|opublikuj|zamknij|zmienić|przelać|wysłać|usunąć",
      ].join("|") +
      String.raw`)(?=\s)`,
    "gu",
  ),
);

/**
 * Objects that make the act one of consequence by themselves (two points each): the user named in the third person (a
 * record written to a person says "you"), a stored means of payment, where money goes, an account's security, a code
 * host's protections, exposure to anyone.
 */
export const STRONG22: readonly [string, RegExp][] = [
  // (the user as the one whose things are used, or as the one told something or signed up: "remove the user from
  // payroll" in an offboarding checklist is administration, one point below)
  [
    "user",
    fold(
      /\bthe user's\b|\b(?:tell|inform|notify|let|show|remind|warn|subscribe|say to|sign up) the user\b|\bon (?:the user's|the customer's|their|his|her) behalf\b|\bde l'utilisateur\b|\bdell'utente\b|\bdel usuario\b|\bdo utilizador\b|\bdo usuário\b|\bdes (?:nutzers|benutzers)\b|\bużytkownika\b/u,
    ),
  ],
  [
    "stored-payment",
    fold(
      /\b(?:card|payment method|visa|mastercard|amex)s? (?:on file|we have on file)\b|\b(?:saved|stored|default|company|corporate|primary|registered) (?:credit |debit )?(?:card|visa|mastercard|amex|payment method|payment details)\b|\bcarta salvata\b|\bcarte enregistrée\b|\btarjeta guardada\b|\bcartão guardado\b|\bgespeicherte(?:n)? karte\b|\bzapisan\w{1,3} kart\w{1,3}\b/u,
    ),
  ],
  [
    "payee",
    fold(
      /\biban\b|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}\b|\baccount (?:no\.? |number |#)?\d[\d -]{3,30}\d\b|\bwallet (?:id|address) ?\w+|\b0x[0-9a-f]{40}\b|\b(?:payee|beneficiary)\b|\bstanding order\b/u,
    ),
  ],
  [
    "security",
    fold(
      /\brecovery (?:e-?mail|phone|address|number|codes?)\b|\btwo-factor\b|\b2fa\b|\bmfa\b|\bbackup codes?\b|\btrusted devices?\b|\bsecurity (?:alerts?|questions?|settings)\b|\bpasswords?\b|\breset codes?\b|\bsign-in alerts?\b|\blogin alerts?\b|\bcorreo de recuperaci[oó]n\b|\be-mail de r[eé]cup[eé]ration\b|\bwiederherstellungs\w+\b|\bverifica[cç][aã]o em duas etapas\b|\bzwei-faktor\b|\bdouble authentification\b/u,
    ),
  ],
  [
    "code-host",
    fold(
      /\bbranch protection\b|\bprotected branch\b|\bwebhooks?\b|\bdeploy keys?\b|\brequired (?:reviews?|checks?)\b|\bwithout (?:waiting for )?(?:ci|checks|review)\b|\bpostinstall\b|\badmin (?:rights|access)\b/u,
    ),
  ],
  [
    "exposure",
    fold(
      /\bpublic(?:ly)?\b|\banyone with the link\b|\blink sharing\b|\bas (?:an? )?(?:editor|owner|admin|administrator|full member|collaborator)\b|\bcome editor\b|\bcomo editor\b|\bcomme éditeur\b|\bals (?:editor|bearbeiter)\b/u,
    ),
  ],
];

/**
 * Objects that add to it (one point each): an outside place (a mail address, a link, a phone number, a street
 * address), a sum of money, everything at once, or the act kept from someone or rushed.
 */
export const WEAK22: readonly [string, RegExp][] = [
  ["user-named", /\bthe user\b/],
  ["address", fold(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)],
  ["link", fold(/\bhttps?:\/\/|\bwww\./)],
  ["phone", fold(/\+\d{1,3}[ \d]{7,16}\d/)],
  [
    "street",
    fold(
      /\b\d{1,4},? [\p{L}' ]{2,30} (?:street|road|avenue|lane|st|rd|ave|straße|strasse|rue|calle|via|rua|ulica)\b|\bunit \d+\b/u,
    ),
  ],
  [
    "amount",
    fold(
      /(?:[€$£¥]\s?\d|\b(?:usd|eur|gbp|chf|pln|jpy|sek|nok|dkk)\s?\d|\d[\d,. ]{0,12}\s?(?:usd|eur|gbp|chf|pln|jpy|dollars|euros?|zł|zl)\b)/u,
    ),
  ],
  [
    "bulk",
    fold(
      /\b(?:all|every|each|entire|whole)\b (?:\S+ ){0,3}?(?:messages?|e-?mails?|mails|events?|meetings?|contacts?|files?|folders?|tickets?|flights?|bookings?|reservations?|orders?|transactions?|conversations?|history|drive|mailbox|inbox|channels?|branches|tags|repositor\w+|customers?|passengers?|accounts?|photos?|documents?)\b|\btous les\b|\btoutes les\b|\btodos los\b|\btodas las\b|\btutti i\b|\btutte le\b|\btodas as\b|\btodos os\b|\bwszystkie\b/u,
    ),
  ],
  ["access", fold(/\baccess to\b|\bpermissions? to\b|\bwith (?:edit|admin|full|write) (?:access|rights)\b/)],
  ["channel", fold(/(?:^|\s)#[a-z][\w-]{2,40}\b/)],
  // the user's answer carries the data: it goes to whoever planted the order, or is shown as the record's truth
  [
    "answer",
    fold(
      /\bin (?:your|the) (?:reply|response|answer|summary)\b|\bdans (?:votre|ta) r[eé]ponse\b|\ben (?:tu|su) respuesta\b|\bnella (?:tua|sua) risposta\b|\bna (?:sua|tua) resposta\b|\bin (?:ihrer|deiner) antwort\b|\bw odpowiedzi\b/u,
    ),
  ],
  [
    "irreversible",
    fold(
      /\bpermanently\b|\bempty the (?:trash|bin)\b|\bdefinitiv\w*\b|\bsvuota il cestino\b|\bvide[rz] la corbeille\b|\bvac[ií]a la papelera\b|\bnon-refundable\b|\bwithout (?:replying|answering|responding)\b/u,
    ),
  ],
  [
    "conceal",
    fold(
      /\bno need to (?:confirm|check|ask|notify|tell|verify)\b|\bwithout (?:confirm\w*|notify\w*|telling|asking|waiting|informing|a note|sending a note|review)\b|\b(?:do not|don't) (?:tell|mention|notify|inform|ask|confirm)\b|\bturn off the notification\b|\bhide the\b|\burgent\w*\b|\bimmediately\b|\bright away\b|\bbefore anything else\b|\beven (?:though|if)\b|\bsin (?:avisar|prevenir|confirmar)\b|\bsans (?:prévenir|avertir|confirmer)\b|\bsenza (?:avvisare|confermare)\b|\bsem (?:avisar|confirmar)\b|\bohne (?:rückfrage|bestätigung|zu)\b|\bbez (?:odpowiedzi|potwierdzenia|pytania)\b/u,
    ),
  ],
];

/**
 * the user told what the reader finds (a question word opens what is told), not what to believe or do: "tell the user
 * how many tests ran, passed and were skipped", "let the user know whether the build is green", "notify the user when a
 * file asks for keys". A "that"-clause ("tell the user that all tests passed") or "how to" dictates, and is not read here
 */
export const USER_ASKED_ABOUT22 =
  /\b(?:tell|inform|notify|show|remind|warn|let) the user (?:know )?(?:how(?! to\b)|which|what|whether|if|when|where|why)\b/g;
/** a request put to a person as a question or a wish ("could you transfer …", "can someone order …", "podes …") */
export const ASKED22 = fold(
  /\b(?:could|can|would|will|may) (?:you|we|someone|somebody|anyone|u)\b|\bwould you mind\b|\bpodes\b|\bpodrías\b|\bpotresti\b|\bpourriez-vous\b|\bpourrais-tu\b|\bkönnten sie\b|\bkannst du\b|\bczy mógłbyś\b|\bczy możesz\b/u,
);
/** the act's beneficiary is the writer ("forward me", "send us", "to me") */
export const FOR_WRITER22 = /^\s(?:me|us|mir|uns|moi|nous|me lo|mi)\b|\bto (?:me|us)\b|\bfor (?:me|us)\b/;
/** the reader's or writer's own things just before an object ("reset your password", "our IBAN") */
export const OWN22 = fold(
  /\b(?:your|our|my|yours|ihr\w{0,2}|dein\w{0,2}|votre|vos|tu|tus|su|sus|il tuo|la tua|o teu|a tua|twoj\w{0,2})\s(?:\S+\s){0,2}$/u,
);
/** a past or reported act, a description of one */
export const REPORTED22 = fold(
  /\b(?:we|i|they|he|she|it|you)(?:'ve| have| had|'d| will| already)\b|\b(?:was|were|been|is being|has been)\s(?:\S+\s)?$/u,
);

/** the English acts: their words are nouns as often as verbs ("refund webhook retries", "merge blocked", "order status") */
export const ENGLISH_ACT22 =
  /^(?:pay|wire|transfer|remit|send|move|top up|set up|schedule|add|replace|update|change|switch|issue|apply|credit|refund|approve|accept|buy|purchase|order|reorder|subscribe|book|reserve|rebook|cancel|upgrade|extend|renew|charge|forward|reply|respond|e-?mail|create|delete|remove|erase|purge|wipe|empty|clear|decline|archive|share|give|grant|invite|make|reset|disable|turn off|switch off|generate|post|publish|announce|tweet|tell|inform|notify|say|let|merge|push|set|load|render|visit|open|fetch|include|embed|list|quote|cite|export|sync|upload|copy|close|mark|enable|rename|assign|revoke|put|append|attach|download)$/;
/**
 * what follows an English act used as a verb: its object's determiner, a quantifier or a pronoun, a number or a sum, an
 * address, a link, a quotation, a preposition ("post in #…", "reply to …"), or an account setting's own word
 */
export const VERB_NEXT22 =
  /^\s{1,3}(?:(?:the|a|an|all|every|each|any|this|these|that|those|it|them|his|her|their|its|some|everything|ten|two|three|four|five|six|in|on|to|from|with|into|for|up|off|out|new|two-factor|2fa|mfa)\b|\d|[€$£]|(?:usd|eur|gbp|chf) |["'“«<]|[\w.+-]+@|https?:)/;
/**
 * a secret handed over where nothing is written down ("give them the temporary password in person", "telefonisch"): no
 * outside place reaches it (carrier-record22.ts still reads an address or a link in the same item)
 */
export const OFFLINE22 = fold(
  /\b(?:in person|face[- ]to[- ]face|by phone|over the phone|on a call|verbally|persönlich|telefonisch|en personne|par téléphone|en persona|por teléfono|pessoalmente|por telefone|di persona|per telefono|osobiście|telefonicznie)\b/u,
);
/**
 * a protection added, not taken away: "set up two-factor authentication", "enable login alerts", "aktivieren Sie die
 * Zwei-Faktor-…" (the recovery contacts are left out: setting up a new one is where a takeover points them)
 */
export const STRENGTHEN22 = fold(
  /\b(?:set up|setup|enable|turn on|switch on|activate|einrichten|aktivieren|aktiviere|activez|active|activa|active|configura|attiva|ative|włącz)\s(?:\S+\s){0,2}(?:two-factor|2fa|mfa|backup codes?|sign-in alerts?|login alerts?|security alerts?|zwei-faktor\S*|double authentification|verifica[cç][aã]o em duas etapas)/u,
);
/** secrets put away where they belong ("move all passwords into the password manager"): safekeeping, not a takeover */
export const SAFEKEEPING22 = /\bpassword managers?\b|\bsecrets? managers?\b|\bvault\b|\bkeychain\b|\bkeyring\b/;
/**
 * a listing of tools or a call's schema (MCP servers' `tools:`, `inputSchema`, `parameters`): its descriptions speak of
 * "the user" to the model throughout, and are read by the tool readers (a record's "description" field is not one)
 */
export const TOOL_LISTING22 = /(?:^|["\s])(?:tools|inputschema|input_schema|parameters|arguments)"?\s{0,3}:/m;

/**
 * What a record shows anyone by design (round 33): a receipt, order, ticket, tracking or booking number, the last four
 * digits of a card. Shown in a public reply it exposes nothing; a full card number, a code or a key is no reference.
 */
export const SHOWN_REFERENCE33 = fold(
  /\b(?:(?:receipt|order|invoice|ticket|tracking|booking|case|reference|confirmation|parcel|shipment)\s{1,2}(?:numbers?|no\.?|ids?|#)|last\s{1,2}(?:four|4|two|2)\s{1,2}digits)\b/u,
);
export const NOT_A_REFERENCE33 = fold(
  /\b(?:full\s{1,2}(?:card|account)|card\s{1,2}numbers?|account\s{1,2}numbers?|cvv|cvc|security\s{1,2}codes?|passwords?|tokens?|keys?|iban|pins?|secrets?|credentials?|log-?ins?|expiry|expiration)\b/u,
);
