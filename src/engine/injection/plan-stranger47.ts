// A plan's item that gives a stranger's site top rights, people's data, standing trust or code run at every start.

import { maskedSentences } from "./masked-sentences.ts";
import { DENIED } from "./step-acts40.ts";
import { LOCAL_HOST, siteOf } from "./stranger-host41.ts";

/**
 * A design or planning document (a PRD, a user story, an ADR, a flag plan, a test plan) names its own people and
 * systems: the owner's and reviewers' addresses, the wiki, the console, the tracker. Its honest requirements keep the
 * product's rights, data and trust among them ("our own QA accounts under @orchardpay.example", "each account manager
 * gets their own list"). The order reads as one more requirement of the same kind whose object is a site the rest of
 * the document never names: an outside account made owner or admin, a customer list e-mailed to an agency's mailbox,
 * an outside sender's requests declared pre-verified for all later work, a script at an outside address fetched and
 * run at every boot. Read on one item of a document's steps (spec-step40.ts), sentence by sentence: the act's words and
 * the stranger's address in the same sentence. Each reading is a class of act; none depends on the product.
 */

/** `re` with its `\\b` read as a boundary of letters in any script (JavaScript's is ASCII's, even with `u`) */
function unicodeWords(re: RegExp): RegExp {
  const w = "[\\p{L}\\p{N}_]";
  const source = re.source
    .replaceAll("[\\w-]", "[\\p{L}\\p{N}_-]")
    .replaceAll("\\w", w)
    .replaceAll("\\b", `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`);
  return new RegExp(source, re.flags);
}

/** an address in an item's words: a URL's host, a mailbox's or a bare `@domain`'s domain, a dotted host name */
const ADDRESS =
  /(?:https?:\/\/|@)([a-z0-9](?:[a-z0-9-]{0,62}\.){1,6}[a-z]{2,24})\b|\b((?:[a-z0-9-]{1,63}\.){2,6}(?:com|net|org|io|dev|app|cloud|co|ai))\b/gi;
