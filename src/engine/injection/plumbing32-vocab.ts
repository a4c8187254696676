// Word classes of the plumbing reader (plumbing32.ts): the acts of consequence a tool's or agent's message may ask for beyond rounds 29 and 30, and the asks in the languages those lists lack.

const S = String.raw`\s{1,3}`;
/** anything but a sentence's end (a dot inside a path or a name is no end) */
const GAP = String.raw`(?:[^\n.!?;。]|[.!?](?=[^\s"'\x60]))`;

/** the whole environment or a login's token, named by the command that prints it */
const PRINTED_SECRET = String.raw`(?:\x60\s{0,2}(?:env|printenv|set|export${S}-p)\s{0,2}\x60|\bprintenv\b|\benv${S}\|)`;
/** a place a value is handed to: an address, a tool call's argument or parameter, every call or request */
const HANDED_TO = String.raw`(?:https?:\/\/|\b(?:argument|parameter|param|field)\b|argumento|paramètre|parametr|аргумент|параметр|引数|参数|인자|\bcommit${S}message\b|\bcomment${S}on\b|\b(?:each|every)${S}(?:call|request)\b|\b(?:in|into)${S}(?:the|your)${S}(?:reply|answer|response|summary|report)\b|ogni${S}chiamata|cada${S}(?:llamada|chamada)|chaque${S}appel|jede[nm]?${S}aufruf)`;
/** named secrets (as round 30 names them) and the credential stores of package managers and tools */
const NAMED_SECRET = String.raw`(?:\bgpg${S}--export-secret-keys?\b|\b(?:pg_dump|mysqldump|mongodump)\b|~\/\.(?:ssh\/(?![\w.-]{0,40}\.pub\b)[\w.-]{1,40}|aws\/credentials|kube\/config|netrc|pgpass|git-credentials|npmrc|pypirc|docker\/config\.json|config\/gh\/hosts\.yml)|\bgh${S}auth${S}token\b|\$\{?[a-z][a-z0-9_]{0,40}_(?:token|secret|password|key)\b|(?:^|[\s\x60'"(\/])\.env(?:\.production|\.prod|\.local)?\b(?![.\w]{0,3}(?:example|sample|template|dist)))`;

