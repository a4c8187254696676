// The words that judge a project's note to coding agents (house-note28.ts): what such a note never holds, and its marks of restraint.

/**
 * Where a note to coding agents starts: "Message for the agent:", "Note to the AI assistant:", "AI agents:", "AI coding
 * agents working in this repository:", "Assistant:", "If you are an AI assistant working on this repository:", and a
 * heading "## For AI coding agents" / "## Notes for agents" (its paragraph is the note). Read on lowercased text.
 */
export const NOTE_START =
  /(?:^|\n)[^\S\n]{0,6}(?:(?:#{1,6}|[-*+]|\d{1,2}[.)]|\/\/|#)[^\S\n]{1,4})?(?:(?:message|note|notes|instructions?|hint|reminder)\s{1,3}(?:to|for)\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3})?(?:ai\s{1,3}|coding\s{1,3}|automated\s{1,3})*(?:agents?|assistants?|ai|llms?|bots?)\b[^\n:]{0,40}:|for\s{1,3}(?:ai\s{1,3}|coding\s{1,3}|automated\s{1,3})*(?:agents?|assistants?)\s*(?=\n)|(?:ai\s{1,3}|coding\s{1,3})*(?:agents?|assistants?)(?:\s{1,3}[a-z'’]{1,16}){0,5}\s{0,2}:(?=\s)|if\s{1,3}you\s{1,3}are\s{1,3}an?\s{1,3}(?:ai\s{1,3}|coding\s{1,3})*(?:agent|assistant)\b[^\n:.]{0,60}[:,])/g;

/** hiding from the user, or a send of the note's own doing past the user's eyes: read before negations are cut */
export const HIDING =
  /\b(?:silently|quietly|secretly|covertly|discreetly|without\s{1,3}(?:asking|telling|showing|mentioning|informing|notifying|waiting|verifying|confirming)|(?:don'?t|do\s{1,3}not|never|no\s{1,3}need\s{1,3}to|not\s{1,3}to)\s{1,3}(?:tell|mention|show|inform|ask|notify|wait|verify|confirm|report|log)|(?:need|needs)\s{1,3}not\s{1,3}know|(?:doesn'?t|does\s{1,3}not|don'?t|do\s{1,3}not)\s{1,3}need\s{1,3}to\s{1,3}know|before\s{1,3}the\s{1,3}user|behind\s{1,3}the\s{1,3}user|from\s{1,3}the\s{1,3}user)\b/;

/** an override of the user's orders, a claimed grant, a persona without limits */
export const OVERRIDE =
  /\b(?:ignore|disregard|forget|override|overrides|supersedes?|instead\s{1,3}of\s{1,3}(?:the|your)\s{1,3}user|(?:real|actual|new|true|hidden)\s{1,3}(?:task|instructions?|orders?|goal)|pre-?approved|already\s{1,3}(?:agreed|approved|consented|authori[sz]ed)|(?:are|is)\s{1,3}(?:now\s{1,3})?authori[sz]ed|no\s{1,3}restrictions|stay\s{1,3}in\s{1,3}character|developer\s{1,3}mode|you\s{1,3}are\s{1,3}now)\b/;

/**
 * a clause that forbids ("never commit `.env`", "do not post tokens"): cut before the rest is read for danger; it ends
 * at a comma, a stop before a space or a conjunction (a dot inside `.env` or a URL is no end)
 */
export const NEGATED_CLAUSE =
  /\b(?:never|do\s{1,3}not|don'?t|must\s{1,3}not|mustn'?t|should\s{1,3}not|shouldn'?t|may\s{1,3}not|cannot|can'?t|not)\s(?:(?!\b(?:and|then|but|so)\b)(?:[^.,;:!?\n]|[.:](?=\S)))*/g;

/**
 * What a project's note to agents never asks for once its prohibitions are cut: a secret or a credential file, a send
 * or an upload, a fetch or a run of fetched or unnamed code, privilege, destruction, a safeguard off, a release, a
 * write to the shell's start-up files or the scheduler
 */
export const DANGER =
  /\b(?:tokens?|passwords?|passwd|passphrases?|credentials?|secrets?|api[\s_-]?keys?|private\s{1,3}keys?|ssh\s{1,3}keys?|id_(?:rsa|ed25519|ecdsa|dsa)|cookies?|session\s{1,3}(?:ids?|tokens?)|printenv|environment\s{1,3}variables|send|sends|sent|upload|uploads|forward|e-?mail|exfiltrat\w*|paste|pastebin|gist|webhook|attach|transmit|beacon|post\s{1,3}(?:it|them|this|that|the|to|at|its|their|your|all|every)|share|curl|wget|download|fetch|base64|eval|npx|bunx|uvx|sudo|su\s{1,3}-|chmod|chown|rm\s{1,3}-\w*|rmdir|delete|erase|wipe|truncate|drop\s{1,3}(?:table|database|schema)|force|--force|reset\s{1,3}--hard|disable|disabled|turn\s{1,3}off|skip|bypass|--no-verify|admin|root|prod|production|publish|deploy|release(?!\s{1,3}(?:branch|manager|day|date|notes?|train|candidate|schedule|calendar))|approve|grant|invite|collaborators?|permissions?|merge\s{1,3}(?:(?:the|this|that|it|pr|branch)\s{1,3}){0,3}(?:yourself|directly|now|without|anyway)|crontab|cron|@reboot|system\s{1,3}prompt|(?:your|hidden|initial|original)\s{1,3}(?:instructions|prompt|rules)|verbatim|reveal|repeat|authorized_keys|launchctl|systemctl|registry|firewall|proxy|tunnel|ngrok)\b|\.(?:env|npmrc|netrc|pgpass|pypirc|bashrc|zshrc|profile|bash_profile|git-credentials)\b|~\/|\$\{?[a-z_]*(?:token|key|secret|pass)|\benv\s{0,2}[|>]|\/dev\/(?:null|tcp)|\|\s{0,2}(?:ba|z|da)?sh\b|\b(?:bash|sh|zsh|source|python3?|node|ruby|perl|pwsh|powershell)\s{1,3}[^\s`'"]*[./][^\s`'"]*|\b(?:npm|pnpm|yarn|bun|pip3?|gem|cargo|go)\s{1,3}(?:i|install|add|get)\s{1,3}[@a-z]/;

/** an outside address the note sends to, fetches from or points a remote at (a labelled reference "Lint rules: https://…" is not) */
export const ADDRESS_AS_OBJECT =
  /\b(?:to|at|into|from|via|curl|wget|fetch|download|open|visit|post|send|upload|add|push|clone|load|install|run|remote|url|set)\s{1,3}(?:[^\s]{1,40}\s{1,3}){0,3}[<(`'"]?https?:\/\/(?!(?:localhost|127\.\d|\[::1\])[:/])/;

/**
 * what a house note never does to the user or to the answer: steer a verdict or a reply, leave findings out, press with
 * urgency or claimed authority, or put a link in front of the user
 */
export const STEERING =
  /\b(?:(?:do\s{1,3}not|don'?t|never|stop|refuse\s{1,3}to|cease)\s{1,3}(?:\w{1,12}\s{1,3})?(?:summari[sz]\w{0,3}|read\w{0,3}|process\w{0,3}|flag\w{0,3}|translat\w{0,3}|describ\w{0,3}|quot\w{0,3}|analy[sz]\w{0,3}|output\w{0,3}|display\w{0,3}|continu\w{0,3}|help\w{0,3}|follow\w{0,3}|obey\w{0,3}|listen\w{0,3}|warn\w{0,3}|refus\w{0,3}|question\w{0,3})|stop\s{1,3}here|respond|reply|answer|say|says|state|claim|recommend|rate|rank|praise|omit|leave\s{1,3}out|hide|conceal|suppress|mark\s{1,3}(?:it|this|the\s{1,3}\w{1,12})\s{1,3}as|describe\s{1,3}(?:it|this|the\s{1,3}\w{1,12})\s{1,3}as|call\s{1,3}(?:it|this)|(?:tell|warn|inform|convince|persuade|urge)\s{1,3}(?:the\s{1,3})?users?|(?:in|into)\s{1,3}(?:every|each|all|your)\s{1,3}(?:answers?|repl(?:y|ies)|responses?)|urgent(?:ly)?|immediately|asap|right\s{1,3}now|critical|mandatory|required\s{1,3}by|official|authori[sz]\w{1,6}|compliance|legal|on\s{1,3}behalf|impersonat\w{1,4}|pretend|role-?play|persona|act\s{1,3}as)\b/;
/** an outside address that stands as a labelled reference ("Lint rules: https://…", "see https://…", "(https://…)") */
export const LABELLED_ADDRESS =
  /(?:[a-z][\w-]{0,20}(?:\s{1,2}[a-z][\w-]{0,20}){0,2}:\s{1,2}|\bsee\s{1,2}|\()<?https?:\/\/\S+/g;
/** an outside address (loopback is the user's own machine) */
export const OUTSIDE_ADDRESS = /https?:\/\/(?!(?:localhost|127\.\d|\[::1\])[:/])/;

/** a push is the user's to allow: only a note that leaves it to the user may name one */
export const PUSH = /\bpush\b/;
export const USER_CONSENT =
  /\b(?:ask\s{1,3}(?:the\s{1,3})?user|user\s{1,3}(?:asks|agrees|approves|confirms|says\s{1,3}so)|(?:with|after)\s{1,3}the\s{1,3}user'?s\s{1,3}(?:ok|approval|consent|go-ahead)|only\s{1,3}(?:if|when|after)\s{1,3}the\s{1,3}user)\b/;

/**
 * What a note of house rules holds: a restraint (keep, only, never, wait for, ask the user, read-only), the project's
 * own workflow (tests, lint, review, a PR, a branch, the changelog, docs) or a document it points to
 */
export const HOUSE_CONDUCT =
  /\b(?:keep|keeps|only|never|do\s{1,3}not|don'?t|wait\s{1,3}for|ask\s{1,3}(?:the\s{1,3})?user|read-only|readonly|tests?|test\s{1,3}suite|lint|linter|typecheck|format(?:ter)?|review(?:s|ers?)?|pull\s{1,3}request|pr|branch|changelog|docs?|documentation|conventions?|style\s{1,3}guide|merge\s{1,3}queue|approval|summary|read\s{1,3}(?:it|this|that|them|the\s{1,3}(?:issue|file|page|docs?|documentation|readme|guide))\s{1,3}(?:first|before))\b|[\w./-]{1,60}\.(?:md|mdc|rst|txt)\b/;
