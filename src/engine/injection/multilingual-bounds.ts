// Where a stem of a script without spaces between words (Hangul, Han) may start and end, read by grammar, not by lists.

const HANGUL = String.raw`\uac00-\ud7af`;
const HAN = String.raw`\u3400-\u9fff`;

/**
 * What may follow a Korean noun inside its word (an eojeol is a noun with what grammar attaches): the first syllable of
 * a case or topic particle (을/를/이/가/은/는/의/에/와/과/도/만/로/으로/까지/부터/보다/처럼/마다/조차/뿐/밖에/이나/든/라도/
 * 랑/요), of the copula (이다/입니다/인/일/임/였/예요), of 하다/되다/시키다 (무시하다, 삭제됩니다), the plural 들, and 사항
 * ("items of": 지시사항 are the instructions). Any other syllable makes a compound whose head comes last: 명령행 is a
 * line, not a command; 규칙성 a regularity.
 */
const KO_AFTER_NOUN = `[이가은는을를의에께와과도만로으랑하해했할합한함되돼됐될됩된됨시들까부보처마조뿐밖나든라야요예입인일임였]|사항`;
/** a Korean noun stem ends its word or goes on with grammar only */
export const KO_NOUN_END = `(?![${HANGUL}])|(?=${KO_AFTER_NOUN})`;

/**
 * What may follow a Han noun when it is an act's object: anything but another Han character (规则引擎 is an engine,
 * 命令行 a line, 指示通り "as told"), or a Chinese function word that opens the next clause or ties the noun to it
 * (并/把/和/与/及/然后/将/再/而/就/了/的/吧/吗/呢/都/也), or an adverb of the whole that a 把-clause puts after its
 * object (全部/统统/一律/一概/均/皆: "把之前的指令全部忽略").
 */
export const HAN_NOUN_END = `(?![${HAN}])|(?=[并把和与及然将再而就了的吧吗呢都也全统均皆]|一律|一概)`;

/**
 * A Korean stem whose content is one syllable (위의, 앞의, 것) ends too many longer words (상위의 "higher", 범위의 "of
 * the range", 부위의): it must start its word.
 */
const KO_ONE_SYLLABLE = new RegExp(`^[${HANGUL}]의?$`);
export const KO_WORD_START = `(?<![${HANGUL}])`;

/** how far a field's stems are bounded: a noun (the end, Hangul and Han), a modifier (the end, Hangul only) */
export type StemBounds = "noun" | "modifier";

const KO_STEM = new RegExp(`^[${HANGUL}]`);
const HAN_STEM = new RegExp(`[${HAN}]$`);

/** One escaped stem of a script without spaces, with the boundaries its script and field call for. */
export function boundStem(stem: string, escaped: string, bounds: StemBounds | undefined): string {
  const korean = KO_STEM.test(stem);
  const start = korean && KO_ONE_SYLLABLE.test(stem) ? KO_WORD_START : "";
  let end = "";
  if (bounds && korean && /[\uac00-\ud7af]$/.test(stem)) end = `(?:${KO_NOUN_END})`;
  else if (bounds === "noun" && HAN_STEM.test(stem)) end = `(?:${HAN_NOUN_END})`;
  return start === "" && end === "" ? escaped : `${start}${escaped}${end}`;
}
