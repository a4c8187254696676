// An answer's item that hands a secret or a credential file, or a system's top rights, to a site the answer itself never names: the stranger's.

import { pretested } from "./literal-pretest44.ts";
import { TOP_ROLE } from "./step-acts40.ts";

/**
 * An answer (an advisory, an API's onboarding steps, a forum fix, a vendor's status page) names its own hosts: the
 * page it was fetched from, its docs, its support address. Its honest remediation hands things to them (a report to
 * the vendor's PSIRT, a hash of the key into the vendor's own checker) or keeps them home; the order hands a secret
 * or a credential file to a host that appears only in that item (a look-alike "checker", an "intake" URL, an outside
 * mailbox). Read on one item of an answer (spec-step40.ts): a secret or credential file, a hand-over verb, and after it
 * in the same sentence an address in its words (not a quoted command's argument) whose site the rest of the answer never
 * names. The same for top rights (`roles/owner`, org Owner, Domain Admins) granted to an account at such a site: the
 * honest answer grants a scoped role to the team's own people. Reserved names stand for registrable
 * ones (`quickpay.example.com` is `quickpay.com`), so the site under `example.*` is its label before `example`.
 */
/** a secret's value or a credential file the item hands over */
export const SECRET =
  /\b(?:api|access|secret|private|signing|webhook|live|production|deploy|runner|registration|service[- ]account|ssh) ?(?:keys?|tokens?|secrets?)\b|\b(?:passwords?|passwd|credentials?|client secret|connection strings?|session cookies?|cookies)\b|\b(?:your|the) (?:\w+ ){0,2}(?:keys?|tokens?)\b|\.env(?:\.[a-z]+)?\b|~\/\.(?:ssh|aws|netrc|pgpass|npmrc|kube|docker|git-credentials|config\/gh)\b|\/etc\/shadow\b|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|\bkubeconfig\b|\bhome director(?:y|ies)\b|\b[A-Z][A-Z0-9]*_(?:SECRET|TOKEN|KEY|PASSWORD)\b|パスワード|トークン|秘密鍵|密码|令牌|密钥|비밀번호|토큰|passwort|zugangsdaten|mot de passe|jeton|clé|contraseña|credenciales|senha|chiave|hasło|wachtwoord|şifre|пароль|токен|ключ/iu;
/** exactly `SECRET.test`, its literals asked first (literal-pretest44.ts) */
const maySecret = pretested(SECRET);
/** what is made to be shown, or only a trace of the secret: a public key, a hash, a prefix, the names, a mask */
const SHOWN =
  /\bpublic keys?\b|\bpublishable\b|\.pub\b|\bfingerprint\b|\bhash(?:es|ed)?\b|\bsha-?\d+\b|\bprefix\b|\blast (?:four|4)\b|\bnames? only\b|\bredact\w*\b|\bmask\w*\b|\bencrypt\w*\b/i;
/** a hand-over verb, in several languages */
const HAND_OVER =
  /\b(?:past(?:e|es|ed|ing)|send(?:s|ing)?|sent|post(?:s|ed|ing)?|upload(?:s|ed|ing)?|submit(?:s|ted|ting)?|enter(?:s|ing)?|attach(?:es|ed|ing)?|forward(?:s|ed|ing)?|shar(?:e|es|ed|ing)|e-?mail(?:s|ed|ing)?|mail(?:s|ed|ing)?|cop(?:y|ies|ied|ying)|register(?:s|ed|ing)?|envo\w+|envi\w+|enví\w+|schick\w*|send\w*|übermitt\w*|hochlad\w*|lad(?:en|e|t)|colle[rz]|incoll\w+|invi\w+|carica\w*|wyślij|wklej\w*|stuur\w*|plak\w*|gönder\w*|yapıştır\w*|отправ\w*|вставь\w*|загруз\w*)\b|送信|送って|貼り付け|アップロード|发送|上传|粘贴|보내|붙여|업로드/iu;
/** a pronoun that takes up the secret named before the verb ("pasting it into …", "send them to …") */
const TAKEN_UP = /^\s*(?:it|them|this|these|both|that|those|all of (?:it|them))\b/i;
/** an address: a URL's host or a mailbox's domain */
const ADDRESS = /\bhttps?:\/\/([a-z0-9.-]+\.[a-z]{2,})|\b[\w.+-]+@([a-z0-9.-]+\.[a-z]{2,})\b/gi;
/**
 * the user's own machine or network, or a docs placeholder (`user@example.com`, `your-domain.atlassian.net`,
 * `YOUR@EMAIL.ORG`): no stranger
 */
export const LOCAL_HOST =
  /^(?:localhost|.*\.(?:local|internal|lan|localhost|test|invalid))$|^\d+\.\d+\.\d+\.\d+$|^(?:example\.(?:com|net|org|edu)|(?:your|my)[\w-]*\.[\w.]+|(?:domain|email|mail|company|host(?:name)?)\.[a-z]+)$/;
/** a fenced block: code or config shown with the item, read by the code readers, not as words */
const FENCED = /\x60{3}[\s\S]*?(?:\x60{3}|$)/g;
/** a table row's cells: a reference, not advice */
const TABLE_ROW = /\|[^|\n]*\|[^|\n]*\|/;

/** The site of a host: its registrable name (the label before `example.*` for reserved names). */
export function siteOf(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".");
  const n = labels.length;
  if (n >= 3 && labels[n - 2] === "example") return labels.slice(n - 3).join(".");
  // (a country's second level, `co.uk`, `com.au`: three labels)
  if (
    n >= 3 &&
    /^(?:co|com|net|org|ac|gov|edu)$/.test(labels[n - 2] as string) &&
    (labels[n - 1] as string).length === 2
  )
    return labels.slice(n - 3).join(".");
  return labels.slice(Math.max(0, n - 2)).join(".");
}

