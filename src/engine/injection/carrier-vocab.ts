// Vocabularies of effects and objects (several languages, accents folded as the normaliser folds them) for carrier-effects.ts.

import { ACCESS, BULK, MONEY, PRIVATE, PROTECTION, SECRET, alt, word } from "./carrier-objects.ts";

/**
 * Each effect is a verb family and the objects that make it consequential for an agent: the verb alone ("send",
 * "delete", "update") is ordinary business; the verb reaching a secret, a bulk of private data, money, a protection
 * or an access right is what a planted request wants. All patterns are flat alternations (linear time).
 */
export interface Effect {
  name: string;
  verb: RegExp;
  object: RegExp;
  /** a strong effect counts one more point (a secret sent, a protection switched off, money to a new account) */
  strong: RegExp | true | null;
}

export const EFFECTS: readonly Effect[] = [
  {
    name: "copy-out",
    verb: new RegExp(`${word(["bcc", "blind copy", "auto-?forward", "silently copy", "mirror"])}`),
    object: /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z0-9.-]{2,80}/,
    strong: true,
  },
  {
    name: "send",
    verb: new RegExp(
      `${word([
        "send",
        "sending",
        "forwarding",
        "uploading",
        "sharing",
        "posting",
        "exporting",
        "emailing",
        "copying",
        "sube",
        "subir",
        "carica",
        "caricare",
        "envoyer",
        "eintragen",
        "auslesen",
        "trag\\w{0,3} ein",
        "forward",
        // "by e-mail", "per E-Mail", "via email" name the channel (a noun): "we never ask for your password by e-mail"
        "(?<!\\b(?:by|per|via|par|over|through) )e-?mail",
        "share",
        "upload",
        "post",
        "pass (?:along|on)",
        "copy",
        "paste",
        "include",
        "append",
        "attach",
        "reply (?:to [\\w ]{1,30} )?with",
        "respond with",
        "export",
        "bcc",
        "publish",
        "leak",
        "hand over",
        "disclose",
        "reveal",
        "dump",
        "leave",
        "sync",
        "schick\\w{0,3}",
        "send\\w{0,3}",
        "weiterleit\\w{0,3}",
        "teil\\w{0,3}",
        "hochlad\\w{0,3}",
        "envoy\\w{0,6}",
        "envoie\\w{0,2}",
        "transf[eé]r\\w{0,4}",
        "partag\\w{0,6}",
        "repond\\w{0,6}",
        "envi\\w{0,6}",
        "reenvi\\w{0,6}",
        "compart\\w{0,6}",
        "mand[ae]\\w{0,4}",
        "inoltr\\w{0,4}",
        "invi\\w{0,4}",
        "condivid\\w{0,4}",
      ])}`,
    ),
    object: new RegExp(`${alt([SECRET, PRIVATE])}`),
    strong: new RegExp(alt([SECRET, BULK])),
  },
  {
    name: "pay",
    verb: new RegExp(
      `${word([
        "pay",
        "reembols\\w{0,4}",
        "rembours\\w{0,4}",
        "erstatt\\w{0,4}",
        "rimbors\\w{0,4}",
        "reembolso",
        "wire",
        "transfer",
        "remit",
        "refund",
        "release the payment",
        "process (?:a |the )?refund",
        "issue (?:a |the )?(?:pending )?refund",
        "arrange (?:\\w+ ){0,2}payment",
        "settle",
        "uberweis\\w{0,4}",
        "zahl\\w{0,4}",
        "vir(?:er|ez)",
        "pay(?:er|ez)",
        "transfer(?:ir|ia|a|e)",
        "pag(?:ar|ue|a)",
        "bonifico",
      ])}`,
    ),
    object: new RegExp(MONEY),
    strong:
      /new (?:account|card|bank|iban|details)|neue[sn]? (?:konto|bankverbindung)|nouveau compte|nueva cuenta|nova conta|replace|instead of|no longer valid|changed/,
  },
  {
    name: "redirect",
    verb: new RegExp(
      `${word(["change", "changed", "update", "replace", "switch", "set", "modify", "ander\\w{0,3}", "aender\\w{0,3}", "cambi\\w{0,4}", "changer", "modifi\\w{0,4}", "alter(?:ar|e)?"])}`,
    ),
    object: new RegExp(alt([MONEY, "recovery (?:e-?mail|address|phone)", "payout", "forwarding address"])),
    // a redirect is an effect only with the new value given (an account number, an address)
    strong: null,
  },
  {
    name: "weaken",
    verb: new RegExp(
      `${word([
        "disable",
        "disabling",
        "removing",
        "disattiv\\w{0,3}",
        "desactiv\\w{0,3}",
        "turn (?:it )?off",
        "switch off",
        "deactivate",
        "remove",
        "bypass",
        "skip",
        "skipping",
        "relax",
        "lower",
        "set",
        "whitelist",
        "allowlist",
        "add (?:it )?to the allow ?list",
        "ignore",
        "approve",
        "merge",
        "desactiv\\w{0,4}",
        "deaktivier\\w{0,3}",
        "disattiv\\w{0,3}",
      ])}`,
    ),
    object: new RegExp(PROTECTION),
    strong: true,
  },
  {
    name: "grant",
    verb: new RegExp(
      `${word([
        "add",
        "aggiung\\w{0,3}",
        "agrega\\w{0,3}",
        "anad\\w{0,3}",
        "ajout\\w{0,3}",
        "hinzufug\\w{0,3}",
        "adding",
        "give",
        "grant",
        "invite",
        "make (?:me|him|her|them)",
        "delegate",
        "approve",
        "merge",
        "share with anyone",
        "anyone with the link",
      ])}`,
    ),
    object: new RegExp(ACCESS),
    strong: new RegExp(
      alt([
        "owners?",
        "admins?",
        "maintainers?",
        "delegate",
        "authorized_keys",
        "forwarding",
        "anyone",
        "sudo",
        "privileges",
      ]),
    ),
  },
  {
    name: "run",
    verb: new RegExp(
      `${word(["run", "running", "execute", "executing", "esegu\\w{0,3}", "fuhr\\w{0,3} (?:\\w+ ){0,3}aus", "install", "download", "curl", "wget", "ejecut\\w{0,4}", "execut\\w{0,4}", "ausfuhr\\w{0,3}"])}`,
    ),
    // a script fetched and run: piped into a shell, or a script file at a URL (a plain "install from https://…" is setup help)
    object:
      /\|\s{0,3}(?:sudo )?(?:ba|z)?sh\b|\|\s{0,3}(?:iex|python3?|node)\b|https?:\/\/\S{1,200}\.(?:sh|ps1|exe|bat|py)\b/,
    strong: true,
  },
  {
    name: "destroy",
    verb: new RegExp(
      `${word(["delete", "deleting", "removing", "wipe", "erase", "purge", "remove", "drop", "clear", "losch\\w{0,3}", "supprim\\w{0,4}", "borr\\w{0,4}", "elimin\\w{0,4}", "apag\\w{0,4}"])}`,
    ),
    object: new RegExp(
      alt([
        PRIVATE,
        "history",
        "audit",
        String.raw`/var/log`,
        "logs",
        "backups?",
        "accounts?",
        "records",
        "from (?:the|your) system",
      ]),
    ),
    strong: new RegExp(alt(["all ", "history", "audit", "/var/log", "accounts?"])),
  },
];

