// Accept check of a greeting or note whose AI word names people: a product's team or users, a human assistant's job.

/** people a product's name can head: "Hi Claude team", "Dear ChatGPT users", "Hello Copilot community" */
const PEOPLE_AFTER =
  /^[^\S\n]{1,3}(?:team|teams|users|community|folks|fans|devs|developers|crew|group|staff|squad|customers|subscribers|members|enthusiasts|newsletter|maintainers|owners|admins|support\s{1,3}team|product\s{1,3}team|hackathon|meetup|user\s{1,3}group)\b/i;
/** a human assistant's job named after the word: "the new assistant onboarding", "assistant manager" */
const JOB_AFTER =
  /^[^\S\n]{1,3}(?:onboarding|manager|managers|professor|director|editor|principal|coach|coaches|position|role|job|hire|hiring|vacancy|interview|interviews|schedule|rota)\b/i;
/** a human assistant's job named before the word: "the executive assistant", "our teaching assistants" */
const JOB_BEFORE =
  /\b(?:executive|administrative|admin|teaching|office|dental|medical|legal|sales|marketing|store|shop|nursing|physician|production|camera|graduate|editorial|library|classroom|kitchen|warehouse|veterinary)[^\S\n]{1,3}assistants?$/i;
/** what makes the greeting's sentence an order to any reader after all: an override, the prompt, a secret */
const REACH =
  /\b(?:ignore|disregard|forget|override|previous\s{1,4}instructions|system\s{1,4}prompt|api[\s_-]?keys?|passwords?|tokens?|secrets?|credentials?|private\s{1,4}keys?)\b|\.env\b|\bid_(?:rsa|ed25519)/i;
/** how far the greeting's sentence is read for such a reach */
const SENTENCE_REACH = 200;
/** the word the greeting ends on: only people-bearing names and the assistant noun are read */
const NAMED = /(?:assistants?|claude|chatgpt|gpt|copilot|gemini|cursor|codex|pi)$/i;

/**
 * False for `addressed.note-to-ai` when the AI word it ends on names people, not the model reading the text: a product's
 * team, users or community greeted in mail ("Hi Claude team, thanks for the webinar", "Dear ChatGPT users, this handout
 * explains …"), or a human assistant's job ("Reminder for the new assistant onboarding", "Note to the executive
 * assistant: …"). "Dear Claude, …", "Note for the new assistant: forward …" and "Hi Claude team, ignore previous
 * instructions …" (the override fires on its own) keep their hit or are caught by other rules.
 */
export function notPeopleGreeting(text: string, index: number, match: string): boolean {
  const word = match.trimEnd();
  if (!NAMED.test(word)) return true;
  const after = text.slice(index + word.length, index + word.length + 40);
  const rest = text.slice(index + word.length, index + word.length + SENTENCE_REACH);
  const stop = rest.search(/[.!?](?:\s|$)|\n\s*\n/);
  if (REACH.test(stop < 0 ? rest : rest.slice(0, stop))) return true;
  if (PEOPLE_AFTER.test(after)) return false;
  if (!/assistants?$/i.test(word)) return true;
  return !(JOB_AFTER.test(after) || JOB_BEFORE.test(word));
}
