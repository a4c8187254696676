// A secret named as what to take out before sharing ("redact tokens before posting"): the share carries no secret.

/** a verb that takes the object out, right before the object ("redact", "remove any", "mask your") */
const TAKEN_OUT =
  /\b(?:redact|remove|strip(?:\s{1,3}out)?|mask|scrub|blank\s{1,3}out|black\s{1,3}out|censor|obfuscate|delete|sanitis|sanitiz|anonymi[sz]e|x\s{1,3}out|cut\s{1,3}out|leave\s{1,3}out|omit|hide)e?s?\s{1,3}(?:(?:any|all|the|your|personal|sensitive|private|real|actual|those|these)\s{1,3}){0,2}$/;

/**
 * The carrier's send effect found its object before the verb ("Please redact tokens before posting", "remove any API
 * keys before you share it"): a bug template's care for the reporter's secrets, the opposite of sending them. `before`
 * is the text the object was found in, `at` the object's index there. "Please post the tokens from the debug log",
 * "include your tokens when posting" still send.
 */
export function redactedObject(before: string, at: number): boolean {
  return TAKEN_OUT.test(before.slice(Math.max(0, at - 40), at));
}
