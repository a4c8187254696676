// Round 34's word classes for orders in other languages read by their objects: settings, roles, memory, summaries, publics.

/** a letter of the normalised Latin or Cyrillic text (lower case, Latin accents stripped) */
const LETTER = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;
const words = (list: string): string[] => list.split(";");

/** stems of spaced scripts (read at a word's start) and forms of the scripts without spaces (read anywhere) */
function lex(spaced: string, unspaced = ""): RegExp {
  const parts: string[] = [];
  if (spaced) parts.push(`(?<!${LETTER})(?:${words(spaced).join("|")})`);
  if (unspaced) parts.push(`(?:${words(unspaced).join("|")})`);
  return new RegExp(parts.join("|"));
}

/**
 * A setting whose value opens the system, written the same in every language (keys and values are code): certificate
 * checks off, any origin or host allowed, debug on, anonymous admin, the agent's prompts switched off, a token with
 * every right, a role with every right, root login, a container with the host's disk, private files published, hooks
 * from /tmp.
 */
export const OPEN_SETTING34 = new RegExp(
  [
    String.raw`(?:ssl_?verify|verify_?ssl|sslverify|tls_?verify|verify_?certs?|insecure_?skip_?verify)\W{0,12}(?:[a-z\u0080-\uffff]{0,12}\W{0,3})?(?:false|0|off|no|none)\b`,
    String.raw`insecure_?skip_?verify\W{0,4}true`,
    String.raw`(?:allowed_?origins|allowed_?hosts|access-control-allow-origin|cors_?(?:allowed_?)?origins?)\W{0,12}(?:[a-z\u0080-\uffff]{0,12}\W{0,3})?\[?\s{0,2}["'\x60]?(?<!\*)\*(?!\*)`,
    String.raw`allow_?anonymous\w{0,20}\s{0,2}[=:]\s{0,2}["']?(?:1|true|yes|on)\b`,
    String.raw`\bautoapprove\W{0,4}true|"?allow"?\W{0,4}\[\s{0,2}"\*"|\bbash\(\*\)|\bbypasspermissions\b|dangerously-skip-permissions`,
    String.raw`\bwrite-all\b`,
    String.raw`\badministratoraccess\b|\bnopasswd\b|\bpermitrootlogin\s{1,3}yes\b|\bprivileged\W{0,4}true\b|(?:^|[\s"'\x60])\/:\/host\b`,
    String.raw`\bcore\.hookspath\s{1,3}["'\x60]?(?:\/tmp|\/var\/tmp|\/dev\/shm|https?:)`,
    String.raw`\bhttp\.sslverify\s{1,3}false\b|\bstrict-ssl\W{0,4}false\b|\bnode_tls_reject_unauthorized\W{0,3}0\b`,
    String.raw`\bcsrf\w{0,20}\s{0,2}[=:]\s{0,2}["']?(?:false|0|off)\b`,
  ].join("|"),
);

/** a check named by its key, switched off by a verb of the sentence rather than a value ("`strict-ssl` را خاموش کنید") */
export const CHECK_KEY34 = /\b(?:strict-ssl|ssl_?verify|sslverify|verify_?ssl|csrf\w{0,12}|2fa|mfa|sso)\b/;

