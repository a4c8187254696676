// A passwordless sudo grant to a throwaway local account that the same script creates (test and provisioning scripts).

import { NOPASSWD, PUBKEY } from "./bash-facts.ts";

/** `NAME ALL=(ALL[:ALL]) NOPASSWD: …` in the script: the sudoers line's grantee. */
const GRANT =
  /(?:^|[\s'"])(%?[$\w][\w${}()-]{0,40})\s+ALL\s{0,3}=\s{0,3}(?:\([^)\n]{0,40}\)\s{0,3})?NOPASSWD\s{0,3}:/gm;
/** A way in for someone outside: a password, a key, a uid-0 twin, the network. */
const WAY_IN =
  /\b(?:chpasswd|usermod\s[^\n;&|]{0,80}-p\s|useradd\s[^\n;&|]{0,80}(?:-p|--password)\s|passwd\s+(?!-[dl]\b)[\w-]|authorized_keys|-o\s+-u\s*0\b|-u\s*0\s+-o\b)|https?:\/\/|\/dev\/(?:tcp|udp)\/|\b(?:curl|wget|nc|ncat|socat|ssh|scp)\b/;

/**
 * The account a script grants passwordless sudo when that grant gives nobody outside anything: every grantee is created
 * by the same script (useradd/adduser), is not the current user or a group, and the script sets no password, adds no
 * key, makes no uid-0 twin and reaches no network. Such an account can only be entered by someone who is root already
 * (`su tester -c …`): autopkgtest's and CI images' test users. Null otherwise.
 */
export function throwawayGrantee(src: string): string | null {
  if (!NOPASSWD.test(src) || WAY_IN.test(src) || PUBKEY.test(src)) return null;
  let first: string | null = null;
  GRANT.lastIndex = 0;
  for (let m = GRANT.exec(src), n = 0; m !== null && n < 8; m = GRANT.exec(src), n++) {
    const who = m[1] as string;
    if (/^[%$]|^(?:ALL|root)$/.test(who)) return null;
    const esc = who.replace(/[-]/g, "\\-");
    if (!new RegExp(String.raw`\b(?:useradd|adduser)\b[^\n;&|]{0,120}\s${esc}(?=$|[\s;&|])`, "m").test(src))
      return null;
    first ??= who;
  }
  return first;
}
