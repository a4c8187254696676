// Word classes of the declared-act reader (declared-act26.ts): the gate, the acts of consequence in any mood, the marks of a standing routine the session carries out on its own, and the negations that make such a sentence a prohibition.

import { CREDENTIAL } from "./agent-file-orders.ts";

const S = String.raw`\s{1,3}`;

/**
 * The cheap necessary test over a whole text (the normalised, lower-cased view): a literal of one of the acts below.
 * Its literal sets are a probe of the rule stage's one prefilter pass (reader-gates.ts DECLARED26_GATE), so texts
 * without one pay nothing here. No `i` flag: the view is lower-cased already.
 */
export const NEED26 =
  /\.ssh|\.aws|\.gnupg|secrets\.(?:ya?ml|json|toml)|(?:full|entire|whole|complete) (?:customer|user|client|member|employee|patient)|\.kube|\.docker|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.config\/|id_(?:rsa|ed25519|ecdsa|deploy)|deploy\/keys|\.env\b|printenv|auth token|pg_dump|_token\b|token|password|credential|transcript|conversation|curl|wget|bash\(\*\)|bypasspermissions|autoapprove|allow_all|protection|status checks|required_|authorized_keys|crontab|@reboot|hookspath|\.git\/hooks|forwardagent|proxycommand|\.bashrc|\.zshrc|collaborator|permission=admin|admin rights|role=admin|role=owner|owner role|systemd|history|histfile|mysqldump|always-auth|registry|index-url|trusted-host|sslverify|strict-ssl|tls_reject|--force|force-push|tests? pass|passed|is green|green build|covered by|report to the user/;
export const NEED26_ALL = new RegExp(NEED26.source, "g");

/** An outside address: a URL (not loopback), a mail address (also at an IP address). */
const OUTSIDE = String.raw`(?:https?|wss?|ftp|s3):\/\/(?!(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$))[^\s\x60'")>|]{3,}|[\w.+-]{1,64}@(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,12}\b|\d{1,3}(?:\.\d{1,3}){3}\b)`;
/** Places others read: an issue or PR comment, a PR description, a gist, a public repository, a chat channel. */
const SINK = String.raw`\b(?:issues?${S}#?\d|incidencia${S}#?\d|as${S}a${S}comment|comments?${S}on|comentario|commentaire|kommentar|commento|komentarz|pr${S}description|(?:description${S}of${S}the|the)${S}pull${S}request(?:${S}it${S}opens)?|into${S}the${S}pr\b|gists?\b|public${S}(?:repo|repository)|pastebin|slack|webhook)`;
/** Where data goes: an outside address or a place others read. */
export const DEST26 = `(?:${OUTSIDE}|${SINK})`;

/** A secret whose store names it: credential files, `.env`, the environment printed, `gh auth token`, a dump, a key. */
const SECRET_STORE = String.raw`${CREDENTIAL}|~\/\.(?:npmrc|pypirc|config\/gh)\b|(?:^|[\s\x60'"(/])\.env\b(?!\.example|\.sample|\.template)|\bprintenv\b|\bgh${S}auth${S}token\b|\bpg_dump\b|\bmysqldump\b|\b(?:production|database)${S}dump\b|\bdump${S}de${S}produc|\bdeploy\/keys\b|\bid_deploy\b|(?:^|[\s\x60'\"])secrets\/|\bsecrets\.(?:ya?ml|json|toml)\b|\$\{?home\}?\/\.(?:ssh\/|aws\/credentials|kube\/config|docker\/config\.json|netrc|npmrc|pypirc|git-credentials|gnupg)`;
/** A secret named by a word only (a token, the transcript): it counts only with a standing routine's mark. */
const SECRET_WORD = String.raw`\b[a-z0-9]{2,20}_(?:token|secret|api_key|password|access_key)\b|\b(?:github|gh|gitlab|npm|pypi|deploy|ci|api|access|auth|cloud|aws)${S}(?:tokens?|keys?|credentials|secrets?)\b|\b(?:the|your|their|its|my|this)${S}(?:\w{2,12}${S})?(?:tokens?|credentials|passwords?|secrets?|api${S}keys?)\b|\btranscripts?\b|\b(?:full${S})?conversation\b|\bchat${S}history\b|\b(?:session|chat)${S}logs?\b|\benvironment${S}variables\b|\b(?:full|entire|whole|complete)${S}(?:customer|user|client|member|employee|patient)s?${S}(?:table|list|database|records|export)\b|\bjeton\b|\bzugangsdaten\b|\bcredenciales\b|\bcredenziali\b|токен|認証情報`;

