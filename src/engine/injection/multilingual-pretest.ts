// The other-language reader's pre-test: one cheap look at a text before any pass of the reader's own.

import { NON_LATIN16 } from "./multilingual-lang16.ts";

/** a letter with a Latin accent or of another script, in the text as it came (the normaliser strips the accents) */
const FOREIGN_LETTER = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/;
/**
 * frequent words of the languages often written without accents (Indonesian, Malay, Tagalog, Swahili, Dutch), typed
 * without them (Swedish, Danish, Norwegian, Finnish, Czech, Romanian, Hungarian, Catalan…) or romanized (Hindi, Arabic
 * with digits, Russian): one literal pre-test; round 37 added the function words of Italian, Spanish, Portuguese, French,
 * German, Dutch and Polish that English text seldom holds, so an order typed without accents reaches the reader
 * (nonEnglish16 still decides each sentence's language)
 */
export const PLAIN_WORDS =
  /\b(?:yang|dan|untuk|dengan|dari|semua|het|een|niet|voor|naar|van|graag|bitte|aller|alle|eine|einen|todos|todas|favor|tous|toutes|tutti|tutte|wszystkie|lutfen|que|los|las|para|une|les|pour|avec|und|der|nicht|che|della|sul|sulla|nao|dla|nie|jest|bir|icin|cua|khong|och|att|inte|till|ikke|og|kaikki|tai|ettei|alaka|ei|je|nebo|vsechny|prosim|sa|pentru|toate|nu|az|hogy|nem|egy|minden|els|amb|tots|ang|mga|kwa|kwamba|tafadhali|anda|kepada|aur|karo|nahi|saare|saari|bhej|bhejo|batana|3ala|wel|lel|bsor3a|ba3d|mesh|mish|vse|vsyu|dlya|pozhaluysta|chto|nichego|srochno|ao|uma|seu|sua|linha|arquivo|archivo|fichier|datei|plik|dosya|berkas|kudasai|shite|desu|kono|qing|ranhou|yaoqiu|zhege|nuzhno|lazem|3ashan|dei|degli|delle|di|con|una|questo|questa|anche|sono|nella|nel|dalla|alla|gli|del|por|esta|este|dos|das|pelo|pela|voce|des|du|dans|est|sur|vous|cette|aux|mit|ist|auf|sie|ein|zu|von|dem|wird|zijn|wordt|oraz|jest)\b/;

/**
 * The reader's pre-test, before any pass of its own: a letter another language uses in the text as it came, or one
 * of its frequent unaccented words in the normalised (lower-case) text. Most tool results are English and stop here (one character-class scan).
 */
export function mayBeForeign16(text: string, normText: string): boolean {
  return foreignLetters16(text) || PLAIN_WORDS.test(normText);
}

/** The pre-test's first half: a letter another language uses, in the text as it came (none in an ASCII text). */
export function foreignLetters16(text: string): boolean {
  return FOREIGN_LETTER.test(text) || NON_LATIN16.test(text);
}
