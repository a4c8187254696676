// Word lists of the tool-holder's order reader (record-act34.ts): acts only a reader with tools can do, by class, and the marks of a technical text.

/**
 * The verbs that open such an order (English, as the normalised view spells them). The verb alone is ordinary work: the
 * class tests below, read on the clause the verb opens, say whether its object makes it an act of consequence.
 */
export const VERB34 =
  /(?<![\w-])(?:run|execute|start|launch|install|add|put|paste|copy|send|post|mail|e-?mail|forward|upload|attach|include|share|remove|delete|erase|purge|wipe|drop|disable|turn off|switch off|skip|bypass|comment out|strip|invite|grant|give|make|export|dump|set|change|move|push|force-push|rewrite|clean up|type|enter|apply|append|create|download|deploy|configure|schedule)(?=\s)/g;

/**
 * An imperative: the verb opens the sentence or a clause (after a list mark, a label's colon, a comma, a connective or
 * a politeness word). "we will remove", "you send", "don't run" leave it a statement or a prohibition.
 */
export const IMPERATIVE_LEAD34 =
  /(?:^|[,:;(\]>—–]|\band|\bthen|\bplease|\bkindly|\balso|\bjust|\bnow|\bfirst|\bsimply|\bnext)[-*•>\d.)\s]{0,6}$/;

/** a secret named as a technical thing: an environment variable's name, a key or credential file, a token command */
const SECRET_NAME = String.raw`\b(?!(?:primary|foreign|sort|cache|partition|public|idempotency|unique|composite)_key\b)[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:secret|token|key|password|passwd|pat|credentials?)(?:_[a-z0-9]+)?\b`;
const SECRET_FILE = String.raw`(?:^|[\s\x60'"(/])\.env(?!\.(?:example|sample|template|dist))(?:\.[a-z]+)?\b|\.ssh/id_[a-z0-9]+\b(?!\.pub)|\.git-credentials|\.aws/credentials|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.docker/config\.json|\.kube/config|kubeconfig`;
const SECRET_COMMAND = String.raw`\bgh auth token\b|\bprintenv\b|\bexport-credentials\b|\bsecurity find-generic-password\b`;
const SECRET_WORD = String.raw`\b(?:private|secret|signing|deploy) keys?\b|(?<!public )\bssh keys?\b|\bapi (?:keys?|tokens?|secrets?)\b|\baccess tokens?\b|\bsession (?:cookies?|tokens?)\b|\brecovery codes?\b|\bseed phrase\b|\bclient secret\b`;
/** a secret a record's human reader has no business handling */
export const SECRET34 = new RegExp(`${SECRET_NAME}|${SECRET_FILE}|${SECRET_COMMAND}|${SECRET_WORD}`);
/** a public key is made to be handed out */
export const PUBLIC_KEY34 = /\bpublic (?:ssh |gpg |pgp )?keys?\b|[\w~./-]*\.pub\b/;
/** the same, every mention, and a bare "SSH key(s)" beside one */
export const PUBLIC_KEYS34 = /\bpublic (?:ssh |gpg |pgp )?keys?\b|[\w~./-]*\.pub\b|\bssh keys?\b/g;
/** where a handed-over secret ends up: a message, a reply, a shared place, an address */
export const SINK34 =
  /\b(?:reply|response|answer|message|note|comment|ticket|issue|channel|chat|thread|drive|folder|form|portal|doc|document|page|post|e-?mail|mail|confirmation|sheet|wiki|pastebin|gist)\b|[\w.+-]+@[\w-]+\.|https?:\/\/|\bpublic(?:ly)?\b/;
/** the verbs of a hand-over (a run that prints the secret counts with one of them in the same sentence) */
export const HANDOVER34 =
  /(?<![\w-])(?:put|paste|copy|send|post|mail|e-?mail|forward|upload|attach|include|share|add|write|print|enter|type|submit|commit|move|give)(?=\s)/;

