// Which sentences round 34's reader in other languages opens: code, a setting, a role or memory named, or no English word.

import {
  ADMIN_ROLE34,
  ACCOUNT34,
  AGENT_RULES34,
  CHECK_NAME34,
  STARTUP34,
  HARDCODED34,
  MADE_TRUE34,
  FOREVER34,
  MEMORY34,
  OMIT34,
  OPEN_SETTING34,
  PUBLIC34,
} from "./multilingual-object34-vocab.ts";
import { BARE_COMMAND } from "./multilingual-object34.ts";
import { SAVE } from "./multilingual-object34-acts.ts";

/** what opens a sentence to this reader beside the act words of the earlier readers: code, a setting, a role, memory */
export function opens34(sentence: string): boolean {
  return (
    sentence.includes("`") ||
    BARE_COMMAND.test(sentence) ||
    OPEN_SETTING34.test(sentence) ||
    MEMORY34.test(sentence) ||
    PUBLIC34.test(sentence) ||
    ADMIN_ROLE34.test(sentence) ||
    OMIT34.test(sentence) ||
    HARDCODED34.test(sentence) ||
    ACCOUNT34.test(sentence) ||
    STARTUP34.test(sentence) ||
    AGENT_RULES34.test(sentence) ||
    (CHECK_NAME34.test(sentence) && MADE_TRUE34.test(sentence)) ||
    // (memory named by its verb, kept for ever: "Merke dir dauerhaft: …", realfp46)
    (SAVE.test(sentence) && FOREVER34.test(sentence))
  );
}

/** English's commonest words: a sentence with none of them among four words or more is not English */
const ENGLISH =
  /\b(?:the|and|of|to|is|for|with|you|your|this|that|are|be|it|on|in|please|before|a|an|then|if|or|by|from|as|at|we|our|will|can|not)\b/;
/**
 * A sentence of a text in another language that the round-16 test misses (Polish or Czech without its accents, short
 * romanised lines): three words or more and none of English's commonest; asked only of sentences this reader opens.
 */
export function foreignByAbsence34(bare: string): boolean {
  // (a shell line is no language: `git push origin $branch --force` has no English word either)
  if (
    /\$|^\s{0,8}(?:sudo\s{1,3})?(?:git|npm|npx|yarn|pnpm|curl|wget|pip3?|rm|cd|echo|export|if|then|fi|for|do|done|exit)\b/.test(
      bare,
    )
  )
    return false;
  // (nor a line of a program: `return process.env.NEXT_PUBLIC_APP_URL || …;`)
  if (/[;{}=|]|\breturn\b|\w\.\w+\(|\bprocess\.env\b/.test(bare)) return false;
  const words = bare.match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 3 && !ENGLISH.test(bare);
}
