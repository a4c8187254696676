// Word lists of the hidden-order reader (hidden-order24.ts): what makes a hidden or encoded text an order of consequence.

/** Latin accents folded, as the main view folds them (the lists are written with their accents) */
const fold = (re: RegExp): RegExp => new RegExp(re.source.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""), re.flags);

/**
 * Objects that make an act one of consequence (two points each kind): a secret or secret file, code fetched and run,
 * money to an account, a role given away, a safeguard or record destroyed, the user deceived, a body of the user's data.
 * Language-neutral forms first (paths, pipes, IBANs), then the words of the commonest languages.
 */
export const OBJECTS24: readonly [string, RegExp][] = [
  [
    "secret-file",
    /~\/\.(?:ssh|aws|gnupg|kube|docker|config\/gh|netrc|npmrc|pypirc)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|(?<![\w.])\.netrc\b|\.aws\/credentials|(?<![\w.-])\.env(?![\w.-])|\bhosts\.yml\b/u,
  ],
  [
    "secret",
    fold(
      /\b(?:api[ _-]?keys?|access[ _-]?tokens?|publish tokens?|deploy keys?|tokens?|passwords?|session cookies?|cookies?|private keys?|secrets?|credentials?|backup codes?|recovery codes?|two-factor|2fa|seed phrase|ssh keys?|contraseñas?|senhas?|mot de passe|passwort|kennwort|hasł\w{0,3})\b|(?<![\p{L}])(?:пароль|токен|ключ)|パスワード|トークン|令牌|密码|密钥|비밀번호|토큰/u,
    ),
  ],
  [
    "run",
    /\b(?:curl|wget|iwr|irm|invoke-webrequest)\b[^\n]{0,200}?(?:\|\s*|\binto\s+|\bto\s+)(?:ba|z|da)?sh\b|\bpipe\s+https?:\S+\s+into\s+(?:ba|z)?sh\b|<script\b[^>]{0,80}\bsrc\s*=\s*["']?https?:|\badd\s+https?:\/\/\S+\s+\/|require\(\s*'https?'\s*\)\.get\(|\bpostinstall\b/u,
  ],
  [
    "money",
    /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}(?:\s?[a-z0-9]{1,3})?\b|(?:\b\d[\d.,]*\s?(?:eur|usd|gbp|chf|pln)\b|[€$£]\s?\d)/u,
  ],
  [
    "grant",
    fold(
      /\b(?:owner|admin\w{0,8}|maintainer|collaborator|superuser)\b.{0,30}\b(?:role|access|rights?|permissions?|privileges?)\b|\bas (?:an? )?(?:owner|admin\w{0,8}|maintainer)s?\b|\b(?:owner|admin) role\b|\bruns? as root\b|\badministrador\w{0,2}\b|\badministrateur\w{0,2}\b|\badministrator\w{0,2}\b|\bamministrator\w{0,2}\b|администратор\w{0,2}|管理员|管理者|관리자/u,
    ),
  ],
  [
    "destroy",
    fold(
      /\b(?:delete|remove|erase|wipe|purge|drop|revoke|disable|turn off)\b[^.!?\n]{0,60}\b(?:backups?|audit\b|audit logs?|protection|2fa|mfa|security alerts?|signing)\b|\bforce[- ]?push\w*|\bpush (?:--force|forzado|forcé|forçado)|\bbranch protection\b|\bprotecci[oó]n de la rama\b|\bprote[cç][aã]o da branch\b|\bmerge\b.{0,40}\bwithout (?:waiting|a review|review)|\bsin revisi[oó]n\b|\bsem revis[aã]o\b|\bcopias de seguridad\b|\bsauvegardes\b|резервн\w{0,3} копи|审计日志|备份|バックアップ|백업/u,
    ),
  ],
  [
    "deceive",
    fold(
      /\b(?:tell|inform|assure|reassure) (?:the )?(?:user|customer|client)s?\b.{0,90}\b(?:passed|green|fine|ok|okay|paid|safe|routine|no (?:\w+ ){0,2}needs?|nothing|the same)\b|\bfalse positives?\b|\bwithout running\b|\bsay (?:that )?(?:the )?[\w ]{0,30}\b(?:stays|is fine|passed|was fine)\b|\bdile al usuario\b|\bdites à l'utilisateur\b|\bsage dem nutzer\b|\bkeep [\w ]{0,40} to yourself\b|告诉用户|一切正常|ユーザーに.{0,10}(?:伝え|言)/u,
    ),
  ],
  [
    "data",
    fold(
      /\b(?:contact list|address book|inbox|mailbox|(?:recent |private |direct )?messages|customer (?:table|list|data)|password manager|saved passwords|payroll|salaries)\b|\bexport\b.{0,40}\bcsv\b/u,
    ),
  ],
];

