// Whose host a credential goes to: a vendor's token to that vendor's hosts is the token used, to anyone else it is sent.

/**
 * Vendors whose tokens carry the vendor's name (`GITHUB_TOKEN`, `OPENAI_API_KEY`), with the hosts that are theirs. A
 * host that names the vendor (`github.acme.example` for GitHub Enterprise, `gitlab.corp.example`) counts as the
 * vendor's own too: a self-hosted instance is named after what it runs.
 */
const VENDORS: readonly { name: RegExp; hosts: RegExp; api?: RegExp }[] = [
  {
    name: /^(?:GITHUB|GH|GHE|GHCR|HOMEBREW_GITHUB)_/,
    hosts: /github|ghcr\.io$|ghe\b/,
    api: /\/(?:api\/v3\/)?(?:repos|orgs|users?|gists|graphql|search|installation|app|notifications)(?:\/|$|\?)/,
  },
  { name: /^(?:GITLAB|GL|CI_JOB|CI_REGISTRY)_/, hosts: /gitlab/ },
  { name: /^(?:BITBUCKET)_/, hosts: /bitbucket|atlassian/ },
  { name: /^(?:NPM)_/, hosts: /npmjs\.(?:org|com)$|npm\.pkg\.github\.com$|registry\.yarnpkg\.com$/ },
  {
    name: /^(?:OPENAI)_/,
    hosts: /(?:^|\.)openai\.(?:com|azure\.com)$/,
    api: /\/v1\/(?:chat\/completions|completions|models|embeddings|responses|audio|images|files|batches)(?:\/|$|\?)/,
  },
  {
    name: /^(?:ANTHROPIC|CLAUDE)_/,
    hosts: /(?:^|\.)anthropic\.com$|claude\.ai$/,
    api: /\/v1\/(?:messages|models|complete)(?:\/|$|\?)/,
  },
  {
    name: /^(?:HF|HUGGING_?FACE(?:_HUB)?)_/,
    hosts: /(?:^|\.)(?:huggingface\.co|hf\.co)$/,
    api: /\/api\/(?:whoami|models|datasets|spaces)/,
  },
  { name: /^(?:AWS)_/, hosts: /(?:^|\.)(?:amazonaws\.com(?:\.cn)?|aws\.amazon\.com|aws)$/ },
  { name: /^(?:GOOGLE|GCP|GCLOUD|GEMINI)_/, hosts: /(?:^|\.)(?:googleapis\.com|google\.com|gcr\.io|pkg\.dev)$/ },
  { name: /^(?:AZURE|AZ)_/, hosts: /azure|microsoft|windows\.net$|visualstudio\.com$/ },
  { name: /^(?:SLACK)_/, hosts: /(?:^|\.)slack\.com$/ },
  { name: /^(?:DISCORD)_/, hosts: /(?:^|\.)discord(?:app)?\.com$/ },
  { name: /^(?:TELEGRAM|TG)_/, hosts: /(?:^|\.)telegram\.org$/ },
  { name: /^(?:STRIPE)_/, hosts: /(?:^|\.)stripe\.com$/ },
  { name: /^(?:DOCKER|DOCKERHUB)_/, hosts: /(?:^|\.)docker\.(?:io|com)$/ },
  { name: /^(?:PYPI|TWINE)_/, hosts: /(?:^|\.)pypi\.org$|pythonhosted\.org$/ },
  { name: /^(?:CARGO_REGISTRY|CRATES_IO)_/, hosts: /(?:^|\.)crates\.io$/ },
  { name: /^(?:CLOUDFLARE|CF)_/, hosts: /cloudflare/ },
  { name: /^(?:DIGITALOCEAN|DO)_/, hosts: /(?:^|\.)digitalocean(?:spaces)?\.com$/ },
  { name: /^(?:HEROKU)_/, hosts: /heroku/ },
  { name: /^(?:VERCEL)_/, hosts: /vercel/ },
  { name: /^(?:NETLIFY)_/, hosts: /netlify/ },
  { name: /^(?:SENTRY)_/, hosts: /sentry/ },
  { name: /^(?:CODECOV)_/, hosts: /codecov/ },
  { name: /^(?:SONAR)_/, hosts: /sonar/ },
  { name: /^(?:MISTRAL)_/, hosts: /(?:^|\.)mistral\.ai$/ },
  { name: /^(?:GROQ)_/, hosts: /(?:^|\.)groq\.com$/ },
];

/** Words of a variable's name that say what a credential is, not whose: `API_TOKEN`, `AUTH_KEY`, `CI_DEPLOY_SECRET`. */
const GENERIC_WORD =
  /^(?:API|APP|AUTH|ACCESS|ACCOUNT|ADMIN|BEARER|BOT|BUILD|CI|CLIENT|CONSUMER|CRED|CREDENTIALS?|DEPLOY|DEV|ENV|ID|INPUT|JWT|KEY|LOGIN|MY|OAUTH2?|PASS|PASSWD|PASSWORD|PAT|PERSONAL|PRIVATE|PROD|PUBLISH|REFRESH|RELEASE|REPO|SECRET|SERVICE|SESSION|SIGNING|STAGING|TEST|TOKEN|USER|WEBHOOK|WRITE|READ|X)$/;