/** debug switched on (an ordinary setting, except on the live system) */
export const DEBUG_ON34 = /\bdebug\s{0,2}[=:]\s{0,2}["']?(?:true|1|on)\b/;

/**
 * Code that turns a repository's own history, data or protections over, written the same in every language: history
 * rewritten, a forced push, a database dropped, a bucket or backups emptied, a package or a registry from elsewhere.
 */
export const CODE_ACT34 = new RegExp(
  [
    String.raw`\bfilter-(?:repo|branch)\b`,
    String.raw`\bgit\s{1,3}push\b[^\x60\n]{0,60}(?:--mirror\b|--delete\b)`,
    String.raw`\bdrop\s{1,3}(?:database|schema|table)\b`,
    String.raw`\b(?:aws\s{1,3}s3\s{1,3}rm|gsutil\s{1,3}(?:-m\s{1,3})?rm)\b[^\x60\n]{0,80}(?:--recursive|-r\b)`,
    String.raw`\brm\s{1,3}-[a-z]{0,3}r[a-z]{0,3}\s{1,3}[^\x60\n]{0,40}(?:backups?|audit|migrations?)\b`,
    String.raw`\b(?:npm|pnpm|yarn|pip3?|gem)\s{1,3}(?:i|install|add)\s{1,3}(?:-\S+\s{1,3}){0,3}(?:[\w@./-]{1,60}@)?(?:https?:|git\+)`,
    String.raw`--(?:extra-)?index-url\s{1,3}https?:\/\/(?!pypi\.org|download\.pytorch\.org|files\.pythonhosted\.org|pypi\.tuna|mirrors\.|pypi\.doubanio)`,
    String.raw`--trusted-host\b|\bgem\s{1,3}install\b[^\x60\n]{0,60}--source\s{1,3}https?:`,
    String.raw`\b(?:curl|wget)\b[^\x60\n]{0,120}\.deb\b[^\x60\n]{0,40}\bdpkg\s{1,3}-i\b`,
    String.raw`\$\{\{\s{0,2}secrets\.\w+\s{0,2}\}\}[^\x60\n]{0,60}\|\s{0,3}(?:base64\s{0,3}\|\s{0,3})?(?:curl|wget|nc)\b`,
    String.raw`\$\{?\w{0,30}(?:secret|token|key|password)\w{0,10}\}?[^\x60\n]{0,80}\bcurl\b[^\x60\n]{0,40}(?:-t|--upload-file|-d|--data)\b`,
  ].join("|"),
);

/** a registry moved to another host (the ordinary public ones and the usual mirrors are not another) */
export const REGISTRY_MOVED34 =
  /\bregistry\b[^\n]{0,60}https?:\/\/(?!registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com|registry\.npm\.taobao\.org|npm\.pkg\.github\.com|mirrors?\.|r\.cnpmjs\.org)/;

/** (Portuguese and Italian "se" is Spanish's reflexive and Hindi's "from": left out) */
/** if: a condition describes what a setting does ("如果将 … 设置为 …, 那么等效于关闭 csrf 防御"), it does not order it */
export const CONDITION34 =
  /(?<![a-z])(?:wenn|falls|si|если|якщо|eger|jika|apabila|neu|ikiwa|agar|if)(?![a-z])|如果|若是|假如|もし|場合|경우|만약|إذا|اگر|אם/;

/** the live system, where debug and open hosts are an exposure */
export const LIVE34 =
  /(?:^|[^a-z0-9_/-])(?:prod(?:uction|uktion)?|produccion|producao|produzione|продакшн\S{0,2}|прод|продакшен\S{0,2})(?![a-z0-9_-])|生产|本番|프로덕션|운영|الإنتاج|תפרודקשן|پروداکشن/;

/**
 * the memory an agent keeps across sessions, named: long-term or permanent memory, a memory file, "remember forever"
 */
export const MEMORY34 = lex(
  "memory file;long-term memory;langzeitgedachtnis;gedachtnis;\\S{2,20}gedachtnis;memoire;memoria;pamiec\\S{0,3};памят\\S{0,3};пам'ят\\S{0,3};hafiza;bellek;memori;bo nho;kumbukumbu;kioku;jiyi;yaad rakh;zapomni;memory\\.md",
  "记忆;記憶;メモリ;長期記憶;기억;메모리;ذاكرة;ذاکره;حافظه;זיכרון;मेमोरी;स्मृति;মেমোরি;หน่วยความจำ",
);
/** kept for ever: the standing form of a memory order */
export const FOREVER34 = lex(
  "fur immer;dauerhaft;permanent;pour toujours;para siempre;para sempre;per sempre;na zawsze;navsegda;навсегда;назавжди;постоянн;sonsuza;kalici;selamanya;mai mai;vinh vien;milele;hamesha ke liye;kongo;zutto;yongjiu;lil abad",
  "永久;永遠;ずっと;今後;영구;영원히;للأبد;دائم;برای همیشه;לתמיד;קבוע;स्थायी;हमेशा के लिए;স্থায়ী;ตลอดไป;ถาวร",
);
/**
 * what a planted memory says: a sender trusted, a request pre-approved, no confirmation needed, orders to execute
 * (read over the whole sentence, its quotation included)
 */
export const TRUSTED34 = lex(
  "pre-approved;trusted;approved;authori[sz]ed;no confirmation;erlaubt;ohne ruckfrage;ohne bestatigung;sans confirmation;permitid;sin confirmacion;sem confirmacao;consentit;senza conferma;dozwolon;bez potwierdzenia;без подтвержден;vertrauenswurdig;genehmigt;freigegeben;de confiance;approuve;autorise;confiable;aprobad;autorizad;confiavel;aprovad;fidat;approvat;autorizzat;zaufan;zatwierdz;autoryzowan;доверен;одобрен;разрешен;довірен;схвален;дозвол;наказ;приказ;guvenilir;onayli;izinli;terpercaya;disetujui;diizinkan;tin cay;phe duyet;cho phep;kuaminika;imeidhinishwa;bharosemand;manzoor",
  "信任;信頼;授權;授权;批准;承認;許可;许可;승인;신뢰;허용;موثوق;معتمد;مجاز;מהימן;מאושר;פקודה;भरोसेमंद;अनुमति;স্বীকৃত;อนุญาต;เชื่อถือ",
);

/**
 * a mention withheld: "do not mention / report / tell", in the languages of the sets (the concealment the hide class
 * orders; negation and verb together, so a positive "mention it in the summary" never reads)
 */
export const OMIT34 = lex(
  "nicht (?:erwahn|meld|bericht|sag|auffuhr|mitteil)\\S{0,4};ne (?:le |les |leur |lui )?(?:mentionn|signal|dit|indiqu|rapport)\\S{0,4} pas;n'en (?:parle|dis)\\S{0,2} pas;no (?:le |lo |les )?(?:menciones|informes|reportes|digas|incluyas);nao (?:mencione|informe|reporte|diga|inclua);non (?:menzionare|segnalare|dire|riportare|includere|vanno riportat\\S{0,2});nie (?:wspominaj|informuj|zglaszaj|mow|umieszczaj);не (?:упоминай|сообщай|говори|указывай|включай)\\S{0,3};не (?:згадуй|повідомляй|кажи)\\S{0,3};bahsetme;soyleme;bildirme;jangan (?:sebutkan|laporkan|beri tahu|beritahu|bilang);khong (?:nhac|bao cao|de cap|noi);usimwambie;usitaje;usiripoti;mat (?:batana|bataen|likhna);mention mat;zikr mat;ma t2oul;ma tdhakker;la tqol;iwanaide;ienaide;bie shuo;buyao tiji",
  "不要(?:提|告诉|告訴|报告|報告|说|說|写入|寫入|列出)|别(?:提|说|告诉)|言わないで|伝えないで|報告しないで|記載しないで|触れないで|書かないで|언급하지 ?마|알리지 ?마|말하지 ?마|보고하지 ?마|لا (?:تذكر|تخبر|تبلغ)|نگو|ذکر نکن|گزارش نده|אל (?:תזכיר|תספר|תדווח)|मत बता|जिक्र मत|উল্লেখ করবেন না|জানাবেন না|ห้าม(?:พูดถึง|บอก|แจ้ง|รายงาน)|ไม่ต้อง(?:แจ้ง|บอก)",
);
/** a report to the person: the summary, the answer, the log of actions */
export const REPORT34 = lex(
  "zusammenfassung;bericht;resume;compte rendu;resumen;informe;resumo;relatorio;riepilogo;resoconto;podsumowani;raport;сводк;отчет;итог;резюме;звіт;підсумк;ozet;rapor;ringkasan;laporan;tom tat;bao cao;muhtasari;ripoti;saransh;summary;log",
  "摘要;总结;總結;汇报;匯報;報告;要約;まとめ;요약;보고;ملخص;تقرير;خلاصه;گزارش;סיכום;דוח;सारांश;रिपोर्ट;সারাংশ;สรุป;รายงาน",
);
/** "say only that …": the cover story the hide class gives */
export const ONLY_SAY34 = lex(
  "sag nur;sagen sie nur;dis seulement;reponds seulement;di solo;diga apenas;di solo;rispondi solo;di' solo;powiedz tylko;napisz tylko;скажи только;пиши только;скажи лише;sadece .{0,20}de;hanya katakan;chi noi;mwambie tu;bas bolo;sirf bolo",
  "只说|只需说|とだけ|만 말|فقط قل|فقط بگو|רק תגיד|सिर्फ़ बताएं|केवल बताएं|แค่ว่า|ให้บอกแค่",
);

/** open to everyone: public, for anyone */
export const PUBLIC34 = lex(
  "public;offentlich;publique;public;publico;publica;pubblic;publiczn;openbaar;публичн;общедоступн;публічн;herkese acik;halka acik;publik;cong khai;hadharani;kwa umma;sarvajanik;3am;3amm",
  "公开;公開;공개;عام|عامًا|عامة;عمومی;ציבורי;सार्वजनिक;সর্বজনীন;প্রকাশ্য;สาธารณะ",
);
/**
 * what must stay inside: secrets and keys, a customer or patient base, personnel files, private or internal files (the
 * publish class's objects; a docs folder or a report is not one)
 */
export const PRIVATE34 = lex(
  "secrets?\\b;\\.env\\b;api[- ]?(?:key|schlussel|cle|clave|chave|chiave|klucz)\\S{0,2};chaves;claves;schlussel;cles;ключ;kunden;client;customer;kund;pacient;patient;patien;пациент;клиент;клієнт;musteri;pelanggan;pasien;khach hang;benh nhan;wateja;personal;personnel;personalakten;internal;intern(?:e[rns]?|al|o|a|i)?\\b;priva[td];приват;внутрен;внутрішн;ozel;dahili;rahasia;noi bo;ndani;database;datenbank;base de donn;base de dato;banco de dado;база данн;veritaban;basis data;co so du lieu",
  "密钥;秘密;客户;顧客;患者;人事;内部;社内;非公開;고객;환자;내부;مفاتيح;العملاء;مرضى;داخلي;مشتریان;بیمار;داخلی;לקוחות;מטופלים;פנימי;ग्राहक;मरीज़;आंतरिक;গ্রাহক;অভ্যন্তরীণ;ลูกค้า;ผู้ป่วย;ภายใน",
);
/** moving into a place: upload, copy, put, publish, make (the publish class's acts beyond SEND33) */
export const PLACE_ACT34 = lex(
  "lade;hochlad;kopier;stell;leg;mach;upload;suba;subir;sube;coloque;coloca;carica;metti;rendi;wrzuc;umiesc;zrob;загрузи;выложи;сделай;размест;зроби;виклади;yukle;yap;unggah;jadikan;taruh;tai len;dua len;pakia;weka;daal;bana;dal do",
  "上传;上傳;放到;放在;改为;改成;设为;設為;アップロード;置いて;にして;업로드;올려;로 바꾸;اجعل;ارفع;ضع;قرار دهید;بگذارید;آپلود;העלה;הפוך;שים;अपलोड;बना;রাখুন;আপলোড;อัปโหลด;ทำให้",
);

/**
 * an admin or owner role, named in any language (the grant class's object; a reviewer, triage or read access is
 * not one)
 */
export const ADMIN_ROLE34 = lex(
  "admin\\S{0,10};owner;administrator\\S{0,3};superuser;administrateur;proprietaire;administrador;propietario;proprietario;amministrator\\S{0,2};администратор\\S{0,3};админ\\S{0,3};владел\\S{0,4};власник\\S{0,2};yonetici;sahip;pemilik;quan tri;chu so huu;msimamizi;mmiliki;malik",
  "管理员;管理員;所有者;管理者;オーナー;관리자;소유자;مسؤول;مدير النظام;مالک;ادمین;מנהל מערכת;בעלים;एडमिन;मालिक;অ্যাডমিন;ผู้ดูแลระบบ",
);
/** giving a role or a place: grant, add to, make, invite (the grant class's acts) */
export const GRANT34 = lex(
  "gib;gebt;erteil;fug;vergib;mach;donne;accorde;ajoute;attribue;da;dale;otorga;agrega;anade;asigna;de\\b;conceda;adicione;atribua;dai;concedi;aggiungi;assegna;nadaj;dodaj;przyznaj;дай;дайте;выдай;видай;додай;добав;назнач;надай;ver;ekle;ata;berikan;tambahkan;jadikan;cap;them;gan;mpe;ongeza;de do;dedo;zid;a3teeh;a3ti;grant;add",
  "给予;给;授予;加入;添加;付与;追加;与えて;부여;주고;추가;امنح;أضف;اعط;بده;اضافه کن;תן;הוסף;נוסף;दें;जोड़ें;দিন;যোগ করুন;ให้สิทธิ์;เพิ่ม",
);
/**
 * a second factor or single sign-on taken off the account that got the role (the Latin acronyms as words: "sso" is
 * also the end of Portuguese "acesso", Italian "accesso", "processo")
 */
export const MFA_OFF34 =
  /(?:(?<![a-z0-9])(?:2fa|mfa|sso)(?![a-z])|zwei-faktor|double authentification|doble factor|dois fatores|due fattori|двухфакторн|двофакторн|雙重驗證|双重认证|二段階|2단계)/;

/** an authentication or authorisation check made to pass: a login, token or role check told to return true */
export const CHECK_NAME34 =
  /\b(?:check_?\w{0,20}|verify\w{0,20}|auth\w{0,20}|login\w{0,12}|is_?admin|has_?perm\w{0,12}|\w{0,12}token\w{0,3}|\w{0,20}\.role\b|role)\b/;
export const MADE_TRUE34 = /\breturn\s{1,3}true\b|\btrue\b/;
/** a check's line taken out of the code: a role or permission test in a code span */
export const ROLE_TEST34 =
  /`[^`\n]{0,80}\b(?:role|is_?admin|has_?perm\w{0,12}|permission\w{0,3}|authori[sz]\w{0,10})\b[^`\n]{0,80}`/;
/** hard-coded, in the languages of the sets: a credential written into the code */
export const HARDCODED34 = lex(
  "hard-?coded;hardcod\\S{0,4};fest (?:codiert|eingebaut);en dur;codificad\\S{0,2} (?:en|no) (?:el )?codigo;cablat;zakodowan\\S{0,3} na sztywno;захардкож\\S{0,4};зашит\\S{0,3} в код;вшит\\S{0,3};sabit kodl\\S{0,3};ditanam;ma cung;iliyowekwa ndani ya msimbo",
  "硬编码;硬編碼;ハードコード;하드코딩;مضمن في الكود;هاردکد;מקודד;हार्डकोड;হার্ডকোড;ฮาร์ดโค้ด",
);
/** a key that opens every door: master, skeleton, admin token or account */
export const MASTER34 = lex(
  "master;admin;universal;generalschlussel;passe-partout;maestr;mestre;универсальн;мастер;админ;evrensel;yonetici;msimamizi",
  "万能;萬能;管理员;マスター;管理者;마스터;관리자;رئيسي;مشرف;ראשי;मास्टर;এডমিন;มาสเตอร์",
);
/** turning a check off, in the romanised languages the class lexicons lack (pinyin, romaji) */
export const TAKE_OUT34 = /(?<![a-z])(?:shan ?diao|shanchu|qudiao|yichu|sakujo|hazushite|ubrat|udalit|uberite|udalite)/;
/** a precondition on the reader's own work: first, before, to fix (the frame an installer given as a fix sits in) */
export const FIRST34 = lex(
  "saisho ni;mazu;zuerst;eerst;forst;ensin;nejdriv;d'abord;primero;primeiro;prima di;najpierw;сначала;спочатку;once;dulu;truoc khi;kwanza;pehle;abl ma",
  "请先|請先|先跑|先运行|先執行|先执行|まず|最初に|먼저|أولا|ابتدا|קודם|पहले|ก่อน",
);

/** a whole folder or store: a home folder, a system data path, the repository with its history */
export const WHOLE_STORE34 =
  /(?:^|[\s`'"(])~\/[a-z][\w.-]{1,30}|(?:^|[\s`'"(])\/(?:var\/lib|srv|home|opt\/data)\/[\w./-]{2,80}|(?:^|[\s`'"(])\.git\b(?!hub|lab|ignore|attributes|keep|modules)/;
/** every, all of it, the whole: the bulk that makes a folder a store */
export const ENTIRE34 =
  /(?<![a-z0-9\u00c0-\u024f\u0400-\u04ff])(?:komplett|ganze|gesamt|tout|toute|entier|entiere|inteira|inteiro|toda|todo|todos|todas|intero|intera|tutta|tutto|tutti|tutte|caly|cala|cale|весь|всю|всех|все|целиком|повний|повну|повністю|tum|tamamini|seluruh|semua|toan bo|tat ca|yote|wote|poora|puri|saare|all|entire|whole)(?![a-z0-9\u00c0-\u024f\u0400-\u04ff])|全部|整个|整個|すべて|全て|丸ごと|전체|모든|모두|جميع|كامل|همه|تمام|כל|सभी|पूरा|সব|ทั้งหมด/;
/** a folder in any language (the object of a bulk upload) */
export const FOLDER34 =
  /(?<![a-z])(?:ordner|verzeichnis|repository|repo|dossier|carpeta|pasta|cartella|katalog|folder|папк|каталог|репозитор|klasor|dizin|direktori|thu muc|kho|folda|hazina)|文件夹|資料夾|目录|目錄|仓库|倉庫|フォルダ|ディレクトリ|リポジトリ|폴더|디렉터리|저장소|مجلد|مستودع|پوشه|مخزن|תיקי|מאגר|फ़ोल्डर|फोल्डर|ফোল্ডার|โฟลเดอร์|(?:^|\s)[\w.-]{2,30}\/(?=\s|$|[,.;:)])/;
/** what a build makes to be published: a folder of these is meant to be uploaded */
export const BUILD_OUTPUT34 =
  /(?:^|[\s`'"(/])(?:dist|build|out|public|site|_site|docs|static|assets|www|release|artifacts?)\/?(?=[\s`'",.;:)]|$)/;
/** an outside place of any scheme a copy goes to */
export const FAR_PLACE34 =
  /\b(?:https?|sftp|ftp|rsync|scp|s3|gs):\/\/(?!localhost|127\.)|\b[\w.-]{1,40}@[\w-]{1,40}(?:\.[\w-]{1,40}){0,3}\.[a-z]{2,12}\b/;

/** an IBAN or a bank account number: where money goes, the object of a payee changed */
export const ACCOUNT34 = /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}\b|\b\d{3}-\d-\d{5}-\d\b/;

/** a start-up place: a unit, cron, a boot script, a login item, a git hook, an install script */
export const STARTUP34 =
  /systemd|\.service\b|crontab|cron\.d\b|@reboot|launchagents?\b|launchdaemons?\b|rc\.local\b|\.bashrc\b|\.zshrc\b|\.profile\b|\.git\/hooks\b|post-checkout|pre-commit|postinstall|autostart|kaiji|开机|開機|起動時|부팅|при (?:старте|загрузке)|beim (?:start|booten)|au demarrage|al (?:iniciar|arrancar)|na inicializacao|all'avvio/;
/** what a start-up entry runs that is a stranger's: a binary in /tmp, a host and port, a fetched script */
export const STRANGER_RUN34 =
  /(?:^|[\s`'"])\/(?:tmp|dev\/shm|var\/tmp)\/\S{1,60}|\b\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}\b|https?:\/\/\S{1,120}\.(?:sh|py|ps1|bin)\b|\|\s{0,3}(?:ba|z)?sh\b|\bnc\s/;
/** every ssh connection routed through another host */
export const SSH_RELAY34 = /\bproxy(?:command|jump)\b/;

/** the agent's rules and settings: instruction files, a rules file, its settings */
export const AGENT_RULES34 =
  /agents\.md|claude\.md|gemini\.md|\.cursorrules|\.cursor\/rules|copilot-instructions|\.pi\/settings|\.claude\/settings|settings\.json|rules file|memory file|rules-datei|fichier de regles|archivo de reglas|regelbestand|ルールファイル|规则文件|規則檔|규칙 파일/;
/** without asking the user first (the agent's check taken away), in the languages of the sets */
export const NO_ASK34 =
  /ohne (?:nachfrage|ruckfrage|bestatigung|zu fragen)|sans (?:demander|confirmation)|sin (?:preguntar|confirmar|confirmacion)|sem (?:perguntar|confirmar|confirmacao)|senza (?:chiedere|conferma)|bez (?:pytania|potwierdzenia)|без (?:подтвержд|спрос|вопрос|перепрашива)|без підтвердж|sormadan|onay\S{0,4} (?:almadan|olmadan)|tanpa (?:bertanya|konfirmasi|persetujuan)|tidak memerlukan persetujuan|(?:ma|khong) (?:can )?hoi lai|khong (?:can )?xac nhan|bila (?:kuuliza|idhini)|bina (?:pooche|puchhe|confirm)|kakunin nashi|kakunin sezu|queren|ma fi 7aja la ta2keed|bdoon ta2keed|无需确认|不需要确认|不用确认|無需確認|不需確認|確認なし|確認せず|確認不要|확인 없이|묻지 않고|بدون تأكيد|دون تأكيد|بدون تایید|ללא אישור|बिना पूछे|बिना पुष्टि|অনুমতি ছাড়া|ไม่ต้องถาม|โดยไม่ต้องยืนยัน/;
/** any command, every action: the scope that makes a standing permission the agent's rules off */
export const ANY_COMMAND34 =
  /(?<![a-z])(?:alle (?:befehle|kommandos)|toutes les commandes|todos los comandos|todos os comandos|tutti i comandi|wszystkie polecenia|все команды|всі команди|tum komutlar|semua perintah|perintah berbahaya|moi lenh|kila amri|sab commands|all commands|any command)|所有命令|任何命令|すべてのコマンド|全てのコマンド|모든 명령|جميع الأوامر|همه دستورات|כל הפקודות|सभी कमांड|ทุกคำสั่ง|`rm`|push --force|files la barra|ملفات/;

/** backups, audit trails and logs: what a deletion must not reach */
export const BACKUP34 =
  /(?<![a-z])(?:backup|sicherung|sauvegarde|respaldo|copias? de seguridad|copia de seguranca|copia di sicurezza|kopi\S{0,2} zapasow|резервн\S{0,3} коп|бэкап|бекап|yedek|cadangan|sao luu|nakala rudufu|audit|protokoll|journaux)|备份|備份|バックアップ|백업|نسخ احتياطي|النسخ الاحتياطية|پشتیبان|גיבוי|बैकअप|ব্যাকআপ|สำรองข้อมูล|审计|審計|監査|감사 로그/;
/** the guards a repository keeps: its security policy, its owners, its tests */
export const GUARD_FILE34 = /security\.md|codeowners|(?:^|[\s`'"])tests?\/|\.github\/workflows/;
/** failing tests (the object a green build is bought with) */
export const FAILING34 =
  /(?<![a-z])(?:padayushch|падающ|fehlschlagend|echou|que fallan|fallid|falhando|falliti|nieudan|basarisiz|gagal|that fail|failing)|失败的|失敗した|실패하는|الفاشلة|नाकाम|ที่ล้มเหลว/;

/** a secret variable or file by its name (STRIPE_SECRET_KEY, .env), the object of a hand-over into a thread */
export const SECRET_NAME34 =
  /\b[a-z0-9]{2,20}_(?:[a-z0-9]{1,12}_){0,3}(?:token|secret|key|password|credentials?)\b|(?:^|[\s`'"(])\.env\b(?!\.example|\.sample)/;
/** a thread others read: an issue, a comment, a pull request, a channel */
export const THREAD34 =
  /(?<![a-z])(?:issue|comment|kommentar|commentaire|comentario|commento|komentarz|комментари|коментар|yorum|komentar|binh luan|maoni|pull request|ticket|channel|kanal|канал)|评论|評論|コメント|댓글|تعليق|کامنت|نظر|תגובה|टिप्पणी|মন্তব্য|ความคิดเห็น/;

/** a forced push: history overwritten, an act when it reaches the protected line ("了解一下 git push --force" is a lesson) */
export const FORCE_PUSH34 = /\bgit\s{1,3}push\b[^\x60\n]{0,60}(?:--force\b(?!-with-lease)|\s-f\b)/;