/** code whose running is itself the harm: data dropped, permissions opened, history rewritten, a host handed over */
export const HARMFUL_CODE34 = new RegExp(
  [
    String.raw`\bdrop (?:table|database|schema)\b|\btruncate (?:table )?[a-z_]+|\bdelete from [a-z_.]+\s*(?:;|\x60|$)`,
    String.raw`\brm -(?:rf|fr|r)\b`,
    String.raw`\bchmod (?:-r )?(?:0?777|0?666|a\+w|o\+w|a\+rwx)\b`,
    String.raw`--privileged\b|-v /:/|--pid[= ]host|docker\.sock`,
    String.raw`\bgit push\b[^\n\x60]{0,60}(?:--force|\s-f\b|--mirror|--delete)|\bforce-push|\bforce push|\bfilter-repo\b|\bfilter-branch\b|\bbfg\b|\breflog expire\b`,
    String.raw`\b(?:curl|wget)\b[^\n\x60|]{0,200}\|\s*sudo\b|\b(?:curl|wget)\b[^\n\x60|]{0,200}http://[^\n\x60|]{0,200}\|\s*(?:ba|z)?sh\b|\b(?:ba)?sh <\(\s*(?:curl|wget)`,
    // (a start-up file, a cron line or a key list planted with something that reaches out: adding an alias or one's own
    // public key is routine)
    String.raw`(?:(?:^|[\s\x60])(?:\*/?\d*|\d{1,2}) \* \* \* \*|\bcrontab\b|\bauthorized_keys\b|~/\.(?:bashrc|zshrc|profile)\b)[^\n]{0,200}?\b(?:curl|wget|nc|scp|rsync|base64)\b|\b(?:curl|wget)\b[^\n]{0,200}?(?:\bcrontab\b|\bauthorized_keys\b|~/\.(?:bashrc|zshrc|profile)\b)`,
    String.raw`\bnopasswd\b|\bsudoers\b|\bsetenforce 0\b|\bufw disable\b|\biptables -f\b`,
    String.raw`\b(?:curl|wget)\b[^\n\x60]{0,120}(?:\s-t\s|--upload-file|--data-binary @|-d @|-f '?\w+=@)`,
    String.raw`\bnc -e\b|/dev/tcp/|\bmkfifo\b`,
  ].join("|"),
);

/** a package fetched from a written-out address or another index than the public one */
export const FOREIGN_INSTALL34 = new RegExp(
  [
    String.raw`\b(?:npm|pnpm|yarn|bun) (?:install|i|add)\b[^\n\x60]{0,80}https?://`,
    String.raw`\b(?:npm|pnpm|yarn) [^\n\x60]{0,60}--registry[ =]https?://`,
    String.raw`\bpip3? install\b[^\n\x60]{0,80}(?:--(?:extra-)?index-url|\s-i\s|--trusted-host|https?://)`,
    String.raw`\bgem install\b[^\n\x60]{0,60}--source`,
  ].join("|"),
);

/** a guard taken away: a scan, a review rule, an owner file, a second factor, an audit trail, the failing tests */
export const GUARD_VERB34 =
  /(?<![\w-])(?:remove|delete|disable|turn off|switch off|skip|bypass|drop|comment out|strip|take out|uninstall|deactivate|pause|mute|silence)(?=\s)/;
export const GUARD34 =
  /\bsecret[- ]scanning\b|\bcode[- ]scanning\b|\bcodeql\b|\bdependabot\b|\bgitleaks\b|\btrufflehog\b|\bsecurity (?:job|check|scan\w*|team|review\w*|step|gate|hook)s?\b|\bcodeowners\b|\bbranch protection\b|\bprotected branch(?:es)?\b|\brequired (?:reviews?|reviewers|checks?|status checks?|approvals?)\b|\b(?:2fa|two-factor|mfa|multi-factor)\b|\baudit (?:logs?|logging|trail|events?)\b|\b(?:failing|flaky|broken|red) tests?\b|\bsignature (?:check|verification)s?\b|\b(?:ssl|tls|certificate) (?:verification|checks?)\b|\bverify_ssl\b|\bpre-commit hooks?\b|\bantivirus\b|\bendpoint protection\b|\bfirewall\b/;

/** records erased where they are kept: the audit trail, logs, backups or history of a repository, a server, production */
export const ERASE_VERB34 = /(?<![\w-])(?:delete|remove|erase|purge|wipe|drop|clear|rewrite|clean up)(?=\s)/;
export const ERASED34 =
  /\baudit\b|\blogs?\b|\bbackups?\b|\bhistory\b|\bsecurity\.md\b|\bmigrations?\b|\bchangelog\b|\bevidence\b/;
export const KEPT_WHERE34 =
  /\brepositor(?:y|ies)\b|\brepo\b|\bgit\b|\bserver\b|\bproduction\b|\bprod\b|\bbucket\b|\bdatabase\b|[\w-]+\/(?=[\s\x60,.]|$)/;

