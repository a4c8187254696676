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
