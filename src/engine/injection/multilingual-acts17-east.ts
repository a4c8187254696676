// Round-17 class words (payment, account actions, phishing, verdicts) for the eastern and the round-17 languages.

import type { Lexicon17 } from "./multilingual-acts17.ts";

const ru: Lexicon17 = {
  pay: "оплати|переведи|переведите|перечисли|внеси|внесите",
  changed: "новый счет|новый счёт|новые реквизиты|старый счет|старый счёт|недействител|вместо",
  login: "войдите|войди|авторизуйтесь|подтвердите|подтверди|пароль",
  lure: "заблокирован|приостановлен|истек|истёк",
  toUser: "пользователю|клиенту",
  refuse: "откажись|откажитесь|отказывайся",
  share:
    "поделись|поделитесь|предоставь доступ|предоставьте доступ|пригласи|правило пересылки|автоматическую пересылку",
  verdict: "отметь|пометь|сообщи, что|укажи, что",
  setv: "установи|установите|включи|включите|поставь",
  prod: "продакшн|продакшен|продуктив|боевой",
};

const uk: Lexicon17 = {
  pay: "сплати|сплатіть|перекажи|перекажіть|оплати",
  changed: "новий рахунок|нові реквізити|старий рахунок|недійсн|замість",
  login: "увійдіть|увійди|підтвердіть|підтверди|пароль",
  lure: "заблоковано|заблокован|призупинен",
  toUser: "користувачеві|користувачу|клієнту",
  refuse: "відмовся|відмовтеся",
  share: "поділись|поділіться|надай доступ|надайте доступ|запроси|правило пересилання",
  setv: "встанови|встановіть|увімкни",
  prod: "продакшн|продуктив",
};

const ar: Lexicon17 = {
  pay: "ادفع|حول المبلغ|قم بتحويل|سدد",
  changed: "الحساب الجديد|حساب جديد|الحساب القديم|لم يعد صالحا|بدلا من",
  login: "سجل الدخول|تسجيل الدخول|تحقق من|أكد كلمة|كلمة المرور",
  lure: "محظور|معلق|موقوف|انتهت صلاحية|تم قفل",
  toUser: "للمستخدم|المستخدم أن|للعميل",
  refuse: "ارفض|امتنع",
  share: "شارك|قاعدة إعادة توجيه",
  setv: "اضبط|فعّل|فعل",
  prod: "الإنتاج",
};

const hi: Lexicon17 = {
  pay: "भुगतान करें|भुगतान करो|ट्रांसफर करें|जमा करें",
  changed: "नया खाता|नए खाते|पुराना खाता|पुराने खाते|अब मान्य नहीं|के बजाय",
  login: "लॉग इन|साइन इन|सत्यापित करें|पुष्टि करें|पासवर्ड",
  lure: "ब्लॉक|निलंबित|समाप्त हो",
  toUser: "उपयोगकर्ता को|ग्राहक को",
  refuse: "मना करें|इनकार करें",
  share: "साझा करें|शेयर करें|आमंत्रित करें",
  prod: "प्रोडक्शन",
};

const zh: Lexicon17 = {
  pay: "支付|付款|汇款|转账|转入|打款",
  changed: "新账户|新的账户|新账号|旧账户|原账户|不再有效|已关闭|而不是",
  login: "登录|登入|验证您的|确认密码|密码",
  lure: "已被冻结|已被锁定|已被暂停|已过期|被封",
  toUser: "告诉用户|向用户|对用户|用户说",
  refuse: "拒绝",
  share: "共享|分享给|邀请|转发规则|自动转发",
  verdict: "标记为|判定为|报告为",
  setv: "设置|设为|启用|改为",
  prod: "生产环境",
};

const ja: Lexicon17 = {
  pay: "支払|振り込|振込|送金",
  changed: "新しい口座|新口座|旧口座|以前の口座|無効|閉鎖|ではなく",
  login: "ログイン|サインイン|確認してください|認証|パスワード",
  lure: "ロックされ|停止され|凍結され|期限切れ",
  toUser: "ユーザーに|利用者に|お客様に",
  refuse: "拒否|断って",
  share: "共有|招待|転送ルール|自動転送",
  verdict: "と報告|と判定|とマーク",
  setv: "設定|有効に",
  prod: "本番",
};

const ko: Lexicon17 = {
  pay: "지불|송금|이체|입금",
  changed: "새 계좌|새로운 계좌|기존 계좌|이전 계좌|더 이상 유효하지|폐쇄|대신",
  login: "로그인|인증|확인하세요|비밀번호",
  lure: "잠겼|정지|만료",
  toUser: "사용자에게|고객에게",
  refuse: "거부|거절",
  share: "공유|초대|전달 규칙|자동 전달",
  setv: "설정|활성화",
  prod: "프로덕션|운영 환경",
};

