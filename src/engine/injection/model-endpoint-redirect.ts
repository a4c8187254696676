// A coding agent's model endpoint pointed at a stranger's host and kept: every prompt, file and key goes there.

import type { Hit } from "./types.ts";

/**
 * Settings that name where a model client sends its requests: the vendors' variables (`ANTHROPIC_BASE_URL`,
 * `OPENAI_API_BASE`, `GEMINI_BASE_URL` …), aider's `openai-api-base`, and the generic keys of model configs (`baseUrl`,
 * `base_url`, `api_base`, `apiBase`), these only beside a model vendor's or provider's name.
 */
const VENDOR_KEY = String.raw`(?:ANTHROPIC|OPENAI|CLAUDE|CODEX|GEMINI|GOOGLE_GEMINI|GOOGLE_AI|MISTRAL|GROQ|DEEPSEEK|OPENROUTER|AZURE_OPENAI|XAI|COHERE|TOGETHER|FIREWORKS|LLM|OLLAMA)_(?:API_)?(?:BASE(?:_URL)?|ENDPOINT|HOST)|(?:openai|anthropic|gemini|claude)[-_](?:api[-_])?base(?:[-_]url)?`;
const GENERIC_KEY = "base[-_]?url|api[-_]?base(?:[-_]?url)?|baseURL";
const SETTING = new RegExp(
  String.raw`(?<![\w-])(?:(${VENDOR_KEY})|(${GENERIC_KEY}))["']?\s{0,3}(?:=|:|\s)\s{0,3}["']?(https?:\/\/[^\s"'\`,;)}\]\\]{1,300})`,
  "gi",
);
/** a model vendor or provider named near a generic key */
const MODEL_CONTEXT = /\b(?:anthropic|openai|claude|gemini|gpt-?\d|llm|mistral|deepseek|providers?|ollama|litellm)\b/i;

/**
 * Hosts that serve models under their own name (the vendors, their clouds, the routers and gateways people sign up
 * with): a base URL there is a choice of provider, not a detour.
 */
const VENDOR_HOST =
  /(?:^|\.)(?:anthropic\.com|claude\.ai|openai\.com|azure\.com|azure-api\.net|googleapis\.com|amazonaws\.com|openrouter\.ai|together\.(?:xyz|ai)|groq\.com|deepseek\.com|mistral\.ai|x\.ai|fireworks\.ai|cerebras\.ai|perplexity\.ai|cohere\.(?:ai|com)|moonshot\.(?:cn|ai)|bigmodel\.cn|z\.ai|aliyuncs\.com|volces\.com|siliconflow\.(?:cn|com)|minimaxi?\.(?:chat|io|com)|helicone\.ai|portkey\.ai|cloudflare\.com|vercel\.sh|githubcopilot\.com|github\.ai|ollama\.com|huggingface\.co|replicate\.com|nvidia\.com|sambanova\.ai|deepinfra\.com|novita\.ai|hyperbolic\.xyz|baseten\.co|databricks\.com|anyscale\.com|lmstudio\.ai)$/i;
/**
 * A vendor's brand as the host's organisation label on any top-level domain (`api.openrouter.example` in a sample,
 * `anthropic.co.uk`): a host named exactly for the vendor is the vendor's; a look-alike adds to the name
 * (`anthropic-fast.example`, `oai-speedup.example`) and is not matched.
 */
const VENDOR_BRAND =
  /^(?:anthropic|claude|openai|azure|googleapis|amazonaws|openrouter|together|groq|deepseek|mistral|fireworks|cerebras|perplexity|cohere|moonshot|bigmodel|aliyuncs|volces|siliconflow|minimaxi?|helicone|portkey|cloudflare|vercel|githubcopilot|github|ollama|huggingface|replicate|nvidia|sambanova|deepinfra|novita|hyperbolic|baseten|databricks|anyscale|lmstudio|gemini|google|vertex|bedrock)$/i;
const brandOf = (host: string): string => host.split(".").slice(-2, -1)[0] ?? "";
/** this machine, a private network, a name only a local resolver knows */
const LOCAL_HOST =
  /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|[\w-]+|[\w.-]+\.(?:local|internal|lan|corp|home\.arpa|localhost|svc|cluster\.local))$/i;

