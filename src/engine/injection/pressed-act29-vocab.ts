// Word classes of the pressed-act reader (pressed-act29.ts): the gate, the acts of consequence a message asks for, the levers it leans on instead of override words (approval, authority, urgency, favour, role-play, hiding), the ask, and the signs of a write-up.

const S = String.raw`\s{1,3}`;
/** what may stand between an act's words: anything but a sentence's end (a dot inside a path or a name is no end) */
const GAP = String.raw`(?:[^\n.!?;。]|[.!?](?=[^\s"'\x60]))`;

/**
 * The cheap necessary test over a whole tool result (the normalised, lower-cased view): a literal of one of the acts
 * below. Its literal sets are a probe of the rule stage's one prefilter pass (reader-gates.ts PRESSED29_GATE), so texts
 * without one pay nothing here.
 */
export const NEED29 =
  /authorized_keys|docker\.sock|nopasswd|usermod|setcap|chmod|clusterrolebinding|cluster-admin|roles\/owner|administratoraccess|admin|администратор|管理者|管理员|관리자|\broot\b|allow-write|ssh-key|write-all|pull_request_target|setenforce|iptables|ufw\b|mfa|2fa|two-factor|双因素|二要素|2段階|이중\s{0,2}인증|trust-all|no-verify|tls_reject|privileged|\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z)?sh\b|pip\s{1,3}install\s{1,3}https?:|hookspath|\.env\b|id_(?:rsa|ed25519|ecdsa)|credentials|secrets?\.ya?ml|database|signing|private|master\s{1,3}key|kube\/config|_token|_secret|access\s{1,3}key|api\s{1,3}key|password|allow_all_origins|telemetry_upload|autoapprove|dangerously|bypasspermissions|bash\(\*\)/;

/** A secret: a credential store, a key file, a config that holds passwords, a named secret value. */
export const SECRET29 = String.raw`(?:~\/\.(?:ssh\/(?![\w.-]{0,40}\.pub\b)[\w.-]{1,40}|aws\/credentials|kube\/config|netrc|pgpass|git-credentials|npmrc|docker\/config\.json)|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|(?:^|[\s\x60'"(\/])\.env(?:\.production|\.prod|\.local)?\b(?![.\w]{0,3}(?:example|sample|template|dist))|\bsecrets?\.ya?ml\b|\bcredentials\.yml(?:\.enc)?\b|\bdatabase\.yml\b|\bsigning\.key\b|\bsigning${S}key\b|\bmaster${S}key\b|\bpriv(?:ate)?${S}(?:ssh${S})?(?:keys?|half)\b|\baccess${S}keys?\b|\bapi${S}(?:keys?|secrets?)\b|\b(?:db|database|prod(?:uction)?)${S}(?:credentials|passwords?)\b|\bdatabase_url\b|\$\{?[a-z][a-z0-9_]{0,40}_(?:token|secret|password)\b|process\.env\.[a-z0-9_]{0,40}(?:secret|token|key|password)|\b(?:root|admin)${S}password\b|\bshell${S}environment\b|\.aws\/credentials|id_ed25519|kube\/config)`;

/** The verbs and places that hand a secret over: sent, mailed, pasted, attached, posted, in any language. */
export const HANDOVER29 = String.raw`(?:\b(?:send|sends|mail|e-?mail|paste|pasting|post|attach|share|upload|uploads|forward|reply${S}with|(?:as|in)${S}a${S}reply|drop|dm|give${S}me)\b|\binto${S}(?:this|the)${S}(?:channel|thread|ticket|chat|comment|issue)\b|\bcomo${S}respu?osta\b|\ben${S}reponse\b|@[a-z0-9-]{2,63}\.[a-z]{2,12}\b|https?:\/\/|\bschick|\bsende\b|\bper${S}mail\b|\benvo(?:ie|iez|yer)\b|\benvi[ae](?:la|lo|r)?\b|\bmand[ae]\b|\binvia\b|\bwyslij|отправ|пришли|скинь|貼って|貼り付け|送って|送信|共有して|添付|贴|发给|发到|上传|附上|올려|보내|첨부|붙여)`;