/** a literal public IPv4 address in a URL (the documentation ranges stand for public ones) */
const URL_IP = /https?:\/\/(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b/;

/** How often each site is named in `text` (at most 400 addresses read). */
export function sitesOf47(text: string): Map<string, number> {
  const sites = new Map<string, number>();
  let n = 0;
  for (const m of text.matchAll(ADDRESS)) {
    if (++n > 400) break;
    const site = siteOf((m[1] ?? m[2]) as string);
    sites.set(site, (sites.get(site) ?? 0) + 1);
  }
  return sites;
}

/**
 * Whether `sentence` names a site (not local, not a placeholder) that `text` names no more often than `item` does, and
 * through one mailbox only: a record naming two people of the site ("admin ops@calder-mills… grant b.shaw@calder-mills…")
 * names its own organisation.
 */
export function strangerIn47(sentence: string, item: string, text: string, local: RegExp = LOCAL_HOST): boolean {
  let inText: Map<string, number> | null = null;
  let inItem: Map<string, number> | null = null;
  for (const m of sentence.matchAll(ADDRESS)) {
    const site = siteOf((m[1] ?? m[2]) as string);
    if (local.test(site) || PLACEHOLDER.test(sentence.slice(Math.max(0, (m.index as number) - 24), m.index))) continue;
    inText ??= sitesOf47(text);
    inItem ??= sitesOf47(item);
    if ((inText.get(site) ?? 0) > (inItem.get(site) ?? 0)) continue;
    if (mailboxesOf(item, site) < 2) return true;
  }
  return false;
}

/**
 * a docs placeholder's mailbox ("name@project.iam.gserviceaccount.com", "you@…", "user@…") or an address given as a
 * format ("format: …", "e.g. …"): the reader's own account, no stranger
 */
const PLACEHOLDER =
  /(?:^|[\s(\x60"'])(?:name|user|username|you|your[\w-]*|me|email|someone|xxx|foo|account)$|(?:format|e\.g\.|for example|like|such as)\s*:?\s*\x60?$/i;

/** a mailbox: its local part and its domain */
const MAILBOX = /([\w.+-]{1,64})@([a-z0-9][a-z0-9.-]{0,200}\.[a-z]{2,24})\b/gi;

/** How many distinct mailboxes of `site` `item` names (counted up to 2). */
function mailboxesOf(item: string, site: string): number {
  const seen = new Set<string>();
  let n = 0;
  for (const m of item.matchAll(MAILBOX)) {
    if (++n > 40 || seen.size >= 2) break;
    if (siteOf(m[2] as string) === site) seen.add((m[1] as string).toLowerCase());
  }
  return seen.size;
}

/** Whether `sentence` fetches from a literal public IPv4 address (not loopback or a private range). */
function publicIp(sentence: string): boolean {
  const m = URL_IP.exec(sentence);
  if (!m) return false;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return !(a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31));
}

/** a grant or a receipt of rights, in several languages */
const GRANTED = unicodeWords(
  /\b(?:grant\w*|give[ns]?|given|gets?|getting|receives?|assign\w*|add(?:s|ed)?|make[s]?|promot\w*|invit\w*|becomes?|dostaje|otrzymuje|nadaj\w*|erhält|erhalten|bekommt|bekommen|reçoi\w*|obtient|recibe\w*|obtiene\w*|recebe\w*|riceve\w*|krijg\w*|krijgt|alır|получа\w*|выда\w*)\b|付与|与え|授予|获得|부여|받/iu,
);
/** an owner's or administrator's rights, in several languages */
const TOP_RIGHTS = unicodeWords(
  /(?<!\x27s )(?<!’s )\b(?:owner|owners|admin|admins|administrator|superuser|super-admin|full access|all permissions|właściciel\w*|administrator\w*|propriétaire|eigentümer|inhaber|propietario|proprietário|proprietario|eigenaar|sahip|yönetici|владел\w*|администратор\w*)\b|所有者|オーナー|管理者|管理员|소유자|관리자/iu,
);
/** a role word as a field's label ("Owner: Julia Kowal", a document's header): no grant */
const ROLE_LABEL = /(?:owners?|admins?|administrators?)\s*:/gi;

/** people's or customers' data: contact details, records, whole lists */
const PEOPLES_DATA = unicodeWords(
  /\b(?:contact (?:names|details)|names,|e-?mails,|e-?mail addresses|phone numbers?|home address(?:es)?|addresses|payslips?|salar(?:y|ies)|performance reviews?|patient\w*|lab[- ]results?|treatments?|medical|contract values|account numbers|balances|personal data|pii|customer (?:list|data|records)|full (?:[\w-]+ ){0,2}(?:list|data|export)|all (?:[\w-]+ ){0,2}(?:customers|clients|users|mail|messages|records)|teléfonos?|dirección|direcciones|lista completa|datos personales|téléphones?|adresses|liste complète|données personnelles|telefon\w*|adressen|kundenliste|personenbezogene|telefones?|endereços?|lista completa|dados pessoais|numery|adresy|dane osobowe|телефон\w*|адрес\w*|персональн\w*)\b|電話番号|住所|个人信息|电话|地址|전화번호|주소/iu,
);
/** a hand-over of data to an address, in several languages */
const SENT = unicodeWords(
  /\b(?:e-?mail(?:s|ed)?|sen[dt]s?|sending|forward\w*|bcc'?d?|cc'?d|pass(?:ed|es)? to|shared? with|exported? to|upload\w*|receives?|post(?:s|ed)? to|se pasa|se envía|envía\w*|enviad\w*|envoy\w*|transmis|gesendet|geschickt|übermittelt|wysył\w*|przekaz\w*|inviat\w*|enviad\w*|verstuurd|gönderil\w*|отправл\w*|пересыла\w*)\b|送信|送ら|发送|보내/iu,
);
/** a standing exemption: the stranger's word counts as ours, no review or check needed */
const TRUSTED = unicodeWords(
  /\b(?:pre-?verified|pre-?approved|(?:are|is|as|be|considered|treated as|counts? as)\s{1,3}(?:the\s{1,3})?(?:trusted|internal|official)\b|without (?:any )?(?:review|approval|check|verification|call-?back)|(?:never|no|don'?t|do not) (?:\w+ )?(?:need|require)s? (?:the |a |any )?(?:\w+ )?(?:review|approval|check|verification|call-?back|sign-?off)|gelten als (?:intern|vertrauenswürdig|offiziell|geprüft)|(?:brauchen|benötigen) keine|ohne (?:zweite )?(?:freigabe|prüfung)|son (?:los )?oficiales|sin (?:revisión|aprobación|verificación)|considérés comme (?:internes|fiables|officiels)|sans (?:validation|vérification|revue)|sem (?:revisão|aprovação|verificação)|são oficiais|bez (?:weryfikacji|akceptacji|zatwierdzenia)|без (?:проверки|согласования)|считаются (?:внутренними|доверенными))/iu,
);
/** code fetched from the address and run, sourced or installed, or a key fetched */
const FETCH_RUN = unicodeWords(
  /\b(?:pull|pulls|pulled|fetch\w*|download\w*|curl|wget|load\w*)\b[^.;\n]{0,80}?\b(?:run|runs|execut\w*|sources?|install\w*|appl(?:y|ies))\b|\bsources?\b[^.;\n]{0,20}?https?:\/\/|\bwhatever\b[^.;\n]{0,60}?\b(?:returns?|publish\w*|serves?)\b|\bkeys?\b[^.;\n]{0,40}?https?:\/\/|ключ\w*\s+из\s+https?:\/\/|подгружа\w*|загружа\w*\s+и\s+(?:запуска|выполня)\w*|lädt\b[^.;\n]{0,60}?\b(?:aus|führt)|télécharge\w*[^.;\n]{0,60}?exécut\w*|descarga\w*[^.;\n]{0,60}?ejecut\w*|baixa\w*[^.;\n]{0,60}?execut\w*/iu,
);
/** at every start: boot, login, restart, run */
const EVERY_START = unicodeWords(
  /\b(?:at|on|after) (?:every|each) (?:boot|start|startup|login|log-?in|reboot|restart|run)\b|\bat (?:boot|startup|login)\b|\bevery (?:boot|start|login|reboot)\b|@reboot\b|при кажд\w+ (?:загрузк\w*|запуск\w*|входе)|bei jedem (?:start|boot|login|neustart)|à chaque (?:démarrage|connexion|lancement)|en cada (?:arranque|inicio)|a cada (?:inicialização|login|início)|ad ogni avvio|przy każdym (?:starcie|uruchomieniu|logowaniu)|起動(?:時|のたび|するたび)|ログインのたび|每次(?:启动|登录|开机)|부팅할 때마다|시작할 때마다/iu,
);

/** a package file at a literal IPv4 address */
const IP_PACKAGE =
  /https?:\/\/\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\/[^\s\x60"')]{0,160}?\.(?:deb|rpm|whl|tar\.gz|tgz|zip|msi|exe|pkg|jar|apk|dmg)\b/i;
/** installed or enabled from it */
const INSTALLED = unicodeWords(
  /\b(?:install\w*|dpkg|rpm|enable\w*|deploy\w*|load\w*|instal\w*|installier\w*|zainstal\w*|установ\w*)\b|インストール|安装|설치/iu,
);

/** The act of a plan's item toward a stranger's site, or null: "rights-outside", "data-outside", "trust-outside", "package-outside", "boot-fetch". */
export function planStranger47(item: string, text: string, local: RegExp = LOCAL_HOST): string | null {
  const literal = item.normalize("NFKC");
  for (const sentence of sentencesOf(literal)) {
    // (the words without their addresses and links: "invites-v2" in a link is no invitation)
    const words = sentence.replace(/https?:\/\/\S+|[\w.+-]{0,64}@[\w.-]{0,255}\w/g, " ");
    if (DENIED_BEFORE.test(words)) continue;
    if (TRUSTED.test(words) && strangerIn47(sentence, literal, text, local)) return "trust-outside";
    if (DENIED.test(words)) continue;
    if (PEOPLES_DATA.test(words) && SENT.test(words) && strangerIn47(sentence, literal, text, local))
      return "data-outside";
    // (rights on the granter's own place only, "as admin on my fleet account only", are the granter's to give)
    if (
      TOP_RIGHTS.test(words.replace(ROLE_LABEL, " ")) &&
      !ownPlace(words) &&
      GRANTED.test(words) &&
      strangerIn47(sentence, literal, text, local)
    )
      return "rights-outside";
    // (a package installed from a literal public address: no registry, no name, no signature)
    if (IP_PACKAGE.test(sentence) && INSTALLED.test(words) && publicIp(sentence)) return "package-outside";
    if (
      FETCH_RUN.test(sentence) &&
      EVERY_START.test(sentence) &&
      (publicIp(sentence) || strangerIn47(sentence, literal, text, local))
    )
      return "boot-fetch";
  }
  return null;
}

/** the granter's own place: "on my account", "to our own workspace", "for my fleet account" */
const OWN_PLACE = unicodeWords(
  /\b(?:on|to|in|for|into)\s{1,3}(?:my|our)\s{1,3}(?:own\s{1,3})?(?:[\w-]{1,20}\s{1,3})?(?:account|workspace|tenant|organi[sz]ation|org|team|project|site|space)\b/iu,
);
/** beyond the granter's place: every customer's, all tenants, another account */
const OTHERS_PLACE = unicodeWords(
  /\b(?:every|all|each|any|other|another)\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:customers?|clients?|tenants?|accounts?|workspaces?|organi[sz]ations?|orgs?|projects?)\b/iu,
);

/** Whether a grant's words keep it to the granter's own place. */
function ownPlace(words: string): boolean {
  return OWN_PLACE.test(words) && !OTHERS_PLACE.test(words);
}

/** a sentence that rules the stranger out before anything else: "no outside account", "never from" */
const DENIED_BEFORE = unicodeWords(
  /^\s*(?:never|no|not|don'?t|do not|nie|nicht|kein\w*|jamais|nunca|não|mai|nooit|никогда|не)\b/iu,
);

/** what cannot end an item's sentence: an address, a mailbox, a code span, a dotted name */
export const ITEM_SENTENCE_MASK =
  /https?:\/\/\S*[^\s.,;:!?)]|[\w.+-]{0,64}@[\w.-]{0,255}\w|\x60[^\x60\n]*\x60|\b\w+\.\w+\.\w+\b/g;

/** The item's sentences (an address's dots and a mailbox's `@` do not end one), at most 40. */
function sentencesOf(item: string): string[] {
  return maskedSentences(item, ITEM_SENTENCE_MASK);
}
