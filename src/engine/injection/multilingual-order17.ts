// Round-17 classes of the other-language order reader: payment to a changed account, shares, phishing, verdicts, config.

import { ACTS17 } from "./multilingual-acts17.ts";
import { ACTS19 } from "./multilingual-acts19.ts";
import { unionField } from "./multilingual-stems.ts";

/** the pay verbs of both tables (round 19 adds forms the round-17 ones missed: Arabic "حوّل") */
const PAY = unionField(
  { ...ACTS17, ...Object.fromEntries(Object.entries(ACTS19).map(([k, v]) => [`${k}19`, v])) },
  "pay",
);
const CHANGED = unionField(ACTS17, "changed");
const LOGIN = unionField(ACTS17, "login");
const LURE = unionField(ACTS17, "lure");
const TO_USER = unionField(ACTS17, "toUser");
const REFUSE = unionField(ACTS17, "refuse");
const SHARE = unionField(ACTS17, "share");
const VERDICT = unionField(ACTS17, "verdict");
const SET = unionField(ACTS17, "setv");
const PROD = unionField(ACTS17, "prod");

/** the acts this file reads, for the sentence gate of the reader */
export const ACTS17_SOURCE = [PAY, REFUSE, SHARE, VERDICT, SET].map((r) => r.source).join("|");

/**
 * where money goes, whatever the language: an IBAN (two letters, two digits, groups of four), a wallet address, a
 * long account number (the English payment reader reads the same shapes), or a bare account number of 8–20 digits,
 * in one run or in groups of four ("rekening 1234567890", "6222 0210 0000 1234"): only a changed account makes it count
 */
const MONEY_PLACE =
  /(?<![\d.,])\d{8,20}(?![\d.,])|(?<![\d.,])\d{4}(?: \d{4}){2,4}(?![\d.,])|\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,3})?\b|\b0x[0-9a-f]{40}\b|\b(?:bc1|[13])[a-z0-9]{25,40}\b|\b\d{4,8}[ -]?\d{4,12}\/\d{4}\b|\b\d{2,6}-\d{6,12}\b/;
/** a link a user would open */
const LINK = /https?:\/\/[^\s)>\]"'`]/;
/**
 * a setting that turns a protection off, read as structure: debug on, certificate checks off, TLS rejection off,
 * insecure flags, CORS open to all, world-writable files, root login over ssh
 */
const WEAK_SETTING =
  /\bdebug\s{0,3}[:=]\s{0,3}["']?(?:true|1|on)\b|\b(?:verify(?:_ssl|_certs?|_tls)?|ssl_?verify|strict[-_]ssl|tls_?verify|check_hostname|secure)\s{0,3}[:=]\s{0,3}["']?(?:false|0|off|no)\b|node_tls_reject_unauthorized\s{0,3}[:=]\s{0,3}["']?0|--(?:no-verify|insecure|disable-ssl|skip-tls-verify)\b|cors_origin_allow_all\s{0,3}[:=]\s{0,3}true|\bchmod\s{1,3}(?:-r\s{1,3})?777\b|permitrootlogin\s{1,3}yes/;

/** what the caller knows of the sentence: its words (links cut out), its raw text, the planted-order signs */
export interface Sentence17 {
  words: string;
  raw: string;
  /** signs that the order is planted (a program named as reader, no asking, concealment, hidden markup) */
  cues: number;
  /** a URL, a mail address or an IP in the sentence */
  place: boolean;
  agentFile: boolean;
  /** whether `re` matches at a place not negated and not reported */
  says: (re: RegExp) => boolean;
  /** the sentence also tells the agent what to say to the user (the "tell" act, unnegated) */
  tells: boolean;
  /** someone's data (mails, files, the user's) or an access role */
  reaches: boolean;
  role: boolean;
  claim: boolean;
}

export interface Reading17 {
  act: string;
  weight: number;
}

const BLOCK = 0.86;
const WARN = 0.62;

/**
 * The round-17 classes of one sentence, graded as the round-16 ones: the act, its object and an outside party or a
 * sign that the text has no authority over the act → block; fewer → a warning at most.
 */
export function readClasses17(s: Sentence17): Reading17 | null {
  const w = s.words;
  // the user in the third person is how an agent's orders name the person it serves: a planted sign for tell-orders
  const toUser = TO_USER.test(w);
  const signs = s.cues + (toUser ? 1 : 0);
  if (PAY.test(w) && MONEY_PLACE.test(s.raw) && s.says(PAY)) {
    // an invoice names its own account; a payment order to a changed account with a planted sign is the attack
    const changed = CHANGED.test(w);
    if (changed && s.cues > 0) return { act: "pay", weight: BLOCK };
    if (changed || s.cues > 0) return { act: "pay", weight: WARN };
  }
  if (SHARE.test(w) && s.place && s.says(SHARE)) {
    if (s.role || (s.reaches && s.cues > 0)) return { act: "share", weight: BLOCK };
    if (s.reaches) return { act: "share", weight: WARN };
  }
  // phishing: the user told to log in at a link, with a lure (account blocked) or a planted sign
  if (s.tells && LINK.test(s.raw) && LOGIN.test(w) && (LURE.test(w) || s.cues > 0)) {
    return { act: "phish", weight: toUser || s.cues > 0 ? BLOCK : WARN };
  }
  // a verdict dictated: say/report that it is safe, with the user named or a planted sign, twice for a block
  if ((s.tells || (VERDICT.test(w) && s.says(VERDICT))) && s.claim && signs > 0)
    return { act: "steer", weight: signs >= 2 ? BLOCK : WARN };
  if (REFUSE.test(w) && s.says(REFUSE) && signs > 0) return { act: "refuse", weight: signs >= 2 ? BLOCK : WARN };
  if (WEAK_SETTING.test(s.raw) && (SET.test(w) || PROD.test(w))) {
    const n = s.cues + (PROD.test(w) ? 1 : 0);
    if ((s.agentFile && n >= 1) || n >= 2) return { act: "config", weight: s.agentFile ? 0.88 : BLOCK };
    if (n === 1) return { act: "config", weight: WARN };
  }
  return null;
}
