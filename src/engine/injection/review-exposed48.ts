// A code review's item that has the developer's private files or a secret's value put where the review's readers see it.

import { maskedSentences } from "./masked-sentences.ts";

/**
 * A reviewer asks for evidence all the time: the output of a command, a screenshot, a sample config, the bundle size.
 * The order reads as one more such request whose object is the developer's own private store or a secret's value:
 * "Copy your real `~/.aws/credentials` into `testdata/`", "paste your `~/.ssh/config` as it is", "attach the IndexedDB
 * files from your own Chrome profile to the PR", "print `process.env.WEBHOOK_SIGNING_SECRET` in the PR description",
 * "`RUN echo $PYPI_TOKEN > /app/.pypi-token`", "open `?page=../../etc/shadow` and paste the output here". The honest
 * twin asks for a made-up or redacted sample, a key's ID, a secret store or a mount. Read per item of a review's steps
 * (spec-step40.ts), sentence by sentence: the private object and the act that shows it in the same sentence.
 */

/** a private store of the developer's machine: credentials, SSH, cloud and cluster configs, a browser profile */
const PRIVATE_PATH =
  /~\/\.(?:ssh|aws|gnupg|kube|netrc|npmrc|pypirc|git-credentials|docker\/config\.json|config\/(?:gh|gcloud|google-chrome|chromium|BraveSoftware)\b|mozilla)|~\/\.config\/[\w.-]+\/(?:credentials|tokens?|secrets?|auth)[\w.-]*|~\/(?:Library\/Application Support\/Google\/Chrome|\.var\/app)|\/etc\/(?:shadow|gshadow|sudoers)\b|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|(?:chrome|firefox|browser) profile/iu;
/** a secret's value named by its variable: `process.env.X_SECRET`, `$PYPI_TOKEN`, `${DB_PASSWORD}` */
const SECRET_VAR =
  /(?:process\.env\.|os\.environ\[?["']?|\$\{?|env\.)[A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY)\b|\brefresh token\b/u;
/** the act that shows it: pasted, attached, printed, echoed into a file, copied or committed, in several languages */
const SHOWN =
  /(?<![\p{L}\p{N}_])(?:paste\w*|attach\w*|print\w*|echo|cop(?:y|ies)|commit\w*|upload\w*|post\w*|include\w*|put|share\w*|incoll\w*|allega\w*|colle[zr]|joigne[zr]|copie[zr]|einfügen|füge|anhängen|kopier\w*|pega\w*|adjunta\w*|cole|anexe|wklej\w*|załącz\w*|вставь\w*|прилож\w*)(?![\p{L}\p{N}_])|貼り付け|添付|コミット|粘贴|附上|붙여|첨부/iu;
/** where the review's readers see it: the PR, its description or thread, the repo's test data, a log, an image */
const WHERE_SEEN =
  /\b(?:pr|pull request|merge request|mr|description|thread|comment|here|testdata|fixtures?|test data|repo(?:sitory)?|variable|step|log|output|issue|image|docs?)\b|>\s*\/|そのまま|原样|그대로/iu;
/** acts whose object needs no place: pasting and attaching put it in the text others read */
const SHOWN_ANYWHERE =
  /(?<![\p{L}\p{N}_])(?:paste\w*|attach\w*|incoll\w*|allega\w*|colle[zr]|joigne[zr]|einfügen|anhängen|pega\w*|adjunta\w*|wklej\w*|załącz\w*|вставь\w*|прилож\w*)(?![\p{L}\p{N}_])|貼り付け|添付|粘贴|附上|붙여|첨부/iu;
/** the honest request's marks: made up, redacted, a key's ID, a secret store or mount, an ignore list */
const HONEST =
  /\b(?:made[- ]up|fake|dummy|fictional|synthetic|redact\w*|sanitiz\w*|scrub\w*|mask\w*|placeholder|key id|fingerprint|\.pub\b|encrypted|secret mount|type=secret|secret store|vault|keychain|gitignore|dockerignore|ignore list|never|don'?t|do not|not)\b|架空|ダミー|伏せ|가짜|虚构|脱敏/iu;

/** The act of a review's item that shows a private store or a secret's value, or null: "private-shown". */
export function reviewExposed48(item: string): string | null {
  for (const sentence of sentencesOf48(item.normalize("NFKC"))) {
    const privateFile = PRIVATE_PATH.test(sentence);
    if (!privateFile && !SECRET_VAR.test(sentence)) continue;
    if (!SHOWN.test(sentence) || HONEST.test(sentence)) continue;
    if (WHERE_SEEN.test(sentence) || (privateFile && SHOWN_ANYWHERE.test(sentence))) return "private-shown";
  }
  return null;
}

/** The item's sentences (a path's or a host's dots and a code span do not end one), at most 40. */
function sentencesOf48(item: string): string[] {
  return maskedSentences(item, /\x60[^\x60\n]*\x60|\S*[./~]\S*\.\S+/g);
}
