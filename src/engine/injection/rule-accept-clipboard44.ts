// Accept check of `code.keylogger` on one clipboard read a program keeps for itself: no loop polls it, nothing sends it.

/** the clipboard readers of the rule (the keyboard hooks and screen grabs are not read here) */
const CLIPBOARD_READ = /^(?:pyperclip\.paste|win32clipboard|getclipboarddata)$/i;
/** a loop that polls: `while True:`, `while 1`, `while (true)`, a scheduler or timer run again and again */
const POLLING =
  /\bwhile\b|\bfor\s{1,4}\w{1,20}\s{1,4}in\s{1,4}(?:range|itertools\.count)\b|\bsetinterval\s{0,2}\(|\bschedule\.every\b|\bthreading\.timer\b|\bon_(?:press|release)\b/i;
/** a program that sends something away: HTTP, mail, sockets, chat hooks, uploads */
const SENDS =
  /\brequests\.(?:post|put|patch|get)\b|\burlopen\b|\burllib\b|\bhttp\.client\b|\bhttpx\b|\baiohttp\b|\bsocket\b|\bsmtplib\b|\bftplib\b|\bparamiko\b|\bwebhooks?\b|\bdiscord\b|\btelegram\b|\bslack_sdk\b|\bboto3\b|\bpastebin\b|\bngrok\b|\bfetch\s{0,2}\(|\bxmlhttprequest\b|\baxios\b|\bcurl\b|\bwget\b|\bnc\s/i;

/**
 * False for `code.keylogger` when its hit is a clipboard read in a program that neither polls nor sends anything (round
 * 44, realfp44: a token helper clicks the site's "Copy" button, then `token = pyperclip.paste()` and keeps it in an
 * environment variable and `.env`): the user's own copy taken once, kept on the machine. A clipboard read inside a
 * `while` loop, or in a program that posts, mails or sockets anything, keeps its hit; keyboard hooks and screen grabs
 * are not judged here.
 */
export function notOneClipboardRead(text: string, _index: number, match: string): boolean {
  if (!CLIPBOARD_READ.test(match)) return true;
  return POLLING.test(text) || SENDS.test(text);
}
