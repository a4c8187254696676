// Prose rules, instruction override: "ignore the previous instructions", new tasks, covert orders.

import { notDefinitionOrder } from "./rule-accept-capability.ts";
import { documentsPromptSetting } from "./rule-accept-prompt-setting.ts";
import { notConditionOnPerson, notTutorialAbility } from "./rule-accept-tutorial.ts";
import { notContentGuard } from "./rule-accept-guard.ts";
import { notOwnMessage } from "./rule-accept-message.ts";
import { notDescribedBehaviour } from "./rule-accept-behaviour.ts";
import { notFeatureAdded } from "./rule-accept-feature43.ts";
import { notCodeOverride } from "./rule-accept-code-override44.ts";
import { notKeywordName } from "./rule-accept45.ts";
import { notProgramIgnores47 } from "./rule-accept47.ts";
import { notPolicyWithout, notResisted, verbNotNoun, verbNotNounOrArticle } from "./rule-accept.ts";
import { notDescribedAttempt, notPromptingLogic, notSettingPrecedence } from "./rule-accept-docs.ts";
import { notTimeClause } from "./rule-accept9.ts";
import { notDelegatedStep } from "./rule-accept10.ts";
import { notControlFlow } from "./rule-accept-control.ts";
import { notConfigValueThenKey } from "./rule-accept-config-key.ts";
import { notTaskEvent } from "./rule-accept-event.ts";
import {
  type ProseRule,
  S,
  gap,
  OVERRIDE_VERB,
  OVERRIDE_VERB_LITERALS,
  STRONG_RULES,
  PRIOR_STRICT,
  RULES,
  TOLD,
} from "./rule-vocab.ts";

