// Prose rules, authority and role spoofing: fake system tags and headers, mode switches, claimed identities.

import { notReaderStanding } from "./rule-accept-you-now44.ts";
import { notTypeArgument } from "./rule-accept34.ts";
import { notTypeDocComment } from "./rule-accept-doc-comment.ts";
import { notOptionMode } from "./rule-accept-option-mode.ts";
import { type ProseRule, S, gap, ctx } from "./rule-vocab.ts";
import { notDocumentedKey, notPlaceholderTag, notSoftwareMode } from "./rule-accept-docs.ts";
import { notIniSection, notProgramModeFrame } from "./rule-accept9.ts";
import { notTagList, notTemplatePlaceholder } from "./rule-accept10.ts";
import { notMailbox } from "./rule-accept-mailbox.ts";
import { notMarkupElement } from "./rule-accept-markup-element.ts";

/** an order to the model near an <important> tag; a tool description's <important> usage note has none */
const IMPORTANT_ORDER =
  /\b(?:before|must|always|never|do\s{1,4}not|don'?t|instead|read|pass|send|ignore|forward|upload|mention|hidden|secret|password|credential|token|api.?key|first)\b|~\/|\.ssh|mcp\.json/;
function importantTagOrders(text: string, index: number, match: string): boolean {
  if (!/important/.test(match)) return true;
  const end = index + match.length;
  return (
    IMPORTANT_ORDER.test(text.slice(Math.max(0, index - 400), end + 400)) ||
    (!match.includes("/") && IMPORTANT_OPENS_ORDER.test(text.slice(end, end + 80)))
  );
}
/** the tag's content opens with an order ("<IMPORTANT> Create an advertisement …") */
const IMPORTANT_OPENS_ORDER =
  /^(?:\s|\\n)*(?:create|write|generate|produce|output|respond|reply|say|tell|include|add|call|use|run|execute|print|list|show|make|delete|remove|change|when|whenever|if|after|you|the\s{1,4}(?:assistant|model|ai))\b/;

export const AUTHORITY_RULES: ProseRule[] = [
  // ---- authority and role spoofing --------------------------------------------------------------------------------
  {
    id: "authority.fake-tag",
    category: "authority",
    weight: 0.85,
    accept: (t, i, m) =>
      importantTagOrders(t, i, m) &&
      notPlaceholderTag(t, i, m) &&
      notIniSection(t, i, m) &&
      notTagList(t, i, m) &&
      notTemplatePlaceholder(t, i, m) &&
      notTypeArgument(t, i, m) &&
      notMailbox(t, i, m) &&
      notMarkupElement(t, i, m),
    re: /<\s{0,2}\/?\s{0,2}(?:system|sys|system[_ -]?(?:prompt|message|mode|instructions?|override)|admin|administrator|developer|god[_ -]?mode|root|im_start|im_end|instructions?|inst|override|jailbreak|important)\s{0,2}>|<\|\s{0,2}(?:im_start|im_end|system|endoftext|start_header_id|eot_id)\s{0,2}\|>|<<\s{0,2}\/?sys\s{0,2}>>|\[\/?(?:inst|system|sys|admin|system message|developer|override)\]/g,
  },
  {
    id: "authority.fake-header",
    category: "authority",
    weight: 0.8,
    accept: notDocumentedKey,
    re: /(?:^|\n)[ \t]{0,8}(?:(?:#{1,6}|\*\*|==+|--+|\[)[ \t]{0,4}(?:system|admin(?:istrator)?|developer|assistant)(?:[ \t]{1,4}(?:prompt|message|instructions?|override|notice|update|command))?|(?:system|admin(?:istrator)?|developer)[ \t]{1,4}(?:prompt|message|instructions?|override|notice|command))[ \t]{0,4}(?:\*\*|\]|==+|--+)?[ \t]{0,4}:/g,
  },
  {
    id: "authority.override-header",
    gate: ["override"],
    category: "authority",
    weight: 0.82,
    re: new RegExp(
      // "allow local admin to override:" (a comment before a config step) is a verb phrase, not a header
      String.raw`\b(?:system|developer|admin|administrator|security|emergency|root|operator)(?:${S}(?!(?:to|can|may|will|should|must|and|or|of|for|with|not|cannot|could|would)\b)[a-z]{2,12}){0,3}${S}override\s{0,2}:`,
      "g",
    ),
  },
  {
    id: "authority.mode-switch",
    gate: ["mode"],
    // "enable developer mode on my Android phone": a device's or an app's mode, not the AI's (recall5)
    accept: (text, index, match) =>
      notSoftwareMode(text, index, match) &&
      notProgramModeFrame(text, index, match) &&
      notOptionMode(text, index, match) &&
      !/\b(?:phone|android|iphone|ios|ipad|device|browser|chrome|firefox|edge|windows|macos|tv|console|router|usb|firmware|flask|django|bios|laptop|tablet|watch|xbox|playstation|switch)\b/.test(
        text.slice(Math.max(0, index - 60), index + match.length + 60),
      ),
    category: "authority",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:system|admin|god|developer|dev|debug|maintenance|override|jailbreak|unrestricted|unfiltered|dan|sudo|root|superuser|law${S}enforcement${S}override|knowledge${S}verification|diagnostic|test|safety${S}off|emergency)${S}mode\s{0,4}(?:is${S})?(?:now${S})?(?:activated|enabled|engaged|on|unlocked|initiated|confirmed|active)\b|\b(?:enter(?:ing)?|activat(?:e|ing)|enabl(?:e|ing)|switch(?:ing)?${S}to|initiat(?:e|ing)|engag(?:e|ing)|(?:i${S}am|i'm|we${S}are|we're)${S}(?:now${S})?in)${gap(2)}(?:system|admin|god|developer|dev|debug|maintenance|override|jailbreak|unrestricted|dan|root|superuser|enforcement${S}override|verification|diagnostic|privileged)${S}mode\b`,
      "g",
    ),
  },
  {
    id: "authority.system-reset",
    gate: ["system", "security", "safety"],
    category: "authority",
    weight: 0.7,
    re: new RegExp(
      String.raw`\b(?:system|security|safety)${S}(?:reset|override|upgrade|update|check|audit|bypass)\b${ctx(80)}\b(?:you|your)\b`,
      "g",
    ),
  },
  {
    id: "authority.message-from",
    gate: [
      "system",
      "admin",
      "developer",
      "openai",
      "anthropic",
      "google",
      "security",
      "department",
      "operator",
      "owner",
      "creator",
      "management",
    ],
    accept: notTypeDocComment,
    category: "authority",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:message|notice|instruction|directive|order|update|note)s?${S}from${S}(?:the${S}|your${S})?(?:system|administrator|admin|developers?|openai|anthropic|google|security${S}team|it${S}department|operator|owner|creator|management)\b`,
      "g",
    ),
  },
  {
    id: "authority.claimed-identity",
    gate: [
      "developer",
      "creator",
      "admin",
      "owner",
      "boss",
      "operator",
      "programmer",
      "maker",
      "supervisor",
      "manager",
      "master",
      "engineer",
    ],
    category: "authority",
    weight: 0.83,
    re: new RegExp(
      String.raw`\b(?:(?:i${S}am|i'm|im|this${S}is)${S}(?:your|the|a|an)|as${S}your)${S}(?:(?:lead|chief|head|senior|original)${S})?(?:developer|creator|administrator|admin|owner|boss|operator|programmer|maker|supervisor|manager|master|engineer${S}who${S}built${S}you)\b[^\n]{0,160}\b(?:you|your|need|must|confirm|password|provide|show|tell|give|share)\b`,
      "g",
    ),
  },
  {
    id: "authority.god-president",
    gate: ["god", "president", "ceo", "police", "enforcement", "fbi", "government"],
    category: "authority",
    weight: 0.78,
    re: new RegExp(
      String.raw`\b(?:i${S}am|i'm|as)${S}(?:god|the${S}president|your${S}god|a${S}god|the${S}ceo|your${S}ceo|the${S}police|law${S}enforcement|an?${S}(?:fbi|police|government)${S}(?:agent|officer))\b[^\n]{0,160}\b(?:you|your)\b`,
      "g",
    ),
  },
  {
    id: "authority.ai-developed-by",
    gate: ["openai", "anthropic", "google", "meta", "microsoft", "deepmind", "mistral"],
    category: "authority",
    weight: 0.8,
    re: new RegExp(
      String.raw`\bas${S}an?${S}(?:ai|language${S}model|assistant|llm)${S}(?:developed|created|made|built|trained)${S}by${S}(?:openai|anthropic|google|meta|microsoft|deepmind|mistral)\b`,
      "g",
    ),
  },
  {
    id: "authority.you-are-now",
    gate: ["now", "hereby", "no longer"],
    category: "authority",
    weight: 0.62,
    // "Look at that, you're now a test-driven developer.": the reader's new skill (round 44)
    accept: notReaderStanding,
    re: new RegExp(
      String.raw`\byou(?:${S}are|'re|${S}will${S}be|${S}have${S}become|${S}shall${S}be)${S}(?:now|hereby|no${S}longer|from${S}now${S}on)\b(?!${S}(?:able|ready|logged|connected|signed|set|done|using|running|on|at|in${S}the|all${S}set|good|viewing|looking|seeing|inside|working|editing|subscribed|registered|enrolled|eligible|authenticated|authorized|(?!(?:acting|operating|playing|functioning|pretending|simulating|role-?playing|speaking|responding|answering|talking|being|becoming|going|thinking|living|serving)\b)[a-z]{2,16}ing\b))`,
      "g",
    ),
  },
  {
    id: "authority.you-are-now-ai",
    gate: ["now", "no longer"],
    category: "authority",
    weight: 0.88,
    re: new RegExp(
      String.raw`\byou(?:${S}are|'re)${S}(?:now|no${S}longer)${S}(?:an?${S})?(?:(?:ai|assistant|model|bot|chatbot|character|persona|llm|[a-z0-9]{2,16}gpt)\b|(?:free|unrestricted|unfiltered|jailbroken|uncensored|unbound)\b|bound${S}by)`,
      "g",
    ),
  },
  {
    id: "authority.your-instructions-are",
    category: "authority",
    weight: 0.7,
    re: new RegExp(
      String.raw`\b(?:your|the)${S}(?:new${S})?(?:instructions|rules|directives|guidelines|orders)${S}(?:are|now${S}are)${S}(?:as${S}follows|now|these|:|to${S})`,
      "g",
    ),
  },
];
