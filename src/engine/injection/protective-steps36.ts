// A record's step that protects a secret the reader owns: a public key handed over, a key moved out of code, a default password changed.

/** the public half of a key pair named as what is copied: `~/.ssh/id_ed25519.pub`, "the public key, never the private one" */
const PUBLIC_KEY_ONLY = /(?:~\/\.ssh\/|\bid_)[\w.-]{0,40}\.pub\b/;
/** a private key file named without `.pub`: then the step hands over the secret half */
const PRIVATE_KEY =
  /(?:~\/\.ssh\/|\bid_)(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\bprivate\s{1,3}keys?\b(?!,?\s{0,3}(?:never|not))/;
/** a secret moved out of code into the place it belongs: "move the API key out of settings.py into an environment variable" */
const OUT_OF_CODE =
  /\b(?:move|take|pull|get)\s{1,3}(?:the\s{1,3}|our\s{1,3}|your\s{1,3}|all\s{1,3}|any\s{1,3})?(?:[\w-]{1,20}\s{1,3}){0,2}(?:keys?|secrets?|tokens?|passwords?|credentials?)\s{1,3}out\s{1,3}of\s{1,3}[\w./`-]{1,60}\s{1,3}(?:and\s{1,3})?into\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:environment\s{1,3}variables?|env\s{1,3}vars?|\.env\b|secrets?\s{1,3}(?:manager|store)|vault|keychain)/;
/** the reader's own default password changed at first use: "log in with the password printed on the label and change it" */
const DEFAULT_CHANGED =
  /\b(?:default|initial|temporary|one-time|factory)\s{1,3}password\b[^.!?\n]{0,80}\bchange\s{1,3}(?:it|the\s{1,3}password)\b|\bpassword\s{1,3}printed\s{1,3}on\s{1,3}the\s{1,3}(?:label|sticker|device|router|card)\b[^.!?\n]{0,60}\bchange\s{1,3}it\b/;
/** what turns the step into a hand-over after all: an outside address, a link, a reply, a chat */
const HANDED_OUT =
  /[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|https?:\/\/|\b(?:reply|chat|channel|ticket|issue|gist|pastebin|this\s{1,3}thread|the\s{1,3}comments?)\b/;

/** what else the sentence does to the secret or the project: makes it public, shares or sends it, sets a new value */
const EXPOSED =
  /\bmake\s{1,3}(?:\S+\s{1,3}){0,3}public\b|\bpublic(?:ly)?\s{1,3}(?:gist|link|repo|repository|bucket|folder|channel|page)|\b(?:share|send|forward|post|upload|paste|print|echo|log(?!\s{1,3}(?:in|on|into)\b))\b|\bas\s{1,3}(?:an?\s{1,3})?(?:admin|owner)\b|\badmin\s{1,3}(?:rights|access|role)\b|\bchange\s{1,3}(?:it|the\s{1,3}password)\s{1,3}to\b/;
/** an ssh-keygen comment (`-C "you@example.com"`) labels the key: it hands nothing to that address */
const KEYGEN_COMMENT = /\s-C\s{1,3}"?[^"\s]{1,80}"?/gi;

/**
 * True when a record's sentence protects the reader's own secret rather than exposing it: the public key of a pair
 * copied ("Copy `~/.ssh/id_ed25519.pub` (the public key, never the private one)"), a key moved out of code into an
 * environment variable or a vault, a device's default password changed at first use. A private key named too, or an
 * outside address, a link, a reply or a chat to hand it to, keeps the order.
 */
export function protectsOwnSecret36(sentence: string): boolean {
  const plain = sentence.replace(KEYGEN_COMMENT, " ");
  if (HANDED_OUT.test(plain)) return false;
  if (PUBLIC_KEY_ONLY.test(sentence))
    return !PRIVATE_KEY.test(sentence.replace(/\bthe\s{1,3}private\s{1,3}one\b/g, " "));
  return (OUT_OF_CODE.test(sentence) || DEFAULT_CHANGED.test(sentence)) && !EXPOSED.test(sentence);
}
