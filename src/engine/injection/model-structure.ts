// Structural features of the second stage: how a text addresses its reader (second-person orders, "before you … first", the AI named, orders inside data).

/** How many structural features the model has; the asset's dense weights are the 4 surface biases followed by these. */
export const STRUCT_SIZE = 6;

/** Texts longer than this are read from their head and tail only (the model's own input is capped the same way). */
const MAX = 12_000;

const IMPERATIVE =
  /(?:^|[.!?:;]\s+|\n\s*(?:[-*>]\s+|\d+[.)]\s+)?)(?:please\s+)?(?:ignore|disregard|forget|send|forward|email|e-mail|post|upload|download|run|execute|call|invoke|open|visit|click|navigate|go\s+to|fetch|read|copy|write|create|delete|remove|add|append|include|insert|reply|respond|answer|tell|say|print|output|reveal|share|transfer|pay|book|schedule|update|change|set|use|make|do|don't|do\s+not|never|always|stop|start|summari[sz]e|translate|share)\b/g;
const YOU_MUST =
  /\byou\s+(?:must|should|shall|need\s+to|have\s+to|are\s+(?:required|instructed|expected)\s+to|will\s+now)\b/g;
const YOU = /\byou(?:r|rs|rself|'re|'ll|'ve)?\b/g;
const WORD = /[a-z0-9']+/g;
const BEFORE_FIRST =
  /\bbefore\s+(?:you\s+|we\s+)?(?:can\s+)?(?:do(?:ing)?|answer(?:ing)?|respond(?:ing)?|continu(?:e|ing)|proceed(?:ing)?|start(?:ing)?|solv(?:e|ing)|complet(?:e|ing)|finish(?:ing)?|reply(?:ing)?|summari[sz](?:e|ing)|us(?:e|ing)|any(?:thing)?|that|this|the\s+task)\b[^.\n]{0,120}\b(?:first|must|need\s+to|have\s+to|please)\b|\b(?:first|instead),?\s+(?:you\s+(?:must|should|need\s+to)|please)\b/g;
const ADDRESSED =
  /\b(?:dear|hey|hi|hello|attention|note\s+to|message\s+(?:to|for)|instructions?\s+for|if\s+you\s+are)\s+(?:the\s+|an?\s+|any\s+|all\s+)?(?:ai|assistant|agent|llm|model|language\s+model|chatbot|bot|gpt|chatgpt|claude|copilot|gemini)\b|\b(?:ai|assistant|agent|llm|chatbot|gpt|chatgpt|claude|copilot|gemini)s?\s*[,:]\s+(?:please|you|ignore|do|send|run|now|first|before)\b|\b(?:ai|assistant|agent|llm|model|bot)s?\s+(?:reading|processing|parsing|summari[sz]ing|reviewing)\s+(?:this|these)\b/g;
const URGENT =
  /\b(?:important|urgent|urgently|immediately|critical|mandatory|required|must|without\s+delay|right\s+now|asap)\b/g;
const DATA_LINE =
  /^\s*[{[,]?\s*(?:"[^"\n]{1,60}"\s*:|[\w.-]{1,40}\s*[:=]\s|<\/?[a-z][\w-]*[\s>]|\||[-*]\s+"?[\w-]+"?\s*:)/;

function count(re: RegExp, text: string, cap: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < cap && re.exec(text) !== null) n++;
  re.lastIndex = 0;
  return n;
}

/**
 * The structural features of a normalised (lower-case) text, each in [0, 1]: second-person imperative starts,
 * density of "you/your", "before you … first" side steps, text addressed to an AI, urgency words, and orders inside a
 * data format (JSON/YAML/HTML/table lines holding a second-person imperative). Linear in the text's length.
 */
export function structuralFeatures(normText: string): Float32Array {
  const text = normText.length <= MAX ? normText : `${normText.slice(0, MAX / 2)}\n${normText.slice(-MAX / 2)}`;
  const out = new Float32Array(STRUCT_SIZE);
  const imperatives = Math.min(8, count(IMPERATIVE, text, 8) + count(YOU_MUST, text, 8));
  const words = Math.max(1, count(WORD, text, 4000));
  const you = count(YOU, text, 400);
  out[0] = imperatives / 8;
  out[1] = Math.min(1, (you / words) * 10);
  out[2] = Math.min(1, count(BEFORE_FIRST, text, 2) / 2);
  out[3] = Math.min(1, count(ADDRESSED, text, 2) / 2);
  out[4] = count(URGENT, text, 4) / 4;
  // orders inside data: the share of data-format lines, times whether a line of it orders the reader
  let lines = 0;
  let data = 0;
  let orderInData = false;
  for (const line of text.split("\n", 400)) {
    if (line.trim() === "") continue;
    lines++;
    if (DATA_LINE.test(line)) {
      data++;
      if (!orderInData && /\byou/.test(line)) {
        const value = line.replace(/^[^:=>]*[:=>]\s*"?/, "");
        orderInData = count(IMPERATIVE, value, 1) + count(YOU_MUST, value, 1) > 0;
      }
    }
  }
  out[5] = orderInData && lines > 0 ? Math.min(1, (2 * data) / lines) : 0;
  return out;
}
