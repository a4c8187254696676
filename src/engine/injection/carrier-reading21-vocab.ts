// The words of the third-person reader's order (carrier-reading21.ts): the reading program's nouns, its reading verbs, and acts of consequence.

/** Latin letters with marks as the main view holds them (normalize.ts strips their accents: "prüfung" -> "prufung") */
export const foldLatin = (s: string): string =>
  s.replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (c) => c.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""));

/** A regex whose \\b and \\w (outside classes) hold for every script's letters, as JS's own do only for ASCII. */
export function uniRe(latin: string, flags = ""): RegExp {
  // a span within one sentence: a dot of an address, a host or a number ("to ops@x.example", "4.2") does not end it
  const src = foldLatin(latin).replaceAll(String.raw`[^.!?\n]`, String.raw`(?:[^.!?\n]|[.!?](?=[^\s.!?]))`);
  let out = "";
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") {
      const n = src[i + 1];
      i++;
      if (!inClass && n === "b")
        out += String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;
      else if (!inClass && n === "w") out += String.raw`[\p{L}\p{N}_]`;
      else out += c + n;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    out += c;
  }
  return new RegExp(out, flags.includes("u") ? flags : `${flags}u`);
}

/**
 * The nouns a program that reads a tool result answers to, in the scanner's languages (lower case, as the main view
 * is). Generic nouns (system, tool, client, integration) count only with a word that makes them a program
 * ("automated", "payment systems", "the client processing …"): the frame decides the rest.
 */
const ROLE_WORDS = [
  String.raw`(?:ai|a\.i\.|digital|automated|automatic|online-banking|scheduling|drafting|review|helpdesk|mail)\s(?:[\w-]{2,14}\s)?(?:systems?|tools?|helpers?|pair|clients?|services?)`,
  String.raw`(?:payment|processing|indexing|booking)\s(?:systems?|tools?|services?)`,
  String.raw`(?:clients?|tools?|systems?|integrations?|services?|programs?)(?=\s(?:that|which|who)?\s?(?:read|process|handl|pars|index|consum|touch|open|receiv|relay))`,
  String.raw`assistant(?:s|en|in)?|assistente?s?|asistentes?|asystent\w{0,4}|agents?|agentes?|agenti|copilots?|bots?|chatbots?|automations?|automatisierung(?:en)?|integrations?|llms?|language models?|ai|ki(?:-[a-z]{2,14})?|ia|outils?|herramientas?|ferramentas?|strument[oi]|narzędzi\w{0,3}`,
  String.raw`ассистент\w{0,3}|помощник\w{0,3}|агент\w{0,3}|бот\w{0,2}|нейросет\w{0,3}`,
];
/** CJK role nouns: no word bounds in those scripts */
const ROLE_CJK = String.raw`助手|助理|智能体|机器人|アシスタント|エージェント|ボット|비서|어시스턴트|에이전트|자동화\s?도구|도구`;
export const ROLE21 = new RegExp(
  foldLatin(
    String.raw`(?<![\p{L}\d_/.\-@$\x60'])(?:${ROLE_WORDS.join("|")})(?![\p{L}\d_/\-@$\x60=]|\.[\p{L}\d])|${ROLE_CJK}`,
  ),
  "gu",
);
/** a literal every ROLE21 match holds (the pre-test that spares most texts the reader) */
export const ROLE_NEED21 =
  /assist|asist|asyst|agent|\bai\b|\bbots?\b|copilot|automat|integration|llm|language model|\bki\b|\bia\b|outil|herramient|ferrament|strument|narzedz|ассистент|помощник|агент|бот|нейросет|助手|助理|智能体|机器人|アシスタント|エージェント|ボット|비서|어시스턴트|에이전트|도구|(?:client|tool|system|service|program)s?\s(?:that |which )?(?:read|process|handl|pars|index|consum|touch|open|receiv|relay)/;

/** a person's job the same nouns name ("the office assistant", "a travel agent"): a person, not a program */
export const PERSON21 =
  /(?:office|personal|executive|administrative|admin|teaching|research|lab|shop|dental|medical|legal|sales|support|service|customer|travel|estate|insurance|booking|human|field|store|press|literary|talent|secret|special|federal|care|claims)\s$/;
/** a pronoun of a person after the role ("if my assistant reads this first, she will …") */
export const PERSON_PRONOUN21 = /\b(?:she|he|her|his|him)\b/;

