// The code-act reader's table: where code runs unasked (build, install, CI, hooks) and which effects of such code are acts of consequence.

/**
 * Families of the bash layer's findings that are an act of consequence in any code that runs on build, install or CI:
 * something sent out, a shell handed to another machine, code fetched from a stranger and run. What the bash layer also
 * reads as risky on a host, but images, CI runners and hooks do every day (sudo rules, setuid, authorized_keys in an
 * SSH image, vendors' installers at 0.45), is left out.
 */
export const SHELL_ACT_RULES31: readonly RegExp[] = [
  /^bash\.exfil-/,
  /^bash\.reverse-(?:shell|tunnel)$/,
  /^bash\.shell-catcher$/,
  /^bash\.pipe-to-shell$/,
  /^bash\.run-(?:from-url|download|decoded-code)$/,
  /^bash\.persist-download$/,
];
/** the fetch-and-run findings, which a tool's own installer also makes */
export const FETCH_RUN31 = /^bash\.(?:pipe-to-shell|run-from-url|run-download|persist-download)$/;
/** code fetched from a bare address or over plain http */
export const STRANGER_URL31 = /\bhttp:\/\/(?!localhost\b|127\.)|\bhttps?:\/\/\d{1,3}(?:\.\d{1,3}){3}\b/i;
/** a credential read is an act only with a sink in the same command (the bash layer scores the read alone too) */
export const SHELL_READ31 = /^bash\.read-credentials$/;
export const SHELL_SINK31 = /^bash\.(?:upload-file|exfil-)/;
/** a finding this strong, not a vendor's installer (the layer gives those 0.45) */
export const SHELL_STRONG31 = 0.85;

/**
 * A CI expression an outsider writes (a PR's title, body or branch name, an issue, a comment, a commit message), and
 * running it as code on the same line: a pipe into a shell, `eval`, `-c`/`-e` of a shell or interpreter.
 */
export const UNTRUSTED_EXPR31 =
  /\$\{\{\s{0,3}(?:github\.event\.(?:pull_request|issue|comment|review|review_comment|head_commit|commits|discussion|pages|workflow_run)\.[\w.[\]*]{0,60}|github\.head_ref)\s{0,3}\}\}/;