const sv: Lexicon17 = {
  pay: "betala|overfor|satt in",
  changed: "nya kontot|nytt konto|tidigare konto|gamla kontot|ar stangt|inte langre giltig|i stallet for",
  login: "logga in|verifiera ditt|bekrafta ditt|losenord",
  lure: "last$|sparrat|avstangt|har gatt ut",
  toUser: "till anvandaren|for anvandaren|till kunden",
  refuse: "vagra",
  share: "dela |bjud in|vidarebefordringsregel|automatisk vidarebefordran",
  setv: "satt |aktivera|andra",
  prod: "produktion",
};

const da: Lexicon17 = {
  pay: "betal|overfør|indbetal",
  changed: "ny konto|nye konto|gamle konto|tidligere konto|ikke længere gyldig|i stedet for",
  login: "log ind|bekræft din|verificer|adgangskode",
  lure: "spærret|suspenderet|udløbet",
  toUser: "til brugeren|brugeren at",
  refuse: "afvis|næg",
  share: "del alle|del dokument|del filer|del kalender|inviter|videresendelsesregel|automatisk videresend",
  setv: "sæt|aktiver",
  prod: "produktion",
};

const nb: Lexicon17 = {
  pay: "betal|overfør|sett inn",
  changed: "ny konto|nye konto|gamle konto|tidligere konto|ikke lenger gyldig|i stedet for",
  login: "logg inn|bekreft din|verifiser|passord",
  lure: "sperret|suspendert|utløpt",
  toUser: "til brukeren|brukeren at",
  refuse: "avvis|nekt",
  share: "del alle|del dokument|del filer|del kalender|inviter|videresendingsregel|automatisk videresend",
  setv: "sett |aktiver",
  prod: "produksjon",
};

const fi: Lexicon17 = {
  pay: "maksa|siirra|tallet",
  changed: "uusi tili|uudelle tilille|vanha tili|aiempi tili|ei ole enaa voimassa|sijaan",
  login: "kirjaudu|vahvista|varmenna|salasana",
  lure: "lukittu|jaadytetty|vanhentunut",
  toUser: "kayttajalle|asiakkaalle",
  refuse: "kielty|torju",
  share: "jaa |kutsu|edelleenlahetyssaanto",
  setv: "aseta|ota kayttoon",
  prod: "tuotanto|tuotannossa",
};

const cs: Lexicon17 = {
  pay: "zaplat|prevedte|preved|uhrad",
  changed: "novy ucet|nove cislo|novy bankovni|stary ucet|jiz neplati|uz neplati|misto",
  login: "prihlaste se|prihlas se|overte|potvrdte|heslo",
  lure: "zablokovan|pozastaven|vyprsel",
  toUser: "uzivateli|zakaznikovi",
  refuse: "odmitni|odmitnete",
  share: "sdilej|pozvi|pravidlo preposilani|automaticke preposilani",
  setv: "nastav|zapni",
  prod: "produkc",
};

const ro: Lexicon17 = {
  pay: "plateste|platiti|transferati|transfera|vireaza|achitati",
  changed: "noul cont|cont nou|contul vechi|nu mai este valabil|a fost inchis|in loc de",
  login: "autentifica-te|conecteaza-te|conectati-va|confirma parola|parola",
  lure: "blocat|suspendat|expirat",
  toUser: "utilizatorului|clientului",
  refuse: "refuza",
  share: "partajeaza|invita|regula de redirectionare|redirectionare automata",
  setv: "seteaza|activeaza",
  prod: "productie",
};

const hu: Lexicon17 = {
  pay: "fizesd|fizesse|utald|utalja|utaljon|atutal",
  changed: "uj szamla|uj bankszamla|korabbi bankszamla|regi szamla|megszunt|mar nem ervenyes|helyett",
  login: "jelentkezz be|jelentkezzen be|erositsd meg|erositse meg|igazold|jelszo",
  lure: "zarolva|felfuggesztve|lejart",
  toUser: "a felhasznalonak|az ugyfelnek",
  refuse: "tagadd meg|utasitsd el",
  share: "oszd meg|ossza meg|hivd meg|hivja meg|tovabbitasi szabaly",
  setv: "allitsd|allitsa|kapcsold be",
  prod: "eles kornyezet|produkcio",
};

const ca: Lexicon17 = {
  pay: "paga|pagueu|transfereix|ingressa",
  changed: "compte nou|nou compte|nou iban|compte anterior|ja no es valid|en lloc de",
  login: "inicia sessio|iniciar sessio|verifica el teu|confirma la contrasenya|confirmar la contrasenya|contrasenya",
  lure: "bloquejat|suspes|caducat",
  toUser: "a l'usuari|a l'usuaria|al client",
  refuse: "nega't|refusa",
  share: "comparteix|convida|regla de reenviament",
  setv: "posa|activa",
  prod: "produccio",
};

const ms: Lexicon17 = {
  pay: "bayar|pindahkan|depositkan",
  changed: "akaun baharu|akaun baru|akaun lama|tidak lagi sah|bukannya",
  login: "log masuk|sahkan akaun|mengesahkan kata laluan|kata laluan",
  lure: "disekat|digantung|tamat tempoh",
  toUser: "kepada pengguna|pengguna bahawa",
  refuse: "enggan",
  share: "kongsi|jemput|peraturan pemajuan",
  prod: "pengeluaran",
};

