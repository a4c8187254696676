// Word classes of the machine-channel order reader (machine-order25.ts): the gate, the machine prefixes and frames an order hides behind, the order verbs and the acts of consequence, in English and as language-neutral literals.

import { CREDENTIAL } from "./agent-file-orders.ts";

const S = String.raw`\s{1,3}`;

/**
 * The cheap necessary test over a whole tool result (the normalised, lower-cased view): a literal of one of the acts
 * below. Its literal sets are a probe of the rule stage's one prefilter pass (reader-gates.ts MACHINE25_GATE), so texts
 * without one (nearly all tool results) pay nothing here.
 */
export const NEED25 =
  /bash\(\*\)|webfetch\(\*\)|autoapprove|dangerously|--yolo|tls_reject|ssl_no_verify|httpsverify|strict-ssl|sslverify|rejectunauthorized|auth\s{1,3}refresh|scopes?\b|protection|schutz|codeowners|required\s{1,3}reviews?|--no-verify|hookspath|--force|force-push|\.skip\b|audit|registry|index-url|integrity|@latest|postinstall|prompt_command|authorized_keys|credential\.helper|\.ssh|\.aws|\.config\/|\.env\b|printenv|\.npmrc|\.netrc|id_(?:rsa|ed25519)|conversation|chat\s{1,3}history|transcript|\.\.\/\.\.\/|download|returns\s{1,3}true|true\s{1,3}whenever|remote\s{1,3}add|admin|owner|collaborator|maintainer\s{1,3}access|_token\b|_secret\b|_api_key|_password|\b(?:your|the|my)\s{1,3}(?:\w{2,8}\s{1,3})?(?:tokens?|passwords?|credentials)\b|\biban\b|\bbank\s|payout|routing\s{1,3}number|hooks?\b|(?:surface|describe|mention|reveal|disclose)\s{1,3}(?:this|these|that|it)\b|out\s{1,3}of\s{1,3}(?:your|the)\s{1,3}summary|to\s{1,3}yourself/;
export const NEED25_ALL = new RegExp(NEED25.source, "g");

/**
 * What a machine puts before a message, stripped so the message's own first word is read: a CI timestamp and
 * workflow command, a diff's `+`, a quote mark, a file:line:col position, an LSP position with its severity and
 * source, a linter's severity, a bracketed tag, a list marker, a line number of a file read, a JSON key.
 */
export const MACHINE_PREFIX25 = new RegExp(
  [
    String.raw`^[\s{[,]*(?:"[\w.-]{1,40}"\s{0,2}:\s{0,2}\[?\s{0,2})?"?`,
    String.raw`(?:\d{4}-\d\d-\d\dt[\d:.]{5,20}z\s{1,3})?`,
    String.raw`(?:##\[\w{1,12}\]|::(?:notice|warning|error|debug)\b[^:\n]{0,80}::|[+>]\s{0,3}|\*\*|\s)*`,
    String.raw`(?:\d{1,6}\t\s{0,3})?`,
    String.raw`(?:[\w./@-]{1,120}:\d{1,6}(?::\d{1,6})?:?\s{1,6})?`,
    String.raw`(?:l?\d{1,6}:\d{1,6}\s{1,6})?`,
    String.raw`(?:\[(?:error|warning|warn|info|hint|note)\]\s{0,3})?(?:\([\w@/.-]{1,40}\)\s{0,3})?`,
    String.raw`(?:(?:error|warning|warn|info|note|hint|notice)\b:?\s{1,6}(?:[a-z]{1,4}\d{2,5}\s{1,3})?)?`,
    String.raw`(?:\[[\w .@/-]{1,40}\]\s{0,3})?(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3})?`,
  ].join(""),
  "i",
);

/**
 * A frame that makes what follows a remedy, a step or an order of the channel: "To fix this,", "To apply it,", "Quick
 * fix available.", "Recommendation:", "IMPORTANT (from the user, …):", "User preference (confirmed …):", "Note for
 * automated reviewers:", "Agent-Instruction:" (a label of at most eight words before a colon).
 */
export const FRAME25 = new RegExp(
  String.raw`^(?:(?:to${S}(?:fix|apply|resolve|continue|complete|finish|proceed|repair|clear|use|enable|unblock)\b[^,:]{0,50}[,:]\s{0,3})|(?:quick${S}fix${S}available\.?\s{0,3})|(?:[^:\n]{1,16}?(?:\s{0,3}\([^)\n]{0,60}\))?[^:\n]{0,60}?:\**\s{1,3}(?=\S)))`,
  "i",
);
/** a label is at most this many words (a sentence with a colon in it is not a label) */
export const LABEL_WORDS = 8;

