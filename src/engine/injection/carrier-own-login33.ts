// A tool's setup step for the person at the keyboard: their own login added to a local group, with a re-login or an alternative.

/**
 * Tools document their post-install step the same way everywhere: "add your user to the docker group (`sudo usermod
 * -aG docker $USER`, then log out and in) or use rootless Docker". The grantee is the reader's own login, the group is
 * one of the machine's own, and the sentence says it is a person's step (a session to start again) or one choice among
 * others. A planted grant reaches past that: another account or an address, an admin group (sudo, wheel, root …), a
 * socket or a file opened to everyone (`chmod 666 /var/run/docker.sock`, read by the other effects), or the step with no
 * re-login and no alternative. Pure word tests on the normalised view (lower case).
 */

/** the reader's own login, right after the verb: "add your user", "add yourself", "add $USER" */
const OWN_LOGIN =
  /^\s{0,3}(?:your (?:own )?(?:user(?: account)?|account|login|username)|yourself|\$user|\$\{user\}|\$\(whoami\))\s/;
/** the grantee's words reach the object only this close ("your user to the docker group") */
const LOGIN_REACH = 40;
/** groups that are administration itself: joining one is root, whatever the docs say */
const ADMIN_GROUP =
  /\b(?:sudo|sudoers|wheel|admin|admins|administrators?|root|adm|shadow|disk|kmem|staff|lpadmin) group\b/;
/** a person's step (the session started again for the group to count) or one choice among others */
const SETUP_CUE =
  /\blog (?:out and (?:back )?in|back in)\b|\bre-?log(?:in)?\b|\bsign out and (?:back )?in\b|\bnewgrp\b|\b(?:or|alternatively,?) (?:use|run|install|switch to|set up)\b/;

/**
 * Whether the grant asked in `sentence` (its object found at `objectAt` in `rest`, the words after the verb, and matched
 * as `object`) is the reader's own login added to a local group as a documented setup step.
 */
export function ownLoginGroup33(sentence: string, rest: string, objectAt: number, object: string): boolean {
  if (!/ group$/.test(object) || ADMIN_GROUP.test(object) || objectAt > LOGIN_REACH) return false;
  return OWN_LOGIN.test(rest.slice(0, objectAt)) && SETUP_CUE.test(sentence);
}
