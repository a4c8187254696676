// Round 34's act words in other languages: unchecked, prohibited, switched off, copied, kept, role removed, saved, hidden from the user.

import { PROHIBIT33, SEND33, URGENT33, USER33 } from "./multilingual-class33-vocab.ts";
import { OMIT34, ONLY_SAY34, REPORT34 } from "./multilingual-object34-vocab.ts";
import type { Sentence34 } from "./multilingual-object34.ts";

/** without its test: no password checked, no review ("ohne Prüfung", "sin verificar", "不检查", "โดยไม่ต้องตรวจ") */
export const NO_CHECK =
  /ohne (?:prufung|passwort)|sans (?:verifi|mot de passe)|sin (?:verifica|contrasena)|sem (?:verifica|senha)|senza (?:verifica|password)|bez (?:sprawdz|hasla)|без (?:провер|парол)|kontrol\S{0,6}siz|sifresiz|tanpa (?:cek|memeriksa|kata sandi)|khong (?:kiem tra|can mat khau)|bila (?:kuangalia|nenosiri)|bina (?:check|password)|不检查|不檢查|无需密码|不需要密码|チェックせず|確認せず|확인 없이|검사 없이|بدون (?:تحقق|كلمة|بررسی|رمز)|ללא (?:בדיקה|סיסמה)|बिना (?:जांच|पासवर्ड)|ছাড়া|โดยไม่ต้องตรวจ|ไม่ต้องตรวจ/;
/**
 * a prohibition (round 33's) without the bare particles "no" and "ne", which are Japanese's and Hindi's too ("kono repo
 * no workflow", "security lead ne bola"): Spanish "no" before a verb in the subjunctive, French "ne … pas"
 */
export const PROHIBIT34 = new RegExp(
  PROHIBIT33.source
    .replace("|ne\\b|n'|", "|ne (?:[a-z']{1,15} ){0,3}?(?:pas|jamais|plus)\\b|n'[a-z]{1,15} (?:pas|jamais)\\b|")
    .replace("|no\\b|", "|no (?:lo |la |los |las |le |les |se |me |te )?[a-z]{2,15}(?:es|as|is)\\b|"),
);
/** switched off, beside round 33's verbs: the turn-off verbs of Persian, Arabic, Turkish, Portuguese, Italian */
export const OFF = /(?<![a-z])(?:ausschalt|desliga|spegn|kapat|abschalt)|خاموش|أطفئ|اطفئ|أوقف|اوقف|オフに|끄세요|꺼/;
/** copying, archiving and syncing: the acts of a bulk copy beside the hand-over verbs */
export const COPY =
  /(?<![a-z])(?:salin|kopier|copi|kopi|skopiuj|скопир|копир|зкопіюй|kopyala|sao chep|nakili|zip|tar|rsync|archiv|compact|komprim|hochlad|lade\b)|复制|複製|コピー|복사|انسخ|کپی|העתק|कॉपी|คัดลอก|压缩|圧縮|압축/;
/** kept, not deleted: archive first, keep, retain (the deletion reads as a cleanup) */
export const KEEP =
  /(?<![a-z])(?:archiv|behalt|conserv|mantén|manten|manter|manten|zachowaj|сохрани|збережи|sakla|simpan|giu lai|hifadhi)|归档|歸檔|保留|アーカイブ|保管|보관|أرشف|بایگانی|ארכב|संग्रहित|เก็บ/;
/** a role taken away rather than given ("removed from clinic-admins") */
export const DISABLE_ROLE =
  /(?<![a-z])(?:entfern|retir|quit|remov|rimuov|usun|удал|видал|kaldir|hapus|xoa|ondoa)|הוסר|移除|删除|削除|삭제|حذف|हटा|ลบ/;
/** saving into memory: save, store, remember */
export const SAVE =
  /(?<![a-z])(?:speicher|merk|enregistr|sauvegard|memoris|guard|salv|memoriz|zapisz|zapamietaj|сохран|запомн|запам'ят|збережи|kaydet|hatirla|simpan|ingat|luu|ghi nho|hifadhi|kumbuka|save|sahej)|保存|记住|記住|覚えて|저장|기억해|احفظ|تذكر|ذخیره|به خاطر بسپار|שמור|זכור|सहेज|याद रख|সংরক্ষণ|จำไว้|บันทึก/;

/** the user kept from an act: a withheld mention to the user or in the summary, with the act or a cover story named */
export function hides(s: Sentence34): boolean {
  if (!OMIT34.test(s.words)) return false;
  if (!(USER33.test(s.words) || REPORT34.test(s.words))) return false;
  return (
    ONLY_SAY34.test(s.words) ||
    s.place ||
    /`|~\/|\.\w{2,8}\b|\//.test(s.raw) ||
    SEND33.test(s.words) ||
    URGENT33.test(s.words)
  );
}
