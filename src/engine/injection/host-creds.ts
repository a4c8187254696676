// A macOS or Windows host's credential stores and Windows-side secret files read out and sent off the machine by a host tool.

import { hit, SENSITIVE_PATH } from "./bash-facts.ts";
import { mentions, normalisedPaths, statementsOf, trackedValues } from "./host-statements.ts";
import type { Hit } from "./types.ts";

/**
 * Verbs that read a host's credential store out: the keychain's password, dump and export verbs, Credential Manager
 * (`cmdkey /list`, `vaultcmd`, the CredentialManager module, the WinRT password vault), SecretManagement's plain text,
 * a credential object's password, DPAPI unprotection, the registry hives that hold the machine's hashes, the domain's
 * database, LSASS memory, the clipboard (where password managers put what they copy).
 */
const STORE_READ =
  /\bsecurity\s+(?:find-(?:generic|internet)-password\b[^\n;|&]*?\s-(?:w|g|ga|gw)\b|dump-keychain\b|export\b[^\n;|&]*?-t\s+(?:identities|privKeys|all))|\bcmdkey(?:\.exe)?\s+\/list\b|\bvaultcmd(?:\.exe)?\s+\/list(?:creds|properties)\b|\bGet-StoredCredential\b|\.Retrieve(?:Password|All)\s*\(|\bGet-Secret\b[^\n;|]*?-AsPlainText\b|GetNetworkCredential\(\)\.Password\b|\bConvertFrom-SecureString\b[^\n;|]*?-AsPlainText\b|ProtectedData\]::Unprotect\b|\breg(?:\.exe)?\s+(?:save|export)\s+["']?HKLM\\+(?:SAM|SECURITY|SYSTEM)\b|\bntds\.dit\b|\blsass(?:\.exe|\.dmp)?\b|\bpbpaste\b|\bGet-Clipboard\b|\bGetEnvironmentVariable\(\s*["'][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|API_?KEY|PAT)\b/i;

/**
 * Windows-side secret files after path normalisation (`~/…`): DPAPI keys and credential blobs, browser logins and
 * cookies, Azure/MSAL token caches, user-level package manager credentials, and the layer's own secret paths
 * (`~/.ssh`, `~/.aws/credentials`, `.git-credentials`, …). A profile's dot folders named as archive members
 * (`-C ~ .kube .azure`) count too.
 */
const HOST_SECRET_PATH =
  /~\/AppData\/(?:Roaming|Local)\/Microsoft\/(?:Credentials|Protect|Vault)\b|\/User Data\/[^/"']{1,40}\/(?:Login Data|Cookies|Web Data)\b|\bLocal State\b|\/Firefox\/Profiles\b|msal_token_cache|accessTokens\.json|TokenCache\.dat|~\/AppData\/Roaming\/(?:npm\/etc\/npmrc|NuGet\/NuGet\.Config|pip\/pip\.ini|gh\/hosts\.yml)|~\/\.nuget\/NuGet\/NuGet\.Config|~\/\.(?:azure|kube|config\/gcloud)\b|\.git-credentials|\.npmrc\b|login\.keychain/i;
const PROFILE_DOT_DIRS = /~["']?\s+(?:[^\n|;&]*\s)?\.(?:ssh|aws|azure|kube|gnupg|docker|config\/gcloud)\b/;

/** The statement reads a host secret: a store verb, or a secret file named in any host's spelling. */
export function readsHostSecret(statement: string): boolean {
  if (STORE_READ.test(statement)) return true;
  const p = normalisedPaths(statement);
  return SENSITIVE_PATH.test(p) || HOST_SECRET_PATH.test(p) || PROFILE_DOT_DIRS.test(p);
}

/**
 * Host tools that carry data off the machine: web cmdlets and their aliases, curl.exe, the .NET clients' upload and
 * post verbs, BITS uploads, mail, SMB copies to a UNC path, DNS lookups, raw senders (a Unix tool's name only where a
 * command starts: prose and detection patterns name them too).
 */
const SENDER =
  /\b(?:Invoke-RestMethod|irm|Invoke-WebRequest|iwr|curl\.exe|Start-BitsTransfer|Send-MailMessage|Resolve-DnsName)\b|(?:^|\|\s*|\$\(\s*|=\s*|\b(?:sudo|do|then|exec)\s+)(?:curl|wget|nslookup|nc|ncat|socat|scp|ftp|rsync)\s|\.Upload(?:File|String|Data|Values)(?:Async)?\s*\(|\.(?:Post|Put|Send)Async\s*\(|\bbitsadmin(?:\.exe)?\s+\/transfer\b[^\n]*\/upload\b|(?:^|\|\s*)(?:Copy-Item|copy|xcopy|robocopy|Move-Item|cp)\b[^\n]*?\s["']?\\\\[\w.-]{1,100}\\|\bfetch\s*\(\s*["'`]https?:|\baxios\.(?:post|put)\s*\(/i;
/**
 * A destination off this machine: a URL or UNC path that is not loopback, a DNS lookup (the name is the message), mail,
 * a raw sender or remote copy that names no loopback address.
 */
const OFF_MACHINE =
  /\b(?:https?|ftps?|wss?):\/\/(?!localhost\b|127\.|\[::1\]|0\.0\.0\.0)|\\\\(?!localhost\\|127\.)[\w.$-]{1,100}\\|\b(?:Resolve-DnsName|nslookup|Send-MailMessage)\b|\b(?:nc|ncat|socat|scp|rsync|ftp)\b(?![^\n|;&]*\b(?:localhost|127\.0\.0\.1)\b)/i;
/**
 * A channel opened to a named host or address (not loopback) whose writes are sends: .NET and node sockets, a COM
 * HTTP object opened for a POST or PUT.
 */
const CHANNEL_OPEN =
  /\bNet\.Sockets\.(?:TcpClient|UdpClient|Socket)\s*\(\s*["'](?!localhost|127\.|::1)[\w.-]{3,100}["']|\b(?:net\.connect|createConnection|tls\.connect|socket\.connect)\s*\([^)\n]{0,80}?["'](?!localhost|127\.|::1)[\w.-]{3,100}["']|\.Connect\(\s*["'](?!localhost|127\.)[\w.-]{3,100}["']|\b(?:XMLHTTP|WinHttpRequest|ServerXMLHTTP)\b[\s\S]{0,400}?\.Open\s*\(?\s*["'](?:POST|PUT)["']\s*,\s*["']https?:\/\/(?!localhost|127\.)/i;
const CHANNEL_WRITE = /\.(?:Write|WriteLine|Send|write|end)\s*\(|\.Send\s+\S/;
/**
 * Folders others read: a Mac's web and public folders, IIS's web root, the public profile, and the folders a sync
 * client uploads (OneDrive, Dropbox, Google Drive, iCloud Drive): writing a secret there sends it.
 */
const PUBLISHED =
  /~\/(?:Sites|Public)\/|\/Library\/WebServer\/Documents\/|\/inetpub\/wwwroot\/|[A-Z]:\/Users\/Public\/|\$\{?env:OneDrive(?:Commercial|Consumer)?\}?|%OneDrive%|~\/(?:OneDrive|Dropbox|Google Drive)\b|~\/Library\/(?:CloudStorage|Mobile Documents)\//i;
const WRITES_THERE =
  /\b(?:Copy-Item|copy|xcopy|robocopy|Move-Item|cp|mv|rsync|Compress-Archive|Out-File|Set-Content|tar|zip|ditto)\b|\s-(?:o|OutFile|DestinationPath|Destination|f)\s|>/i;

/** Where a secret goes as the credential of the request it signs (an ssh identity too): not a send of the secret. */
const AUTH_SLOTS =
  /-Headers\s+@\{[^}]{0,300}\}|Authorization\s*[=:]\s*["'][^"'\n]{0,200}["']|(?<=\s)-Credential\s+\S+|(?<=\s)-(?:Token|Password|PersonalAccessToken|ApiKey)\s+\S+|(?<=\s)--(?:password|token|api-key)[=\s]\S+|(?<=\s)-i\s+\S+|IdentityFile[=\s]\S+|-H\s+["'][^"'\n]{0,200}["']|--header[=\s]["'][^"'\n]{0,200}["']|\s-u\s+\S+/gi;

/** The target of an assignment at the start of a statement (`$r = irm …`, `const response = await fetch(…)`). */
const ASSIGNMENT_TARGET = /^(?:(?:const|let|var|Set|Dim)\s+)?\$?[\w:]{1,40}\s*=(?!=)/i;

/** The longest statement read: a script's lines are short, a bundle's are not. */
const MAX_STATEMENT = 600;

/** Hits for a script that reads a host's credential store or secret files and sends what it read off the machine. */
export function hostCredHits(text: string): Hit[] {
  // minified code and long prose lines are not a script's statements
  const statements = statementsOf(text).filter((st) => st.length <= MAX_STATEMENT);
  if (!statements.some(readsHostSecret)) return [];
  const tracked = trackedValues(statements, readsHostSecret);
  const channel = CHANNEL_OPEN.test(text);
  for (const s of statements) {
    const sender = SENDER.test(s) && OFF_MACHINE.test(s);
    const published = !sender && WRITES_THERE.test(s) && PUBLISHED.test(normalisedPaths(s));
    if (!sender && !published && !(channel && CHANNEL_WRITE.test(s))) continue;
    // what the statement sends: its auth slots and the name it assigns the answer to are not
    const payload = s.replace(AUTH_SLOTS, " ").replace(ASSIGNMENT_TARGET, "");
    const carried = readsHostSecret(payload) || [...tracked].some((v) => mentions(payload, v));
    if (!carried) continue;
    return [
      hit(
        "bash.host-secret-sent",
        "bash_exfil",
        0.92,
        0,
        text.length,
        `a host credential store or secret file sent off the machine: \`${s.slice(0, 70)}\``,
      ),
    ];
  }
  return [];
}
