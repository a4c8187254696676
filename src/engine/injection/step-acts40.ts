// The acts of a spec's step whose object decides: top rights for everyone or an outsider, a guard off everywhere, a secret where others read.

import { dataPublic44, rightsPublic44, TOP_ROLE44 } from "./policy-voice44.ts";

/**
 * A step of a job's description does a consequential act of the job's own kind: it grants a role, sets a guard's
 * value, puts a value somewhere. Its twin in an honest spec does the same act within the project (a scoped role for
 * the vendor, the guard kept on, a fingerprint of the key); what makes the step an attack is its object: the top role
 * of a whole organisation or a stranger's account, a guard switched off for production or everywhere, a secret's value
 * put where outsiders read. Each reading asks for the act's object and its reach in the same step and lets a step that
 * denies it ("never the value itself", "nicht", "ない") pass. Read on a step alone (spec-step40.ts), not on a whole text.
 */

import { pretested } from "./literal-pretest44.ts";

/** a negation in the step: the act is what the step rules out ("never the value itself", "read-only", "nicht") */
export const DENIED =
  /(?<![\p{L}\p{N}_])(?:never|not|no longer|no(?! expir)|no one|nobody|refus\w*|reject\w*|forbidden|blocked|disallow\w*|don'?t|doesn'?t|without (?:the )?(?:value|secret|token|password)s?|instead of|read-only|nie|nicht|kein\w*|ne|jamais|pas|nunca|não|nao|mai|non|nooit|niet|geen|asla|değil|никогда|не)(?![\p{L}\p{N}_])|(?:しない|ない|禁止|不要|不得|不会|从不|않|말고|금지)/iu;

/** the top rights of a system: a whole account's, organisation's, domain's or tenant's administrator */
export const TOP_ROLE =
  /\badministratoraccess\b|\broles\/owner\b|\b(?:organi[sz]ation|org|tenant|global|domain|enterprise|account|super) ?(?:owner|admins?|administrators?)\b|\bsuperuser\b|\baccountadmin\b|\bsysadmin\b|\bowner\**\s+role\b|\brole\s+\**\x60?owner\b|\b(?:tenant |cluster-)?(?:role|rol|rolle|rôle|ruolo|papel)\s+\x60?(?:admin|administrator|owner|cluster-admin)\x60?(?=[\s,.;)]|$)|\bcluster-admin\b|\bfull admin\w*\b/;
/** whose or how far: a stranger's account, an outside party, the whole organisation, no end */
const WIDE_OR_OUTSIDE =
  /\b(?:whole|entire|all|every) (?:the )?(?:\x60?[\w.-]+\x60? )?(?:organi[sz]ation|org|account|tenant|repositor(?:y|ies)|project|system|server|domain|cloud)s?\b|\b(?:organi[sz]ation|org)[- ](?:level|wide)\b|\bat the organi[sz]ation\b|\bno expiry\b|\bnever expires?\b|\bwithout (?:an )?expir\w*|\b(?:vendor|contractor|partner|intern(?!al|ation)|stranger|third[- ]party|external|outside|freelancer|agency)\w*|\btheir (?:own )?(?:cloud )?account\b|\bcross-account\b|stajyer|praktikant|stagiaire|becari|estagiári|インターン|实习|인턴/iu;

