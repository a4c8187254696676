// Credentials of release, deploy and publishing tools: app-signing keystores, store API keys, signing keys, edge and PaaS logins, and the CLIs that print config vars.

/**
 * Files that hold a release's or a deploy's credential: an Android signing keystore (`*.jks`, `*.keystore`, but not
 * the SDK's shared `debug.keystore`) and the properties file holding its passwords (`key.properties`,
 * `keystore.properties`, `signing.properties`), App Store Connect's API key (`AuthKey_<id>.p8`) and signing identities
 * exported as PKCS#12 (`.p12`, `.pfx`), a Play Console service key, cosign's and minisign's private keys, Tauri's
 * updater keys, Cloudflare wrangler's login and its local secrets (`.dev.vars`), Netlify's, Vercel's, Fly's, Railway's,
 * Firebase's and Expo's CLI logins, NuGet's and JFrog's CLI configs. Their neighbours are not secrets: public keys
 * (`cosign.pub`, `*.key.pub`), the app's `gradle.properties` or `local.properties`, provisioning profiles, a project's
 * `netlify.toml`, `wrangler.toml` or `vercel.json`.
 */
export const RELEASE_SECRET_PATH =
  /\b[\w.-]{1,80}\.jks\b|(?<!\bdebug)\.keystore(?![\w.-])|\b(?:key|keys|keystore|signing|release-signing|upload-keystore)\.properties\b|\bAuthKey_[A-Z0-9]{6,14}\.p8\b|[\w-]\.(?:p12|pfx)\b|\bplay[\w-]{0,30}(?:key|service[-_]?account|credentials?)[\w-]{0,20}\.json\b|\bcosign\.key\b|\bminisign\.key\b|\.tauri\/[\w.-]{1,60}\.key\b(?!\.pub)|\.wrangler\/config\/[\w.-]{1,40}\.toml\b|(?:^|[\s/"'=@:(<])\.dev\.vars(?![\w.-])|\bnetlify\/config\.json\b|\bcom\.vercel\.cli\/[\w.-]{0,20}auth\.json\b|\.vercel\/auth\.json\b|\.fly\/config\.ya?ml\b|\.railway\/config\.json\b|\bconfigstore\/firebase-tools\.json\b|\.expo\/state\.json\b|\.nuget\/NuGet\/NuGet\.Config\b|\.jfrog\/jfrog-cli\.conf\b/i;

/**
 * A PaaS or edge CLI that prints an app's config vars with their values (they hold its database URL, API keys and
 * tokens): `heroku config` (not `config:get` of one named non-secret var, not `config:set`/`unset`), `netlify env:list`
 * / `env:get`, `vercel env pull` to stdout, `railway variables` (not `--kv` cut to names: judged by the pipeline's
 * sender, not here), `fly ssh console -C env`, `render env`, `dokku config`/`config:show`. Names-only listings (`fly
 * secrets list`, `wrangler secret list`, `gh secret list`) print no value and are not counted.
 */
export const RELEASE_SECRET_TOOLS =
  /^(?:heroku\s+config(?::show)?(?=\s|$)(?!\s+(?:-h|--help)\b)|netlify\s+env:(?:list|get)\b|vercel\s+env\s+pull\b.*\s(?:\/dev\/stdout|-)(?:\s|$)|railway\s+variables\b(?!.*\s(?:set|delete)\b)|(?:fly|flyctl)\s+ssh\s+console\b.*\s(?:-C|--command)\s+["']?(?:env|printenv)\b|dokku\s+config(?::show|:export)?(?=\s|$)|render\s+env\b|amplify\s+env\s+get\b)/;

/**
 * A flag that hands a signing or upload tool the key it signs or logs in with (`cosign sign --key cosign.key`,
 * `apksigner --ks release.jks`, `jarsigner -keystore`, `signtool /f cert.pfx`, `osslsigncode -pkcs12`, `jsign
 * --keystore`, `notarytool --key AuthKey_X.p8`, fastlane's `--api_key_path`, `gradle -Pandroid.injected.signing.store.file=`,
 * a container build's secret mount `--secret id=ks,src=release.jks`): the key is used on this machine (the signature or
 * the built image, not the key, goes to the registry or the timestamp server).
 */
export const KEY_USE_FLAG =
  /^(?:--?key|--key-?file|--private-key|--ks|--?keystore|-pkcs12|--pkcs12|\/f|--api[-_]key[-_]path|--p12|--cert(?:ificate)?-?file|--secret-key|--signing-key|--secret)$/i;

/** The same flag with its value joined (`--key=cosign.key`, `-Pandroid.injected.signing.store.file=release.jks`). */
export const KEY_USE_JOINED =
  /^(?:--?key|--key-?file|--private-key|--ks|--?keystore|--api[-_]key[-_]path|--signing-key|-Pandroid\.injected\.signing\.store\.file)=/i;