/** A secret-named shell variable (`$GITHUB_TOKEN`, `${NPM_TOKEN}`, `$AWS_SECRET_ACCESS_KEY`): its name, without `$`. */
// (or one named `…_PAT`, a personal access token: `$AZURE_DEVOPS_EXT_PAT`, `$GH_PAT`)
const SECRET_VAR_G =
  /\$\{?([A-Z][A-Z0-9_]{0,40}(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL)[A-Z0-9_]{0,20}|[A-Z][A-Z0-9_]{0,40}_PAT(?![A-Za-z0-9_]))\}?/g;

/** Hosts whose purpose is to receive whatever is sent to them: request bins, tunnels, interaction catchers, pastes. */
export const COLLECTOR_HOST =
  /(?:^|\.)(?:webhook\.site|requestbin\.\w+|pipedream\.net|m\.pipedream\.net|hookbin\.com|beeceptor\.com|requestcatcher\.com|ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|serveo\.net|interact\.sh|oast\.(?:pro|live|site|online|fun|me)|burpcollaborator\.net|canarytokens\.com|pastebin\.com|paste\.ee|hastebin\.com|termbin\.com|transfer\.sh|0x0\.st|ix\.io|file\.io)$/i;

/** Names reserved for documentation and tests (RFC 2606, RFC 6761): no one's real host. */
const RESERVED_HOST = /(?:^|\.)(?:example(?:\.(?:com|net|org))?|test|invalid|localhost)$/;

export type TokenVerdict =
  /** the vendor's own host, or a host the command takes from a variable or config: the token used as designed */
  | "owner"
  /** a vendor's token to a literal host that is not that vendor's, or any token to a collector: sent away */
  | "foreign"
  /** a token whose name names no known owner, to a literal host: cannot tell an API from a collector */
  | "unknown";

/** The secret-named variables a text refers to. */
export function secretVars(text: string): string[] {
  return [...text.matchAll(SECRET_VAR_G)].map((m) => m[1] as string);
}

/** The host words of a variable's name that name an owner (`ACME_API_TOKEN` → ["ACME"]), generic words left out. */
function ownerWords(name: string): string[] {
  return name
    .split("_")
    .filter((w) => w.length >= 3 && !GENERIC_WORD.test(w) && !/^(?:TOKEN|SECRET|KEY|PASSWORD)S?$/.test(w));
}

/**
 * Where a credential named `name` goes when sent to `host` (null: no literal host, it comes from a variable or a
 * config file). A vendor's token to a host that is neither the vendor's nor named after it is foreign, unless the call
 * is the vendor's own API (`/repos/…` with a GitHub token, `/v1/chat/completions` with an OpenAI key: an enterprise
 * instance or a compatible proxy), which cannot be told from its owner; any token to a collector is foreign. A token
 * whose name carries an owner word found in the host (`ACME_TOKEN` → api.acme.io) is the owner's.
 */
export function tokenVerdict(name: string, host: string | null, path = ""): TokenVerdict {
  if (host === null) return "owner";
  const h = host.toLowerCase();
  if (COLLECTOR_HOST.test(h)) return "foreign";
  const vendor = VENDORS.find((v) => v.name.test(name));
  if (vendor) {
    if (vendor.hosts.test(h)) return "owner";
    // a reserved name that spells the vendor (`slack.example`, `api.stripe.test`) is a placeholder for the vendor's
    // own host in docs and tests: it says nothing either way
    const word = name.split("_")[0]?.toLowerCase() ?? "";
    if (RESERVED_HOST.test(h) && word.length >= 3 && h.replace(/[.-]/g, "").includes(word)) return "unknown";
    return vendor.api?.test(path) ? "unknown" : "foreign";
  }
  const compact = h.replace(/[.-]/g, "");
  return ownerWords(name).some((w) => compact.includes(w.toLowerCase())) ? "owner" : "unknown";
}

/** The verdict for several credentials sent together to one host: the worst of them. */
export function worstVerdict(names: readonly string[], host: string | null, path = ""): TokenVerdict | null {
  if (names.length === 0) return null;
  const verdicts = names.map((n) => tokenVerdict(n, host, path));
  return verdicts.includes("foreign") ? "foreign" : verdicts.includes("unknown") ? "unknown" : "owner";
}

/** A private network's address (RFC 1918 and link-local; `10.`, `192.168.`, `172.16–31.`, `169.254.`): in the building. */
export function isPrivateNetwork(host: string): boolean {
  return /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)/.test(host);
}

/**
 * Loopback: a local proxy or service of the same machine (the header case only; a query to it stays data). The
 * unspecified address (`0.0.0.0`, `::`) is a server's every-interface listen address (`--host 0.0.0.0`); a connection
 * to it reaches this machine too, so it names no remote either.
 */
export function isLoopback(host: string | null): boolean {
  return host !== null && /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[?::1?\]?|0\.0\.0\.0)$/i.test(host);
}
