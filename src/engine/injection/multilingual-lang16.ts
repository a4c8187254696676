// Which language a normalised text (lower case, Latin accents stripped) is written in: script first, then function words.

/** Languages the order reader of round 16 has lexicons for, plus English and "other" (a script or words not listed). */
export type Lang16 =
  | "en"
  | "es"
  | "pt"
  | "fr"
  | "de"
  | "it"
  | "nl"
  | "pl"
  | "ru"
  | "uk"
  | "tr"
  | "ar"
  | "hi"
  | "id"
  | "vi"
  | "zh"
  | "ja"
  | "ko"
  | "sv"
  | "da"
  | "nb"
  | "fi"
  | "cs"
  | "ro"
  | "hu"
  | "ca"
  | "ms"
  | "tl"
  | "sw"
  | "hi-latn"
  | "ar-latn"
  | "ru-latn"
  | "other";

/** A character of a script other than Latin: one is enough for the reader to look (mixed texts hold few). */
export const NON_LATIN16 =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0900-\u097f\u0980-\u09ff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * Function words that English never uses, by Latin-script language (accents stripped as the normaliser strips them).
 * Words shared by two of the languages count for both; the language with most hits wins.
 */
const LATIN_WORDS: [Lang16, RegExp][] = [
  [
    "es",
    /\b(?:el|los|las|la|lo|de|en|una|por|para|del|que|con|esta|este|usted|su|sus|al|como|pero|tambien|muy|antes|sin|hoy|favor|todos|todas)\b/g,
  ],
  [
    "pt",
    /\b(?:os|de|uma|por|para|da|dos|das|que|com|esta|voce|seu|sua|nao|ao|tambem|muito|antes|em|sem|hoje|todos|todas)\b/g,
  ],
  [
    "fr",
    /\b(?:le|la|les|des|une|est|pour|avec|dans|vous|votre|vos|nous|pas|sur|ce|cette|qui|du|au|aux|merci|sans|tous|toutes)\b/g,
  ],
  [
    "de",
    /\b(?:der|die|das|und|nicht|mit|ist|sie|ihr|ihre|den|dem|ein|eine|einen|bitte|auf|fur|zu|auch|wir|beim|vom|zum|zur|im|ohne|nach|bei|oder|aus|alle|aller)\b/g,
  ],
  [
    "it",
    /\b(?:il|della|che|per|sono|gli|una|del|delle|con|non|questo|questa|tutti|tutte|anche|prima|alla|nel|le|dei|senza|entro|grazie|sul|sulla|dal|dalla|nei)\b/g,
  ],
  [
    "nl",
    /\b(?:het|een|voor|niet|van|de|en|je|uw|jouw|naar|met|zijn|ook|deze|dit|wordt|alle|graag|bij|zonder|als|toe)\b/g,
  ],
  ["pl", /\b(?:na|nie|jest|sie|oraz|dla|ze|prosze|wszystkie|przed|po|od|czy|jak|sa|tej|ten|przez|aby|lub|do|adres)\b/g],
  ["tr", /\b(?:ve|bir|bu|icin|ile|da|de|olan|gibi|tum|lutfen|once|sonra|ama|cok|hemen|adresine)\b/g],
  ["id", /\b(?:yang|dan|untuk|dengan|ini|itu|ke|dari|anda|tidak|semua|akan|pada|silakan|harap|sebelum|isi|tolong)\b/g],
  ["vi", /\b(?:cua|va|cho|khong|nhung|cac|mot|nay|voi|duoc|truoc|tat|nguoi|hay|khi|tro)\b/g],
  ["sv", /\b(?:och|att|inte|som|till|det|av|pa|med|ar|alla|ditt|din|innan|utan|aldrig|eller)\b/g],
  ["da", /\b(?:og|ikke|til|det|af|pa|med|er|alle|din|dine|uden|aldrig|eller|som|skal)\b/g],
  ["nb", /\b(?:og|ikke|til|det|av|pa|med|er|alle|din|dine|uten|aldri|eller|som|skal)\b/g],
  [
    "fi",
    /\b(?:ja|ei|tai|kaikki|etta|ennen|ilman|ala|alaka|alkaa|sinun|se|ole|mukaan|kanssa|heti|myos|vain|mutta|tama|nama)\b/g,
  ],
  ["cs", /\b(?:je|se|na|pro|nebo|vsechny|prosim|ze|jsou|bez|pred|ale|aby|jako|nikdy)\b/g],
  ["ro", /\b(?:si|sa|pentru|toate|nu|cu|la|este|din|care|fara|inainte|va|rugam)\b/g],
  ["hu", /\b(?:az|es|hogy|nem|egy|minden|ne|vagy|meg|nelkul|elott|kerem|ossze|nekem)\b/g],
  ["ca", /\b(?:els|amb|per|tots|totes|que|les|del|una|sense|abans|mai|si|plau)\b/g],
  ["ms", /\b(?:yang|dan|untuk|dengan|ini|itu|anda|tidak|semua|akan|sebelum|jangan|kepada|telah)\b/g],
  ["tl", /\b(?:ang|ng|mga|sa|na|ay|para|huwag|lahat|iyong|kanyang|bago|hindi)\b/g],
  ["sw", /\b(?:na|ya|kwa|wa|za|la|kwamba|yote|kabla|bila|tafadhali|usi|kila|hii)\b/g],
  // romanized Hindi, Arabic (digits for the letters Latin lacks) and Russian, as chats and tickets type them
  [
    "hi-latn",
    /\b(?:hai|hain|aur|ko|ka|ki|ke|mat|nahi|nahin|kar|karo|karna|kardo|bhi|ye|yeh|kuch|saare|saari|sabhi|phir|pehle|agar|kabhi|wala|wali|bhai|turant|jaldi|batana|batao|bhej|bhejo|hoga|kya|abhi)\b/g,
  ],
  [
    "ar-latn",
    /\b(?:3ala|wel|kol|law|ba3d|mesh|mish|enta|inta|enti|bsor3a|delwa2ti|7aga|ma3|3and|lel|fel|bel|ya3ni|bokra|3ashan|3lshan|keda|kda|yalla|el)\b/g,
  ],
  [
    "ru-latn",
    /\b(?:vse|vsyu|vseh|vsekh|iz|dlya|pozhaluysta|pozhalujsta|eto|chto|bez|ili|srochno|nichego|tolko|ochen|seychas|tozhe|potom|esli|kogda|mne|tebe|ne|na)\b/g,
  ],
];