export const OVERRIDE_RULES: ProseRule[] = [
  // ---- instruction override ---------------------------------------------------------------------------------------
  {
    id: "override.ignore-instructions",
    accept: (t, i, m) =>
      verbNotNoun(t, i, m) &&
      !documentsPromptSetting(t, i, m) &&
      notResisted(t, i, m) &&
      notSettingPrecedence(t, i, m) &&
      notDefinitionOrder(t, i, m) &&
      notDescribedAttempt(t, i, m) &&
      notContentGuard(t, i, m) &&
      notOwnMessage(t, i, m) &&
      notDescribedBehaviour(t, i, m) &&
      notFeatureAdded(t, i, m) &&
      notCodeOverride(t, i, m) &&
      notKeywordName(t, i, m) &&
      notProgramIgnores47(t, i, m),
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.93,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}\b${gap(3)}${STRONG_RULES}\b`, "g"),
  },
  {
    id: "override.ignore-prior",
    accept: (t, i, m) =>
      verbNotNoun(t, i, m) &&
      notResisted(t, i, m) &&
      notSettingPrecedence(t, i, m) &&
      notDefinitionOrder(t, i, m) &&
      notDescribedAttempt(t, i, m) &&
      notContentGuard(t, i, m) &&
      notOwnMessage(t, i, m) &&
      notDescribedBehaviour(t, i, m) &&
      notFeatureAdded(t, i, m),
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.9,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}\b${gap(2)}${PRIOR_STRICT}${gap(1)}${RULES}\b`, "g"),
  },
  {
    id: "override.ignore-above",
    accept: (t, i, m) =>
      verbNotNounOrArticle(t, i, m) &&
      notResisted(t, i, m) &&
      notTimeClause(t, i, m) &&
      notDefinitionOrder(t, i, m) &&
      notConditionOnPerson(t, i, m),
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.85,
    negatable: true,
    re: new RegExp(
      String.raw`\b${OVERRIDE_VERB}${S}(?:(?:all${S})?(?:of${S})?(?:the|that|what(?:ever)?|everything|anything)${S}){0,2}(?:(?:above|before|said|came${S}before|preceding)\b|(?:previous(?:ly)?|earlier|prior)(?=\s{0,2}(?:[.!,;:\n]|$|and\b|then\b)))`,
      "g",
    ),
  },
  {
    id: "override.ignore-told",
    accept: (t, i, m) => verbNotNoun(t, i, m) && notResisted(t, i, m),
    gate: OVERRIDE_VERB_LITERALS,
    category: "override",
    weight: 0.93,
    negatable: true,
    re: new RegExp(String.raw`\b${OVERRIDE_VERB}${gap(4)}${TOLD}`, "g"),
  },
  {
    id: "override.ignore-and-say",
    accept: notControlFlow,
    gate: ["ignor", "disregard", "forget", "overlook"],
    category: "override",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:ignore|ignoring|disregard|forget|overlook)${S}(?:the|this|that|your|all|my|these|those)${gap(2)}(?:and|then|,)${S}(?:instead${S})?(?:just${S})?(?:say|state|print|output|respond|reply|answer|write|repeat|tell|give|return|claim|declare)\b`,
      "g",
    ),
  },
  {
    id: "override.hypothetical-ignore",
    gate: ["ignore", "disregard", "overlook"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:we|you|one)${S}(?:were${S}to${S}|to${S})?(?:ignore|ignored|disregard|disregarded|overlook)${gap(4)}(?:we|you|one)${S}(?:might|could|would|will|should)${S}(?:state|say|output|claim|answer)\b`,
      "g",
    ),
  },
  {
    id: "override.treat-obsolete",
    gate: [" as "],
    category: "override",
    weight: 0.9,
    re: new RegExp(
      String.raw`\b(?:treat|consider|regard|mark)${S}(?:(?:all|any)${S})?(?:(?:the|your|those|these|my)${S})?(?:(?:previous|prior|earlier|above|original|initial|old|existing|system|developer)${S})?${RULES}${S}as${S}(?:obsolete|void|null|invalid|outdated|superseded|cancell?ed|revoked|deprecated|irrelevant|expired|no${S}longer)`,
      "g",
    ),
  },
  {
    id: "override.rules-void",
    gate: [
      "obsolete",
      "void",
      "null",
      "invalid",
      "cancel",
      "revoked",
      "superseded",
      "lifted",
      "suspended",
      "disabled",
      "overridden",
      "replaced",
      "longer",
    ],
    category: "override",
    weight: 0.88,
    re: new RegExp(
      String.raw`\b(?:previous|prior|earlier|above|original|old|initial|system|all)${S}${RULES}${S}(?:are|is|have${S}been|has${S}been|were)${S}(?:now${S})?(?:obsolete|void|null|invalid|cancell?ed|revoked|superseded|lifted|suspended|disabled|overridden|replaced|no${S}longer${S}(?:valid|apply|applicable|relevant|in${S}effect))`,
      "g",
    ),
  },
  {
    id: "override.new-task",
    accept: (t, i, m) => notConfigValueThenKey(t, i, m) && notTaskEvent(t, i, m),
    gate: ["task", "instruction", "objective", "goal", "directive", "mission", "order", "assignment"],
    category: "override",
    weight: 0.8,
    re: new RegExp(
      String.raw`\b(?:new|updated|revised|real|actual|true|primary|urgent|top)${S}(?:priority${S})?(?:task|instructions?|objective|goal|directive|mission|orders?|assignment)s?\s{0,4}(?:is|are|:|follows?|for${S}(?:you|the${S}(?:assistant|ai|agent|model)))`,
      "g",
    ),
  },
  {
    id: "override.priority-task",
    gate: ["priority"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:new|urgent|top|overriding)${S}priority${S}(?:task|instruction|directive|request|order|objective)`,
      "g",
    ),
  },
  {
    id: "override.regardless",
    gate: ["regardless", "irrespective", "instead", "rather", "in place", "no matter"],
    category: "override",
    weight: 0.82,
    re: new RegExp(
      String.raw`\b(?:regardless${S}of|irrespective${S}of|instead${S}of|rather${S}than|in${S}place${S}of|no${S}matter)${S}(?:(?:your|the|any|all|what|my)${S})?(?:previous|prior|earlier|original|initial|current|assigned|given|above)${S}(?:${RULES}|said|told)`,
      "g",
    ),
  },
  {
    id: "override.from-now-on",
    accept: notTutorialAbility,
    gate: ["now on", "on now", "this point", "here on", "starting now", "henceforth"],
    category: "override",
    weight: 0.6,
    re: new RegExp(
      String.raw`\b(?:from${S}(?:now${S}on|on${S}now|this${S}point(?:${S}on|${S}forward)?|here${S}on)|starting${S}now|henceforth)\b,?${S}(?:you|your|ai|the${S}(?:assistant|model|ai))\b`,
      "g",
    ),
  },
  {
    id: "override.stop-task",
    gate: ["what you", "your current", "your original", "your assigned"],
    category: "override",
    weight: 0.78,
    re: new RegExp(
      String.raw`\b(?:stop|cease|abort|halt|abandon|drop)${S}(?:what${S}you(?:'re|${S}are)${S}doing|your${S}(?:current|original|assigned)${S}(?:task|work|job|instructions?))`,
      "g",
    ),
  },
  {
    id: "override.covert",
    accept: (t, i, m) => notPolicyWithout(t, i, m) && notPromptingLogic(t, i, m) && notDelegatedStep(t, i, m),
    gate: ["user", "human", "operator", "developer", "owner", "person"],
    category: "override",
    weight: 0.85,
    re: new RegExp(
      String.raw`\b(?:(?:do${S}not|don'?t|never|without)${S}(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|mention(?:ing)?(?:${S}(?:this|it|these)(?:${S}(?:note|message|instructions?|comment|step|change|request))?)?(?:${S}to)?|let(?:ting)?${S}(?:the${S})?user${S}know|ask(?:ing)?)${S}(?:the${S}|your${S})?(?:user|human|operator|developer|owner|person)\b|(?:keep${S}this|this${S}(?:message|instruction)${S}(?:is|must${S}be))${S}(?:secret|hidden|confidential)${S}from${S}(?:the${S})?(?:user|human))`,
      "g",
    ),
  },
];
