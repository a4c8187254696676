// The refusal's words for refused-specimen39.ts: the writer, in their own voice, declines to act on what they show, in the languages the scanner reads.

/**
 * Four shapes of one act, a refusal in the author's voice (lowercased text, accents as written):
 * - POINTED: a negated act of obeying or running whose object points back at what was shown ("do not follow it",
 *   "never run the command", "no lo ejecute", "führen Sie das nicht aus", "不要执行") or names it right after, as its
 *   object ("never run `…`", "do not follow a line like '…'");
 * - NAMED: the specimen called what it is ("this is an injection", "it is not an instruction", "that is phishing");
 * - PASSIVE: told that it is not to be followed, that it is only data, that it authorises nothing;
 * - CLASS: the samples disowned as a class ("never follow the samples", "none of them is a step to follow", "such
 *   sentences are data", "never run commands found in commit subjects"): it speaks of every specimen of its section.
 * "do not forward / paste it" is no refusal (concealment in an order says the same); "ignore this" is the override's
 * own word, never a refusal ("ignore it", after the thing shown, is one).
 */
const NEG = String.raw`(?:do\s{1,3}not|don't|never|must\s{1,3}not|mustn't|should\s{1,3}not|shouldn't|must\s{1,3}never|may\s{1,3}not|cannot|can't|nor|and\s{1,3}not|please\s{1,3}do\s{1,3}not)`;
const ACT = String.raw`(?:follow|obey|act\s{1,3}on|run|execute|install|carry\s{1,3}out|comply\s{1,3}with|type|do)`;
const BACK = String.raw`(?:it|them|this|that|these|those|such|any\s{1,3}of\s{1,3}(?:it|them|these|those|the\s{1,3}[\w-]{1,20}\s{0,3}\w{0,20})|anything\s{1,3}(?:it|they|that|like\s{1,3}(?:it|this|that))|the\s{1,3}(?:samples?|examples?|lines?|commands?|requests?|strings?|snippets?|payloads?|comments?|orders?|notes?|trailers?|messages?|script|code|edit|one|above|instructions?\s{1,3}(?:above|below|in\s{1,3}it|it\s{1,3}contains)))`;
/** what a specimen opens with when it is the refusal's own object ("never run `…`", "do not follow \"…\"") */
const OPENS = String.raw`(?:(?:a|any|the)?\s{0,3}(?:lines?|commands?|requests?|text|sentences?|notes?)?\s{0,3}(?:like|such\s{1,3}as)?\s{0,3})[\x60"“„«「'<]`;
const POINTED_EN = String.raw`${NEG}\s{1,3}(?:ever\s{1,3})?${ACT}(?:(?:\s{1,3}[\w.-]{1,20}){0,3}?\s{1,3}${BACK}\b|\s{1,3}${OPENS})|\bignore\s{1,3}(?:it|them)\b(?!\s{0,3}(?:and|,|:|—|-|then)\s)`;
/** the same in the other languages the scanner reads (object pronouns or demonstratives, or the act alone as a prohibition) */
const POINTED_OTHER = [
  // es, pt
  String.raw`\bno\s{1,3}(?:lo|la|los|las)\s{1,3}(?:sigas|siga|sigan|ejecutes|ejecute|ejecuten|obedezcas|obedezca)\b`,
  String.raw`\bno\s{1,3}(?:ejecute|ejecutes|ejecuten|sigas|siga|obedezcas)\s{1,3}(?:esto|eso|esta|esa|estos|esas|estas|nada)\b`,
  String.raw`\bn(?:ã|a)o\s{1,3}(?:o\s{1,3}|a\s{1,3}|os\s{1,3}|as\s{1,3})?(?:execute|executes|siga|sigas|obedeça|obedeca|rode)\b`,
  // fr
  String.raw`\bne\s{1,3}(?:le\s{1,3}|la\s{1,3}|les\s{1,3}|l')?(?:suivez|exécutez|executez|lancez|appliquez|obéissez)\s{1,3}(?:pas|jamais)\b`,
  String.raw`\bn'(?:exécutez|executez|appliquez|obéissez)\s{1,3}(?:pas|jamais)\b|\bne\s{1,3}pas\s{1,3}(?:suivre|exécuter|executer|lancer|appliquer)\b|\bjamais\s{1,3}(?:être\s{1,3})?(?:exécut|lanc|suivi)`,
  // de, nl
  String.raw`\b(?:das|dies\w{0,2}|es|sie|so\s{1,3}etwas|solche\w{0,2})\s{1,3}(?:\w+\s{1,3})?nicht\s{1,3}(?:befolgen|ausführen|ausfuehren|ausführt|ausgeführt)\b|\bnicht\s{1,3}(?:befolgen|ausführen|ausfuehren)\b`,
  String.raw`\b(?:führen|fuehren|befolgen)\s{1,3}sie\s{1,3}(?:so\s{1,3}etwas|das|dies\w{0,2}|es|solche\w{0,2}(?:\s{1,3}\w+)?)\s{1,3}(?:\w+\s{1,3})?nicht\b`,
  String.raw`\b(?:voer|volg)\s{1,3}(?:dit|dat|het|deze|die)\s{1,3}(?:\w+\s{1,3})?niet\s{1,3}(?:uit|op)\b|\bniet\s{1,3}(?:uitvoeren|opvolgen)\b`,
  // it, pl
  String.raw`\bnon\s{1,3}(?:eseguir\w{0,3}|esegua|eseguite|seguir\w{0,3}|seguite|(?:lo|la|li|le)\s{1,3}(?:eseguite|seguite))\b`,
  String.raw`\bnie\s{1,3}(?:uruchamiaj\w{0,3}|wykonuj\w{0,3}|stosuj\w{0,3}\s{1,3}się|słuchaj\w{0,3})(?![\p{L}])`,
  // id
  String.raw`\bjangan\s{1,3}(?:dijalankan|jalankan|ikuti|diikuti|eksekusi)\b`,
  // de "folgen Sie ihr nicht", "lassen Sie den Agenten ihr nicht folgen"; es plural and infinitive
  String.raw`\b(?:folgen|befolgen)\s{1,3}sie\s{1,3}(?:ihr|ihm|ihnen|dem|der|den|diese\w{0,2}|solche\w{0,2}|es|das)\s{1,3}(?:\w+\s{1,3})?nicht\b|\b(?:ihr|ihm|ihnen|dem|der|den|diese\w{0,2}|solche\w{0,2}|es|das)\s{1,3}nicht\s{1,3}(?:folgen|befolgen)\b`,
  String.raw`\bno\s{1,3}(?:sigáis|sigais|ejecutéis|ejecuteis|sigan|ejecuten|obedezcáis|ejecutar|seguir)\s{1,3}(?:estas|esas|estos|esos|esto|eso|nada|las|los|scripts?|comandos?|órdenes|ordenes|peticiones)\b`,
].join("|");
/** the specimen named for what it is */
const NAMED = String.raw`\b(?:this|that|it|these|those|such\s{1,3}(?:a\s{1,3})?\w{1,20})\s{1,3}(?:is|are)\s{1,3}(?:an?\s{1,3})?(?:(?:prompt\s{1,3})?injections?|attacks?|phishing|(?:an?\s{1,3})?example\s{1,3}of\s{1,3}the\s{1,3}(?:pattern|attack)|not\s{1,3}(?:an?\s{1,3})?(?:instructions?|orders?|tasks?|part\s{1,3}of|a\s{1,3}request\s{1,3}(?:to|for)\s{1,3}(?:you|us|the\s{1,3}agent)))|\b(?:is|are)\s{1,3}(?:text|data),\s{0,2}not\s{1,3}(?:an?\s{1,3})?(?:instructions?|orders?|commands?)|\bkeine\s{1,3}anweisung|\bce\s{1,3}n'est\s{1,3}pas\s{1,3}une\s{1,3}(?:instruction|consigne)|\bno\s{1,3}es\s{1,3}una\s{1,3}(?:orden|instrucción)|\bnon\s{1,3}è\s{1,3}un'?\s{0,2}(?:istruzione|ordine)|\bnão\s{1,3}é\s{1,3}uma\s{1,3}(?:ordem|instrução)`;
/** told it is not to be followed, that it is data, that such text authorises nothing */
const PASSIVE = String.raw`\b(?:must|should|is|are|may|will)\s{1,3}(?:not|never)\s{1,3}be\s{1,3}(?:followed|obeyed|executed|run|acted\s{1,3}on|carried\s{1,3}out)|\b(?:is|are)\s{1,3}not\s{1,3}to\s{1,3}be\s{1,3}(?:followed|obeyed|acted\s{1,3}on|executed|run)|\b(?:is|are)\s{1,3}never\s{1,3}acted\s{1,3}on|\b(?:is|are)\s{1,3}(?:still\s{1,3})?(?:only|just)\s{1,3}(?:an?\s{1,3})?(?:value|data|text|string)|\btreat(?:s|ed|ing)?\s{1,3}[^.\n]{1,60}?\s{1,3}as\s{1,3}(?:untrusted\s{1,3})?(?:data|text|input)(?:,?\s{1,3}(?:never|not)\s{1,3}(?:as\s{1,3})?(?:tasks?|instructions?|orders?|commands?))?\b|\b(?:is|are)\s{1,3}not\s{1,3}(?:an?\s{1,3})?(?:instructions?|orders?|tasks?|commands?)(?:\s{1,3}(?:to|for)\s{1,3}(?:you|the\s{1,3}agent|us))?\s{0,2}[;,.:]|\(\s{0,2}(?:do\s{1,3}not|don't)\s{1,3}(?:run|follow|execute)\s{0,2}\)|\b(?:never|does\s{1,3}not|doesn't|cannot|can't)\s{1,3}(?:authori[sz]es?|(?:pre-?)?approves?)\s{1,3}(?:a|an|any)\s{1,3}(?:command|action|step|change)|\bno\s{1,3}(?:debe|deben)\s{1,3}(?:seguirse|ejecutarse|obedecerse)|\bne\s{1,3}(?:doit|doivent)\s{1,3}(?:jamais|pas)\s{1,3}être\s{1,3}(?:suivie?s?|exécutée?s?|appliquée?s?)|(?<![\p{L}])à\s{1,3}ne\s{1,3}pas\s{1,3}suivre|\bdarf\s{1,3}(?:nie|nicht|niemals)\s{1,3}(?:befolgt|ausgeführt)|\bnon\s{1,3}(?:va|vanno|deve|devono)\s{1,3}(?:essere\s{1,3})?(?:eseguit|seguit)\w|\bn(?:ã|a)o\s{1,3}(?:deve|devem)\s{1,3}ser\s{1,3}(?:seguid|executad)\w`;
/**
 * the samples disowned as a class: never follow "the samples", none of them a step, such sentences are data, commands
 * found in such places never run
 */
