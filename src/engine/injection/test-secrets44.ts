// Secrets a test setup keeps in the project: browser end-to-end runs' saved sign-in state and their env files.

/**
 * A browser test's saved sign-in state and its secret env file: Playwright's `storageState` files (`playwright/.auth/`,
 * `.auth/admin.json`, `storage-state.json`, `storageState.json`), Cypress's `cypress.env.json` (its passwords and API
 * keys), a test env file (`.env.e2e`, `.env.test.local`: HOME_SENSITIVE_PATH's `.env.NAME` reads only letters). Whoever
 * holds a storage state is signed in as the test's account (often an admin). The folder named alone counts, the
 * `.gitignore` line that names it is text, not a path sent anywhere.
 */
export const TEST_SECRET_PATH =
  /\bplaywright\/\.auth(?=$|[\s/"'|;&)<>])|(?:^|[\s/"'=@:(<])\.auth\/[\w.-]{1,60}\.json\b|\bstorage[-_]?state[\w.-]{0,30}\.json\b|(?:^|[\s/"'=@:(<])cypress\.env\.json\b|(?:^|[\s/"'=@:(<])\.env\.(?:e2e|test|ci|integration|staging|production|prod)(?:\.local)?(?=$|[\s"'|;)&<>])/i;

/** Browser test traces and their results folders: Playwright's traces hold the pages' cookies and storage. */
const TRACES = /(?:^|[\s/"'=])(?:test-results\/?|[\w.-]{0,40}trace\.zip|traces?\/|blob-report\/?)(?=$|[\s"'|;&)])/;
/** Made readable by anyone: a public ACL, a public-read bucket policy, a public gist. */
const PUBLIC =
  /--acl[=\s]{1,3}public-read(?:-write)?\b|\bAllUsers\b|\ballUsers\b|--predefined-acl[=\s]{1,3}publicRead\b|\bgist\s{1,3}create\b[^\n;&|]{0,200}--public\b|\bblob-public-access\b|--public-access[=\s]{1,3}(?:blob|container)\b/;

/**
 * Browser test traces copied where anyone can read them (`aws s3 cp test-results/ s3://… --recursive --acl
 * public-read`, a trace in a public gist): each trace carries the signed-in pages' cookies and local storage. The
 * project's report synced to its own bucket without a public ACL stays quiet.
 */
export function traceExposureWhy(text: string): string | null {
  if (text.length > 200_000 || !/trace|test-results|blob-report/.test(text)) return null;
  for (const line of text.split(/\n|&&|;/)) {
    const t = TRACES.exec(line);
    const p = t ? PUBLIC.exec(line) : null;
    if (t && p)
      return `browser test traces (${t[0].trim()}) made public (\`${p[0]}\`): they hold the session's cookies`;
  }
  return null;
}
