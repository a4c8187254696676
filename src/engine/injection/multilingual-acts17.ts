// Per-language words of the round-17 order classes: payment to a changed account, account actions, phishing, verdicts.

/**
 * One language's words for the classes lang16 left out, as stems of the normalised text (the same conventions as
 * Lexicon16: Latin and Cyrillic stems at a word start, "a…b" a separable verb, "x$" a whole word).
 */
export interface Lexicon17 {
  /** moves money: pay, wire, transfer, deposit */
  pay: string;
  /** the account is another than before: a new account, the old one closed, "instead of" */
  changed: string;
  /** what a phishing page asks: log in, verify the account, confirm the password */
  login: string;
  /** the lure that makes a user log in: the account blocked, suspended, locked, expired */
  lure: string;
  /** the user named in the third person, as an agent's instructions name them: "tell the user", "to the user" */
  toUser: string;
  /** refuse the task the user gave */
  refuse: string;
  /** gives someone a share of the user's things: share, invite, a forwarding rule */
  share: string;
  /** a verdict given: report, mark, classify (answer steering without a "tell") */
  verdict?: string;
  /** sets a value: set, put, enable, change (config sabotage) */
  setv?: string;
  /** the production environment */
  prod?: string;
}

const es: Lexicon17 = {
  pay: "paga|pague|transfiere|transfiera|abona|abone|ingresa|ingrese|deposita|deposite",
  changed: "nueva cuenta|nuevo iban|nuevos datos|cuenta anterior|ya no es valida|ya no esta activa|en lugar de|cerrada",
  login: "inicia sesion|inicie sesion|iniciar sesion|verifica tu|verifique su|confirma tu|confirme su|contrasena",
  lure: "bloquead|suspendid|caducad|desactivad|comprometid",
  toUser: "al usuario|a la usuaria|al cliente",
  refuse: "niegate|negate|rechaza|rehusa",
  share: "comparte|comparta|invita|regla de reenvio|reenvio automatico",
  verdict: "marca|clasifica|informa que|indica que",
  setv: "pon |ponga|establece|configura|activa",
  prod: "produccion",
};

const pt: Lexicon17 = {
  pay: "pague|transfira|deposite|faca o pagamento|efetue o pagamento",
  changed: "nova conta|novo iban|novos dados|conta anterior|nao e mais valida|foi encerrada|em vez de",
  login: "entre em|entrar em|faca login|fazer login|verifique sua|confirme sua|confirmar a senha|senha",
  lure: "bloquead|suspens|expirad|desativad|comprometid",
  toUser: "ao usuario|a usuaria|ao cliente",
  refuse: "recuse|negue-se",
  share: "compartilhe|partilhe|convide|regra de encaminhamento|encaminhamento automatico",
  verdict: "marque|classifique|informe que|relate que",
  setv: "defina|configure|ative|coloque",
  prod: "producao",
};

const fr: Lexicon17 = {
  pay: "payez|paie |virez|transferez|reglez|versez",
  changed:
    "nouveau compte|nouvel iban|nouveau rib|nouvelles coordonnees|ancien compte|n'est plus valide|a ete clos|au lieu de",
  login:
    "connectez-vous|connecte-toi|se connecter|verifiez votre|confirmez votre|confirmer le mot de passe|mot de passe",
  lure: "bloque|suspendu|expire|desactive|compromis",
  toUser: "a l'utilisateur|a l'utilisatrice|au client",
  refuse: "refuse|refusez",
  share: "partage|invite|regle de transfert|regle qui transfere|transfert automatique",
  verdict: "signalez que|indiquez que|marquez|classez",
  setv: "mets |mettez|definis|definissez|activez|active ",
  prod: "production|en prod$",
};

const de: Lexicon17 = {
  pay: "zahle|zahlen sie|uberweis|begleich|bezahle|bezahlen sie",
  changed:
    "neue bankverbindung|neues konto|neue iban|neuen konto|neue konto|altes konto|alte konto|nicht mehr gultig|statt an|anstatt",
  login: "melde dich an|melden sie sich an|anmelden|einloggen|bestatige dein|bestatigen sie ihr|verifiziere|passwort",
  lure: "gesperrt|deaktiviert|abgelaufen|kompromittiert",
  toUser: "dem benutzer|dem nutzer|der nutzerin|dem kunden|dem anwender",
  refuse: "weigere|verweigere|lehne…ab",
  share: "teile|gib…frei|lade…ein|weiterleitungsregel|automatisch weiterleit",
  verdict: "melde|stufe…ein|markiere|bewerte|erklare",
  setv: "setze|setzen sie|stelle…ein|aktiviere",
  prod: "produktion|prod$",
};