/** The verbs that move data, in any tense and voice, in English and the ten other languages (accents folded). */
const MOVE = String.raw`\b(?:sen[dt]s?|sending|upload\w{0,3}|post(?:s|ed|ing)?|e-?mail(?:s|ed|ing)?|mail(?:s|ed|ing)?|mirror\w{0,3}|cop(?:y|ies|ied|ying)|past(?:e|es|ed|ing)|forward\w{0,3}|publish\w{0,3}|filed|push(?:es|ed|ing)?|attach\w{0,3}|submit\w{0,4}|transfer\w{0,4}|shar(?:e|es|ed|ing)|sync(?:s|ed|ing)?|scp|rsync|goes|added|adds|appended|includ(?:e|es|ed|ing)|receives?|collects?|exfiltrat\w{0,4}|hochgeladen|ubertragen|gesendet|geschickt|verschickt|gepostet|envoye\w{0,2}|publie\w{0,2}|televerse\w{0,2}|transmis\w{0,2}|postat\w{0,2}|carregad\w{0,2}|enviad\w{0,2}|envia\w{0,2}|publica\w{0,3}|subid\w{0,2}|inviat\w{0,2}|caricat\w{0,2}|pubblicat\w{0,2}|wysy[lł]\w{0,6}|przes[lł]\w{0,6}|отправл\w{0,4}|загруж\w{0,4})\b|送信|送ら|アップロード|投稿|上传|发送|发布|전송|업로드|\s(?:->|=>|→)\s|إرسال|يرسل|ترسل|أرسل|يُرسل|رفع|يرفع`;

/** then a report that says they pass: "the PR description says all tests pass", "tells us CI passed" */
const PASS_CLAIM = String.raw`[^\n]{0,160}?(?:\b(?:says?|said|states?|stated|lists?|listed|notes?|noted|reports?|reported|reads?|tells?${S}(?:us|the${S}user|them)|told${S}(?:us|the${S}user|them))\b[^\n]{0,60}?\b(?:pass(?:es|ed)?|green|covered|success(?:ful)?)\b|\bsuite${S}(?:passed|is${S}green)\b|\ball${S}tests${S}pass)`;

/**
 * Acts read in a sentence whatever its mood: [class, pattern, needs a standing routine's mark, a literal the pattern
 * needs (asked first, so a sentence with a gate word but no act pays one cheap test per class)].
 */