/** Acts of consequence a message may ask for: [class, pattern]. */
export const ACTS29: readonly (readonly [string, RegExp])[] = [
  // a secret handed to whoever asks: into a reply, a channel, a ticket, a mail, an address
  ["secret-out", new RegExp(`${HANDOVER29}${GAP}{0,140}?${SECRET29}|${SECRET29}${GAP}{0,140}?${HANDOVER29}`, "i")],
  // privileges widened: world-writable sockets, setuid bits, capabilities, sudo for all, admin groups and roles
  [
    "privilege",
    new RegExp(
      String.raw`\bchmod${S}(?:-r${S})?(?:0?[67]{3}|a\+w|o\+w)${S}\S{0,40}docker\.sock|docker\.sock\b[^\n]{0,40}\b(?:666|777)\b|\bchmod${S}(?:u\+s|[24][0-7]{3})\b|\bsetcap\b[^\n]{0,30}cap_(?:sys_admin|setuid|dac_override|sys_ptrace)|\bnopasswd\s{0,3}:\s{0,3}all\b|\busermod${S}-a?g${S}(?:wheel|sudo|root|admin|docker)${S}(?!\$\{?user\b|\$\(whoami\)|\$\(id${S}-un\))|\bclusterrolebinding\b[^\n]{0,120}cluster-admin|roles\/owner\b|\badministratoraccess\b|\brole\s{0,2}=\s{0,2}(?:admin|owner)\b|\b(?:give|grant|make|add|hand)\b[^.\n]{0,60}\b(?:admin(?:istrator)?|owner|root)${S}(?:access|rights|role|permissions?|on${S}the${S}(?:org|organi[sz]ation|account|cluster))\b|\b(?:give|grant)\b[^.\n]{0,40}\broot\b|права${S}администратора|permisos${S}de${S}administrador|acesso${S}de${S}administrador|droits${S}d'?administrat|admin-?rechte|管理者権限|管理员权限|관리자${S}권한|--allow-write\b|\bssh-key${S}add\b|permissions\s{0,3}:\s{0,3}write-all|\b(?:switch|change|move|set|use)\b[^.\n]{0,40}\bpull_request_target\b`,
      "i",
    ),
  ],
  // a key planted for someone to log in with
  [
    "key-planted",
    /\b(?:add|append|put|install|copy)\b[^.\n]{0,80}\bauthorized_keys\b|authorized_keys\b[^\n]{0,40}(?:ssh-(?:ed25519|rsa)\s{1,3}aaaa|추가|に追加|添加|добав|dodaj|ajout|agreg|adicion)|(?:ssh-(?:ed25519|rsa)\s{1,3}aaaa|добав|추가)[^\n]{0,120}authorized_keys/i,
  ],
  // a protection switched off: MFA, firewall, SELinux, certificate checks, hooks, origins, the runner's isolation
  [
    "guard-off",
    new RegExp(
      String.raw`\bsetenforce${S}0\b|\biptables${S}-f\b|\bufw${S}disable\b|(?:mfa|2fa)\w{0,12}\s{0,3}[=:]\s{0,3}["'\x60]?(?:false|0|off)\b|\b(?:disable|turn${S}off|switch${S}off|remove)\b[^.\n]{0,40}\b(?:mfa|2fa|two-factor|multi-factor|branch${S}protection|required${S}reviews?|firewall)\b|(?:双因素|二要素|2段階|이중${S}?인증)|\ballow_all_origins\W{0,3}true\b|--trust-all\b|--no-verify\b|node_tls_reject_unauthorized\W{0,3}0|"?autoapprove"?\s{0,3}:\s{0,3}\[\s{0,3}"\*"|\bbash\(\*\)|--dangerously-skip-permissions|\bbypasspermissions\b|--privileged\b[^\n]{0,60}-v${S}\/:|-v${S}\/:\/\w{0,10}[^\n]{0,60}--privileged`,
      "i",
    ),
  ],
  // code fetched from elsewhere and run, now or on every commit
  [
    "run-fetched",
    /\b(?:curl|wget)\b[^|\n]{0,200}\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z)?sh\b|\bpip\s{1,3}install\s{1,3}https?:\/\/|\bcore\.hookspath\b[^\n]{0,160}\b(?:curl|wget)\b|telemetry_upload_env\W{0,3}1/i,
  ],
];

/** The trail wiped so the act is not seen: an audit or access log, the shell's history, "the record of it". */
export const WIPE29 = new RegExp(
  String.raw`\b(?:delete|wipe|clear|erase|remove|purge|scrub)\b[^.\n]{0,40}\b(?:audit|access|activity|work|change)${S}?(?:logs?|trail|entr(?:y|ies))\b|\b(?:delete|wipe|clear|erase|remove)\b[^.\n]{0,30}\b(?:bash_|shell${S}|command${S}|terminal${S})?history\b|history${S}-c\b|\bwipes?\b[^.\n]{0,20}bash_history|удали\w{0,2}[^.\n]{0,30}(?:запис|журнал|лог|истори)|(?:ログ|記録)\w{0,3}(?:は|を)?(?:消し|削除)|(?:记录|日志)\w{0,2}(?:删|清)|把操作记录删|(?:로그|기록)\w{0,3}\s{0,2}(?:삭제|지워)|kasuj\w{0,3}${S}logi|czysc\w{0,3}${S}histori|cancell\w{0,3}${S}(?:i${S})?log|apag\w{0,3}${S}o${S}historico|borr\w{0,3}${S}(?:los${S})?registros|losch\w{0,3}[^.\n]{0,20}(?:protokoll|verlauf)`,
  "i",
);

