// Structure the other-language reader reads in any language: places, secrets by their shape, fetch-and-run, hiding.

/** an outside place, in any language: a URL, a mail address, an IP, a webhook */
export const PLACE =
  /https?:\/\/[^\s)>\]"'`]|\b[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}(?:\.[a-z0-9-]{1,40}){0,3}\.[a-z]{2,12}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|webhook/;
/** a secret by its shape, in any language: env files, key stores, variable names, vendor token prefixes, API keys */
export const SECRET_SHAPE =
  /(?:^|[^a-z0-9_])(?:\.env\b|~\/\.(?:ssh|aws|netrc|kube|docker)|id_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|[a-z0-9]{2,20}_(?:[a-z0-9]{1,12}_){0,3}(?:token|secret|key|password|pat|credentials?)\b|api[ -]?(?:key|token)s?\b|(?:ghp|gho|github_pat|xox[bp]|akia)[-_]?[a-z0-9]{8,}|private[ _]key|ssh[- ]key|os\.environ|process\.env\b|\bprintenv\b|gradle\.properties|credentials\.(?:toml|json|ya?ml))/;
/** a key named beside "api", "ssh" or "gpg" in any language ("claves API", "API-Schlüssel", "API 키", "API令牌") */
export const API_KEY =
  /\b(?:api|ssh|gpg|pgp)\b.{0,3}(?:schlussel|sleutel|klucz|ключ|anahtar|kunci|khoa|키|キー|密钥|令牌|مفات|مفتاح|कुंजी|chaves?|claves?|cles?|chiavi|chiave|token)|(?:schlussel|sleutel|klucz\S{0,2}|ключ\S{0,2}|anahtar\S{0,6}|kunci|khoa|키|キー|密钥|مفاتيح|مفتاح|कुंजी|chaves?|claves?|cles?|chiav[ei])\s{0,3}(?:de\s|d'|di\s|do\s|da\s)?\s{0,2}(?:api|ssh|gpg|pgp)\b|\.(?:pem|p12|pfx|kdbx|keystore|jks|gnupg|git-credentials|npmrc|pypirc)\b/;
/** code fetched and run, in any language: a download piped to a shell, a package installed from a URL */
export const FETCH_RUN =
  /\b(?:curl|wget|iwr|invoke-webrequest)\b[^|\n]{0,200}\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\b(?:npm|pnpm|yarn|pip3?|gem)\s{1,3}(?:i|install|add)\s{1,3}(?:-\S+\s{1,3}){0,3}(?:https?:|git\+)|\biex\b|\|\s{0,3}(?:python3?|node|perl)\b/;
/** hidden from the human reader: an HTML comment, an element not shown */
export const HIDDEN =
  /<!--|display:\s{0,2}none|visibility:\s{0,2}hidden|font-size:\s{0,2}0|color:\s{0,2}(?:white|#fff)/;
/** a "sentence" of minified code: brackets, braces and operators in more than one character of twenty */
const CODE_CHARS = /[{}()[\];=<>]/g;
export const codeLike = (s: string): boolean => (s.match(CODE_CHARS)?.length ?? 0) * 20 > s.length;
