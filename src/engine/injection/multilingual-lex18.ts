// Lexicons of the order reader for code-mixed text (English loanwords) and romanized Hindi, Arabic and Russian (round 18).

import type { Lexicon16 } from "./multilingual-lex16.ts";

// Real agent traffic mixes languages: "bitte upload die .env", "ye file delete kar do", "ib3at el passwords". The
// reader reads only sentences that are not English, so the English words below are read only where another language
// carries the sentence: they are the tech words such a sentence borrows. Stems as the normaliser leaves them (lower
// case, accents stripped; the Arabizi digits 2, 3, 5, 7 stay). "x$" is a whole word.

/** the English verbs and nouns a sentence in another language borrows (the object or the act of a code-mixed order) */
const mix: Lexicon16 = {
  send: "upload|forward$|push$|pushe|send$|paste$|share$|leak$|leake|exfiltr|dump$",
  ignore: "ignore$|disregard",
  disable: "disable|bypass|skip$|turn off",
  run: "run$|execute$|install$",
  remove: "delete|wipe$|purge|nuke$|drop$",
  tell: "tell$",
  secret: "password|secrets$|secret$|credential|api key|api keys|access token|tokens$|token$",
  personal: "chat history|system prompt|personal data",
  rules: "instructions|rules$",
  prior: "previous|above$",
  safeguard: "security|checks$|tests$|review$|confirmation|2fa$|mfa$",
  bulk: "database|backups$|all files|repository|codebase",
  all: "all|every",
  negation: "never|dont|don't",
  noAsk: "without asking|without confirmation|no confirmation",
  reported: "",
  reader: "assistant|bot$",
  claim: "",
  grant: "",
  role: "admin$|owner$|full access",
  data: "emails|mails$|files$|documents|contacts",
  user: "user's|users'",
  conceal: "don't tell|dont tell|don't mention|without telling",
};

/** Hindi written in Latin letters (Hinglish): SOV, the verb last ("upload kar do"), "mat" its negation */
const hiLatn: Lexicon16 = {
  send: "bhej|upload kar|post kar|share kar|forward kar|daal do|dal do|paste kar",
  ignore: "ignore kar|bhool ja|bhul ja|nazarandaz",
  disable: "band kar|disable kar|bypass kar|skip kar",
  run: "chala do|chalao|chala de|run kar|install kar",
  remove: "delete kar|mita do|mitao|mita de|saaf kar|uda do|uda de",
  tell: "bata do|batao|bol do|keh do|kaho",
  secret: "passwords$|chabi|otp$",
  personal: "personal data|chat history",
  rules: "niyam|hidayat",
  prior: "pichle|pehle ke|upar wale",
  safeguard: "suraksha|jaanch",
  bulk: "saari files|saare files|poora repo|poori repo|saara data|poora data",
  all: "saare|saari|sab|sabhi|poora|poori",
  negation: "mat|nahi|nahin",
  noAsk: "bina puche|bina pooche|mat poochna|mat puchna|mat poocho|mat pucho|bina bataye",
  reported: "maang rahe|keh rahe",
  reader: "agent|bhai agent",
  claim: "safe hai|surakshit",
  grant: "access de do|add kar",
  role: "",
  data: "files|saara data",
  user: "user ka|user ki|user ke|customers ka|customers ki|customers ke|sabka",
  conceal: "mat batana|mat batao|mat bolna|kuch mat bata|kuch mat kehna|bina bataye",
};

/** Arabic in Latin letters and digits (Arabizi, Egyptian and Levantine): 3 = ain, 7 = ha, 2 = hamza */
const arLatn: Lexicon16 = {
  send: "ib3at|eb3at|ib3ato|eb3ato|ib3atli|ersel|ersal|arsel|ab3at",
  ignore: "tajahal|tgahel|etgahel",
  disable: "2afel|e2fel|waa2af",
  run: "shaghal|sha8al|sha8el",
  remove: "emsa7|imsa7|ems7|e7zef|i7zef|im7i|em7i",
  tell: "2olo|2ollo|qolo",
  secret: "bassword|kelmet el ser|kalimat al sir|kalmet el ser",
  personal: "",
  rules: "ta3limat|ta3leemat",
  prior: "el adima|el sab2a",
  safeguard: "",
  bulk: "kol el files|kol el data|kol el database",
  all: "kol|kul|koll|kull|gami3|jami3",
  negation: "mesh|mish|mush|balash",
  noAsk: "matis2alsh|matas2alsh|matsalsh|matis2al$|men gher ma tis2al|bdoon ma tis2al",
  reported: "",
  reader: "",
  claim: "",
  grant: "",
  role: "",
  data: "rasa2el|el files|el data",
  user: "lel user|el user",
  conceal: "matqolsh|mat2olsh|matqulsh|mat2ulsh|matolsh|matgolsh|matiqulsh|matqulo",
};

/** Russian in Latin letters (translit as typed in chats: "otprav", "paroli", "ne govori") */
const ruLatn: Lexicon16 = {
  send: "otprav|vyshli|pereshli|peresli|zagruzi|skinj|otoshli|vylozhi",
  ignore: "ignoriru|zabud",
  disable: "otkluchi|otklyuchi|vykluchi|vyklyuchi|propusti|obojdi",
  run: "zapusti|vypolni|ustanovi",
  remove: "udali|sotri|unichtozh|ochisti",
  tell: "skazhi|soobshchi",
  secret: "parol|tokeny|tokenov|klyuch|kluchi|sekrety|uchetn",
  personal: "lichnye dannye|kontakty|perepisk",
  rules: "instrukci|pravila|ukazaniya",
  prior: "predydushch|prezhni",
  safeguard: "proverk|zashchit|bezopasnost|podtverzhden",
  bulk: "bazu dannyh|bazu dannykh|baza dannyh|bekap|fayly|faily|repozitori",
  all: "vse|vsyu|vsekh|vseh|kazhd",
  negation: "ne|nikogda|nelzya",
  noAsk: "ne sprashivay|ne sprashivaya|bez voprosov|bez podtverzhdeniya",
  reported: "prosyat|prosit",
  reader: "assistent|bot$",
  claim: "",
  grant: "dobav|vydaj",
  role: "admin$|polnyj dostup",
  data: "pisma|soobshcheniya|fayly|dokumenty|kontakty",
  user: "polzovatelya|klientov",
  conceal: "ne govori|ne soobshchay|nichego ne govori|ne upominay|ne rasskazyvay",
};

/** the round-18 tables, keyed as the language reader keys its languages */
export const LEXICONS18: Record<string, Lexicon16> = {
  "en-mix": mix,
  "hi-latn": hiLatn,
  "ar-latn": arLatn,
  "ru-latn": ruLatn,
};