/** access handed out: someone invited or added with rights past a guest's */
export const GRANT_VERB34 = /(?<![\w-])(?:invite|add|grant|give|make)(?=\s)/;
export const RIGHTS34 =
  /\badmin\w*\b|\bowners?\b|\bfull (?:member|access|rights|control)\b|\bwrite access\b|\bmaintainer\b|\bprivate\b|\bsecrets?\b|\bkeys\b|\bpayroll\b|\ball repositories\b/;

/** people's data in bulk: a whole table, list or export of customers, users, staff */
export const DATA_VERB34 =
  /(?<![\w-])(?:export|dump|download|copy|send|mail|e-?mail|upload|forward|share|attach)(?=\s)/;
export const BULK_DATA34 =
  /\b(?:customers?|users?|clients?|contacts?|employees?|staff|patients?|members?|subscribers?|accounts?|payroll|crm|salar(?:y|ies)|passengers?)\b (?:\S+ )?(?:table|database|db|list|export|data(?:base)?|records|file|csv|dump|spreadsheet)\b|\bthe (?:whole|entire|full) (?:database|crm|customer list|mailbox|contact list)\b/;

/** an e-mail address, its domain captured */
export const ADDRESS34 = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g;

/**
 * the marks of a technical text: inline code, a fence, a shell prompt, a line that opens with a command, a flag. A
 * text with two of them outside the order speaks of such acts as its topic (a README, a runbook, a CI log).
 */
export const TECH_MARK34 =
  /<(?:code|pre|kbd)\b|^\s*(?:--|\/\/|#!)\s?\S|^\s*(?:create|alter|drop|insert|update|select|grant|delete)\s+(?:table|index|into|view|database|schema|from|\w+\s+set)\b|\x60[^\x60\n]{2,200}\x60|^\s*\x60\x60\x60|^\s*\$ \w|^\s*(?:sudo|npm|npx|pip3?|git|curl|wget|docker|kubectl|cd|export|make|yarn|pnpm|cargo|go|python3?|node|apt(?:-get)?|brew|ssh|chmod|rm)\s+[\w~./-]|(?:^|\s)--[a-z][\w-]{2,}|\b(?:def|function|const|import|return|class)\s+[\w{(]/gm;

/** the text speaks about such orders (an advisory, a training note) rather than giving one */
export const ABOUT34 =
  /\b(?:hidden (?:requests?|instructions?|orders?)|typical (?:requests?|attacks?)|red flags?|do not (?:follow|run|act on) (?:it|them|such|these|this)|never (?:follow|run|act on)|phishing|scam\w*|fraud\w*|attack\w*|inject\w*|malicious|examples? (?:of|to recogni[sz]e)|for example|e\.g\.|for instance)\b/;

/** the act is someone's reported request ("asked us to … switch off 2FA", "a PR changed it with the comment …") */
export const REPORTED34 =
  /\b(?:asked|asks|asking|told|tells|wanted|wants|requested|requests|demanded|urged|instructed|expects?) (?:(?:us|me|them|him|her|you|the \w+|someone) )?to\b|\b(?:said|says|wrote|writes|saying|with the (?:comment|line|note|message)|ended with|the line|reads?:)\b/;
/** a secret put where it belongs: an auth header, the environment, a secrets store */
export const SAFE_PLACE34 =
  /\b(?:in|into|to|under|as) (?:the |your |an? )?(?:authorization|[\w-]+ header|headers?|environment|env var\w*|secrets? (?:manager|store)|vault|keychain|password manager|ci secrets?|repository secrets?|github secrets?)\b/;
/** a comment line in a quoted specimen (indented, or a code comment): shown, not given */
export const COMMENT_LINE34 = /^(?:[ \t]{2,}(?:#|\/\/|--|\*)|[ \t]*(?:\/\/|--\s))[^\n]*$/gm;

/**
 * a cheap first test: the objects of every class (most tool results hold none); with VERB34, record-act34's necessary
 * condition (reader-gates.ts derives its gate literals from both: an order needs a verb and an object)
 */
export const ANY_OBJECT34 = new RegExp(
  [SECRET34, HARMFUL_CODE34, FOREIGN_INSTALL34, GUARD34, ERASED34, RIGHTS34, BULK_DATA34]
    .map((r) => r.source)
    .join("|"),
);