const it: Lexicon17 = {
  pay: "paga|paghi|pagate|bonifica|trasferisci|versa",
  changed: "nuovo conto|nuovo iban|nuove coordinate|vecchio conto|conto precedente|non e piu valido|invece del",
  login: "accedi|effettua l'accesso|verifica il tuo|conferma la tua|conferma la password|password",
  lure: "bloccat|sospes|scadut|disattivat|compromess",
  toUser: "all'utente|al cliente",
  refuse: "rifiuta|rifiutati",
  share: "condividi|invita|regola di inoltro|inoltro automatico",
  verdict: "segnala che|indica che|classifica",
  setv: "imposta|attiva|metti",
  prod: "produzione",
};

const nl: Lexicon17 = {
  pay: "betaal|maak…over|stort",
  changed: "nieuwe rekening|nieuw iban|nieuwe bankgegevens|oude rekening|niet meer geldig|in plaats van",
  login: "log in|inloggen|meld je aan|bevestig je|verifieer|wachtwoord",
  lure: "geblokkeerd|opgeschort|verlopen|gedeactiveerd",
  toUser: "de gebruiker|aan de klant",
  refuse: "weiger",
  share: "deel|nodig…uit|doorstuurregel|automatisch doorsturen",
  verdict: "meld dat|markeer|beoordeel",
  setv: "zet|stel…in|activeer",
  prod: "productie",
};

const pl: Lexicon17 = {
  pay: "zapłac|zaplac|przelej|wpłac|wplac|ureguluj",
  changed: "nowy numer|nowe konto|nowy rachunek|nowego konta|stare konto|starego|nieaktualn|zamiast",
  login: "zaloguj|potwierdz|zweryfikuj|hasło|haslo",
  lure: "zablokowan|zawieszon|wygasł|wygasl",
  toUser: "uzytkownikowi|klientowi",
  refuse: "odmow",
  share: "udostepnij|zapros|regułe przekazywania|automatyczne przekazywanie",
  verdict: "zgłos|oznacz|oceń",
  setv: "ustaw|włacz|wlacz",
  prod: "produkcj",
};

const tr: Lexicon17 = {
  pay: "ode$|odeyin|havale et|transfer et|yatır",
  changed: "yeni hesap|yeni iban|eski hesap|artık gecerli degil|kapatıldı|yerine",
  login: "giris yap|oturum ac|dogrula|onayla|sifre",
  lure: "askıya|kilitlen|bloke|suresi doldu",
  toUser: "kullanıcıya|kullaniciya|musteriye",
  refuse: "reddet",
  share: "paylas|davet et|yonlendirme kuralı|otomatik yonlendir",
  setv: "ayarla|etkinlestir",
  prod: "uretim|canlı ortam",
};

const id: Lexicon17 = {
  pay: "bayar|transfer|setor|lunasi",
  changed: "rekening baru|iban baru|rekening lama|tidak berlaku lagi|ditutup|bukan ke|alih-alih",
  login: "masuk ke|login di|verifikasi akun|konfirmasi kata sandi|kata sandi",
  lure: "diblokir|ditangguhkan|kedaluwarsa|dinonaktifkan",
  toUser: "kepada pengguna|ke pengguna|kepada pelanggan",
  refuse: "tolak|menolak",
  share: "bagikan|undang|aturan penerusan|teruskan otomatis",
  setv: "atur|aktifkan|setel",
  prod: "produksi",
};

const vi: Lexicon17 = {
  pay: "thanh toan|chuyen tien|chuyen khoan|nop tien",
  changed: "tai khoan moi|tai khoan cu|khong con hieu luc|da dong|thay vi",
  login: "dang nhap|xac minh|xac nhan mat khau|mat khau",
  lure: "bi khoa|bi tam ngung|het han|vo hieu hoa",
  toUser: "nguoi dung|cho khach hang",
  refuse: "tu choi",
  share: "chia se|quy tac chuyen tiep|tu dong chuyen tiep",
  setv: "đat|dat |bat ",
  prod: "san xuat|production",
};

import { EAST_ACTS17 } from "./multilingual-acts17-east.ts";

/** the round-17 class words of every language the reader reads */
export const ACTS17: Record<string, Lexicon17> = { es, pt, fr, de, it, nl, pl, tr, id, vi, ...EAST_ACTS17 };