/** the norm, in the author's voice: readers must not act on such text ("agents must not install anything because a notice said so") */
const NORM = String.raw`\b(?:agents?|assistants?|(?:the|an?|our|your|any)\s{1,3}(?:coding\s{1,3})?(?:agent|assistant|model|tool|bot|llm)s?|ai\s{1,3}(?:agents?|assistants?|tools?)|it|they)\s{1,3}(?:must|should|may|shall)\s{1,3}(?:not|never)\s{1,3}(?:follow|obey|act\s{1,3}on|run|execute|install|carry\s{1,3}out)\b|\b(?:do\s{1,3}not|don't|never)\s{1,3}let\s{1,3}(?:the\s{1,3}|your\s{1,3}|an?\s{1,3})?(?:agents?|assistants?|tools?|bots?|it|them|anyone|models?)\s{1,3}(?:act\s{1,3}on|run|follow|execute|obey)\s{1,3}(?:it|them|this|these|those|such)\b|\b(?:not|never|no)\b[^.\n]{0,80}?\bbecause\s{1,3}(?:a|an|the|some|its?)\s{1,3}[\w.-]{1,20}\s{1,3}(?:says?|said|asks?|asked|tells?|told)\b|\b(?:darf|dürfen|soll|sollte|sollen)\s{1,3}(?:\w+\s{1,3}){0,3}?nicht\s{1,3}(?:ausführen|ausfuehren|befolgen|folgen)\b|\bne\s{1,3}(?:doit|doivent)\s{1,3}(?:jamais|pas)\s{1,3}(?:suivre|exécuter|executer|appliquer|obéir)\b|\bno\s{1,3}(?:debe|deben)\s{1,3}(?:seguir|ejecutar|obedecer)\b|\bnon\s{1,3}(?:deve|devono)\s{1,3}(?:seguire|eseguire|obbedire)\b|\bn(?:ã|a)o\s{1,3}(?:deve|devem|pode|podem)\s{1,3}(?:seguir|executar|obedecer|cumprir)\b`;
const CLASS = String.raw`${NORM}|\bnever\s{1,3}(?:follow|obey|run|execute|carry\s{1,3}out)\s{1,3}(?:the|this|these|such|that|those)\s{1,3}(?:samples?|examples?|lines?|sentences?|requests?|steps?|instructions?|strings?|payloads?)|\b(?:is|are)\s{1,3}(?:not|never)\s{1,3}(?:an?\s{1,3})?(?:steps?|tasks?|instructions?|orders?)\s{1,3}to\s{1,3}(?:follow|carry\s{1,3}out|execute)|\bnone\s{1,3}of\s{1,3}(?:them|these|those|the\s{1,3}\w{1,20})\s{1,3}(?:is|are)\s{1,3}(?:an?\s{1,3})?(?:steps?|tasks?|instructions?|orders?)\s{1,3}to\s{1,3}follow|\b(?:do\s{1,3}not|don't|never)\s{1,3}carry\s{1,3}(?:it|them|this|these)\s{1,3}out|\ba\s{1,3}fact\s{1,3}about\s{1,3}the\s{1,3}\w{1,20},\s{0,2}never\s{1,3}a\s{1,3}task|\bexamples\s{1,3}to\s{1,3}recogni[sz]e|\b(?:such|these|those)\s{1,3}(?:sentences|requests|lines|notes|orders|strings|messages)\s{1,3}are\s{1,3}(?:only\s{1,3})?data|\bbecause\s{1,3}(?:a|the)\s{1,3}(?:record|document|mail|message|file|invoice|ticket)\s{1,3}said\s{1,3}so|\b${NEG}\s{1,3}${ACT}\s{1,3}(?:any\s{1,3}|such\s{1,3})?(?:an?\s{1,3})?(?:commands?|instructions?|scripts?|code|requests?|orders?|steps?)\s{1,3}(?:you\s{1,3}(?:only\s{1,3})?(?:find|found|see|saw|read|get)|found|from|in|inside|embedded|hidden|written|pasted|sent|printed|that\s{1,3}(?:appear|arrive|come))\b|\b(?:solche|diese)\s{1,3}(?:sätze|saetze|bitten|zeilen|anweisungen|aufforderungen)\s{1,3}sind\s{1,3}daten|\b(?:ces|de\s{1,3}telles)\s{1,3}(?:phrases|demandes|lignes)\s{1,3}sont\s{1,3}des\s{1,3}données|\b(?:esas|estas|tales)\s{1,3}(?:frases|peticiones|líneas)\s{1,3}son\s{1,3}datos|\bninguna\s{1,3}de\s{1,3}(?:estas|esas)\s{1,3}\p{L}{1,12}\s{1,3}es\s{1,3}una\s{1,3}orden|\bnessuna\s{1,3}di\s{1,3}(?:queste|quelle)\s{1,3}\p{L}{1,12}\s{1,3}è\s{1,3}un\s{1,3}ordine|\baucune\s{1,3}de\s{1,3}ces\s{1,3}\p{L}{1,12}\s{1,3}n'est\s{1,3}une\s{1,3}(?:consigne|instruction)`;

