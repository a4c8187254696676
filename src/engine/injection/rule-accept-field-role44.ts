// Accept check of `hijack.inserted-turn13` on a JSON "role" key that is a field's attribute (a form schema's `x-markform`), not a chat turn.

import { unmatchedOpenBrace } from "./open-brace.ts";

/** the match is a JSON role key: `"role": "user"` */
const ROLE_KEY = /^"role"\s{0,4}:\s{0,4}"/;
/** a chat turn's own keys beside its role: the words it carries */
const TURN_KEY =
  /"(?:content|parts|text|message|messages|value|prompt|input|body|tool_calls|function_call|name)"\s{0,4}:/;
/** how far the enclosing object is looked for on each side */
const REACH = 600;

/** the text of the JSON object around `index`: from its unmatched `{` before to its unmatched `}` after (or the reach's edge) */
function enclosingObject(text: string, index: number): string {
  const floor = Math.max(0, index - REACH);
  const open = unmatchedOpenBrace(text, index - 1, floor);
  const start = open < 0 ? floor : open;
  let end = Math.min(text.length, index + REACH);
  for (let k = index, depth = 0; k < Math.min(text.length, index + REACH); k++) {
    const c = text[k];
    if (c === "{") depth++;
    else if (c === "}") {
      if (depth === 0) {
        end = k + 1;
        break;
      }
      depth--;
    }
  }
  return text.slice(start, end);
}

/**
 * False for `hijack.inserted-turn13` when its `"role": "user"` is one attribute of a JSON object that carries no
 * words of a turn (round 44, realfp44: markform's `simple-skipped-filled.schema.json`, `"x-markform": { "role": "user",
 * "group": "basic_fields", "placeholder": "Enter your name" }`: who fills the form field). An object with the role and
 * its `content`, `parts`, `text` or `message` is a chat turn and keeps its hit; a role written with a label outside
 * JSON is not judged here. Nested objects inside the one read are read as its text (a conservative answer).
 */
export function notFieldRole(text: string, index: number, match: string): boolean {
  if (!ROLE_KEY.test(match)) return true;
  return TURN_KEY.test(enclosingObject(text, index));
}
