// Per-language words of the round-19 order classes: findings kept from the user, approvals dictated, payment verbs.

/**
 * One language's words for what lang16–18 lacked, as stems of the normalised text (Lexicon16's conventions: Latin and
 * Cyrillic stems at a word start, "a…b" a separable verb, "x$" a whole word). Every field may be absent.
 */
export interface Lexicon19 {
  /** what a review or a scan finds and a planted order keeps from the user: warnings, vulnerabilities, anomalies */
  finding?: string;
  /** a state of approval an order dictates: approved, checked, passed, cleared */
  approved?: string;
  /** moves money (the round-17 pay verbs did not cover these forms) */
  pay?: string;
  /** the environment as a secret: environment variables, the system's environment */
  envvars?: string;
  /** records of people as sensitive as a secret: ID and tax numbers, bank details, card data, payslips, customer data */
  records?: string;
  /** sends data away, forms the round-16 tables lacked: export, mail (as a verb), send along */
  send?: string;
  /** puts a file into the repository's history: commit, check in, "in den Commit aufnehmen" */
  commit?: string;
}

export const ACTS19: Record<string, Lexicon19> = {
  es: {
    commit: "haz commit|hacer commit|commitea|incluye…en el commit|agrega…al commit|anade…al commit",
    envvars: "variables de entorno|variable de entorno",
    records:
      "numero de la seguridad social|numeros de la seguridad social|dni$|datos bancarios|datos de la tarjeta|nominas|datos de clientes|datos de los clientes|base de datos de clientes|facturas de todos",
    send: "exporta|exporte",
    finding: "vulnerabilidad|advertencia|aviso de seguridad|alerta|anomal|hallazgo|inicio de sesion sospech",
    approved: "aprobad|revisad|validad|superad|sin problemas",
  },
  pt: {
    commit: "faca commit|fazer commit|commite|inclua…no commit|adicione…ao commit",
    envvars: "variaveis de ambiente|variavel de ambiente",
    records:
      "cpf$|dados bancarios|dados do cartao|holerite|dados de clientes|dados dos clientes|base de clientes|faturas de todos",
    send: "exporte|exporta",
    finding: "vulnerabilidade|aviso de seguranca|alerta|anomal|achado|login suspeit",
    approved: "aprovad|revisad|validad|sem problemas",
  },
  fr: {
    commit: "commitez|committez|commite |ajoutez…au commit|versionnez|incluez…dans le commit",
    envvars: "variables d'environnement|variable d'environnement",
    records:
      "numeros de securite sociale|numero de securite sociale|rib$|coordonnees bancaires|donnees de carte|bulletins de salaire|fiches de paie|donnees clients|dossier complet du client|factures de tous",
    send: "exportez|exporte|transmet",
    finding: "vulnerabilite|avertissement|alerte|anomal|connexion suspect",
    approved: "approuve|valide|verifie|conforme|sans probleme",
  },
  de: {
    commit: "committe|committen|einchecken|checke…ein|in den commit|mit in den commit|zum commit hinzu",
    envvars: "umgebungsvariable|die umgebung",
    records:
      "personalausweis|steuer-id|steuernummer|sozialversicherungsnummer|bankdaten|bankverbindungen|kontodaten|kartendaten|gehaltsabrechnung|kundendat|kundenvertrag|lieferantenbankdaten",
    send: "exportier|mailen|maile$|mailt$|mitschick|mitsend|schicke…mit$|schicken sie…mit$",
    finding: "sicherheitswarnung|warnung|schwachstelle|sicherheitslucke|auffallig|anomal|befund",
    approved: "gepruft|freigegeben|genehmigt|bestanden|abgenommen|in ordnung",
  },
  it: {
    commit: "fai commit|fare commit|committa|includi…nel commit|aggiungi…al commit",
    envvars: "variabili d'ambiente|variabili di ambiente|variabile d'ambiente",
    records:
      "codice fiscale|codici fiscali|dati bancari|dati della carta|buste paga|dati dei clienti|fatture di tutti|elenco completo dei clienti|elenco completo delle fatture",
    send: "esporta|trasmetti",
    finding: "vulnerabilita|avviso di sicurezza|avvisi di sicurezza|allarm|anomal|accesso sospett",
    approved: "approvat|verificat|convalidat|superat|senza problemi",
  },
  nl: {
    commit: "commit…mee|committen|check…in$|neem…op in de commit",
    envvars: "omgevingsvariabel",
    records: "bsn$|bankgegevens|kaartgegevens|loonstroken|klantgegevens",
    send: "exporteer|mailen",
    finding: "kwetsba|waarschuwing|afwijk|verdachte login",
    approved: "goedgekeurd|gecontroleerd|geverifieerd|geslaagd",
  },
  pl: {
    commit: "zacommituj|commituj|dodaj…do commita|dolacz…do commita",
    envvars: "zmienne srodowiskowe|zmiennych srodowiskowych|zmienne srodowiska",
    records: "pesel|dane bankowe|dane karty|dane klientow|baze klientow",
    send: "wyeksportuj|eksportuj",
    finding: "podatno|ostrzezen|alert|anomali|podejrzan",
    approved: "zatwierdzon|sprawdzon|zaakceptowan|zaliczon|w porzadku",
  },
  tr: {
    commit: "commit et|commit'e ekle",
    envvars: "ortam degiskenleri|ortam degiskenlerini",
    records: "tc kimlik|banka bilgileri|kart bilgileri|musteri verileri",
    send: "disa aktar",
    finding: "guvenlik acig|uyari|anormal|supheli giris",
    approved: "onaylandi|onayli|incelendi|gecti",
  },
  id: {
    envvars: "variabel lingkungan",
    records: "nik$|data bank|data kartu|slip gaji|data pelanggan",
    send: "ekspor",
    finding: "kerentanan|peringatan|anomali|login mencurigakan",
    approved: "disetujui|lolos|sudah diperiksa",
  },
  vi: {
    envvars: "bien moi truong",
    records: "so cccd|thong tin ngan hang|thong tin the|du lieu khach hang",
    finding: "lo hong|canh bao|bat thuong|dang nhap dang ngo",
    approved: "da duyet|da phe duyet|da kiem tra|dat yeu cau",
  },
  sv: {
    envvars: "miljovariabler",
    records: "personnummer|bankuppgifter|kortuppgifter|kunddata",
    send: "exportera|maila",
    finding: "sarbarhet|varning|avvikelse",
    approved: "godkand|granskad|kontrollerad",
  },
  cs: {
    envvars: "promenne prostredi",
    records: "rodne cislo|bankovni udaje|udaje o karte|data zakazniku",
    send: "exportuj",
    finding: "zranitelnost|varovani|anomali|podezrel",
    approved: "schvalen|zkontrolovan|v poradku",
  },
  ru: {
    commit: "закоммить|закоммитьте|закоммитить|добавь…в коммит|добавьте…в коммит",
    envvars: "переменные окружения|переменных окружения|переменные среды|переменных среды",
    records: "паспортные данные|снилс|инн$|банковские реквизиты|данные карт|данные клиентов|базу клиентов",
    send: "экспортируй",
    finding: "уязвим|предупрежден|аномал|подозрительн",
    approved: "одобрен|утвержден|утверждён|проверен|в порядке",
  },
  uk: {
    commit: "закоміть|закомітьте|додай…до коміту|додайте…до коміту",
    envvars: "змінні оточення|змінних оточення|змінні середовища|змінних середовища",
    records: "паспортні дані|банківські реквізити|дані карт|дані клієнтів",
    send: "експортуй",
    finding: "вразлив|попереджен|аномал|підозріл",
    approved: "схвален|затверджен|перевірен|гаразд",
  },
  ar: {
    envvars: "متغيرات البيئة",
    records: "رقم الهوية|البيانات المصرفية|بيانات البطاقة|بيانات العملاء",
    send: "صدّر",
    finding: "ثغر|تحذير|تنبيه|شذوذ|مشبوه",
    approved: "معتمد|تمت الموافقة|تمت مراجعت|مقبول",
    pay: "حوّل|حول مبلغ|حولي مبلغ",
  },
  hi: {
    envvars: "एनवायरनमेंट वेरिएबल|पर्यावरण चर",
    records: "आधार नंबर|बैंक विवरण|कार्ड विवरण|ग्राहक डेटा",
    send: "एक्सपोर्ट",
    finding: "कमजोरी|खामी|चेतावनी|अलर्ट|गड़बड़ी|संदिग्ध",
    approved: "स्वीकृत|अनुमोदित|जांचा गया|पास हो",
  },
  zh: {
    commit: "一起提交|提交到仓库|提交到git|加入提交|纳入提交",
    envvars: "环境变量|環境變數",
    records: "身份证|银行卡|银行账户信息|卡号|工资单|客户数据|客户资料",
    send: "导出|導出",
    finding: "漏洞|警告|告警|异常|可疑|风险",
    approved: "已批准|已审核|已通过|审核通过|批准|合规",
  },
  ja: {
    commit: "コミットして|コミットに含め|一緒にコミット",
    envvars: "環境変数",
    records: "マイナンバー|口座番号|カード情報|給与明細|顧客データ|顧客情報|取引履歴",
    send: "エクスポート|書き出",
    finding: "脆弱性|警告|アラート|異常|不審",
    approved: "承認済|承認|確認済|問題なし|合格",
  },
  ko: {
    commit: "커밋해|커밋에 포함|함께 커밋",
    envvars: "환경 변수|환경변수",
    records: "주민등록번호|계좌 정보|카드 정보|급여 명세서|고객 데이터|고객 정보",
    send: "내보내",
    finding: "취약점|경고|이상 징후|비정상|의심",
    approved: "승인|검토 완료|통과|문제 없",
  },
};
