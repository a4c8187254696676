// Non-English forms of the main families (override, mode switch, authority, secret requests), on the normalised text.

import type { ProseRule } from "./patterns.ts";
import { MULTILINGUAL_HIJACK_RULES } from "./multilingual-hijack.ts";
import { MULTILINGUAL_HIJACK8_RULES } from "./multilingual-hijack8.ts";
import { notOtherObject } from "./rule-accept-ignored.ts";
import { notPasswordHowTo46 } from "./password-howto46.ts";
import { notServiceMaintenance48 } from "./service-mode48.ts";
import { HAN_NOUN_END, KO_NOUN_END, KO_WORD_START } from "./multilingual-bounds.ts";

// Latin-script languages arrive without accents (the normaliser strips them): "precedentes", "instrucoes".
const CYRILLIC = /[\u0400-\u04ff]/;
const GREEK = /[\u0370-\u03ff]/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const OTHER = /[\u0600-\u06ff\u0900-\u097f\u0980-\u09ff\u0e00-\u0e7f]/;
// the mixed rules below also have Latin-script alternatives: run them when either could match
const MIXED =
  /[\u0400-\u04ff\u0600-\u06ff\u0900-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|\b(?:soy|je suis|ich bin|sono|sou|aku|ako ay|toi la|sebagai|como|contrasena|mot de passe|passwort|kennwort|senha|parola|kata sandi|mat khau|cle secrete|clave|chiave|chave|geheimer|saldo|kontostand|solde|balanse|quelle|cual|qual|was ist|wie hoch|usuario|utilisateur|benutzer|utente|pengguna|nguoi dung|kullanici|donde|onde|dove|modo|modus|mode (?:systeme|dieu|developpeur|administrateur))\b/;

const G = String.raw`[^.!?\n。！？]{0,40}`;
const g = String.raw`[^.!?\n。！？]{0,14}`;
// the override's objects where their words end (multilingual-bounds.ts): 命令 not in 命令行 (a command line), 명령 not in
// 명령행, 위의 not in 상위의; a Japanese or Chinese object may be followed by its verb at once ("指令忽略")
const HAN_VERB = "(?=忽略|无视|忘记|無視|忘れ)";
// "ignore … the previous" with no object named: the two in one clause ("忽略命令行参数时，将使用之前保存的配置" ignores
// arguments, then uses what was saved before)
const clause = String.raw`[^.!?\n。！？，,；;]{0,14}`;

export const MULTILINGUAL_RULES: ProseRule[] = [
  {
    id: "override.ml-latin",
    gate: [
      "ignor",
      "oubli",
      "olvid",
      "descarta",
      "desconsidere",
      "esqueca",
      "dimentica",
      "vergiss",
      "vergessen",
      "negeer",
      "vergeet",
      "abaikan",
      "lupakan",
      "kalimutan",
      "balewalain",
      "pansinin",
      "bo qua",
      "quen di",
      "yok say",
      "gormezden",
      "unut",
      "ignoruj",
    ],
    category: "override",
    weight: 0.9,
    negatable: true,
    re: new RegExp(
      String.raw`\b(?:ignore[rz]?|oubliez?|oublie|ignora[rd]?|ignoren|olvida[rd]?|olvide|descarta|desconsidere|esqueca|ignorar|dimentica|ignoriere?n?|ignorieren sie|vergiss|vergessen sie|negeer|vergeet|abaikan|lupakan|kalimutan|balewalain|huwag pansinin|bo qua|quen di|yok say\w{0,4}|gormezden gel\w{0,4}|unut\w{0,4}|z?ignoruj(?:cie)?)\b${G}` +
        String.raw`(?:instructions? (?:precedentes|anterieures|ci-dessus|donnees)|les instructions|vos instructions|tes instructions|consignes|indications|instrucciones|indicaciones|directrices|instrucoes|orientacoes|diretrizes|istruzioni|indicazioni|direttive|anweisungen|instruktionen|befehle|regeln|vorgaben|instructies|aanwijzingen|instruksi|petunjuk|perintah|tagubilin|utos|huong dan|chi dan|talimat\w{0,6}|ce qui precede|lo anterior|quanto sopra|o acima|das obige|alles obige|di atas|sebelumnya|naunang|truoc do|onceki|yukaridaki|precedentes|anteriores|previas|precedenti|vorherigen|bisherigen|aufgabe des (?:nutzers|benutzers|users)|anfrage des (?:nutzers|benutzers)|(?:tutte )?le regole|polecenia|polecen|instrukcje|la (?:tarea|solicitud|peticion|pregunta) del usuario|la (?:demande|tache|question) de l'utilisateur|(?:o pedido|a tarefa|a pergunta) do (?:usuario|utilizador)|la richiesta dell'utente)`,
      "g",
    ),
  },
  {
    id: "override.ml-ignore-and-say",
    category: "override",
    weight: 0.85,
    re: /\b(?:ignora|ignore|ignorez|ignorar|ignoriere|ignorieren sie|ignorate|ignoreer|abaikan|balewalain)\s{1,3}(?:la|le|el|lo|les|los|las|o|a|os|as|il|die|den|das|de|het|the)?\s{0,3}[a-z]{3,16}\s{1,3}(?:y|et|und|e|en|dan|at)\s{1,3}(?:declara|di|dites|dis|indiquez|indique|indica|afirma|diga|sag|sagen sie|geben sie an|gib an|zeg|nyatakan|sabihin|estado)\b/g,
  },
  {
    id: "override.ml-sov",
    gate: ["talimat", "komut", "yonerge", "anweisungen", "instruktionen"],
    category: "override",
    weight: 0.88,
    negatable: true,
    re: /\b(?:onceki|yukaridaki|tum)\s{1,3}(?:talimat|komut|yonerge)\w{0,8}\s{1,3}(?:yok say|gormezden gel|unut)|(?:vorherigen|bisherigen|obigen)\s{1,3}(?:anweisungen|instruktionen)\s{1,3}(?:ignorieren|vergessen)/g,
  },
  {
    id: "override.ml-cyrillic",
    accept: notOtherObject,
    category: "override",
    weight: 0.9,
    negatable: true,
    script: CYRILLIC,
    re: new RegExp(
      String.raw`(?:игнорир|забуд|забыть|не обращай|пренебреги|отбрось)[^.!?\n]{0,50}(?:указани|инструкци|правил|команд|говорил|сказан|выше|предыдущ)` +
        // (round 33: the task or the user's request set aside, "забудьте прежнюю задачу", "игнорируйте просьбу
        // пользователя"; "не забудьте …" is a reminder, its "не" read as Latin "he" where look-alikes are folded)
        String.raw`|(?<!(?:^|[^а-яёА-ЯЁa-zA-Z])[нНhH][еe]\s{1,3})(?:игнорир|забуд|забыть|пренебреги|отбрось)[^.!?\n]{0,30}(?:(?:прежн|исходн|первоначальн|текущ)\S{0,4}\s{1,3}(?:задач|задани|просьб|запрос|поручени)|(?:задач|задани|просьб|запрос)\S{0,3}\s{1,3}пользовател)`,
      "g",
    ),
  },
  {
    id: "override.ml-greek",
    category: "override",
    weight: 0.9,
    negatable: true,
    script: GREEK,
    re: /(?:αγνο|ξεχα)[^.!?\n]{0,50}(?:οδηγ|εντολ|προηγουμεν|προηγούμεν)/g,
  },
  {
    id: "override.ml-cjk",
    accept: notOtherObject,
    category: "override",
    weight: 0.9,
    negatable: true,
    script: CJK,
    re: new RegExp(
      `(?:忽略|无视|忽视|忘记|忘掉|不要理会|不理会|無視|忽略掉)${clause}(?:之前|以前|先前|上面|上述|以上|前面|所有|一切)|(?:之前|以前|先前|上面|上述|以上|前面|事前|これまで|上記|前)の?${g}(?:指令|说明|指示|提示|规则|命令|指図|説明)(?:${HAN_NOUN_END}|${HAN_VERB})${g}(?:忽略|无视|忘记|無視|忘れ)|(?:忽略|无视|忽视|不要理会|無視)${g}(?:用户|用戶|使用者)的?${g}(?:请求|要求|问题|任务|指令|请求)|ユーザーの${g}(?:依頼|指示|質問)を?${g}無視|(?:(?:指示|命令)(?:${HAN_NOUN_END}|${HAN_VERB})|上記|以上)を?${g}(?:無視|忘れて)|(?:이전|${KO_WORD_START}(?:위의?|앞의?)|기존)${g}(?:지시|명령|지침|${KO_WORD_START}것|내용)(?:${KO_NOUN_END})${g}(?:무시|잊)`,
      "g",
    ),
  },
  {
    id: "override.ml-other",
    category: "override",
    weight: 0.88,
    negatable: true,
    script: OTHER,
    re: /(?:تجاهل|انس|تجاهلوا)[^.!?\n]{0,40}(?:التعليمات|الأوامر|السابقة|أعلاه|تعليمات)|(?:अनदेखा|नजरअंदाज|अनदेखी|भूल जा)|(?:อย่าไปสนใจ|ไม่ต้องสนใจ|เพิกเฉย|ลืมคำสั่ง)|(?:উপেক্ষা কর|ভুলে যান)/g,
  },
  {
    id: "authority.ml-mode",
    // a program, site or platform in maintenance mode (service-mode48.ts)
    accept: notServiceMaintenance48,
    gate: ["模式", "modus", "modo", "modalita", "режим", "โหมด", "모드", "モード", "λειτουργία", "mode"],
    category: "authority",
    weight: 0.85,
    script: MIXED,
    re: /<[^<>\n]{0,20}(?:模式|modus|modo|modalita|режим|โหมด|모드|モード|λειτουργία)[^<>\n]{0,12}>|(?:系统|開発者|开发者|システム|管理者|上帝|神|法執行|执法|法強化)[^\n]{0,6}(?:模式|モード)|(?:modo|modus)\s{1,3}(?:sistema|dios|gott|tuhan|desarrollador|entwickler|administrador|mantenimiento|manutencao|override|dewa)|mode\s{1,3}(?:systeme|dieu|developpeur|administrateur)|(?:режим|모드)\s{0,2}(?:бога|разработчика|администратора|시스템|관리자|유지보수)|(?:유지보수|시스템|관리자)\s{0,2}모드|(?:системн\S{0,4}|божеств\S{0,4}|обслуживани\S{0,2})\s{1,3}режим/g,
  },
  {
    id: "authority.ml-identity",
    gate: [
      "soy",
      "je suis",
      "ich bin",
      "sono",
      "sou",
      "aku",
      "ako ay",
      "toi la",
      "sebagai",
      "como",
      "私は",
      "我是",
      "나는",
      "я ",
      "मैं",
    ],
    category: "authority",
    weight: 0.83,
    script: MIXED,
    re: /\b(?:soy dios|je suis dieu|ich bin gott|sono dio|sou deus|aku tuhan|ako ay diyos|toi la chua|soy tu (?:desarrollador|creador)|je suis (?:ton|votre) (?:developpeur|createur)|ich bin (?:dein|ihr) (?:entwickler|schopfer)|sou (?:um|o seu|seu) desenvolvedor|sono il tuo (?:sviluppatore|creatore)|sebagai penciptamu|toi la tong thong|como (?:tu|su) creador)\b|私は(?:神|あなたの(?:開発者|上司|作成者))|我是(?:上帝|神|你的(?:开发者|创造者|老板))|나는 (?:신|당신의 개발자)|я (?:бог|твой разработчик|ваш разработчик|твой создатель)|मैं (?:भगवान|आपका डेवलपर)/g,
  },
  {
    id: "exfil.ml-secret",
    // (a how-to question about one's own password, a FAQ's "Wie setze ich mein Passwort zurück?", password-howto46.ts)
    accept: notPasswordHowTo46,
    gate: [
      "contrasena",
      "mot de passe",
      "passwort",
      "kennwort",
      "senha",
      "parola d'ordine",
      "kata sandi",
      "mat khau",
      "пароль",
      "密码",
      "密碼",
      "パスワード",
      "비밀번호",
      "كلمة المرور",
      "पासवर्ड",
      "cle secrete",
      "clave secreta",
      "chiave segreta",
      "chave secreta",
      "geheimer schlussel",
      "секретный ключ",
      "秘密の鍵",
      "秘密鍵",
      "密钥",
      "비밀 키",
      "saldo",
      "kontostand",
      "solde bancaire",
      "balanse sa bangko",
    ],
    category: "exfiltration",
    weight: 0.8,
    script: MIXED,
    re: /(?:contrasena|mot de passe|passwort|kennwort|senha|parola d'ordine|kata sandi|mat khau|пароль|密码|密碼|パスワード|비밀번호|كلمة المرور|पासवर्ड|cle secrete|clave secreta|chiave segreta|chave secreta|geheimer schlussel|секретный ключ|秘密の鍵|秘密鍵|密钥|비밀 키|saldo bancario|kontostand|solde bancaire|saldo bank|balanse sa bangko)[^\n]{0,60}[?？]|(?:quelle est|cual es|qual e|was ist|wie hoch ist|какой|какой твой|что такое|什么是|是什么|は何|は\?|무엇)[^\n]{0,30}(?:contrasena|mot de passe|passwort|senha|пароль|密码|パスワード|비밀번호|cle secrete|clave secreta|секретный ключ|秘密の鍵|kontostand|saldo)/g,
  },
  {
    id: "exfil.ml-user-location",
    gate: [
      "usuario",
      "utilisateur",
      "benutzer",
      "utente",
      "pengguna",
      "nguoi dung",
      "kullanici",
      "пользовател",
      "用户",
      "ユーザー",
      "사용자",
      "المستخدم",
      "उपयोगकर्ता",
      "ผู้ใช้",
    ],
    category: "exfiltration",
    weight: 0.84,
    script: MIXED,
    re: /(?:\b(?:usuario|utilisateur|benutzer|utente|pengguna|nguoi dung|kullanici)\b|пользовател|用户|ユーザー|사용자|المستخدم|उपयोगकर्ता|ผู้ใช้)[^.!?\n]{0,40}(?:vive|habite|wohnt|mora|vive|tinggal|song|yasi|живет|живёт|住在|住んで|살고|يعيش|रहता|อยู่ที่)|(?:\b(?:donde|ou|wo|onde|dove)\b|где|哪里|どこ|어디|أين)[^.!?\n]{0,30}(?:usuario|utilisateur|benutzer|usuario|utente|пользовател|用户|ユーザー|사용자|المستخدم)/g,
  },
  ...MULTILINGUAL_HIJACK_RULES,
  ...MULTILINGUAL_HIJACK8_RULES,
];

export const MULTILINGUAL_DISCUSSION =
  /(?:攻击|攻撃|漏洞|脆弱性|атак|уязвим|ataque|attaque|angriff|공격|취약|vulnerabilidad|vulnerabilite|schwachstelle|угроз|威胁|脅威|mitigacion|mitigation|инъекци|注入|インジェクション|인젝션|injection de prompt|inyeccion de prompt|prompt-injection)/g;
