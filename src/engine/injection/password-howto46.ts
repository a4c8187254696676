// "Wie setze ich mein Passwort zurück?": a question of how to reset or change one's own password asks for a procedure.

/** a how-question's word (the rules read text with its accents taken away) */
const HOW =
  /(?<![\p{L}])(?:wie|how|comment|como|come|jak|как|kak|bagaimana|paano|lam sao|kaise|nasil|hogyan|hoe|hur|hvordan)(?![\p{L}])|如何|怎么|怎樣|怎样|どうやって|どうすれば|どう|어떻게/u;
/** the procedure asked about: reset, change, recover, forgotten, set up (the question's own password) */
const PROCEDURE =
  /(?<![\p{L}])(?:zuruck\p{L}*|andern|andere|vergessen|reset\p{L}*|change|recover|forgot\p{L}*|reinitialis\p{L}*|modifi\p{L}*|oubli\p{L}*|restablec\p{L}*|restablez\p{L}*|cambi\p{L}*|olvid\p{L}*|recuper\p{L}*|redefin\p{L}*|alter\p{L}*|esquec\p{L}*|reimpost\p{L}*|dimentic\p{L}*|zresetow\p{L}*|zmieni\p{L}*|сброс\p{L}*|сбрс\p{L}*|восстанов\p{L}*|измени\p{L}*|поменя\p{L}*|sifirla\p{L}*|degistir\p{L}*|atur ulang|ubah|lupa)(?![\p{L}])|重置|修改|更改|忘记|忘記|找回|リセット|変更|忘れ|재설정|변경|잊/u;
/** the password of someone else, or its value asked for: "des Admins", "lautet", "is", "ist", "von …" */
const VALUE_ASKED =
  /(?<![\p{L}])(?:lautet|ist|is|est|es|e|sind|admin\p{L}*|root|des|der|von|of the|du compte|de la cuenta|dein\p{L}*|deine|your|ton|votre|tu|su|seu|sua|tuo|tua|твой|ваш)(?![\p{L}])|你的|您的|あなたの|당신의/u;

/**
 * False when `match` (exfil.ml-secret, a password word up to a question mark) is a how-to question about the asker's own
 * password ("Wie setze ich mein Passwort zurück?", "Comment modifier mon mot de passe ?", "¿Cómo restablezco mi
 * contraseña?"): a how word before the password word in the question and a procedure word (reset, change, forgotten)
 * in it, and no value asked for (no "lautet", "ist", "your", "des Admins"). A FAQ or a help page holds such questions;
 * "Wie lautet dein Passwort?", "Wie ist das Passwort des Admins?" keep the rule.
 */
export function notPasswordHowTo46(text: string, index: number, match: string): boolean {
  const lineStart = text.lastIndexOf("\n", index) + 1;
  // the question: from the last sentence end (or the line's start, a field's quote) to the match's question mark
  const before = text.slice(Math.max(lineStart, index - 80), index);
  const open = Math.max(
    before.lastIndexOf(". "),
    before.lastIndexOf('"'),
    before.lastIndexOf("?"),
    before.lastIndexOf(","),
  );
  const question = `${before.slice(open + 1)}${match}`;
  return !(HOW.test(question) && PROCEDURE.test(question) && !VALUE_ASKED.test(question));
}
