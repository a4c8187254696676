// The words of an order that names no reader: outside addresses, send and grant acts, objects, order shapes, own setups, reports.

import { BULK, PRIVATE, SECRET, alt, word } from "./carrier-objects.ts";
import { BULK44 } from "./policy-voice44.ts";

/**
 * An e-mail address, a URL, an IP (their site is checked against the text's own parties), a reply to the text's
 * sender, a chat channel
 */
export const OUTSIDE =
  /(?<=[a-z0-9._%+-])@([a-z0-9.-]{1,120}\.[a-z]{2,20})|\b(?:https?|ftp|sftp|wss?):\/\/([a-z0-9.-]{1,120})|\b(\d{1,3}(?:\.\d{1,3}){3})\b|\breply to this (?:e-?mail|message|thread|ticket)\b|\bto (?:the )?#[a-z][\w-]{2,40}/g;

/** acts that move data or access outward: the base form (an imperative), a participle (a passive), a gerund (a step) */
export const SEND_ACT = new RegExp(
  word([
    "send",
    "sent",
    "sending",
    "forwarding",
    "e-?mailing",
    "uploading",
    "posting",
    "sharing",
    "exporting",
    "pasting",
    "forward(?:ed)?",
    "e-?mail(?:ed)?",
    "mail(?:ed)?",
    "post(?:ed)?",
    "upload(?:ed)?",
    "paste[d]?",
    "submit(?:ted)?",
    "share[d]?",
    "export(?:ed)?",
    "copy",
    "copied",
    "sync(?:ed)?",
    "mirror(?:ed)?",
    "transmit(?:ted)?",
    "relay(?:ed)?",
    "deliver(?:ed)?",
    "push(?:ed)?",
    "attach(?:ed)?",
    "include[d]?",
    "append(?:ed)?",
    "embed(?:ded)?",
    "leak(?:ed)?",
    "dump(?:ed)?",
    "back(?:ed)? up",
    "cc(?:'d)?",
    "bcc(?:'d)?",
    "reply with",
    "respond with",
  ]),
  "g",
);
/** the act of giving access: share (a calendar, a drive) with an address, add an address as owner or admin */
export const GRANT_ACT = new RegExp(
  word(["grant(?:ed)?", "give", "given", "invite[d]?", "add(?:ed)?", "make", "made", "delegate[d]?"]),
  "g",
);
export const GRANT_ROLE =
  /\b(?:owners?|admins?|administrators?|editors?|writers?|maintainers?|collaborators?|delegates?|full access|edit(?:ing)? (?:access|rights)|admin rights|write access|access to)\b/;
/** an act that follows the address it uses ("open https://… and enter the user's card number") */
export const TAIL_ACT = new RegExp(word(["enter", "type", "fill in", "put"]));
/** the object: a secret, someone's private data, data in bulk, or another person's belongings */
export const OBJECT = new RegExp(
  alt([
    SECRET,
    PRIVATE,
    BULK,
    // (records in bulk as a policy names them, policy-voice44.ts)
    alt(BULK44),
    word([
      "cookies?",
      "session (?:ids?|tokens?|data)",
      "inbox",
      "mailbox",
      "conversation",
      "chat (?:history|log)",
      "system prompt",
      "browsing history",
      "home directory",
      "source code",
      "database",
      "every (?:\\w+ ){0,2}(?:message|e-?mail|file|record|invoice|contract)",
      "(?:all|every) (?:\\w+ ){0,2}(?:invoices?|statements?|contracts?|attachments?|receipts?|orders?|photos?|notes?|meetings?|events?|passports?)",
      "(?:last|next|latest|recent) (?:\\d{1,3}|two|three|four|five|six|ten|twelve|twenty|fifty|hundred) (?:\\w+ ){0,2}(?:messages|e-?mails|mails|files|meetings|events|invoices|orders|statements)",
    ]),
  ]),
);
/** the shapes of an order without an addressee: a modal or a requirement, a wish, a step of a procedure */
export const ORDER_SHAPE =
  /\b(?:must|should|shall|needs? to|has to|have to|is to|are to|required?|requires|requirement|mandatory|expected|necessary|make sure|be sure|ensure|remember to|don't forget|do not forget|would (?:help|make|be (?:great|nice|appreciated|helpful|ideal))|it'd be|please|kindly|next step|step \d|first|then|before|after (?:that|this|every|each)|always|every time|whenever|also|instead|(?:continue|start|begin|proceed|resync|fix this|resolve this) by)\b/;
/** an imperative: the act opens the sentence or a clause, after a list mark, a label ("note:") or a connective */
export const CLAUSE_START =
  /(?:^|[,:;(="“\]>]|\band|\bthen|\bplease|\bkindly|\balso|\bjust|\bnow|\bfirst|\bsimply|\balways|\bto)[-*•>\d.)\s]{0,6}$/;
/**
 * the reader's own credential sent where it belongs ("send your API key in the Authorization header to https://…"):
 * setup help; or a key got from a service and pasted into the reader's own config ("register to https://… to get an
 * api key and paste it after 'ELEVEN_API_KEY='", "… into your .env": round 34, realfp34)
 */
export const OWN_SETUP =
  /\b(?:after|into|in|as) (?:the |your )?['"\x60]?[a-z][a-z0-9_]{2,40}=|\b(?:into|in|to) (?:the |your )?(?:\.env|config(?:uration)? file|settings file|\.npmrc|\.netrc)\b|\byour (?:own )?(?:api[ -]?keys?|tokens?|credentials?|password|key|secret|client secret|access key)|\b(?:in|into|as|via) (?:the |a |an |your )?(?:[\w-]{1,20} )?(?:header|bearer|query (?:string|parameter)|vault|keychain|password manager|secrets? manager|environment variables?)\b/;
/** a past or reported act ("we have sent", "was forwarded"), a question about one, or a warning against it */
export const REPORTED =
  /\b(?:we|i|they|he|she|it|you)(?:'ve| have| had|'d)\b|\b(?:was|were|been)\s(?:\w+\s)?$|\bnever\b|\bphishing\b|\bscam\b|\bsuspicious\b/;