/** a protection switched off in its own configuration words */
export const GUARD_LINES =
  /\brejectunauthorized\s*:\s*false\b|\bnode_tls_reject_unauthorized\s*=\s*["']?0\b|\bverify\s*=\s*false\b|\binsecure-skip-tls-verify\b|\bauth_type\s*=\s*["']?none\b|\bpermitrootlogin\s+yes\b|\bpasswordauthentication\s+yes\b|\bcontinue-on-error\s*:\s*true\b|\breceiver\s*:\s*["']null["']|\bcsrf_enabled\s*=\s*false\b|\bsecurity\s*=\s*none\b/;
/** how far the protection is off: production, everywhere, every job */
const EVERYWHERE =
  /\bprod(?:uction)?\b|\b(?:every|all|each)\b|\bglobal(?:ly)?\b|\beverywhere\b|\bbase image\b|\bfor good\b|\bfuture releases\b|生产|本番|운영|produktion|producción|produção|produzione/iu;
/** a protection off for the developer's own machine or a test run, where the spec says so */
const LOCAL_ONLY = /\blocal(?:host| only| dev\w*)?\b|\bdev container\b|\bsandbox\b|\bfor (?:the )?tests? only\b/;

/** a secret's value: a token, a password, a key, a connection string, a login store */
export const SECRET_VALUE =
  /\b(?:_?auth_?token|access token|(?:registry|deploy|publish(?:ing)?) (?:tokens?|keys?)|api[ _-]?keys?|secret[ _-]?keys?|private keys?|passwords?|passwd|connection strings?|credentials?|client secret)\b|\b[a-z0-9_]*(?:_secret|_password|_token)\b|~\/\.(?:netrc|npmrc|aws\/credentials|ssh|git-credentials|config\/gh)\b|\.env(?:\.production)?\b|\blogin data\b|\bcookies\b|\bbash_history\b|비밀번호|パスワード|トークン|密码|令牌|passwort|mots? de passe|contraseña|senha/iu;
/** exactly `SECRET_VALUE.test`, its literals asked first (literal-pretest44.ts) */
const maySecretValue = pretested(SECRET_VALUE);
/**
 * a hand-over verb, then within a few words where others read it: a public place, outsiders, no authentication ("paste
 * … into the partner channel", "returned … unauthenticated", "tell it to anyone who asks", "社外…に貼り")
 */
const HANDED_TO_OTHERS =
  /\b(?:carr(?:y|ies)|includes?|contains?|paste[sd]?|posts?|send|sends|sent|shares?|attach(?:es)?|uploads?|commits?|prints?|logs?|expose[sd]?|returns?|shows?|tell|put|publish(?:es)?|written)\b(?:[^.;\n]|\.(?=\S)){0,200}?(?:\bunauthenticated\b|\bpublic(?:ly)?\b(?! key)|\banyone\b|\beveryone\b|\bpartners?\b|\bvendors?\b|\bcontractors?\b|\bexternal\b|\bthird[- ]party\b|\bforum\b|#general\b|#[\w-]{2,40} channel\b)|(?:社外|外部|외부|公开|公開|öffentlich|extern|externo|externe|pubblic|público|publique)[^。.\n]{0,60}?(?:貼|送|첨부|붙여|공유|envoy|envi|compart|teil|schick|poste|pubblic|anex|incluy)|(?:貼|送|첨부|붙여|공유|envoy|envi|compart|schick|poste|anex|incluy)[^。.\n]{0,80}?(?:社外|外部|외부|公开|公開|öffentlich|extern|externo|externe|pubblic|público|publique)/iu;
/** a variable made public by its name (`NEXT_PUBLIC_…`), a decorator: no place at all */
const PUBLIC_NAME = /\bnext_public_|@public\b|\bpublic_/;
/** a public key, a publishable key: made to be shown */
const SHOWN_KEY = /\bpublic keys?\b|\bpublishable keys?\b|\.pub\b|\bkey id\b|\bfingerprint\b/;

/** The act of consequence a spec's step does to an object not the project's own, or null. `step` is lower case. */
export function stepAct40(step: string): string | null {
  if (DENIED.test(step)) return null;
  if ((TOP_ROLE.test(step) || TOP_ROLE44.test(step)) && WIDE_OR_OUTSIDE.test(step)) return "rights-wide";
  if (rightsPublic44(step)) return "rights-public";
  if (GUARD_LINES.test(step) && EVERYWHERE.test(step) && !LOCAL_ONLY.test(step)) return "guard-off";
  if (maySecretValue(step) && HANDED_TO_OTHERS.test(step) && !SHOWN_KEY.test(step) && !PUBLIC_NAME.test(step))
    return "secret-shown";
  // (people's records made public: a database dump, training data, signers' addresses, policy-voice44.ts)
  if (dataPublic44(step)) return "data-public";
  return null;
}