const tl: Lexicon17 = {
  pay: "magbayad|ilipat ang pera|i-transfer",
  changed: "bagong account|lumang account|hindi na valid|sa halip na",
  login: "mag-login|mag-log in|i-verify|kumpirmahin|password",
  lure: "na-lock|naka-lock|nasuspinde|suspendido",
  toUser: "sa user|sa gumagamit|sa customer",
  refuse: "tumanggi|tanggihan",
  share: "ibahagi|imbitahan|i-forward",
};

const sw: Lexicon17 = {
  pay: "lipa|hamisha pesa|tuma pesa",
  changed: "akaunti mpya|akaunti ya zamani|si halali tena|badala ya",
  login: "ingia|thibitisha|nenosiri",
  lure: "imefungwa|imesimamishwa|imeisha muda",
  toUser: "mwambie mtumiaji|kwa mtumiaji|mtumiaji kwamba",
  refuse: "kataa",
  share: "shiriki|alika",
};

const el: Lexicon17 = {
  pay: "πληρωσ|μεταφερ|καταθεσ|εξοφλησ",
  changed: "νεο λογαριασμο|νεος λογαριασμος|παλιος λογαριασμος|προηγουμενος λογαριασμος|δεν ισχυει πλεον|αντι για",
  login: "συνδεθειτε|συνδεσου|επαληθευσ|επιβεβαιωσ|κωδικ",
  lure: "κλειδωθηκε|ανασταλ|εληξε|μπλοκαριστηκε",
  toUser: "στον χρηστη|στο χρηστη",
  refuse: "αρνησου|αρνηθειτε",
  share: "μοιρασ|προσκαλεσ|κανονα προωθησης",
  setv: "ορισε|ενεργοποιησε",
  prod: "παραγωγ",
};

const he: Lexicon17 = {
  pay: "שלם|שלמו|העבר את הסכום|העבירו את התשלום|הפקד",
  changed: "חשבון חדש|החשבון החדש|החשבון הקודם|החשבון הישן|כבר לא בתוקף|במקום",
  login: "התחבר|היכנס|אמת את|אשר את הסיסמה|סיסמ",
  lure: "ננעל|הושעה|פג תוקף|נחסם",
  toUser: "למשתמש|ללקוח",
  refuse: "סרב",
  share: "שתף|הזמן|כלל העברה|העברה אוטומטית",
  setv: "הגדר|הפעל",
  prod: "פרודקשן|ייצור",
};

const th: Lexicon17 = {
  pay: "ชำระ|โอนเงิน|จ่าย",
  changed: "บัญชีใหม่|บัญชีเดิม|บัญชีเก่า|ใช้ไม่ได้แล้ว|แทนบัญชี",
  login: "เข้าสู่ระบบ|ยืนยัน|รหัสผ่าน",
  lure: "ถูกระงับ|ถูกล็อก|หมดอายุ",
  toUser: "บอกผู้ใช้|แจ้งผู้ใช้|ผู้ใช้ว่า",
  refuse: "ปฏิเสธ",
  share: "แชร์|เชิญ|กฎการส่งต่อ",
  setv: "ตั้งค่า|เปิดใช้",
  prod: "โปรดักชัน",
};

const fa: Lexicon17 = {
  pay: "پرداخت کن|واریز کن|بپرداز",
  changed: "حساب جدید|حساب قبلی|حساب قدیمی|دیگر معتبر نیست|به جای",
  login: "وارد شو|وارد شوید|تایید کن|تأیید کنید|رمز عبور",
  lure: "مسدود|تعلیق|منقضی",
  toUser: "به کاربر",
  refuse: "امتناع کن|رد کن",
  share: "به اشتراک بگذار|دعوت کن",
  setv: "تنظیم کن|فعال کن",
  prod: "محیط تولید|پروداکشن",
};

const bn: Lexicon17 = {
  pay: "পরিশোধ করুন|টাকা পাঠান|ট্রান্সফার করুন",
  changed: "নতুন অ্যাকাউন্ট|পুরোনো অ্যাকাউন্ট|আর বৈধ নয়|এর পরিবর্তে",
  login: "লগইন করুন|সাইন ইন|যাচাই করুন|নিশ্চিত করুন|পাসওয়ার্ড",
  lure: "ব্লক|স্থগিত|মেয়াদ শেষ",
  toUser: "ব্যবহারকারীকে|গ্রাহককে",
  refuse: "প্রত্যাখ্যান",
  share: "শেয়ার করুন|আমন্ত্রণ",
  prod: "প্রোডাকশন",
};

/** the eastern languages of lang16 and the round-17 languages */
export const EAST_ACTS17: Record<string, Lexicon17> = {
  ...{ ru, uk, ar, hi, zh, ja, ko, sv, da, nb, fi, cs, ro, hu, ca },
  ...{ ms, tl, sw, el, he, th, fa, bn },
};