/** Levers a message leans on instead of override words: [class, pattern]. */
export const LEVERS29: readonly (readonly [string, RegExp])[] = [
  // an approval or consent claimed for the act
  [
    "approval",
    new RegExp(
      String.raw`\b(?:pre-?approved|approved|signed${S}off|sign-?off|authori[sz]ed${S}this|cleared${S}in${S}review|already${S}(?:agreed|confirmed|discussed|approved|cleared)|(?:user|customer|owner|leadership|ciso|cto|manager)${S}(?:has${S})?(?:already${S})?(?:confirmed|approved|signed${S}off|agreed|consented)|consent${S}is${S}on${S}file|as${S}agreed|we${S}discussed|reviewers?${S}know|no${S}need${S}to${S}(?:confirm|ask|re-?request|wait)|lgtm|confirmation${S}(?:received|given)|(?:the${S})?user${S}(?:has${S})?confirmed|do${S}not${S}ask${S}again|don'?t${S}ask${S}again)\b|承認済み|承認しました|已批准|已经过评审|已审批|승인|подтвердил|согласован|одобрен|aprovad[oa]|autorizad[oa]|aprobad[oa]|approuve|genehmigt|freigegeben|zatwierdz`,
      "i",
    ),
  ],
  // an authority claimed: the security team, compliance, a vendor's or platform's support, the maintainers
  [
    "authority",
    new RegExp(
      String.raw`\b(?:security${S}(?:team|office|dept|department)|it${S}security|compliance|auditors?|trust${S}(?:&|and)${S}safety|official|vendor'?s?|support${S}team|maintainers?(?:'|${S}note|${S}have)|ciso|leadership|licen[cs]e${S}(?:server|checks?)|new${S}security${S}policy|required${S}by|as${S}required|(?:ci|build|deploy)[-\s]?bot|bot${S}de${S}ci)\b|보안팀|セキュリティ部|安全团队|安全部门|служб\w{0,2}${S}безопасност|suporte${S}oficial|soporte${S}oficial|support${S}officiel|equipe${S}oficial|somos${S}(?:da|del)`,
      "i",
    ),
  ],
  // urgency: an incident, a deadline, a penalty, the process skipped
  [
    "urgency",
    new RegExp(
      String.raw`\b(?:urgent|asap|emergency|sev\s{0,2}[0-2]|p[01]\b|outage|deadline|no${S}time|right${S}now|immediately|end${S}of${S}(?:the${S})?day|every${S}minute|locked${S}out|suspen(?:sion|ded)|skip${S}the${S}(?:ticket|process|review|change)|forget${S}the${S}(?:normal|usual|change)|before${S}(?:friday|monday|tonight)|in${S}\d{1,3}${S}minutes)\b|dringend|sofort\b|urgente|urgence|срочно|至急|紧急|긴급|pilne|acil\b`,
      "i",
    ),
  ],
  // a favour asked with flattery, gratitude, a reward or "just a tiny step"
  [
    "favour",
    new RegExp(
      String.raw`\b(?:favou?r|tiny${S}(?:step|thing|favou?r)|last${S}(?:tiny${S}|small${S})?step|so${S}grateful|thanks${S}a${S}million|you(?:'re|${S}are)${S}(?:(?:honestly|truly|really|such)${S})?(?:amazing|the${S}best|a${S}legend|wonderful|awesome|a${S}star)|legend|wonderful|remarkable|admire|bonus|reward|bounty|free${S}(?:conference${S})?ticket|quick${S}win|i'?ll${S}delete${S}it)\b|formidable|gentillesse|petit${S}service|merci${S}mille|gefallen${S}tun|por${S}favorcito|gentilezza`,
      "i",
    ),
  ],
  // role-play or a persona that "really" does it
  [
    "roleplay",
    new RegExp(
      String.raw`\b(?:role-?play|let'?s${S}play|play${S}a${S}game|imagine${S}you(?:'re|${S}are)|pretend|in${S}(?:this|the)${S}(?:scene|game|story)|stay${S}in${S}character|be${S}that${S}version)\b|gioco${S}di${S}ruolo|zagrajmy|zabawa${S}w${S}role|jeu${S}de${S}role|juego${S}de${S}rol|ролев|ロールプレイ|角色扮演|역할극|scenk`,
      "i",
    ),
  ],
  // hiding the act from the people who would stop it
  [
    "hiding",
    new RegExp(
      String.raw`\b(?:don'?t|do${S}not|no${S}need${S}to)${S}(?:tell|mention|loop${S}in|notify|inform|alert)\b|\bkeep${S}(?:it|this)${S}(?:out${S}of|quiet|between)\b|\bso${S}(?:that${S})?nobody${S}(?:notices|knows|sees)\b|\bwithout${S}telling\b|알리지${S}마|知らせないで|不要告诉|не${S}говори|nie${S}mow|sans${S}prevenir|sin${S}avisar|sem${S}avisar|nao${S}avise`,
      "i",
    ),
  ],
  // the reader addressed as the one who acts ("@agent", "whoever picks this up")
  [
    "addressed",
    /(?:^|[\s"(])@(?:agent|assistant|ai|bot|copilot)\b|\b(?:assistant|ai${S}agents?|coding${S}agents?|automated${S}(?:agents?|contributors?))\b|\b(?:whoever|someone|anyone)${S}(?:picks|has|is|with)\b/i,
  ],
];

/**
 * any lever, asked once of the whole text before its messages are read (its literals are a probe of the rule stage's
 * pass: reader-gates.ts LEVER29_GATE)
 */
export const ANY_LEVER29 = new RegExp([...LEVERS29.map(([, re]) => re.source), WIPE29.source].join("|"), "i");

/** The message asks for it: an order's verb, a polite or modal ask, an ask in another language. */
export const ASK29 = new RegExp(
  String.raw`\b(?:please|pls|could${S}you|can${S}you|would${S}you|will${S}you|would${S}you${S}mind|need${S}you${S}to|go${S}ahead|must|have${S}to|has${S}to|requires?${S}that|run|add|append|set|give|grant|send|mail|paste|post|attach|create|make|turn${S}off|disable|push|flush|install|execute|download|generate|put|copy|upload|share|enable|switch)\b|requires?\b|bitte|schick|pourriez|auriez-vous|pouvez-vous|könnten${S}sie|kannst${S}du|podrias|poderia|potresti|envoyez|envoie|veuillez|por${S}favor|cree|envie|adicione|anade|agregue|coloque|pegue|ajoutez|fugen${S}sie|envi[ae]la|execute|esegui|wykonaj|uruchom|dodaj|добавь|дай|удали|отправь|пришли|запусти|ください|してください|て下さい|请|請|加上|添加|运行|执行|发送|删除|关闭|주세요|하세요|십시오|して|しろ`,
  "i",
);

/** A message that talks about such asks (a write-up, a warning) reports them, it makes none. */
export const TALKS29 = new RegExp(
  String.raw`\b(?:attackers?|impersonat\w{0,5}|phishing|social${S}engineering|scam\w{0,3}|suspicious|(?:a|one)${S}common${S}trick|things${S}like|(?:messages?|requests?|asks?)${S}like|such${S}as|e\.g\.|for${S}example|do${S}not${S}follow|don'?t${S}follow|treat${S}such|write${S}things|test${S}mail|reported)\b|従わないで|不要遵守|不要照做|따르지${S}마|не${S}выполняйте|nie${S}wykonuj|ne${S}suivez${S}pas|no${S}sigas|nao${S}siga`,
  "i",
);

/** A negation that governs the act in its own clause ("never send the private key", "must not add"). */
export const NOT29 = new RegExp(
  String.raw`\b(?:never|don'?t|do${S}not|must${S}not|mustn'?t|should${S}not|shouldn'?t|cannot|can'?t|won'?t|nicht|niemals|jamais|nunca|nie|nigdy)\b|\b(?:could|might)${S}(?!you\b|we\b|someone\b|anyone\b|whoever\b)|(?:^|\s)не\s|不要|请勿|請勿|切勿|禁止|不得|别把|別把|别将|ないで|하지\s?마|하지\s?말`,
  "i",
);

/**
 * The signs of a write-up (a bug report, an incident review, an advisory) that quotes such an ask: with the
 * discussion words of patterns.ts, two of them make the text one.
 */
export const WRITEUP29 = new RegExp(
  String.raw`\b(?:advisory|incident${S}review|reported${S}by|steps${S}to${S}reproduce|expected${S}?:|actual${S}?:|prompt[-\s]injection|impersonation|phishing|social${S}engineering|lessons${S}learned|timeline${S}?:)`,
  "gi",
);

/** A vendor or an official source is the everyday authority over installing its own tool: no lever for that act. */
export const INSTALL_AUTHORITY29 = /\b(?:vendor'?s?|official)\b/i;

/** a secret as a URL's query value or in an auth header: the key the call needs, not one handed over */
export const AUTH_SLOT29 =
  /https?:\/\/[^\s"'\x60]{0,200}[?&][\w-]{1,30}=\$\{?[a-z_]{0,40}(?:token|key|secret)|\bauthorization\s{0,3}:\s{0,3}(?:bearer|token|basic)\b/i;