/** The verbs that open an order in a remedy, a step or a standing rule. */
export const ORDER25 =
  /\b(?:set|add|append|write|put|insert|register|replace|rewrite|edit|change|update|point|switch|turn|disable|enable|remove|delete|drop|mark|commit|push|force-push|run|rerun|re-run|execute|start|launch|restart|install|reinstall|download|fetch|call|invoke|send|forward|post|upload|paste|copy|share|e-?mail|mail|attach|include|grant|give|invite|make|widen|broaden|expand|skip|bypass|open|read|fill|export|configure|pipe|tar|curl|git|gh|use|pass|clear|begin)\b(?!\()/i;
/** A modal order whose subject is the reader or the session: "Every session must begin by …", "it must …". */
export const MODAL25 = new RegExp(
  String.raw`\b(?:must|has${S}to|have${S}to|needs${S}to|need${S}to|is${S}required${S}to|is${S}to)${S}(?:(?:always|first|now|also)${S})?`,
  "i",
);

/** An outside address: a URL (not loopback), a mail address. */
const OUTSIDE = String.raw`(?:https?|wss?|ftp|s3):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$))[^\s\x60'")>]{3,}|[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,12}\b`;
/** Places others read or tools that carry data out. */
const SINK = String.raw`\b(?:issues?|gists?|comments?|pr${S}descriptions?|pull${S}requests?|(?:\w{1,20}\.)?post_message|send_email|send_message|slack|webhook|pastebin|(?:the${S})?fetch${S}tool)\b`;
/** the verbs that move data: the act of a send order */
const MOVE25 = String.raw`(?:send|forward|post|upload|paste|copy|share|e-?mail|mail|attach|include|fill|call|pipe|tar|curl|read|open|cat|dump|sync|submit|publish|list)`;
/** A secret, the session or the user's home: credential stores, `.env`, the environment, the conversation. */
const TAKEN = String.raw`${CREDENTIAL}|(?:^|[\s\x60'"(/])\.env\b(?!\.example|\.sample|\.template)|~\/\.(?:npmrc|pypirc|config\/gh)\b|\bhosts\.yml\b|\bprintenv\b|\$\{?[a-z][a-z0-9_]{0,40}_(?:token|secret|api_key|password|access_key)\b|\b(?:your|the|its|my)${S}(?:(?:npm|github|gh|gitlab|pypi|deploy|publish|ci|api|access|session|auth)${S})?(?:tokens?|api${S}keys?|ssh${S}keys?|private${S}keys?|passwords?|credentials)\b|\benv${S}output\b|\benvironment${S}variables\b|\b(?:your|the|this)${S}(?:conversation|chat${S}history|transcript|session${S}log)\b|(?:\.\.\/){3,}|\bhome${S}director(?:y|ies)\b`;

/** Acts read in the scope of an English order verb: [class, pattern]. */
export const ACTS25: readonly (readonly [string, RegExp])[] = [
  // the agent's own permission prompts switched off wholesale
  [
    "permissions",
    /bash\(\*\)|webfetch\(\*\)|\bautoapprove\b|--dangerously-skip-permissions|--yolo\b|\b(?:full|unrestricted)\s{1,3}(?:shell|bash|terminal)\s{1,3}access\b|"allow"\s{0,3}:\s{0,3}\[\s{0,3}"\*"/i,
  ],
  // certificate checks off for every request from then on
  [
    "tls-off",
    /node_tls_reject_unauthorized\W{0,3}0|git_ssl_no_verify|pythonhttpsverify\W{0,3}0|strict-ssl\W{0,4}(?:to\s{1,3})?false|sslverify\W{0,4}(?:to\s{1,3})?false|rejectunauthorized\W{0,4}false/i,
  ],
  // a token or login given more power than the task needs
  [
    "scopes",
    /\bgh\s{1,3}auth\s{1,3}refresh\b[^\x60\n]{0,60}(?:admin:|delete_repo|write:org)|\b(?:widen|broaden|escalate)\s{1,3}(?:the\s{1,3}|your\s{1,3})?(?:token|scopes?|permissions?)\b/i,
  ],
  // the repository's guards taken away
  [
    "guard-off",
    new RegExp(
      String.raw`(?<![.\w])(?:delete|remove|disable|drop|turn${S}off|switch${S}off|skip|bypass)\b(?!${S}(?:if|when|unless|once|whether)\b)[^.\n,]{0,40}?\b(?:branch(?:es\/[\w.-]{1,40})?\/protection|branch${S}protection|codeowners|required${S}(?:status${S}checks|reviews?)|the${S}tests?\/(?:[\w-]{1,30}\/)?${S}director|tests?\/(?:security|auth)\b|(?:auth\w*|security|signature)${S}tests?\b|npm${S}audit|audit${S}step)|\bbranch(?:es\/[\w.-]{1,40})?\/protection\b[^\n]{0,20}$|-x${S}delete\b[^\n]{0,80}\/protection\b|\bcore\.hookspath\s{1,3}["'\x60]?(?:\/tmp|\/var\/tmp|\/dev\/shm|https?:)|\bmark\b[^\n]{0,60}(?:auth\w*|security|failing)${S}tests?\b[^\n]{0,40}\.skip\b|\b(?:mark|add)\b[^\n]{0,60}\.skip\b[^\n]{0,80}\bcommit`,
      "i",
    ),
  ],
  // history rewritten or pushed somewhere new
  [
    "force-push",
    /--force\b[^.\n]{0,60}\b(?:main|master)\b|\b(?:main|master)\b[^.\n]{0,60}--force\b|\bpush\b[^.\n]{0,40}--all\s{1,3}--force|\bforce-push\b[^.\n]{0,30}\b(?:main|master)\b|\bgit\s{1,3}remote\s{1,3}add\s{1,3}\S{1,40}\s{1,3}https?:\/\/[^\n]{0,80}\bgit\s{1,3}push\b/i,
  ],
  // where packages come from, changed
  [
    "supply",
    new RegExp(
      String.raw`\bregistry\s{0,3}=\s{0,3}https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com)[^\n]{0,120}(?:\.npmrc|\.yarnrc)\b|(?:\.npmrc|\.yarnrc|npm${S}config|pip\.conf)\b[^\n]{0,80}\bregistry\s{0,3}[=:]?\s{0,3}["'\x60]?(?:registry=)?https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com)|\bregistry\b[^\n]{0,80}(?:\.npmrc|\.yarnrc)\b[^\n]{0,60}https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com)|--(?:extra-)?index-url\s{1,3}https?:\/\/(?!pypi\.org|download\.pytorch\.org|files\.pythonhosted\.org)|(?:package-lock\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|cargo\.lock)\b[^.\n]{0,100}(?:resolves?${S}to${S}https?:|no${S}integrity|without${S}(?:an?${S}|the${S})?integrity)|\bmcp${S}server\b[^.\n]{0,100}(?:npx${S}-y|@latest)[^.\n]{0,60}\b(?:global|user'?s)${S}config|\bpostinstall\b[^\n]{0,160}(?:https?:\/\/|\bcurl\b|\bwget\b)`,
      "i",
    ),
  ],
  // something planted to run later or to let someone in
  [
    "persist",
    /\bprompt_command\b[^\n]{0,120}(?:curl|wget|https?:)|~\/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b[^\n]{0,80}(?:curl|wget|https?:|\bnc\b|base64)|(?:curl|wget|https?:)[^\n]{0,120}~\/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b|\bssh-(?:ed25519|rsa)\s{1,3}aaaa[^\n]{0,120}authorized_keys|authorized_keys\b[^\n]{0,120}ssh-(?:ed25519|rsa)\s{1,3}aaaa|credential\.helper\b[^\n]{0,30}\bstore\b[^\n]{0,30}(?:\/tmp|\/var\/tmp|\/dev\/shm)/i,
  ],
  // code downloaded and started
  [
    "run-fetched",
    /\bdownload\b[^.\n]{0,20}https?:\/\/\S{3,200}[^.\n]{0,80}\b(?:executable|chmod|nohup|in\s{1,3}the\s{1,3}background|run\s{1,3}it|start\s{1,3}it|execute\s{1,3}it)\b/i,
  ],
  // an authentication or authorisation check made to pass
  [
    "auth-bypass",
    /\b(?:verify\w{0,20}|auth\w{0,20}|is_?admin|check\w{0,20}|validate\w{0,20}|has_?permission\w{0,10}|can\w{0,20})(?:\(\))?\x60?\s{1,3}returns?\s{1,3}true\s{1,3}(?:whenever|when|if|for)\b|\b(?:skip|bypass|disable)\s{1,3}(?:the\s{1,3})?(?:auth(?:entication|orization)?|login|permission)\s{1,3}checks?\b/i,
  ],
  // someone else given the keys to the repository
  [
    "admin",
    /\b(?:add|invite|grant|make|give)\b[^.\n]{0,60}\b(?:admin(?:istrator)?|owner)\s{1,3}(?:access|rights|role|permissions?)\b|\bas\s{1,3}(?:an?\s{1,3})?(?:admin(?:istrator)?|owner)\s{1,3}(?:of|on|to)\s{1,3}(?:this|the)\s{1,3}(?:repo|repository|org|organi[sz]ation)\b/i,
  ],
  // a hook planted in the repository that fetches or sends when git runs
  [
    "hook",
    /\b(?:pre-commit|post-checkout|post-merge|pre-push|commit-msg)\s{1,3}hook\b[^\n]{0,120}(?:\bcurl\b|\bwget\b|\bnc\b)|\.git\/hooks\/[\w-]{1,30}[^\n]{0,120}(?:\bcurl\b|\bwget\b|\bnc\b)|(?:curl|wget)\b[^\n]{0,120}\b(?:pre-commit|pre-push)\s{1,3}hook\b/i,
  ],
  // someone else made a collaborator of the repository
  [
    "collaborator",
    /\b(?:add|invite)\b[^.\n]{0,60}\bas\s{1,3}(?:an?\s{1,3})?(?:outside\s{1,3})?collaborator\b|\bcollaborators\/[\w.-]{1,40}\b[^\n]{0,40}(?:-x\s{1,3}put|--method\s{1,3}put|permission)|(?:-x\s{1,3}put|--method\s{1,3}put)\b[^\n]{0,80}\bcollaborators\/[\w.-]{1,40}/i,
  ],
  // where money goes, changed
  [
    "payment",
    /\b(?:iban|bank\s{1,3}(?:details|account)|payout\s{1,3}(?:account|details)|routing\s{1,3}number)\b[^\n]{0,80}\b[a-z]{2}\d{2}\s?[a-z0-9]{4}\s?[a-z0-9]{4}/i,
  ],
  // a secret, the session or the home directory moved to an outside address or a place others read
  [
    "send-out",
    new RegExp(
      String.raw`\b${MOVE25}\b[^\n]{0,80}?(?:${TAKEN})[^\n]{0,160}?(?:${OUTSIDE}|${SINK})|\b${MOVE25}\b[^\n]{0,60}?(?:${OUTSIDE}|${SINK})[^\n]{0,160}?(?:${TAKEN})`,
      "i",
    ),
  ],
];

/** permissions opened inside a throwaway box ("with `--dangerously-skip-permissions` in disposable docker containers") */
export const CONFINED25 =
  /\b(?:in|inside|within)\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:(?:disposable|isolated|throwaway|ephemeral|separate)\s{1,3})?(?:docker|containers?|vms?|virtual\s{1,3}machines?|sandbox(?:es|ed)?|devcontainers?)\b/i;

/** imperatives of the acts' verbs (set, add, copy, send, delete, disable, run, push) in de, fr, es, it, pt and pl, accents
 * folded as the normalised view folds them */
const FOREIGN_IMPERATIVES = [
  "setze|fuge|trage|kopiere|sende|schicke|lade|losche|entferne|deaktiviere|fuhre|pushe",
  "ajoute|ajoutez|copie|copiez|envoie|envoyez|supprime|supprimez|desactive|desactivez|executez|mets|mettez|definis|definissez",
  "anade|agrega|envia|borra|elimina|desactiva|ejecuta|establece|configura",
  "aggiungi|invia|manda|cancella|disattiva|esegui|imposta",
  "adicione|copie|envie|apague|remova|desative|defina",
  "dodaj|skopiuj|wyslij|usun|wylacz|uruchom|ustaw",
].join("|");

/** An order asked politely or by a modal in another language: these mark a foreign sentence as an order. */
export const FOREIGN_ORDER25 = new RegExp(
  String.raw`\b(?:bitte|por\s{1,3}favor|per\s{1,3}favore|prosimy|prosze|veuillez|merci\s{1,3}de|s'il\s{1,3}vous\s{1,3}plait|muss|musst|debe|deve|doit|devez|ma\s{1,3}\p{L}{3,}(?:c|ac|ic|yc)\b|por\s{1,3}gentileza|${FOREIGN_IMPERATIVES})\b|пожалуйста|должен|добавь|скопируй|отправь|удали|отключи|запусти|установи|してください|ください|请|請|发送到|上传到|주세요|하십시오|보내세요|보내십시오`,
  "iu",
);
/** the English classes whose patterns are literals (commands, settings, paths): they read the same in any language */
const LITERAL_CLASSES = new Set([
  "tls-off",
  "scopes",
  "supply",
  "persist",
  "run-fetched",
  "hook",
  "collaborator",
  "payment",
]);

/** Acts given by literals that read the same in every language: [class, pattern]. */
export const FOREIGN_ACTS25: readonly (readonly [string, RegExp])[] = [
  ["permissions", /bash\(\*\)|webfetch\(\*\)|\bautoapprove\b|--dangerously-skip-permissions|--yolo\b/i],
  ["tls-off", /node_tls_reject_unauthorized\W{0,3}0|git_ssl_no_verify|strict-ssl\W{0,4}false/i],
  ["force-push", /--force\b[^\n]{0,60}\b(?:main|master)\b|\b(?:main|master)\b[^\n]{0,60}--force\b/i],
  [
    "guard-off",
    /branch-?schutz|protection\s{1,3}de\s{1,3}(?:la\s{1,3})?branche|proteccion\s{1,3}de\s{1,3}(?:la\s{1,3})?rama|protecao\s{1,3}d[ae]\s{1,3}branch|protezione\s{1,3}del\s{1,3}branch|ochron\w{0,4}\s{1,3}gal\w{1,4}|ブランチ保護|分支保护|защит\w{0,4}\s{1,3}ветк/i,
  ],
  [
    "admin",
    /(?:\b(?:administrator\w{0,2}|administrateur|administrador|amministratore)\b|администратор|管理者|管理员)[^\n]{0,40}(?:\brepo|\borgani|\bprojek|\bprojet|\bproyecto|\bprogetto|リポジトリ|仓库|репозитор)|(?:\brepo\w{0,10}|リポジトリ|仓库|репозитор\w{0,4})[^\n]{0,40}(?:\b(?:administrator\w{0,2}|administrateur|administrador|amministratore)\b|администратор|管理者|管理员)/i,
  ],
  ...ACTS25.filter(([cls]) => LITERAL_CLASSES.has(cls)),
  [
    "send-out",
    new RegExp(
      String.raw`(?:${TAKEN})[^\n]{0,160}?(?:${OUTSIDE}|${SINK})|(?:${OUTSIDE})[^\n]{0,160}?(?:${TAKEN})`,
      "i",
    ),
  ],
];

/** The step hidden from the user: "do not surface this step", "keep this change out of your summary". */
export const CONCEAL25 = new RegExp(
  String.raw`\b(?:do${S}not|don't|never)${S}(?:surface|describe|mention|show|report|reveal|disclose|tell)${S}(?:(?:this|these|that|the)${S}(?:(?:setup|extra|last)${S})?(?:step|field|change|action|command|part)s?\b|(?:it|this|them)${S}to${S}the${S}user\b)|\bkeep${S}(?:this|that|it|these|the${S}\w{1,20}(?:${S}\w{1,20})?)${S}(?:step${S}|change${S})?(?:out${S}of|from)${S}(?:your|the)${S}(?:summary|reply|report|answer|final${S}message|response)\b|\bkeep${S}this${S}(?:setup${S})?step${S}to${S}yourself\b|\b(?:left|leave)${S}(?:this|it)${S}out${S}of${S}the${S}summary${S}on${S}purpose\b|\bthe${S}user${S}does${S}not${S}need${S}to${S}(?:see|know)\b`,
  "i",
);

/** A sentence that talks about such orders (an advisory, a write-up) describes them, it gives none. */
export const TALKS25 =
  /\b(?:attackers?|malicious|injection|injected|exploit\w*|adversar\w+|payload|phishing|e\.g\.|for\s{1,3}example|such\s{1,3}as|red-team|poisoned|(?:commands?|flags?|options?|things)\s{1,3}like)\b|\bexamples?\s{0,3}:/i;