/** verbs of reading or handling a text, in the scanner's languages */
const READ_VERB = String.raw`(?:reads?|reading|opens?|opening|process(?:es|ing)?|handles?|handling|summari[sz](?:es|ing|e)|relay(?:s|ing)?|answer(?:s|ing)?|repl(?:y|ies|ying) to|receives?|receiving|pars(?:es|ing|e)|index(?:es|ing)?|consum(?:es|ing|e)|touch(?:es|ing)?|edit(?:s|ing)?|manag(?:es|ing|e)|triag(?:es|ing|e)|reviewing|scoring|summari[sz]ing|setting|liest|lesen|betreut|betreuen|bearbeitet|bearbeiten|verarbeitet|ändern|ändert|beantwortet|öffnet|lit|lisent|traite|traitent|ouvre|lee|leen|procese|procesa|gestiona|atienda|atender|atende|legge|leggono|gestit[ao]|elabora|ler|lê|processa|czyta\w{0,3}|obsługuj\w{0,4}|odpowiadając\w{0,3}|przetwarza\w{0,3}|чита\w{0,5}|обрабатыва\w{0,5}|отвеча\w{0,5})`;
/** the text itself, or the place it came in: "this", "these", "it", "your inbox", "diese Mail", "la posta", "это письмо" */
const THIS_TEXT = String.raw`(?:this|these|it|the following|your (?:inbox|mailbox|mail|e-?mails?|messages?|account|calendar|tickets?)|diese[rsmn]?|ihr(?:e|en)? (?:postfach|mails?|e-mails?|konto|kalender)|ce|cet|cette|ces|este|esta|estos|estas|tu correo|questo|questa|questi|queste|la posta|esse|essa|to|ten|tę|ta|tego|tej|эт[оиуа]\w{0,2}|ваш[уеа]?\w{0,2})`;
/** CJK: a demonstrative and a verb of reading or handling within a few characters, in either order */
const CJK_FRAME = String.raw`(?:这|此|本|该|この|その|이)[^。！？\n]{0,10}(?:处理|阅读|读取|看到|查看|接收|回复|処理|読む|読ん|対応|읽는|처리하는|검토하는|받는)|(?:处理|阅读|读取|查看|接收|回复)(?:这|此|本|该)`;

/**
 * The frame that makes the role the text's own reader: a verb of reading or handling next to "this" text or "it" ("the
 * assistant that reads this invite", "agents relaying this status", "payment systems reading it", "Falls Ihr Assistent
 * diese Mail liest", "se la posta viene gestita da un assistente", "处理这封邮件的助手", "이 메일을 읽는 비서"), in
 * either order, at most four words apart. A role with a verb of reading and no deixis ("the agent reads the config on
 * startup") describes a program; it does not make it this text's reader.
 */
export const FRAME21 = uniRe(
  [
    String.raw`\b${READ_VERB}\b(?:\s+[^\s.!?;:]+){0,3}?\s+${THIS_TEXT}\b`,
    String.raw`\b${THIS_TEXT}\b(?:\s+[^\s.!?;:,]+){0,4}?\s+${READ_VERB}\b`,
    String.raw`\b(?:is|are) in this\b|\bsee(?:s|ing)? this\b`,
    CJK_FRAME,
  ].join("|"),
  "u",
);

/**
 * A label that addresses the role ("pour les assistants qui aident à comparer les offres :", "for anyone with an
 * assistant connected to their GitHub:", "给代码助手看的：", "자동화 도구나 비서에게:"): a word of address before the role
 * and a colon after it in the same clause, the order after the colon.
 */