export const RUN_AS_CODE31 =
  /\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da)?sh\b|\beval\b|\b(?:ba|z)?sh\s{1,3}-c\b|\b(?:python3?|node|perl|ruby)\s{1,3}-[ce]\b|\bsource\s{1,3}<\(/;

/** `pull_request_target` runs with the base repository's secrets: checking out the PR's head there runs a stranger's code */
export const PR_TARGET31 =
  /^\s{0,8}(?:on\s{0,3}:\s{0,3}\[?[^\n]{0,80}\bpull_request_target\b|pull_request_target\s{0,3}:)/m;
export const HEAD_CHECKOUT31 =
  /\bref\s{0,3}:\s{0,3}["']?\$\{\{\s{0,3}(?:github\.event\.pull_request\.head\.(?:sha|ref)|github\.head_ref|format\([^)]{0,40}refs\/pull)[^\n]{0,40}|\bref\s{0,3}:\s{0,3}["']?refs\/pull\//;

/** SQL code that sends a row out of the database: an HTTP call, a shell program, a link to another server */
export const SQL_SEND31 =
  /\b(?:net\.)?http_(?:post|get|put)\s{0,3}\(|\bhttp\s{0,3}\(\s{0,3}\(\s{0,3}'(?:post|put)'|\butl_http\.request\b|\bsys_exec\s{0,3}\(|\bxp_cmdshell\b|\bdblink_exec\s{0,3}\(/i;
/** …of a column or value that is a secret or a person's record */
export const SQL_SECRET31 =
  /\b(?:new|old)\.(?:\w{0,20}(?:token|password|passwd|secret|api_?key|ssn|card|iban|otp|hash)\w{0,12})\b|\b(?:row_to_json|to_jsonb?)\s{0,3}\(\s{0,3}(?:new|old)\s{0,3}\)/i;
/**
 * every right on a table, or writes on every table of a schema, given to every role (PostgreSQL's own catalogue grants
 * single rights on single views to PUBLIC); every right on every database to a user from anywhere (MySQL)
 */
export const SQL_OPEN31 =
  /^[ \t]{0,8}grant\s{1,3}all(?:\s{1,3}privileges)?\s{1,3}on\s{1,3}(?:table\s{1,3})?(?!pg_|information_schema)[\w."]{1,80}\s{1,3}to\s{1,3}public\b|^[ \t]{0,8}grant\s{1,3}(?:all(?:\s{1,3}privileges)?|[a-z, ]{0,60}\b(?:insert|update|delete|truncate)\b[a-z, ]{0,40})\s{1,3}on\s{1,3}all\s{1,3}tables\s{1,3}in\s{1,3}schema\s{1,3}[\w."]{1,80}\s{1,3}to\s{1,3}public\b|^[ \t]{0,8}grant\s{1,3}all(?:\s{1,3}privileges)?\s{1,3}on\s{1,3}\*\.\*\s{1,3}to\s{1,3}'[^']{1,40}'@'%'/im;
/** a program a `COPY … TO/FROM PROGRAM` runs: read by the bash layer */
export const SQL_PROGRAM31 = /\b(?:to|from)\s{1,3}program\s{1,3}'((?:[^'\n]|'')+)'/gi;

/** A policy statement that lets anyone act: principal "*" (or AWS "*") in an Allow without a condition. */
export const ANY_PRINCIPAL31 =
  /["']?principals?["']?\s{0,3}[=:]\s{0,3}(?:\{\s{0,3}["']?aws["']?\s{0,3}[=:]\s{0,3})?\[?\s{0,3}["']\*["']/gi;
/** …whose actions write, administer or assume (public read of a website's objects is the ordinary case) */
export const WIDE_ACTION31 =
  /\bactions?["']?\s{0,3}[=:]\s{0,3}\[?(?:\s{0,3}["'][\w:*]{1,60}["']\s{0,3},)*\s{0,3}["'](?:\*|s3:\*|s3:(?:put|delete)\w{0,30}|iam:\w{1,30}|sts:assumerole\w{0,20}|kms:\*|kms:decrypt|secretsmanager:\w{1,30}|ssm:getparameters?\w{0,20}|dynamodb:\*|lambda:\*|ec2:\*|sqs:\*|sns:\*)["']/i;
/** GCP and Azure: everyone (or every Google account) given a role that writes or administers */
export const PUBLIC_MEMBER31 =
  /\b(?:member|members)\s{0,3}[=:]\s{0,3}\[?\s{0,3}["'](?:allusers|allauthenticatedusers)["'][^\n]{0,200}|\brole\s{0,3}[=:]\s{0,3}["']roles\/[\w.]{1,60}["'][^\n]{0,80}\n?[^\n]{0,80}\bmembers?\s{0,3}[=:]\s{0,3}\[?\s{0,3}["'](?:allusers|allauthenticatedusers)["']/gi;
export const ADMIN_ROLE31 = /roles\/(?:owner|editor|[\w.]{0,40}(?:admin|writer|creator|editor|owner))\b/i;

/** Kubernetes: a binding whose subject is everyone who has not logged in, to a role that administers or edits */
export const ANONYMOUS_SUBJECT31 = /\bname\s{0,3}:\s{0,3}["']?system:(?:anonymous|unauthenticated)\b/gi;
export const ADMIN_CLUSTER_ROLE31 = /\bname\s{0,3}:\s{0,3}["']?(?:cluster-admin|admin|edit)["']?\s{0,3}$/im;

/** settings that turn a protection off, read only in code handed over to apply (a review's suggestion, a patch's added lines) */
export const PROTECTION_OFF31 =
  /['"]?(?:secure|http_?only|httponly|verify_?ssl|ssl_?verify|verify_?peer|reject_?unauthorized|csrf(?:_?protection)?|check_?hostname|insecure_?skip_?verify|same_?site_?strict)['"]?\s{0,3}(?:=>|[=:])\s{0,3}(?:false|False|FALSE|0|none|None)\b|\bverify\s{0,3}=\s{0,3}False\b|\binsecureskipverify\s{0,3}:\s{0,3}true\b/i;