/** the Latin-script languages told apart by function words (their negations are read only where they are spoken) */
export const LATIN_LANGS16: readonly string[] = LATIN_WORDS.map(([lang]) => lang);

/** English function words: a text with more of these than of any other language's is English. */
const ENGLISH_WORDS = /\b(?:the|and|of|to|is|for|with|you|your|this|that|are|be|it|on|in|please|all|before)\b/g;

const count = (re: RegExp, text: string): number => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
};

/** The main language of a text, by script (Cyrillic, Arabic, Devanagari, CJK) or by Latin-script function words. */
export function languageOf16(text: string): Lang16 {
  const sample = text.length > 4000 ? text.slice(0, 4000) : text;
  const scripts: [Lang16, RegExp][] = [
    ["ko", /[\uac00-\ud7af]/g],
    ["ja", /[\u3040-\u30ff]/g],
    ["zh", /[\u3400-\u9fff]/g],
    ["ar", /[\u0600-\u06ff]/g],
    ["hi", /[\u0900-\u097f]/g],
    ["ru", /[\u0400-\u04ff]/g],
    ["other", /[\u0370-\u03ff\u0590-\u05ff\u0e00-\u0e7f]/g],
  ];
  const letters = count(/\p{L}/gu, sample) || 1;
  let best: [Lang16, number] = ["en", 0];
  for (const [lang, re] of scripts) {
    const n = count(re, sample);
    if (n > best[1]) best = [lang, n];
  }
  // kana marks Japanese even in a text mostly of kanji; a script counts once it is a tenth of the letters
  const kana = count(/[\u3040-\u30ff]/g, sample);
  if (kana >= 3 && (best[0] === "zh" || best[0] === "ja")) return "ja";
  if (best[1] >= letters / 10) {
    if (best[0] === "ru") return /[іїєґ]/.test(sample) ? "uk" : "ru";
    return best[0];
  }
  const english = count(ENGLISH_WORDS, sample);
  let latin: [Lang16, number] = ["en", 0];
  for (const [lang, re] of LATIN_WORDS) {
    const n = count(re, sample);
    if (n > latin[1]) latin = [lang, n];
  }
  return latin[1] > english && latin[1] >= 2 ? latin[0] : "en";
}

/**
 * The Latin-script languages a sentence is most likely in: those with the most function words (ties kept), or none
 * when no function word of any is there (another script, or too short to tell).
 */
export function latinLangsOf16(sentence: string): string[] {
  let top = 0;
  const counts = LATIN_WORDS.map(([lang, re]) => {
    const n = count(re, sentence);
    if (n > top) top = n;
    return [lang, n] as const;
  });
  return top === 0 ? [] : counts.filter(([, n]) => n === top).map(([lang]) => lang);
}

/** A sentence not in English: a letter of another script, or more function words of another language than English ones. */
export function nonEnglish16(sentence: string): boolean {
  if (NON_LATIN16.test(sentence)) return true;
  const english = count(ENGLISH_WORDS, sentence);
  // two words at least, or one in a sentence of five words with no English word: a lone "de" or "na" is too often a
  // name, a flag or a code token
  const words = count(/[\p{L}]{2,}/gu, sentence);
  for (const [, re] of LATIN_WORDS) {
    const n = count(re, sentence);
    if ((n >= 2 && n > english) || (n === 1 && english === 0 && words >= 5)) return true;
  }
  return false;
}