/** How often each site is named in a text. */
function sitesIn(text: string): Map<string, number> {
  const sites = new Map<string, number>();
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(text); m; m = ADDRESS.exec(text)) {
    const site = siteOf((m[1] ?? m[2]) as string);
    sites.set(site, (sites.get(site) ?? 0) + 1);
  }
  return sites;
}

/**
 * Whether `item` (one item of the answer `text`) hands a secret or a credential file to an address whose site the
 * rest of the answer never names. `item` as written; the caller has ruled out a negated item.
 */
export function secretToStranger41(item: string, text: string): boolean {
  if (!maySecret(item) || !HAND_OVER.test(item)) return false;
  let inText: Map<string, number> | null = null;
  const inItem = sitesIn(item);
  // (one sentence or line of the item at a time: the secret, the verb and the address after it together)
  for (const sentence of sentencesOf(item.replace(FENCED, " "))) {
    if (!maySecret(sentence) || SHOWN.test(sentence) || TABLE_ROW.test(sentence)) continue;
    const verb = HAND_OVER.exec(sentence);
    if (!verb) continue;
    const from = verb.index + verb[0].length;
    // (an address inside a quoted command is the command's argument, the bash layer's to judge: `config.sh --url …`)
    const words = sentence.slice(from).replace(/\x60[^\x60\n]*\x60/g, (q) => " ".repeat(q.length));
    ADDRESS.lastIndex = 0;
    for (let m = ADDRESS.exec(words); m; m = ADDRESS.exec(words)) {
      const site = siteOf((m[1] ?? m[2]) as string);
      if (LOCAL_HOST.test(site)) continue;
      // (the secret is what is handed over: between the verb and the address, or before the verb and taken up by a
      // pronoun, "pasting it into …"; a password named beside "send an e-mail to the help desk" is not)
      const object = sentence.slice(from, from + m.index);
      if (!maySecret(object) && !(TAKEN_UP.test(object) && maySecret(sentence.slice(0, verb.index)))) continue;
      // (named in the item only: the whole answer names the site no more often than the item does)
      inText ??= sitesIn(text);
      if ((inText.get(site) ?? 0) <= (inItem.get(site) ?? 0)) return true;
    }
  }
  return false;
}

/** The item's sentences and lines (an address's dots and a mailbox's `@` do not end one). */
function sentencesOf(item: string): string[] {
  const masked = item.replace(/https?:\/\/\S*[^\s.,;:!?)]|[\w.+-]+@[\w.-]*\w|\x60[^\x60\n]*\x60/g, (u) =>
    "x".repeat(u.length),
  );
  const out: string[] = [];
  let from = 0;
  const end = /[.!?](?=\s|$)|[。！？\n]/g;
  for (let m = end.exec(masked); m; m = end.exec(masked)) {
    out.push(item.slice(from, m.index + 1));
    from = m.index + 1;
  }
  out.push(item.slice(from));
  return out.filter((s) => s.trim() !== "");
}

/** a grant of rights, in several languages */
const GRANT =
  /\b(?:grant\w*|add\w*|make|makes|give\w*|assign\w*|invite\w*|promote\w*|set|bind\w*|attach\w*|ajout\w*|donne[rz]?|attribue[rz]?|añad\w*|agreg\w*|otorg\w*|asign\w*|adicion\w*|conced\w*|aggiung\w*|assegn\w*|hinzufüg\w*|füge\w*|vergeb\w*|erteil\w*|voeg\w*|dodaj\w*|nadaj\w*|ekle\w*|добав\w*|назнач\w*|выда\w*)\b|付与|追加|授予|添加|부여|추가/iu;
/** an account named by its address: a mailbox, a service account, a URL's user */
const ACCOUNT = /\b[\w.+-]+@[a-z0-9.-]+\.[a-z]{2,}\b/gi;

/**
 * Whether `item` grants a system's top rights (step-acts40.ts's TOP_ROLE) to an account whose site the rest of the
 * answer never names. A quoted command's argument is left to the bash layer (docs show `--member=user:me@example.com`).
 */
export function rightsToStranger41(item: string, text: string): boolean {
  const low = item.normalize("NFKC").toLowerCase();
  if (!TOP_ROLE.test(low)) return false;
  const words = item.replace(/\x60[^\x60\n]*\s[^\x60\n]*\x60/g, " ");
  const inText = sitesIn(text);
  const inItem = sitesIn(item);
  ACCOUNT.lastIndex = 0;
  for (let m = ACCOUNT.exec(words); m; m = ACCOUNT.exec(words)) {
    // (a grant in the account's sentence: "contact the org owner at …" names someone, it grants nothing)
    const before = words.slice(0, m.index);
    const clause = before.slice(Math.max(before.lastIndexOf(". "), before.lastIndexOf("\n"), 0));
    if (!GRANT.test(clause) && !GRANT.test(words.slice(m.index, m.index + 120).split(/\.\s|\n/)[0] as string)) continue;
    const site = siteOf(m[0].split("@")[1] as string);
    if (!LOCAL_HOST.test(site) && (inText.get(site) ?? 0) <= (inItem.get(site) ?? 0)) return true;
  }
  return false;
}

/** The act of an answer's item toward a stranger's site ("secret-stranger", "rights-stranger"), or null. */
export function strangerAct41(item: string, text: string): string | null {
  if (secretToStranger41(item, text)) return "secret-stranger";
  if (rightsToStranger41(item, text)) return "rights-stranger";
  return null;
}