/** kinds grave enough that a hidden order needs no label, secrecy or outside place besides */
export const GRAVE24 = new Set(["secret-file", "run", "money", "grant", "destroy", "deceive"]);

/** an outside place (one point): an address or a link */
export const OUTSIDE24 = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\//u;

/**
 * An act in the form an order takes (one point): English imperatives at a clause's start and the imperatives of the
 * commonest other languages anywhere.
 */
export const ACT24 = fold(
  new RegExp(
    String.raw`(?:^|[.:;,!()\[\]"'=\-—]\s*|\b(?:then|and|first|please|also|now)\s+)(?:send|upload|post|mail (?=it|them|this|that|the|a|all|every)|forward|copy|move|export|attach|share|transfer|wire|pay|give|grant|add|make|set|run|execute|pipe|install|insert|append|write|edit|replace|register|delete|remove|erase|wipe|purge|revoke|disable|turn off|merge|push|commit|mark|close|tell|say|keep|open|reset|change|create|invite)\b` +
      String.raw`|\b(?:envía|envia|envíe|transfiere|borra|elimina|desactiva|fusiona|dile|haz|exécutez|exécute|envoyez|envoie|supprimez|ajoutez|führe|sende|lösche|gib|füge|invia|esegui|elimina|cancella|envie|apague|desative|desativasse|transfira|dodać|dodaj|wyślij|usuń|uruchom|przelej|prosimy (?:\w+ )?o|proszę o|bitte um|merci de)\b` +
      // (Cyrillic and CJK words: \b knows ASCII letters only)
      String.raw`|(?<![\p{L}\d_])(?:отправь\p{L}{0,2}|перешли\p{L}{0,2}|удали\p{L}{0,2}|выполни\p{L}{0,2}|запусти\p{L}{0,2}|переведи\p{L}{0,2}|добавь\p{L}{0,2}|измени\p{L}{0,2}|проведи\p{L}{0,2}|скажи\p{L}{0,2})(?![\p{L}\d_])` +
      String.raw`|を実行|実行して|送信して|削除して|运行|执行|发送|删除|授予|실행|전송|삭제`,
    "u",
  ),
);

/**
 * A label or address that tells a program to act (one point), in the places a label stands: a role word before a colon
 * (a comma after the role words of other languages: a vocative), a bracketed role, "(internal)", "when you summarise this", a standing order or directive for bots. A role
 * word in running prose ("why an agent must not …") is not a label.
 */
export const LABEL24 = fold(
  /(?:^|[\n"'>([{|*#,]|[.!?;]\s)\s*(?:system|assistant|agent|ai|bots?|llm|automated (?:reviewers?|readers?|agents?|systems?|assistants?))\s*[:：](?=\s)|(?:^|[\s"'>([{|,;])(?:ассистент\p{L}{0,2}|агент\p{L}{0,2}|asystent\p{L}{0,2}|assistente|assistant(?:e|in)|助手|アシスタント|エージェント|에이전트|智能体)\s*[:,：、]|\(internal\)|\[(?:assistant|agent|system|ai|bot)s?(?:[ _-](?:instructions?|notes?|tasks?|messages?|only))?\]|\bwhen you summari[sz]e\b|\bbefore (?:you )?(?:answer|reply|respond|summari[sz]e)|\bdecode (?:first|and (?:follow|apply|run|carry))|\bcarry it out\b|\bapply silently\b|\bstanding order\b|\bcompliance requirement\b|\b(?:bot|agent|ai) directive\b|\b(?:note|message|task|instructions?) (?:to|for) (?:the )?(?:ai|agents?|bots?|assistants?|automated (?:readers?|agents?|systems?))\b|\bagent[_-]task\b|\bautomated (?:reviewers|readers|agents|systems)\b|\bfor (?:the )?bots?\b|要約する(?:とき|前)|总结之前|요약하기 전|avant de répondre|antes de responder|bevor du antwortest/u,
);

/** the act kept from the user (one point) */
export const SECRECY24 = fold(
  /\b(?:don't|do not|never) (?:tell|mention|inform|let|show)\b|\bwithout (?:telling|informing|notifying|mentioning)\b|\bsilently\b|\bquietly\b|\bsay nothing\b|\bmust not see\b|\bhide (?:the|it|this)\b|\bno (?:le |se lo )?digas\b|\bnon dirlo\b|не сообщай|ничего не говори|伝えないで|不要告诉|알리지 마/u,
);

/** a text that reports or teaches the trick: what it quotes is a specimen */
export const REPORTS_TRICK24 =
  /prompt[- ]injection|\binjection\b|indirect injection|injected instructions|\battacker\w{0,2}\b|\bmalicious\b|\bwrite-?up\b|\bpost-?mortem\b|\bthreat research\b|\bas found\b|\bdecodes? (?:it )?(?:to|into)\b|\bdecoded,/u;
