// A UI string catalogue keyed by its own English strings (i18next or gettext JSON: `"Add new price group": "Add new price group"`).

/** one `"key": "value"` pair of plain strings (no escapes, one line) */
const PAIR = /"([^"\\\n]{1,200})"[ \t]{0,4}:[ \t]{0,4}"([^"\\\n]{0,200})"/g;
/** pairs read from the text's head */
const READ = 40;
/** pairs whose value is its own key from which the text is such a catalogue */
const SELF = 5;

/**
 * True when `text` (a JSON carrier) is a catalogue of a program's interface strings whose keys are the strings
 * themselves: of its first 40 plain pairs, five or more and at least half hold a value equal to the key (letter case
 * aside). Its values are labels of buttons and dialogs ("Add new price group", "Delete user"), written for the program's
 * screens, not fields of a record asking someone to act; the carrier reader does not count them as odd data. A record
 * whose fields differ from their keys (an API's response, a ticket) is no such catalogue.
 */
export function stringCatalogue46(text: string): boolean {
  PAIR.lastIndex = 0;
  let pairs = 0;
  let self = 0;
  for (let m = PAIR.exec(text); m && pairs < READ; m = PAIR.exec(text)) {
    pairs++;
    if ((m[1] as string).trim().toLowerCase() === (m[2] as string).trim().toLowerCase()) self++;
  }
  return self >= SELF && self * 2 >= pairs;
}