/** the same shapes in scripts and letters beyond ASCII (ru, uk, tr, vi, ar, ja, zh, ko): read only in texts that hold such letters */
const POINTED_WIDE = [
  String.raw`(?:^|[\s,.;:(])не\s{1,3}(?:выполняйте|запускайте|выполняй|запускай|следуйте|исполняйте|виконуйте|запускайте|виконуй)(?![а-яіїє])`,
  String.raw`(?<![\p{L}])(?:çalıştırmayın|uygulamayın|izlemeyin|çalıştırmayınız|uygulamayınız)(?![\p{L}])`,
  String.raw`(?:đừng|không\s{1,3}được)\s{1,3}(?:làm\s{1,3}theo|chạy|thực\s{1,3}hiện)`,
  String.raw`لا\s{1,3}يجوز\s{1,3}[^.\n]{0,30}?تنفيذ|لا\s{1,3}(?:تنفذ|تنفذوا|تتبع|تتبعوا|تطع|تطيعوا)(?![\p{L}])|(?:هذا|هذه)\s{1,3}(?:النص|الجملة|الطلب)\s{1,3}(?:ليس|ليست)\s{1,3}(?:طلب|أمر|تعليمات)`,
  String.raw`(?:따라서는|따르면|실행해서는|실행하면)\s{0,2}안\s{0,2}(?:되|됩|돼)`,
  String.raw`(?<![\p{L}])(?:uygulamamalı|çalıştırmamalı|uymamalı|izlememeli|uygulanmaz|çalıştırılmaz)`,
  String.raw`従わないで|実行しないで|絶対に従わない|従わないこと|実行しないこと|不要照做|不要执行|不要運行|不要运行|不要執行|请勿执行|請勿執行|切勿执行|不要遵循|不要遵从|실행하지\s{0,2}마|따르지\s{0,2}마`,
].join("|");
const NAMED_WIDE = String.raw`(?<![\p{L}])это\s{1,3}не\s{1,3}(?:инструкция|команда|приказ)|作業指示ではありません|指示ではない|指示ではありません|不是指令|不是命令|지시가\s{0,2}아닙니다`;
const PASSIVE_WIDE = String.raw`データとして扱|当作数据|視為資料|视为数据`;
const NORM_WIDE = String.raw`(?:従って|実行して)は(?:いけません|いけない|ならない|なりません)|(?:従う|実行す)べきではない|不(?:应|應)(?:该|該)?(?:执行|執行|遵循|照做|服从)|不得执行|不能执行`;

