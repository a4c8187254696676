// Word classes of the staged-capture reader (staged-capture28.ts): the gate, a setting that routes a tool through another host, the credentials, what the host in between does with them, and a prohibition.

const S = String.raw`\s{1,3}`;

/**
 * The cheap necessary test (the normalised, lower-cased view): a literal of a setting that routes a tool. Its literal
 * sets are a probe of the rule stage's one prefilter pass (reader-gates.ts STAGED28_GATE).
 */
export const NEED_STAGED28 =
  /\balias\s|\bexport\s|insteadof|proxycommand|git_ssh_command|_proxy\b|index[-_]url|registry|sshcommand|http\.proxy/;

/** Another host: a URL or an address that is neither this machine nor a private network's. */
const ELSEWHERE = String.raw`(?:https?|ssh|git|socks5h?):\/\/(?!(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|\[::1\]))[\w.-]{3,80}|(?<![\w.])(?!(?:10|127)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w-]{1,30}@(?!localhost\b)[\w-]{1,40}\.[\w.-]{2,60}`;

/** A setting that routes a tool through another host, on one line. */
export const SETTING28 = new RegExp(
  String.raw`(?:\balias${S}[\w.-]{1,30}=|\bexport${S}[a-z_]{2,40}=|\bgit${S}config\b|\b(?:npm|pnpm|yarn|pip)${S}config${S}set\b|\bproxycommand\b|\binsteadof\b|\bgit_ssh_command=)[^\n]{0,240}?(?:${ELSEWHERE})`,
  "g",
);

/** The credentials that flow through such a host (en, de, es, fr, it, pt). */
const CREDENTIALS = String.raw`\b(?:(?:auth|access|api|npm|github|gh|pypi|deploy)${S})?tokens?\b|\bcredentials?\b|\bpasswords?\b|\b(?:aws|api|ssh|access|private)${S}keys?\b|\bsecrets\b|\bzugangsdaten\b|\banmeldedaten\b|\bpasswort\w{0,3}\b|\bcredenciales\b|\bcontrasenas?\b|\bjetons?\b|\bidentifiants\b|\bmots${S}de${S}passe\b|\bcredenziali\b|\bcredenciais\b|\bsenhas?\b`;

/** What the host does with them: keeps, records, collects, reports or passes them on (en, de, es, fr, it, pt). */
const KEEPS = String.raw`\b(?:keeps?|kept|records?|recorded|logs|logged|stores?|stored|saves?|saved|captures?|captured|collects?|harvests?|intercepts?|reports?|reported|forwards?|forwarded|sends?|reuses?)\b|\b(?:go(?:es)?|pass(?:es)?|flows?|runs?)${S}(?:\w{1,10}${S})?(?:through|via|over)\b|\bmitschneid\w{0,3}|\bspeicher\w{0,3}|\bprotokollier\w{0,3}|\bsammel\w{0,3}|\bsammelt\b|\b(?:gehen|laufen|lauft)${S}(?:\w{1,10}${S})?uber\b|\b(?:registra|guarda|recoge|captura|envia|reenvia)\w{0,2}\b|\b(?:enregistre|conserve|collecte|intercepte|envoie|transmet)\w{0,2}\b|\b(?:salva|conserva|invia|inoltra|raccoglie)\w{0,2}\b|\b(?:grava|coleta|armazena)\w{0,2}\b`;

/** The host in between, named in the sentence: its kind, or its address. */
const BETWEEN = String.raw`\b(?:proxy|relay|mirror|index|alias|gateway|wrapper|shim|spiegel|umleitung|espejo|miroir|relais|specchio|espelho)\b|${ELSEWHERE}|\b[\w-]{2,30}\.example\b`;

/** A prohibition before the verb: "never stores", "does not keep", "ne conserve pas", "no guarda". */
export const DENIED28 =
  /\b(?:never|not|no|none|nothing|n't|nor|without|nunca|nie|nicht|niemals|kein\w{0,2}|jamais|ne|pas|non|mai|nao|nenhum\w{0,2}|ni)\b|n't\b/;

export const CREDENTIALS28 = new RegExp(CREDENTIALS);
export const KEEPS28 = new RegExp(KEEPS, "g");
export const BETWEEN28 = new RegExp(BETWEEN);