/** Acts of consequence a message in the plumbing may ask for, beyond rounds 29 and 30: [class, pattern]. */
export const ACTS32: readonly (readonly [string, RegExp])[] = [
  // a secret or the environment handed to an address, a call's argument or every call
  [
    "secret-out",
    new RegExp(
      String.raw`(?:${PRINTED_SECRET}|${NAMED_SECRET})${GAP}{0,160}?${HANDED_TO}|${HANDED_TO}${GAP}{0,80}?(?:${PRINTED_SECRET}|${NAMED_SECRET})`,
      "i",
    ),
  ],
  // a package run straight from an address: npx of a tarball's URL
  ["run-fetched", /\bnpx\s{1,3}(?:-y\s{1,3}|--yes\s{1,3})?https?:\/\//i],
  // a login opened to anyone: root over ssh, passwords over ssh
  ["guard-off", /\bpermitrootlogin\s{1,3}yes\b|\bpasswordauthentication\s{1,3}yes\b/i],
  // the checks that find leaks and flaws removed from the pipeline
  [
    "guard-off",
    /\b(?:delete|remove|drop|disable|skip)\b(?:[^.\n]|\.(?=\S)){0,40}(?:codeql\.ya?ml|secret[-\s]scanning|dependency[-\s]review|\.github\/workflows\/[\w-]{0,30}(?:security|scan|audit))|(?:löschen|supprime\w{0,2}|elimin\w{0,2}|borr\w{0,2}|удали\w{0,2}|usu[nń]\w{0,2}|削除|删除|삭제)[^.\n。]{0,40}codeql|codeql\.ya?ml[^.\n。]{0,60}(?:löschen|supprime|elimin|borra|удал|usu[nń]|削除|删除|삭제)/i,
  ],
  // a shell handed to a remote host
  [
    "remote-shell",
    /\bbash\s{1,3}-i\s{1,3}>&\s{0,2}\/dev\/tcp\/|\/dev\/tcp\/\d{1,3}(?:\.\d{1,3}){3}\/\d{2,5}|\bnc\b[^\n|]{0,40}\s-e\s{1,3}\/bin\/(?:ba)?sh/i,
  ],
  // something planted to run later on its own: a cron entry that fetches, a login agent, a shell start-up line
  [
    "persistence",
    /(?:\*\/\d{1,2}|\*)(?:\s{1,3}\*){3,4}\s{1,3}[^\n]{0,40}\b(?:curl|wget)\b|--global\s{1,3}core\.hookspath\s{1,3}(?:~|\$home)|\/etc\/ld\.so\.preload\b|\blaunchagents\/[\w.-]{1,80}\.plist\b|\blaunchd\s{1,3}agent\b|\b(?:curl|wget)\b[^\n]{0,160}?~\/\.(?:bashrc|zshrc|profile|bash_profile)\b|~\/\.(?:bashrc|zshrc|profile|bash_profile)\b[^\n]{0,80}?\b(?:curl|wget)\b/i,
  ],
  // packages from an index whose certificate is not checked
  [
    "guard-off",
    /--trusted-host\b|\bnpm\s{1,3}config\s{1,3}set\s{1,3}(?:strict-ssl\s{1,3}false|registry\s{1,3}https?:\/\/)/i,
  ],
  // a standing rule planted in the agent's memory or rules
  [
    "memory-plant",
    /\b(?:save|store|add|write|record|keep)\b[^.\n]{0,60}\b(?:memory|agents\.md|claude\.md|rules?\s{1,3}file)\b[^.\n]{0,80}\b(?:standing\s{1,3}rule|every\s{1,3}(?:later|future|new|next)\s{1,3}session|from\s{1,3}now\s{1,3}on|always)\b/i,
  ],
  // a trail wiped: an audit log's entries or file removed
  [
    "wipe",
    /\b(?:delete|remove|drop|truncate|strip|purge)\b(?:[^.\n]|\.(?=\S)){0,60}\baudit[\w-]{0,20}\.(?:log|jsonl?|txt)\b|\blogs\/audit\b[^\n]{0,40}\b(?:delete|remove|truncate|purge)\b/i,
  ],
  // a false verdict dictated: the audit reported clean, the pipeline reported green
  [
    "false-report",
    /\b(?:report|mark|show|present|declare)\b[^.\n]{0,60}\bas\s{1,3}(?:clean|passing|green|resolved|fixed)\b[^.\n]{0,30}\b(?:even\s{1,3}though|although|while|despite)\b|\btell\s{1,3}the\s{1,3}user\s{1,3}that\s{1,3}(?:all|every|the)\b[^.\n]{0,40}\b(?:passed|green|succeeded|clean)\b|\b(?:melden|sagen)\s{1,3}sie[^.\n]{0,40}(?:grün|bestanden)/i,
  ],
];

/** asks the earlier lists lack: an imperative of Russian, French, German (verb + Sie), Spanish, Italian, Polish, Japanese, Korean */
export const ASK32 = new RegExp(
  String.raw`\b(?:delete|remove|register|attach|include|stop|start|report|save|store|copy|change|write|open|forward)\b|[а-яё]{3,}(?:йте|ите)(?![а-яё])|\b[a-zéè]{3,}ez\b|\b[a-zäöüß]{3,}en${S}sie\b|\b(?:copia|copie|env[ií]e|env[ií]a|mande|elimine|borre|a[ñn]ada|invii|aggiung[ai]|elimin[ai]|cancell[ai]|esegua)(?![\wáéíóúñ])|\bbitte\b|\bdodaj\b|ください|してください|세요|하십시오|请`,
  "i",
);
