// Word classes of the piped-secret reader (piped-secret28.ts): the gate, a secret's store or the command that prints one, the network senders that take it, and the words of a text that warns of such a line.

/** A home directory as commands write it (the view is lower-cased: `$HOME` reads `$home`). */
const HOME = String.raw`(?:~|\$home|\$\{home\}|\/home\/[\w.-]{1,32}|\/root|\/users\/[\w.-]{1,32})`;

/**
 * A secret's store: credential files under home (never a public key, an SSH config or known_hosts), `.env` (not its
 * example), a private key by name. Lower-cased; no `i` flag.
 */
const STORE = String.raw`${HOME}\/\.(?:ssh\/(?![^\s\x60'"|)]{0,40}\.pub\b)(?!config\b)(?!known_hosts\b)[^\s\x60'"|)]{1,40}|ssh\b(?!\/)|aws\/credentials|aws\b(?!\/config)|kube\/config|docker\/config\.json|netrc|pgpass|npmrc|pypirc|git-credentials|gnupg|password-store|vault-token|config\/(?:gh|gcloud|doctl)\b[^\s\x60'"|)]{0,40}|bash_history|zsh_history)|(?<![\w.-])\.env(?:\.local|\.production)?\b(?![.\w-])|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)`;

/** A command whose output is a secret: a login's token, the whole environment, exported cloud credentials. */
const PRINTS_SECRET = String.raw`\bgh\s{1,3}auth\s{1,3}token\b|\bprintenv\b|(?<![\w.$/-])env\s{0,3}(?=\||\))|\baws\s{1,3}configure\s{1,3}export-credentials\b|\bgcloud\s{1,3}auth\s{1,3}print-access-token\b|\baz\s{1,3}account\s{1,3}get-access-token\b|\bsecurity\s{1,3}find-generic-password\b|\bgit\s{1,3}credential\s{1,3}fill\b|\/proc\/self\/environ\b`;

/** A secret: its store or a command that prints one. */
export const SECRET28 = `(?:${STORE}|${PRINTS_SECRET})`;

/** The programs that send what they are given to another machine. */
const SENDER = String.raw`\b(?:curl|wget|nc|ncat|netcat|socat)\b`;

/**
 * The cheap necessary test (the normalised, lower-cased view): a sender's name. Its literal sets are a probe of the
 * rule stage's one prefilter pass (reader-gates.ts PIPED28_GATE), so texts without one pay nothing here.
 */
export const NEED28 = /\b(?:curl|wget|nc|ncat|netcat|socat)\b/;

/** A secret in the text at all (asked second, on the texts the gate lets through). */
export const SECRET28_ANY = new RegExp(SECRET28);

/** One stage of a pipeline: no pipe, no list operator, no line break or code fence mark. */
const STAGE = String.raw`[^\n;&\x60|]`;

/**
 * The three ways a command hands a secret to a sender: piped into it (`cat ~/.npmrc | base64 | curl -d @- …`), its
 * file given as the upload (`curl -T ~/.kube/config …`, `-F "f=@$HOME/.netrc"`, `-d @.env`), or its output put in the
 * body (`-d "$(env | grep TOKEN)"`). The match runs to the end of the sender's stage, where its address is.
 */
export const FLOWS28: readonly RegExp[] = [
  new RegExp(
    String.raw`(?:${SECRET28})${STAGE}{0,160}?(?:\|${STAGE}{0,120}?){0,3}\|\s{0,3}(?:sudo\s{1,3})?${SENDER}${STAGE}{0,240}`,
    "g",
  ),
  new RegExp(
    String.raw`${SENDER}${STAGE}{0,200}?(?:(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form)[\s=]{0,3}['"]?(?:[\w.-]{1,30}=)?@|(?:-t|--upload-file|--post-file)[\s=]{0,3}['"]?)(?:${STORE})${STAGE}{0,240}`,
    "g",
  ),
  new RegExp(
    String.raw`${SENDER}${STAGE}{0,200}?(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form|--post-data)[\s=]{0,3}['"]?[^\s'"]{0,40}\$\([^)\n]{0,40}?(?:${SECRET28})[^)\n]{0,80}\)${STAGE}{0,240}`,
    "g",
  ),
];

/** A piped sender takes its input as the body or the stream: `-d @-`, `--data-binary @-`, `-T -`, `-F f=@-`; nc and kin always do. */
export const TAKES_STDIN28 =
  /\bcurl\b[^\n]{0,200}?(?:(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form)[\s=]{0,3}['"]?(?:[\w.-]{1,30}=)?@-|(?:-t|--upload-file)[\s=]{0,3}['"]?-)(?=[\s'"]|$)|\bwget\b[^\n]{0,200}?--post-file[\s=]{0,3}(?:-|\/dev\/stdin)\b|\b(?:nc|ncat|netcat|socat)\b/;

/** Another machine: a URL or host that is not this one (loopback and unspecified addresses stay home). */
export const OUTSIDE28 =
  /(?:https?|ftp|wss?):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])(?:[:/]|$))[^\s\x60'")>|]{3,}|\b(?:nc|ncat|netcat)\s{1,3}(?:-\w{1,3}\s{1,3}){0,3}(?!localhost\b|127\.)[a-z0-9][\w.-]{2,80}\s{1,3}\d{2,5}\b|\bsocat\b[^\n]{0,80}\btcp[46]?:(?!localhost\b|127\.)[\w.-]{3,80}:\d{2,5}/;

/** Before the command on its line: the text forbids or warns of it, or shows it as an example. */
export const WARNS28 =
  /\b(?:never|don't|do\s{1,3}not|must\s{1,3}not|should\s{1,3}not|avoid|refuse|malicious|attackers?|exfiltrat\w{0,5}|payload|for\s{1,3}example|such\s{1,3}as|nunca|jamais|niemals)\b|\be\.g\.|\b(?:no|non|ne)\s{1,3}(?:ejecutes|executez|ausfuhren|eseguire|esegui)\b/;
/** how far back on its line the warning words are looked for */
export const WARN_REACH28 = 160;
