// Who an order in another language addresses: the reader words in their cases, and the one who processes this text.

import { unionField } from "./multilingual-stems.ts";
import type { Lexicon16 } from "./multilingual-lex16.ts";

/**
 * The case and plural endings a reader word takes (de Assistenten, KI-Agenten; pl asystentowi; it/es/pt agente,
 * assistenti; ru ассистенту, помощника): stems, not forms. Only words of five letters and more take them: "ia",
 * "ki", "ai" stay whole words, and an ending outside the class ("Agentur", an agency) is another word. No bare "-s":
 * English "agents" in a mixed sentence (a workflow's "5 parallel websearch agents") is not an address.
 */
const LATIN_ENDINGS = "(?:innen|in|en|es|e|a|i|o|u|y|em|om|owi|ovi|ami|ach|ie)?";
const CYRILLIC_ENDINGS = "[а-яіїє]{0,3}";
const LETTER = String.raw`[a-z0-9\u00c0-\u024f\u0400-\u04ff]`;

function inflected(tables: Record<string, Lexicon16>): string {
  const stems = new Set(Object.values(tables).flatMap((t) => t.reader.split("|")));
  const latin = [...stems].filter((s) => /^[a-z][a-z-]{4,}$/.test(s));
  const cyrillic = [...stems].filter((s) => /^[\u0400-\u04ff][\u0400-\u04ff-]{4,}$/.test(s));
  const parts = [];
  if (latin.length > 0) parts.push(`(?<!${LETTER})(?:${latin.join("|")})${LATIN_ENDINGS}(?!${LETTER})`);
  if (cyrillic.length > 0) parts.push(`(?<!${LETTER})(?:${cyrillic.join("|")})${CYRILLIC_ENDINGS}(?!${LETTER})`);
  return parts.join("|");
}

/**
 * The one who processes this text, named by what it does with it: "wer diese Liste liest", "для того, кто
 * обрабатывает эту выгрузку", "chi riassume questa pagina", "このページを要約する方", "总结本页的人", "如果你是AI": a
 * text addresses its program reader without naming it (set 27's planted orders in tool outputs). A relative pronoun, the
 * verb of reading, summarising, processing or importing, and "this" (its text): an ordinary "who reads the manual" names
 * no text of its own.
 */
const PROCESSOR = [
  // de: wer/der/die … diese(n) X liest/zusammenfasst/verarbeitet/importiert; "wenn du eine KI bist"
  String.raw`(?<![a-z])(?:wer|der|die)\s(?:\S+\s){0,2}?(?:diese[nmrs]?|dies)\s\S{2,30}\s(?:liest|zusammenfasst|verarbeitet|importiert|auswertet|ubersetzt|durchsucht)(?![a-z])`,
  String.raw`wenn du (?:eine ki|ein (?:ki-)?(?:assistent|agent|sprachmodell)) bist`,
  // es / pt: quien/quem … lea/resuma/procese este; "si eres una IA", "se voce e uma IA"
  String.raw`(?<![a-z])(?:quien|quem)\s(?:\S+\s){0,1}?(?:lea|resuma|procese|importe|analice|traduzca|ler|resumir|processar|importar|analisar)\s(?:este|esta|estos|estas|esse|essa)(?![a-z])`,
  String.raw`(?<![a-z])(?:si eres|se voce e|se es) (?:una ia|un asistente|un agente|uma ia|um assistente|um agente)`,
  // fr / it: qui/chi … lit/résume/traite/riassume/elabora ce/questo; "si vous êtes une IA", "se sei un'IA"
  String.raw`(?<![a-z])(?:qui|chi)\s(?:\S+\s){0,1}?(?:lit|lira|resume|resumera|traite|traitera|importe|analyse|legge|leggera|riassume|elabora|importa|analizza)\s(?:ce|cet|cette|ces|questo|questa|questi|queste)(?![a-z])`,
  String.raw`(?<![a-z])(?:si (?:vous etes|tu es) (?:une ia|un assistant|un agent)|se sei (?:un'ia|un assistente|un agente))`,
  // nl / pl: wie dit X leest; kto czyta/przetwarza ten
  String.raw`(?<![a-z])(?:wie|degene die)\s(?:dit|deze)\s\S{2,30}\s(?:leest|samenvat|verwerkt|importeert)(?![a-z])`,
  String.raw`(?<![a-z])kto(?:kolwiek)?\s(?:\S+\s){0,1}?(?:czyta|streszcza|przetwarza|importuje|analizuje)\s(?:ten|te|ta|to|tego|tej)(?![a-z])`,
  // ru / uk: (тот/того/тому,) кто читает/обрабатывает/пересказывает эту; "если ты ИИ"
  String.raw`(?<![а-яіїє])(?:кто|хто)\s(?:\S+\s){0,1}?(?:читает|обрабатывает|резюмирует|пересказывает|суммирует|импортирует|анализирует|читає|обробляє|підсумовує)\s(?:эт|ц)`,
  String.raw`(?<![а-яіїє])если ты (?:ии|ассистент|модель|бот)`,
  // ja: この…を要約/処理/読む方; "あなたがAIなら"
  String.raw`(?:この|本)[^\s。、]{1,8}を(?:要約|処理|読|翻訳|解析|取り込)[^\s。、]{0,5}(?:方|人|者|ai|モデル)`,
  String.raw`あなたが(?:ai|アシスタント|エージェント)(?:なら|であれば|の場合)`,
  // zh: 总结/处理/阅读 本/这 … 的人/模型; "如果你是AI"
  String.raw`(?:总结|处理|阅读|读取|翻译|分析|导入|摘要)(?:本|这|此)[^\s。，]{0,6}的(?:人|模型|程序|助手|ai)`,
  String.raw`如果你是(?:ai|助手|语言模型|智能体)`,
  // ko: 이 … 를 요약/처리/읽는 분; "당신이 AI라면"
  String.raw`(?:이|본)\s?[\uac00-\ud7af]{1,6}(?:를|을)\s?(?:요약|처리|읽|번역|분석)[\uac00-\ud7af]{0,3}\s?(?:분|사람|모델|ai)`,
  String.raw`(?:당신이|네가) (?:ai|어시스턴트|에이전트)(?:라면|이라면)`,
].join("|");

/** A reader word (whole, or a long one in its cases) or the processor of this text: the order's program addressee. */
export function addresseeRegex(tables: Record<string, Lexicon16>): RegExp {
  const whole = unionField(tables, "reader", true).source;
  return new RegExp([whole, inflected(tables), PROCESSOR].filter((s) => s !== "").join("|"));
}