export const LABEL_BEFORE21 = uniRe(
  String.raw`(?:\b(?:for|to|attn|attention|pour|für|fur|an|para|per|dla|к|для)\b[^.!?;:\n]{0,40}|给[^。\n]{0,10})$`,
);
export const LABEL_AFTER21 = /^[^.!?;:\n。\][(]{0,70}:(?=\s|$|[^\x00-\x7f])/u;

/** a text that discusses the trick or warns of it (a post on prompt injection, a phishing warning, a specimen) */
export const DISCUSSES21 = uniRe(
  String.raw`\b(?:attack\w{0,4}|inject\w{0,5}|malicious|phishing|scam\w{0,3}|fraud\w{0,4}|payloads?|(?<![.@/-])examples?(?![./-])|e\.g\.|such as|for instance|tricks?|beware|red[- ]team\w{0,3}|jailbreak\w{0,3}|exploit\w{0,3}|spoof\w{0,3}|angriff\w{0,3}|attaque\w{0,2}|ataque\w{0,2}|attacco|atak\w{0,3}|атак\w{0,3}|фишинг\w{0,3}|hameçonnage|beispiel|exemple|ejemplo|esempio|przykład)\b|攻击|注入|诈骗|攻撃|詐欺|공격|피싱|사기`,
);
/** a text about prompt injection: its sentences that name a reading program are its topic, wherever they stand */
export const ABOUT_INJECTION21 =
  /prompt[- ]injection|indirect injection|injected instructions|injection attacks?|jailbreak/;
/** a refusal or a prohibition between the role and the act ("never let it reply with your password") */
export const NEGATED21 = uniRe(
  String.raw`\b(?:never|must not|mustn't|should not|shouldn't|cannot|can't|won't|will not|do not let|don't let|only (?:when|after|if)|niemals|nie|nicht|kein\w{0,2}|jamais|nunca|non|nigdy|никогда|нельзя)\b|不得|不要|不能|절대|しない`,
);

/** an outside place: an address, a link, a host */
export const OUTSIDE21 = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/|\b[\w-]+\.(?:example|com|net|org|io|co|app)\b/;
/** a secret or the agent's own context */
const SECRET = String.raw`(?:password|passcode|\bpins?\b|\btans?\b|2fa|mfa|backup codes?|recovery codes?|one-time codes?|\botps?\b|tokens?|api keys?|access keys?|deploy keys?|private keys?|secrets?|credentials|\.env\b|~\/\.ssh|\.aws|ssh keys?|system (?:prompt|instructions)|(?:full|complete|vollständigen?) (?:instructions|anweisungen)|instructions (?:you|it) (?:got|received)|anmeldenamen|zugangsdaten|anmeldedaten|passwort|kennwort|mot de passe|contraseña|senha|hasło|hasłem|пароль\w{0,2}|ключ\w{0,2}|инструкци\w{0,2}|密码|密钥|令牌|系统提示|パスワード|비밀번호|암호)`;
/** a whole body of the user's data */
const BULK = String.raw`(?:(?:every|all|full|entire|complete|whole|last \w+)\s(?:[\w-]+\s){0,3}?(?:customers?|clients?|contacts?|documents?|threads?|e-?mails?|mails?|files?|records?|lists?|registers?|tables?|history|folders?|addresses)|customer (?:list|table|data)|liste complète|客户名单|顧客リスト|고객 명단)`;

/** a safeguard, the object that makes turning something off an act of consequence */
const WEAK_OBJECT = String.raw`(?:2fa|mfa|two-factor|two factor|anti-?virus|antivirus\w{0,2}|firewall|audit|logging|verification|verify|tls|ssl|certificate|protection|gatekeeper|allow ?list|edr|rate limit|kostenfaktor|prüfung|autenticação|dois fatores|zwei-faktor|doble factor|защит\w{0,2}|антивирус\w{0,2})`;

/** The acts of consequence, each a verb of the act with the object that makes it one (or a setting that is the act). */
export const ACTS21: readonly { name: string; re: RegExp }[] = [
  {
    name: "leak",
    re: uniRe(
      String.raw`\b(?:send|sends|forward\w{0,2}|e-?mails?|upload\w{0,2}|posts?|paste\w{0,2}|repl(?:y|ies) with|include\w{0,2}|records?|copy|copies|collect\w{0,2}|submit\w{0,2}|leaves?|lists?|prints?|reveals?|shares?|gives?|provides?|antwort\w{0,3}|übermittel\w{0,3}|schick\w{0,2}|send\w{0,2}|envoi\w{0,3}|enviar|env[ií]a|reenv\w{0,4}|invia\w{0,3}|przesła\w{0,3}|prześlij|wysła\w{0,3}|присла\w{0,3}|отправ\w{0,4}|остав\w{0,4})\b[^.!?\n]{0,160}${SECRET}|${SECRET}[^.!?\n]{0,60}(?:\b(?:schicken|senden|ubermitteln|mitteilen|weiterleiten|zukommen|angeben|nennen|doorsturen|sturen)\b|记载|記載|送信|发送|보내|返信)`,
      "u",
    ),
  },
  {
    name: "send",
    re: uniRe(
      String.raw`\b(?:send|sends|sent|forward\w{0,2}|e-?mails?|upload\w{0,2}|export\w{0,2}|copy|copies|collect\w{0,2}|paste\w{0,2}|repl(?:y|ies)|submit\w{0,2}|schick\w{0,2}|senden|sendet|übermittel\w{0,3}|weiterleit\w{0,3}|envoi\w{0,3}|envoyer|transférer|enviar|env[ií]a|reenv\w{0,4}|inviare|invia|inoltra\w{0,3}|encaminh\w{0,3}|wysła\w{0,3}|wyślij|przesła\w{0,3}|prześlij|отправ\w{0,4}|присла\w{0,3}|пересла\w{0,3})\b[^.!?\n]{0,160}(?:${BULK}[^.!?\n]{0,80}${OUTSIDE21.source}|${OUTSIDE21.source})|(?:发送|发给|转发|送信|転送|보내|전송)`,
      "u",
    ),
  },
  {
    name: "pay",
    re: uniRe(
      String.raw`\b(?:pays?|transfer\w{0,2}|wires?|schedules? it for[^.!?\n]{0,20}payment|refund\w{0,2}|überweis\w{0,3}|bonifico|pagamento|virement|transferencia|pago|przelew\w{0,2}|перев\w{0,5})\b[^.!?\n]{0,120}(?:iban|account|sort code|€|£|\$|\beur\b|\busd\b|konto|conto|compte|cuenta|счет|счёт|\d[\d,.]{3,})|转账|付款|汇款|振込|송금|procedere[^.!?\n]{0,30}pagamento`,
    ),
  },
  {
    name: "destroy",
    re: uniRe(
      String.raw`(?:\b(?:delete\w{0,2}|deleting|wipe\w{0,1}|erase\w{0,1}|purge\w{0,1}|drop\w{0,1}|destroy\w{0,1}|remove\w{0,1}|delete_objects|lösch\w{0,3}|supprim\w{0,4}|elimin\w{0,4}|borra\w{0,3}|cancella\w{0,3}|exclu\w{0,4}|apag\w{0,4}|usun\w{0,4}|удал\w{0,4})\b[^.!?\n]{0,60}(?:\ball\b|every|entire|whole|backups?|snapshots?|buckets?|repositor\w{0,3}|repos\b|folders?|mails?|e-mails|correos|tables?|rows|objects|branch\w{0,2}|drives?|\balle\b|tous|toutes|todos|todas|tutti|wszystk\w{0,3}|все\w{0,2}|резервн\w{0,3}|copias|legal)|删除|清空|削除|삭제)`,
    ),
  },
  {
    name: "weaken",
    re: uniRe(
      String.raw`(?:\b(?:disabl\w{0,3}|turn\w{0,3} off|turning off|switch\w{0,2} off|lower\w{0,1}|remov\w{0,3}|deaktivier\w{0,3}|abschalt\w{0,3}|senken|entfernen|désactiv\w{0,4}|desactiv\w{0,4}|disattiv\w{0,4}|desativ\w{0,4}|wyłącz\w{0,3}|отключ\w{0,4})\b[^.!?\n]{0,80}${WEAK_OBJECT}|${WEAK_OBJECT}[^.!?\n]{0,60}\b(?:senken|deaktivieren|abschalten|ausschalten|entfernen|herabsetzen)\b|verify\s?=\s?false|reject_unauthorized\s?=\s?0|0\.0\.0\.0\/0|--master-disable|autoindex on|administratoraccess|关闭[^。\n]{0,20}(?:验证|安全|防火墙)|無効[^。\n]{0,20}(?:認証|セキュリティ)|비활성)`,
    ),
  },
  {
    name: "grant",
    re: uniRe(
      String.raw`\b(?:add\w{0,3}|grant\w{0,1}|invite\w{0,1}|promote\w{0,1}|make\w{0,1}|share\w{0,1}|sharing|shared|hinzufüg\w{0,3}|ajout\w{0,4}|añad\w{0,4}|aggiung\w{0,4}|adicion\w{0,4}|doda\w{0,4}|добав\w{0,4})\b[^.!?\n]{0,120}(?:\badmins?\b|administrators?|owners?|site-admins|org_admin|write access|edit rights|\beditor\b|anyone with the link|anyone who has the link|full access|cluster-admin|with (?:me|them|outside|external)\b)`,
    ),
  },
  {
    name: "run",
    re: uniRe(
      String.raw`(?:\b(?:run\w{0,1}|execut\w{0,3}|install\w{0,3}|download\w{0,1}|ausführ\w{0,3}|installier\w{0,3}|exécut\w{0,4}|ejecut\w{0,4}|esegu\w{0,4}|baix\w{0,4}|uruchom\w{0,3}|zainstal\w{0,4}|pobra\w{0,4}|pobierz|запуст\w{0,4}|установ\w{0,4})\b|运行|执行|安装|実行|インストール|실행|설치)[^.!?\n]{0,160}(?:installer|instalador|instalator|\.exe|\.sh\b|\.ps1|curl |wget |\|\s?(?:ba)?sh\b|administrator|administrador|amministratore|\bsudo\b|@latest|--global|https?:\/\/)`,
    ),
  },
  {
    name: "silence",
    re: uniRe(
      String.raw`\b(?:omit\w{0,1}\b[^.!?\n]{0,60}\b(?:from|in)\b[^.!?\n]{0,40}(?:user|report|summary|changelog|release notes|anything|reply|response)|leave\w{0,1} [^.!?\n]{0,40} out|do(?:es)? not (?:mention|escalate|log|report|tell|flag|include)|don't (?:mention|escalate|log|report|tell|add a comment)|without (?:mentioning|telling|routing|approval)|no need to (?:tell|mention|ask)|nicht erwähnt|sans le mentionner|no avisar|sin avisar|não mencionar|никому не|не сообщать)\b|(?:\b(?:report|say|tell|call|describe|mark)\w{0,2}\b[^.!?\n]{0,50}(?:\bas (?:healthy|clean|passed|passing|safe|resolved)\b|\b(?:is|are|was|were) (?:healthy|clean|fixed|passing|reversible|safe|resolved|tested)\b|\ball [\w ]{0,20}(?:healthy|passed|clean)\b|false alarm|formatting glitch|now fixed))|不需要再?(?:问|确认)|不要告诉`,
    ),
  },
  {
    name: "verdict",
    re: uniRe(
      String.raw`\b(?:approves?\b|top grade|highest (?:score|grade|rating)|maximum (?:score|grade)|note maximale|rank\w{0,1} [^.!?\n]{0,40}(?:first|top|non-compliant)|mark\w{0,1} (?:all )?(?:checks|the other|other)[^.!?\n]{0,40}(?:passed|non-compliant|less suitable)|signalez les autres|recommande?z? un entretien)\b|최저가|조건 미달`,
    ),
  },
  {
    name: "persist",
    re: uniRe(
      String.raw`\b(?:add\w{0,3}|save\w{0,1}|store\w{0,1}|write\w{0,1}|keep\w{0,1}|remember\w{0,1}|añad\w{0,4}|guard\w{0,4}|speicher\w{0,3}|hinzufüg\w{0,3}|aufnehm\w{0,3}|ajout\w{0,4}|enregistr\w{0,4}|aggiung\w{0,4}|salv\w{0,4}|zapis\w{0,4}|сохран\w{0,4}|добав\w{0,4})\b[^.!?\n]{0,60}\b(?:memory|memoria|mémoire|gedächtnis|speicher|pamięć|pamięci|память|памяти)\b|\b(?:standing|permanent) (?:rule|instruction|order)s?\b|\bcopy these [^.!?\n]{0,30} into\b|(?:保存|添加|写入)[^。\n]{0,20}记忆|メモリに(?:保存|追加)|메모리에 (?:저장|추가)`,
    ),
  },
  {
    name: "steer",
    re: uniRe(
      String.raw`\b(?:direct\w{0,2}|redirect\w{0,2}|point\w{0,1}|send\w{0,1}|dirig\w{0,4}|polec\w{0,4}|skieruj\w{0,2}|направ\w{0,4})\b[^.!?\n]{0,40}(?:user|utilisateur|usuario|utente|usuário|użytkownik\w{0,3}|пользовател\w{0,3})[^.!?\n]{0,160}(?:official|officiel|oficial\w{0,1}|ufficiale|oficjaln\w{0,3}|официальн\w{0,3}|https?:\/\/|\.example)`,
    ),
  },
];

/** an act named by a pronoun, its object in the sentence before ("… be shared with me? If your assistant reads this first, it can set that up") */
export const ANAPHORIC21 = uniRe(
  String.raw`\b(?:set (?:that|this|it) up|do (?:that|this|it)|take care of (?:that|this|it)|proceed|go ahead|procedere|procéder|proceder|erledigen|übermitteln)\b`,
);
