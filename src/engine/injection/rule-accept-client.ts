// Accept check of an order "for" an AI product: a README's setup step for the users of one client, not a planted order.

/**
 * "For Claude Code: Open `~/.claude.json`", "For Claude Desktop, add this to `claude_desktop_config.json`": an
 * install guide labels each client's steps by the product's name (a model's name and a product word, no article),
 * and the step edits that client's own configuration file. "For the AI assistant reading this: …" has no product word.
 */
const FOR_CLIENT =
  /\bfor\s{1,4}(?:the\s{1,4})?[*_]{0,2}(?:claude|copilot|gemini|chatgpt|gpt|codex)\s{1,4}(?:code|desktop|cli|app|apps|vs\s?code|vscode|extension|ide|plugin|web|for\s{1,4}(?:vs\s?code|jetbrains|desktop))\b/;
/** the configuration file the step edits: a settings or config file of JSON, TOML or YAML, or one so named */
const CONFIG_FILE = /\.(?:jsonc?|toml|ya?ml)\b|\b(?:settings|config(?:uration)?)\s{1,4}file\b/;
/**
 * what a client's setup step never reaches: a key file, a link or an address, a shell run, a safeguard or the user
 * kept in the dark (the sensitive words of the rule's own accept, read here over the step's line)
 */
const BEYOND_SETUP =
  /\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\b|\.netrc\b|\.npmrc\b|\.env\b|credentials?|passwords?|\bsecrets?\b|\btokens?\b|https?:\/\/|\bwww\.|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|\bcurl\b|\bwget\b|\|\s{0,2}(?:ba|z)?sh\b|\bdisabl\w*|\bbypass\w*|\bskip\w*|permission|approv\w*|\bdo\s{1,4}not\s{1,4}(?:tell|mention)|\bwithout\s{1,4}(?:telling|asking)|\bpaste\b|\bsend\b|\bpost\b|\bupload\b|\breply\b|\bissue\b/;

/** the step from the match's start to its sentence's end (a dot in a path does not end it) or a blank line, ≤ 400 after */
function stepLine(text: string, index: number, match: string): string {
  const end = index + match.length;
  const rest = text.slice(end, end + 400);
  const stop = rest.search(/[.!?](?:\s|$)|\n\n/);
  return text.slice(index, stop < 0 ? end + 400 : end + stop);
}

/** False for a client's setup step: labelled "for <product>", editing a config file, reaching nothing beyond it. */
export function notClientSetup(text: string, index: number, match: string): boolean {
  if (!FOR_CLIENT.test(match)) return true;
  const line = stepLine(text, index, match);
  return !CONFIG_FILE.test(line) || BEYOND_SETUP.test(line);
}