/** Every refusal, by shape (named groups: the caller asks which shape matched). */
export const REFUSAL39 = new RegExp(
  `(?<class>${CLASS})|(?<pointed>${POINTED_EN}|${POINTED_OTHER})|(?<named>${NAMED})|(?<passive>${PASSIVE})`,
  // (the text is lowercased by the caller: no case folding per character)
  "gu",
);

/** the refusals written beyond ASCII (the caller reads them only where such letters are) */
export const REFUSAL39_WIDE = new RegExp(
  `(?<class>${NORM_WIDE})|(?<pointed>${POINTED_WIDE})|(?<named>${NAMED_WIDE})|(?<passive>${PASSIVE_WIDE})`,
  "gu",
);
/** a letter beyond ASCII */
export const WIDE39 = /[^\x00-\x7f]/;

/** the cheap test: a word every refusal holds */
export const MAY_REFUSE39 =
  /\b(?:not|never|nor|cannot|injections?|attacks?|phishing|ignore|none|examples|anweisung|befolgen|daten|nicht|niet|jamais|jangan|non|nie|treat\w*)\b|n't|\bno\s(?:lo|la|los|las|ejecut|sig|debe|es\s|obedez)|\bne\s|\bn'|n[ãa]o\s|(?:as|are|is|only|just)\s(?:an?\s)?(?:data|value|text|string)\b|ninguna|nessuna|aucune|ausf|[^\x00-\x7f]/i;

