// The agent's plumbing as fields: a tool result that is a protocol message (JSON-RPC, MCP, a function call's output, a model API's reply, a stream of chunks, a session transcript) or a machine's log or report, cut into the messages it carries, each with where it stands.

/** One message a carrier holds: its text (a JSON string's value decoded, a log line without its stamp) and its place. */
export interface PlumbingField {
  text: string;
  /** where the message starts in the tool result as written (its first characters found there, else 0) */
  at: number;
  /** the JSON key holding it ("description", "text", "summary", "message"…), "line" for a line of a log or report */
  key: string;
}

/** the longest tool result read (a larger one is a dump, not a message) */
const MAX_PLUMBING = 200_000;
/** a string value shorter than this is a name, an id or an enum value, not a message */
const MIN_MESSAGE = 20;
/** a command echoed before its output (`$ curl …`, `[web_fetch] https://…`): the output starts after it */
const ECHO_LINE = /^(?:\$ [^\n]*|\[[\w.-]{1,40}\][^\n]*)\n/;
/** a stream's chunk: `data: {…}` (server-sent events) */
const SSE_DATA = /^data:\s?(\{.*\})\s*$/gm;
/** a machine's log line: an ISO time stamp, a runner's `##[notice]`-style mark, a `name:` speaker before the message */
const LOG_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z?\s+(?:##\[\w+\])?(?:[\w.[\]-]{1,40}:\s+)?/;

/**
 * Text carriers named by their first line (the command that printed them, the tool that fetched them): another
 * agent's report, a bot's review, the agent's memory or rules file, a site's index for models, a skill's or plugin's
 * manifest. Their lines are their messages.
 */
const TEXT_CARRIERS: readonly (readonly [string, RegExp])[] = [
  ["agent-report", /^\[(?:task|agent|sub-?agent)\][^\n]{0,120}\b(?:finished|completed|done|failed|returned)\b/i],
  ["bot-review", /^\$ (?:gh|glab) [^\n]{0,80}\n(?:[^\n]*\n){0,40}?[\w.-]{2,40}\[bot\]/i],
  [
    "memory",
    /^\$ (?:cat|head|less|bat) [^\n]{0,80}(?:\b(?:agents|claude|gemini|copilot-instructions)\.md|\.cursorrules|\bmemory\.md|[\w.-]{0,40}[-_.]memory\.md)\s*\n/i,
  ],
  ["model-index", /^\[[\w.-]{1,40}\] https?:\/\/\S{1,200}\/llms(?:-full)?\.txt\s*\n/i],
  [
    "manifest",
    /^\$ (?:cat|head|less|bat) [^\n]{0,80}\b(?:skill|plugin|manifest|extension|mcp)[\w.-]{0,20}\.(?:ya?ml|json|toml)\s*\n/i,
  ],
];

/**
 * The messages of a tool result that is agent plumbing, or null when it is none (prose, code, a page). Pure.
 * Structured carriers give their string values (a string holding JSON is read as JSON too, as an output field is);
 * a stream gives the text its chunks spell joined, since an order cut into deltas is one message to the model.
 */
export function plumbingFields(text: string): PlumbingField[] | null {
  if (text.length > MAX_PLUMBING) return null;
  const body = text.replace(ECHO_LINE, "");
  const offset = text.length - body.length;
  const trimmed = body.trimStart();
  const fields: PlumbingField[] = [];
  const found = (value: string, key: string): void => {
    const probe = JSON.stringify(value.slice(0, 24)).slice(1, -1);
    const at = text.indexOf(probe);
    fields.push({ text: value, at: at < 0 ? offset : at, key });
  };
  if (trimmed.startsWith("data:")) {
    const joined: string[] = [];
    for (const m of trimmed.matchAll(SSE_DATA)) {
      const chunk = parseJson(m[1] as string);
      if (chunk === undefined) continue;
      joined.push(...deltas(chunk));
      walk(chunk, "", found);
    }
    if (joined.length > 0) fields.push({ text: joined.join(""), at: offset, key: "stream" });
    return fields.length > 0 ? fields : null;
  }
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    const whole = parseJson(trimmed);
    if (whole !== undefined) {
      walk(whole, "", found);
      return fields;
    }
    // a transcript: one JSON value a line
    const lines = trimmed.split("\n").filter((l) => l.trim() !== "");
    const values = lines.map((l) => parseJson(l.trim()));
    if (values.length === 0 || values.some((v) => v === undefined)) return null;
    for (const v of values) walk(v, "", found);
    return fields;
  }
  const named = TEXT_CARRIERS.find(([, re]) => re.test(text));
  if (named) {
    let at = 0;
    for (const line of text.split("\n")) {
      if (line.trim().length >= MIN_MESSAGE) fields.push({ text: line, at, key: named[0] });
      at += line.length + 1;
    }
    return fields;
  }
  const lines = body.split("\n");
  if (lines.filter((l) => LOG_STAMP.test(l)).length < 3) return null;
  let at = offset;
  for (const line of lines) {
    const stamp = LOG_STAMP.exec(line);
    const message = stamp ? line.slice(stamp[0].length) : line;
    if (message.trim().length >= MIN_MESSAGE)
      fields.push({ text: message, at: at + (stamp?.[0].length ?? 0), key: "line" });
    at += line.length + 1;
  }
  return fields;
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** the text deltas of a chat-completion chunk (`choices[].delta.content`) or a message stream's (`delta.text`) */
function deltas(chunk: unknown): string[] {
  const out: string[] = [];
  const c = chunk as { choices?: { delta?: { content?: unknown } }[]; delta?: { text?: unknown } };
  for (const choice of Array.isArray(c.choices) ? c.choices : [])
    if (typeof choice?.delta?.content === "string") out.push(choice.delta.content);
  if (typeof c.delta?.text === "string") out.push(c.delta.text);
  return out;
}

/** every string value of `v` long enough to be a message, under its key; a string holding JSON is walked too */
function walk(v: unknown, key: string, found: (value: string, key: string) => void, depth = 0): void {
  if (depth > 24) return;
  if (typeof v === "string") {
    const t = v.trimStart();
    if ((t.startsWith("{") || t.startsWith("[")) && t.length >= MIN_MESSAGE) {
      const inner = parseJson(t);
      if (inner !== undefined && typeof inner === "object") {
        walk(inner, key, found, depth + 1);
        return;
      }
    }
    if (v.trim().length >= MIN_MESSAGE && /\s/.test(v.trim())) found(v, key);
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) walk(x, key, found, depth + 1);
    return;
  }
  if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k, found, depth + 1);
}