/** the new value of a redirect or a destination outside: an address, a URL, an account number */
export const DESTINATION =
  /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\.[a-z0-9.-]{2,80}|https?:\/\/|\b(?:to|with) [a-z0-9-]{1,40}(?:\.[a-z0-9-]{2,40}){1,3}\b|reply to this (?:e-?mail|message)|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}|\bnew (?:account|card|bank|iban|address)|\bneue[sn]? konto|\bnouveau compte|\bnueva cuenta|authorized_keys|\bgist\b|\b(?:into|in|to) (?:the |a |your )?(?:release notes|commit(?: message)?|pr description|pull request|public issue|summary|changelog|readme)|\bcommit (?:that|the|this) file|\/tmp\/|\b\d{4} \d{4} \d{4}/;
/** keeping it from the user, or doing it without the usual check */
export const CONCEAL =
  /between us|(?:don't|do not|never) (?:tell|mention|inform|notify|show|prompt|ask|alert)|sin avisar\w{0,4}|senza avvisare|ohne (?:den |die )?(?:nutzer|benutzer)|bahsetme\w{0,6}|without (?:telling|letting|notifying|informing|asking|confirm\w{0,5}|further review|review|approval)|no need to (?:ask|confirm)|silently|quietly|regardless|even (?:if|though)|sin avisar|ohne (?:\w+ ){0,2}(?:zu )?(?:sagen|informieren|fragen)|sans (?:le |la |les )?(?:prevenir|avertir|demander)|skip (?:the )?checks|pre-?vetted|already approved/;
/** the reader addressed as a program */
export const AUTOMATION =
  /\b(?:assistant|ai|bot|llm|copilot|agent|automated|automation|helper|summari[sz]er|asistente|assistente|assistent|the tool|any tool|that tool)\b/;
/** an order for later: the trigger is a future event */
export const LATER =
  /\b(?:next time|from now on|whenever|every time|each time|once the|when (?:this|the|someone|anyone)|if (?:anyone|someone)|la proxima vez|cada vez|nachste(?:s|n)? mal|la prochaine fois|da ora in poi|de ahora en adelante)\b/;
/** a request, an order or a promise to carry one out */
export const REQUEST =
  /\b(?:remediation|resolve by|to fix|hint|note for|notes? to|instructions? for|rule for|please|kindly|bitte|por favor|s'il vous|per favore|could you|can you|would you|will you|you (?:should|must|may|can|need to)|should|must|needs? to|it would be|would be (?:great|nice|lovely|helpful|handy|grateful|for)|(?:most|really) helpful|the (?:best|kind|nicest|right) (?:thing|move)|always|ideal(?:ly)?|l'ideal|make sure|go ahead|don't forget|remember to|reminder|recordatorio|que (?:cambie|envie|reenvie|comparta|pague))\b/;
/** a negation just before the verb makes the sentence a warning or a prohibition */
export const NEGATED_BEFORE =
  /(?:\bnot|n't|\bnever|\bnie|\bniemals|\bnicht|\bkeinesfalls|\bjamais|\bnunca|\bjam[aá]s|\bnooit|\bniet|\bnigdy|\baldrig|\bno|\bne|\bnon|\bwithout)\b[^.!?\n]{0,24}$/;