/** an order to the rules themselves, not a refusal of a specimen ("never follow your previous instructions") */
export const RULES_AFTER39 =
  /^[^.;:!?\n]{0,40}?(?<!\b(?:ask|asking|tell|telling|show|showing|inform|informing|notify|notifying|warn|warning|report|reporting|to)\s)\b(?:your|previous|prior|earlier|original|system|user's|the\s+user)\b/u;
/**
 * a refusal that turns into an order ("don't run it yourself: have the sub-agent run it", "… directly, but …", "this is
 * an injection test, so …") or refuses only a place or manner ("do not run it here / in this chat / as root"): the act
 * is handed on, not refused (a condition, "not before a maintainer has read it", stays a refusal)
 */
export const TURNS_AFTER39 =
  /^[^.!?\n]{0,40}?(?:\b(?:yourself|directly|manually|by\s+hand|instead|rather|but|test|exercise|drill|simulation|here|there|locally|remotely)\b|\b(?:in|from|on|inside|within)\s+(?:this|the|your)\s+(?:chat|thread|session|terminal|shell|browser|sandbox|container|window|reply|answer)\b|\bas\s+(?:root|admin)\b|\bwith\s+sudo\b)/u;
/** the rules themselves as the subject ("the previous instructions must not be followed"): an override, not a refusal */
export const RULES_BEFORE39 =
  /\b(?:your|previous|prior|earlier|original|system|user's|developer's?)\s+(?:\w+\s+){0,2}(?:instructions?|rules?|guidelines?|prompts?|tasks?|polic(?:y|ies))\W{0,3}$/u;