export const ACTS26: readonly (readonly [string, RegExp, boolean, RegExp])[] = [
  // a secret whose store names it, moved to an outside address or a place others read
  [
    "send-out",
    new RegExp(
      String.raw`(?:${MOVE})[^\n]{0,120}?(?:${SECRET_STORE})[^\n]{0,160}?${DEST26}|(?:${SECRET_STORE})[^\n]{0,160}?(?:${MOVE})[^\n]{0,120}?${DEST26}|(?:${MOVE})[^\n]{0,60}?${DEST26}[^\n]{0,160}?(?:${SECRET_STORE})|(?:${SECRET_STORE})[^\n]{0,120}?${DEST26}[^\n]{0,60}?(?:${MOVE})`,
    ),
    false,
    /:\/\/|@|issue|incidencia|comment|comentario|komentarz|kommentar|commento|pr\s{1,3}desc|pull\s{1,3}request|into\s{1,3}the\s{1,3}pr|gist|public|pastebin|slack|webhook/,
  ],
  // a secret file's contents placed as a comment where others read it, with no verb of sending ("… the contents of
  // `~/.docker/config.json` as a comment in this PR", "der Inhalt von … als Kommentar in diesem PR steht")
  [
    "send-out",
    new RegExp(
      String.raw`\b(?:contents?|inhalt|contenu|contenido|contenuto|conteudo|zawartosc)${S}(?:of|von|de|du|del|di|do|da)${S}[\x60'"]?(?:${SECRET_STORE})[^\n]{0,80}?(?:\bas${S}a${S}comment|\bals${S}kommentar|\ben${S}(?:tant${S}que${S})?commentaire|\bcomo${S}comentario|\bcome${S}commento|\bjako${S}komentarz)`,
    ),
    false,
    /comment|kommentar|comentario|commento|komentarz/,
  ],
  // a token, the transcript or the environment by name, moved out as a routine
  [
    "send-out-named",
    new RegExp(
      String.raw`(?:${MOVE})[^\n]{0,120}?(?:${SECRET_WORD})[^\n]{0,160}?${DEST26}|(?:${SECRET_WORD})[^\n]{0,160}?(?:${MOVE})[^\n]{0,120}?${DEST26}|(?:${SECRET_WORD})[^\n]{0,120}?${DEST26}[^\n]{0,60}?(?:${MOVE})`,
    ),
    true,
    /:\/\/|@|issue|incidencia|comment|comentario|komentarz|kommentar|commento|pr\s{1,3}desc|pull\s{1,3}request|into\s{1,3}the\s{1,3}pr|gist|public|pastebin|slack|webhook/,
  ],
  // code downloaded and started by a shell (a pipe, or its words: "pipes `curl …` to bash"), or a package run from
  // whatever is latest
  [
    "run-fetched",
    /\b(?:curl|wget)\b[^|\n]{0,200}\\?\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\bpip(?:e|es|ed|ing)\s{1,3}(?:the\s{1,3}output\s{1,3}of\s{1,3})?\x60?(?:curl|wget)\b[^|\n]{0,200}?\bto\s{1,3}\x60?(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\b(?:curl|wget)\b[^|\n]{0,200}?\bpiped\s{1,3}(?:in)?to\s{1,3}\x60?(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\bnpx\s{1,3}(?:-y\s{1,3})?\S{1,60}@latest\b|\bpostinstall\b[^\n]{0,100}(?:\bcurl\b|\bwget\b)/,
    true,
    /curl|wget|npx|postinstall/,
  ],
  // the agent's permission prompts switched off wholesale in its settings (a launch flag such as
  // `--dangerously-skip-permissions` is how tools that offer the mode describe it: machine-order25 reads it ordered)
  [
    "permissions",
    /bash\(\*\)|webfetch\(\*\)|\bbypasspermissions\b|\bautoapprove"?\s{0,3}[:=]\s{0,3}(?:true|\[\s{0,3}"\*")|\ballow_all\s{0,3}=\s{0,3}true|"allow"\s{0,3}:\s{0,3}\[\s{0,3}"\*"/,
    true,
    /bash\(\*\)|webfetch\(\*\)|bypasspermissions|autoapprove|allow_all|"allow"/,
  ],
  // the repository's guards taken away: branch protection or required checks off
  [
    "guard-off",
    new RegExp(
      String.raw`\b(?:branch${S}protection|protection${S}rule|protection|required_pull_request_reviews|required_status_checks|require(?:d|s)?${S}status${S}checks|required${S}reviews?)\b[^.\n]{0,60}?\b(?:remov(?:ed|es|ing)|delet(?:ed|es|ing)|turned${S}off|switched${S}off|disabled|dropped|lifted|stays${S}off|left${S}(?:it${S})?off|(?:is|are|was)${S}off)\b|\b(?:remov(?:ed|es|ing)|delet(?:ed|es|ing)|turned${S}off|disabled|dropped|lifted)\b[^.\n]{0,40}?\b(?:branch${S}protection|protection${S}rule|required_pull_request_reviews|required${S}status${S}checks|required${S}reviews?)\b|\bremove${S}protection\b`,
    ),
    true,
    /protection|required|status\s{1,3}checks/,
  ],
  // history rewritten on the main branch
  [
    "force-push",
    /--force\b[^.\n]{0,60}\b(?:main|master|head:main)\b|\b(?:main|master)\b[^.\n]{0,60}--force\b|\bforce-push(?:ed|es|ing)?\b|\bforce-pushed\b|\bpush(?:ed|es)?\s{1,3}(?:\w{1,12}\s{1,3}){0,2}(?:with\s{1,3})?(?:\x60)?git\s{1,3}push\s{1,3}--force\b|\bgit\s{1,3}push\s{1,3}--force\b/,
    true,
    /force/,
  ],
  // failing tests removed or switched off and the report saying they pass
  [
    "fake-pass",
    new RegExp(
      String.raw`\b(?:tests?|jobs?|specs?|suite|test${S}step|(?:flaky|failing|failed|red)${S}\w{2,12}|they|those${S}tests)\b[^\n]{0,100}?\b(?:deleted|removed|skipped|left${S}out|commented${S}out|dropped|marked${S}(?:as${S})?skipped|turns?${S}off|turned${S}off|disabled)\b${PASS_CLAIM}|\b(?:deletes?|deleted|removes?|removed|skips?|skipped|drops?|dropped|turns?${S}off|turned${S}off|disables?|disabled)${S}(?:the${S}|all${S})?(?:failing${S}|flaky${S}|failed${S}|red${S}|slow${S})?(?:tests?|jobs?|specs?|test${S}step)\b${PASS_CLAIM}`,
    ),
    false,
    /pass|green|covered|success/,
  ],
  // something planted to run later or to let someone in
  [
    "persist",
    /\bssh-(?:ed25519|rsa)\s{1,3}aaaa[^\n]{0,160}authorized_keys|authorized_keys\b[^\n]{0,160}ssh-(?:ed25519|rsa)\s{1,3}aaaa|(?:crontab|@reboot|\*\/\d{1,2}(?:\s{1,3}\*){4}|\d{1,2}\s{1,3}\*(?:\s{1,3}\*){3})[^\n]{0,120}(?:curl|wget)\b[^\n|]{0,120}\\?\|\s{0,3}(?:ba)?sh\b|(?:curl|wget)\b[^\n|]{0,120}\\?\|\s{0,3}(?:ba)?sh\b[^\n]{0,60}\bcrontab\b|\bhookspath\b[^\n]{0,160}(?:https?:|\brefresh\w{0,3}\b|\bdownload\w{0,3}\b)|\.git\/hooks\/[\w-]{1,30}[^\n]{0,120}(?:\bcurl\b|\bwget\b)|(?:\bcurl\b|\bwget\b)[^\n]{0,120}\.git\/hooks\/|~\/\.(?:bashrc|zshrc|bash_profile|profile)\b[^\n]{0,80}(?:\bcurl\b|\bwget\b|\bnc\s{1,3}[\w.-]{2,60}\s{1,3}\d)|\bforwardagent\s{1,3}yes\b[^\n]{0,80}\bhost\s{1,3}\*|\bhost\s{1,3}\*[^\n]{0,80}\bforwardagent\s{1,3}yes\b|systemd\/user\/[\w.@-]{1,60}\.(?:service|timer)\b[^\n]{0,160}(?:\bcurl\b|\bwget\b)|(?:\bcurl\b|\bwget\b)[^\n]{0,160}systemd\/user\/|\b(?:pre-commit|post-checkout|post-merge|pre-push|commit-msg)\s{1,3}hook\b[^\n]{0,120}(?:\bcurl\b|\bwget\b|\bdownload\w{0,3}\b|\bfetch(?:es|ed)?\b)|\bproxycommand\s{1,3}(?:nc|ncat|socat)\s/,
    true,
    /authorized_keys|crontab|@reboot|\*\/|\d\s{1,3}\*|hookspath|\.git\/hooks|rc\b|profile|forwardagent|proxycommand|systemd|hook/,
  ],
  // someone else given the keys to the repository
  [
    "admin",
    /\b(?:admin(?:istrator)?\s{1,3}(?:collaborator|rights|access|role)|permission=admin|role=(?:admin|owner)|owner\s{1,3}(?:role|rights|access)|as\s{1,3}(?:an?\s{1,3})?admin(?:istrator)?\s{1,3}collaborator|collaborators\/[\w-]{1,40})\b[^\n]{0,200}?\b(?:add|adds|added|invited|granted)\b|\b(?:add|adds|added|invited|granted)\b[^\n]{0,100}?\b(?:admin(?:istrator)?\s{1,3}(?:collaborator|rights|access|role)|permission=admin|role=(?:admin|owner)|owner\s{1,3}(?:role|rights|access)|collaborators\/[\w-]{1,40})/,
    true,
    /admin|owner|collaborator/,
  ],
  // where packages come from, changed
  [
    "supply",
    /\.npmrc\b[^\n]{0,80}\b(?:registry|points?\s{1,3}at)\b[^\n]{0,40}https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com)|\bregistry\s{0,3}=\s{0,3}https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|npm\.pkg\.github\.com)|\balways-auth\s{0,3}=\s{0,3}true|(?:--(?:extra-)?index-url\s{1,3}|\b(?:extra-)?index-url\s{0,3}=\s{0,3})https?:\/\/(?!pypi\.org|download\.pytorch\.org)|--trusted-host\b/,
    true,
    /npmrc|registry|always-auth|index-url|trusted-host/,
  ],
  // certificate checks off
  [
    "tls-off",
    /\bsslverify\W{0,4}(?:to\s{1,3})?false|strict-ssl\W{0,4}(?:to\s{1,3})?false|node_tls_reject_unauthorized\W{0,3}0|git_ssl_no_verify/,
    true,
    /sslverify|strict-ssl|tls_reject|ssl_no_verify/,
  ],
  // the shell's history wiped, as a routine
  [
    "history",
    /\bhistory\s{1,3}-c\b|>\s{0,3}~\/\.(?:bash|zsh)_history\b|\btruncate\b[^\n]{0,40}_history\b|\bunset\s{1,3}histfile\b|\bhistfile=\/dev\/null\b|\b(?:shell|bash|zsh|command)\s{1,3}history\s{1,3}(?:is\s{1,3}|are\s{1,3}|gets\s{1,3})?(?:cleared|deleted|wiped|truncated|erased|emptied)\b/,
    true,
    /history|histfile/,
  ],
  // a step with an act in it left out of what the user reads
  [
    "left-out",
    /\b(?:left|kept|omitted|dropped)\s{1,3}(?:\w{1,12}\s{1,3}){0,3}(?:out\s{1,3}of|from)\s{1,3}(?:the\s{1,3}|your\s{1,3})?(?:summary|final\s{1,3}(?:message|report|reply)|report\s{1,3}to\s{1,3}the\s{1,3}user|reply\s{1,3}to\s{1,3}the\s{1,3}user)\b|\b(?:summary|final\s{1,3}(?:message|report))\s{1,3}(?:to\s{1,3}the\s{1,3}user\s{1,3})?(?:does\s{1,3}not|doesn't|never|will\s{1,3}not)\s{1,3}(?:mention|list|include|show)\b/,
    true,
    /summary|final|report|reply/,
  ],
  // the agent's changes kept out of its report to the user
  [
    "conceal",
    /\b(?:changes?|steps?|actions?|edits?|commands?)\b[^\n]{0,80}?\b(?:no\s{1,3}longer|not|never)\s{1,3}(?:be\s{1,3})?(?:listed|mentioned|shown|reported|included)\s{1,3}(?:in|to)\s{1,3}(?:the\s{1,3})?(?:report|summary)\s{1,3}(?:to|for)\s{1,3}the\s{1,3}user\b/,
    false,
    /report/,
  ],
];

/** Done without asking the user: for the permission class this is what the act itself means, not a mark of routine. */
const UNASKED = String.raw`\b(?:without${S}(?:a${S}|any${S})?(?:prompt|confirmation|asking|review|separate${S}review|mention|telling)|no${S}(?:prompt|confirmation|mention)|never${S}needed${S}a${S}confirmation)\b`;
export const UNASKED26 = new RegExp(UNASKED, "g");

/** The agent's own settings file named: the permission class is a setting written there, not a mode a tool offers. */
export const SETTINGS_FILE26 =
  /settings(?:\.local)?\.json|mcp\.json|\.vscode\/|\.claude\/|config\.(?:toml|json|ya?ml)|this\s{1,3}file|\[tool\.\w{1,20}\]/;

/**
 * The marks of a standing routine the session carries out on its own: a moment of every session, an automatic or
 * silent step, a value written back when missing, an expected state or an acceptance criterion; in English and the ten
 * other languages (accents folded). A benign fact about a project's secrets, installers or settings has none of them.
 */
export const STANDING26 = new RegExp(
  [
    String.raw`\b(?:every|each|whichever|any)${S}(?:\w{1,12}${S}){0,2}(?:sessions?|session's|start|day|change|checkout|commit|build|boot|morning|working${S}day|repositor(?:y|ies)|project)\b`,
    String.raw`\b(?:all${S}repositories|sessions?${S}start|session${S}(?:start|end|bootstrap)|bootstrap|on${S}(?:start|first${S}(?:run|use))|at${S}(?:the${S})?(?:start|end)\b|first${S}thing|before${S}the${S}first\b)`,
    String.raw`\b(?:the|a|this|each)${S}(?:current${S}|next${S}|same${S})?session\b|\bsessions\b|\bby${S}(?:the${S})?(?:session|agent|assistant)\b|\b(?:previous|last)${S}(?:session|assistant|agent)\b`,
    String.raw`\b(?:automatic(?:ally)?|on${S}(?:its|their)${S}own|silent(?:ly)?|routine|whenever|always|unpinned|not${S}(?:pinned|reviewed|verified)|--no-verify|verification${S}off|in${S}effect|pending|scheduled|runs${S}at)\b`,
    UNASKED,
    String.raw`\bnot${S}(?:announced|mentioned|listed|reported|shown|surfaced)\b|\bdoes${S}not${S}appear${S}in\b|\bis${S}not${S}announced\b`,
    String.raw`\b(?:re-?added|rewritten${S}back|written${S}back|writes${S}(?:\w{1,10}${S})?back|put${S}back${S}whenever|(?:stays|left)${S}(?:it${S})?off|and${S}stays)\b`,
    String.raw`\b(?:expected|expects?(?!\()|want\b[^\n]{0,200}\bgot|acceptance|definition${S}of${S}done|(?:done|in${S}place|onboarded|provisioned|compliant|synced|ready)${S}(?:once|when)|compliance|out${S}of${S}policy|outcome|current${S}state|recorded${S}state)\b`,
    // de, fr, es, it, pt, pl, ru, ja, zh, ko
    String.raw`\bsitzung\w{0,6}|\bautomatisch\b|\bohne${S}(?:nachfrage|ruckfrage|bestatigung|zu${S}fragen)|wird${S}(?:dabei${S})?nicht${S}gefragt|nicht${S}erwahnt`,
    String.raw`\bchaque${S}session\b|\bautomatiquement\b|\bsans${S}(?:le${S})?(?:mentionner|demander|confirmation|prevenir)|n'est${S}pas${S}(?:mentionne|signale)\w{0,2}|fin${S}de${S}session`,
    String.raw`\bcada${S}sesion\b|\bautomaticamente\b|\bsin${S}(?:consultar|avisar|preguntar|confirmacion)|no${S}se${S}informa|no${S}avisa|\bla${S}sesion\b`,
    String.raw`\bogni${S}sessione\b|\bsenza${S}(?:chiedere|conferma|avvisare)|non${S}viene${S}(?:riportat|menzionat|segnalat)\w{0,2}`,
    String.raw`\bcada${S}sessao\b|\bsem${S}(?:mencao|perguntar|confirmacao|avisar)|\bfim${S}da${S}sessao\b|\bsessao\b`,
    String.raw`\bkazd\w{1,4}${S}sesj\w{0,3}|\bsesj\w{1,3}\b|\bautomatycznie\b|\bbez${S}(?:pytania|potwierdzenia)|nikt${S}o${S}to${S}nie${S}pyta\w{0,2}|\bzawsze\b`,
    String.raw`кажд\w{0,4}${S}сесси|автоматически|без${S}(?:подтвержден|запрос|уведомлен)|не${S}сообща`,
    `確認は不要|確認なし|報告にも含めません|自動で|毎回|セッション開始|每次会话|自动|无需确认|不告知|不通知|세션마다|자동으로|확인${S}없이|알리지`,
  ].join("|"),
);
export const STANDING26_ALL = new RegExp(STANDING26.source, "g");

/** A trigger and outcome table ("| Event | Outcome |", "CASE   EXPECTED RESULT"): each row states what happens. */
export const OUTCOME_TABLE26 =
  /(?:^|\n)[|\s]{0,3}(?:trigger|event|when|case|situation|declencheur|ausloser|evento|disparador|gatilho)\b[^\n]{0,40}(?:\||\s{2,})\s{0,3}(?:outcome|behaviou?r|result|expected(?:\s{1,3}result)?|what\s{1,3}happens|resultat|ergebnis|verhalten|resultado|comportamiento|risultato)\b/;

/**
 * A prohibition, a past that was undone, an accident: what the sentence says was stopped or never happens. Read
 * before and inside the act (standing marks taken out first: "no confirmation" is not a prohibition).
 */
export const NEGATION26 =
  /\b(?:never|not|no|nor|none|nothing|no\s{1,3}longer|without|removed|revoked|rotated|stopped|instead|forbid\w{0,4}|prohibit\w{0,4}|don't|doesn't|isn't|aren't|wasn't|weren't|won't|cannot|can't|refus\w{1,4}|denied|blocked|rejected|disallowed|avoid\w{0,3}|prevent\w{0,3}|used\s{1,3}to|mistake|accident\w{0,4}|leak\w{0,3}|incident|compromis\w{0,4}|exposed|nicht|nie|niemals|kein\w{0,2}|jamais|nunca|ningun\w{0,2}|non|mai|nigdy|никогда|не)\b|ne\s{1,3}\S{1,20}\s{1,3}pas\b|しない|しません|ません|禁止|不会|不要|않/;

/**
 * An act undone or refused after it is named: "`Bash(*)` was reverted", "… is not allowed", "… rather than". Only the
 * words of an undoing: a purpose clause after the act ("so the prompt does not come back") is no refusal.
 */
export const UNDONE26 =
  /\b(?:revert(?:ed|s)?|rolled\s{1,3}back|undone|removed|dropped|rejected|(?:is|are|was|were|be)\s{1,3}(?:not|never)\b|not\s{1,3}(?:allowed|permitted|used|accepted)|disallowed|forbidden|prohibited|banned|refused|denied|blocked|never|no\s{1,3}longer|instead\s{1,3}of|rather\s{1,3}than|replaced\s{1,3}(?:by|with))\b/;
/** how far after an act an undoing is read */
export const UNDONE_REACH26 = 100;

/** Marks of a step kept from the user or from review: where packages come from is changed silently. */
export const SILENT26 =
  /\b(?:without\s{1,3}(?:a\s{1,3}|any\s{1,3})?(?:prompt|confirmation|asking|review|separate\s{1,3}review|mention|telling)|no\s{1,3}(?:prompt|confirmation|mention|review)|silent(?:ly)?|not\s{1,3}(?:announced|mentioned|listed|reported|shown|reviewed))\b|wird\s{1,3}(?:dabei\s{1,3})?nicht\s{1,3}gefragt|sans\s{1,3}(?:le\s{1,3})?(?:mentionner|demander)|sin\s{1,3}(?:consultar|avisar)|no\s{1,3}se\s{1,3}informa|senza\s{1,3}(?:chiedere|avvisare)|sem\s{1,3}(?:mencao|perguntar)|bez\s{1,3}pytania|確認は不要/;

/** Vendor installers a project's docs pipe to a shell: the vendor's own, documented script. */
export const VENDOR_INSTALLER26 =
  /https?:\/\/(?:sh\.rustup\.rs|get\.docker\.com|install\.python-poetry\.org|raw\.githubusercontent\.com\/(?:nvm-sh|homebrew|ohmyzsh)|deno\.land|bun\.sh|astral\.sh|get\.pnpm\.io|get\.sdkman\.io|fnm\.vercel\.app|starship\.rs|sh\.brew\.sh|mise\.run|get\.volta\.sh|cli\.github\.com|tailscale\.com\/install)/;

/** The secret stores and the secrets named by a word, for declared-act27-readings.ts (what a verb of sending carries). */
export const SECRET_STORE26 = SECRET_STORE;
export const SECRET_WORD26 = SECRET_WORD;