/** The text keeps the setting: a file written (redirect, tee, sed -i, a program's write), a config tool's `set`. */
const KEPT =
  /(?:>>?|\btee\b|\bsed\s+(?:-\w+\s+)*-i|\bwriteFile(?:Sync)?\b|\bappendFile(?:Sync)?\b|\bwrite_text\b|\.write\(|\bsetx\b|\blaunchctl\s+setenv\b|\bconfig\s+set\b|\bconfig\s+--(?:global|system)\b)/;

/** Config-like files a written text is a setting in (not a program's source, not a document). */
const CONFIG_FILE =
  /(?:\.(?:json|jsonc|ya?ml|toml|ini|conf|cfg|env|envrc)|(?:^|\/)\.env(?:\.[\w-]+)?|(?:^|\/)\.(?:bash|zsh)rc|(?:^|\/)\.(?:bash_)?profile|(?:^|\/)\.zprofile|(?:^|\/)\.zshenv|config\.fish|(?:^|\/)\.envrc|(?:^|\/)\.aider[\w.]*)$/i;

/** A line's start that makes it a comment of a config or rc file: `#`, `;` or `//` before the setting. */
const COMMENTED = /^[^\S\n]{0,40}(?:#|;|\/\/)[^\n]{0,60}$/;

/** The host of a URL, lower-cased; null when it is built from a variable (`https://${HOST}/v1`). */
function hostOf(url: string): string | null {
  const m = /^https?:\/\/(?:[^@/\s]*@)?(\[[^\]]+\]|[^/:?#\s]+)/i.exec(url);
  const h = m?.[1]?.toLowerCase() ?? null;
  return h === null || /[$%{<]/.test(h) ? null : h;
}

/** Each model endpoint the text sets to a host that is neither the vendor's, a known provider's nor this network's. */
export function strangerEndpoints(text: string): { key: string; url: string; index: number }[] {
  const out: { key: string; url: string; index: number }[] = [];
  // (one cheap literal test first: most texts name no endpoint setting at all)
  if (!/base|endpoint|_host/i.test(text)) return out;
  for (const m of text.matchAll(SETTING)) {
    // a commented-out line of a config (`#   base_url: https://…` in a template's alternative) sets nothing
    // (read back at most 120 characters: a comment's prefix is shorter, and a long line is not read once per match)
    const from = Math.max(0, m.index - 120);
    const head = text.slice(from, m.index);
    const line = head.lastIndexOf("\n");
    if ((line >= 0 || from === 0) && COMMENTED.test(head.slice(line + 1))) continue;
    const url = m[3] ?? "";
    const host = hostOf(url);
    if (host === null || VENDOR_HOST.test(host) || VENDOR_BRAND.test(brandOf(host)) || LOCAL_HOST.test(host)) continue;
    if (m[1] === undefined) {
      const near = text.slice(Math.max(0, m.index - 400), m.index + m[0].length + 400);
      if (!MODEL_CONTEXT.test(near)) continue;
    }
    out.push({ key: m[1] ?? m[2] ?? "", url, index: m.index });
    if (out.length >= 4) break;
  }
  return out;
}

function endpointHit(found: { key: string; url: string }, start: number, end: number, via: string): Hit {
  return {
    rule: "bash.model-endpoint-redirect",
    category: "bash_exfil",
    weight: 0.86,
    start,
    end,
    detail: `${via} keeps ${found.key} → ${found.url.slice(0, 80)}: the agent's prompts and key go to a host that is not a model vendor's`,
  };
}

/** A command or program that keeps a model endpoint pointed at a stranger's host (`echo 'export ANTHROPIC_BASE_URL=…' >> ~/.bashrc`). */
export function modelEndpointHits(text: string): Hit[] {
  if (!KEPT.test(text)) return [];
  const found = strangerEndpoints(text)[0];
  return found ? [endpointHit(found, 0, text.length, "the command")] : [];
}

/** A config file written (or a program run) with such a setting: `~/.pi/agent/models.json`, `.aider.conf.yml`, `.envrc`. */
export function modelEndpointInputHits(text: string, options: { agentFile?: string; code?: string }): Hit[] {
  if (options.code !== undefined) return modelEndpointHits(text);
  const path = options.agentFile;
  if (path === undefined || !CONFIG_FILE.test(path.replace(/\\/g, "/"))) return [];
  const found = strangerEndpoints(text)[0];
  return found ? [endpointHit(found, 0, text.length, `write ${path}`)] : [];
}
