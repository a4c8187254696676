// Validates the named items of a config file: one sentinel rule, one reviewer, and lists of them (first of a duplicate name kept).

import type { TSchema } from "typebox";
import type { Diagnostic, Reviewer, SentinelRule } from "../../state/config-model.ts";
import { dotPath, explain, isPlainObject, show, type PathSegment, type Problem } from "./explain.ts";
import { ruleSemanticProblems } from "./rule-semantics.ts";
import { ReviewerSchema, RuleSchema } from "./schema.ts";
import { diagnostic, joinProblems, nameOf, protoProblem, reservedNameProblem, type Where } from "./validate-parts.ts";

/** Checks that need more than one field (the schema cannot say them): the one rule-semantics check. */
function ruleSemantics(rule: Record<string, unknown>, path: PathSegment[]): Problem[] {
  return ruleSemanticProblems(rule).map((p) => ({ path: [...path, ...p.path], message: p.message }));
}

function reviewerSemantics(reviewer: Record<string, unknown>, path: PathSegment[]): Problem[] {
  if (reviewer.rulesFile === undefined && reviewer.rulesFiles === undefined) {
    return [{ path, message: 'needs "rulesFile" or "rulesFiles" (the rules the review checks against)' }];
  }
  return [];
}

function checkItem<T>(
  kind: "rule" | "reviewer",
  schema: TSchema,
  semantics: (v: Record<string, unknown>, path: PathSegment[]) => Problem[],
  value: unknown,
  where: Where,
  path: PathSegment[],
): { item?: T; diagnostics: Diagnostic[] } {
  const name = nameOf(value);
  const problems = isPlainObject(value)
    ? [...reservedNameProblem(value, path), ...explain(schema, value, path), ...semantics(value, path)]
    : [{ path, message: `a ${kind} must be an object, not ${show(value)}` }];
  if (problems.length === 0) problems.push(...protoProblem(value, path));
  if (problems.length === 0) return { item: structuredClone(value) as T, diagnostics: [] };
  const message = `${joinProblems(problems, path)} (${kind} skipped)`;
  return { diagnostics: [diagnostic(where, path, message, name === undefined ? {} : { rule: name })] };
}

/** Validates one sentinel rule (also used by the configure dialog for proposed rules). */
export function validateRule(
  rule: unknown,
  where: Where,
  path: PathSegment[] = [],
): { rule?: SentinelRule; diagnostics: Diagnostic[] } {
  const r = checkItem<SentinelRule>("rule", RuleSchema, ruleSemantics, rule, where, path);
  return r.item ? { rule: r.item, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** Validates one reviewer of `supervisor.reviewers`. */
export function validateReviewer(
  reviewer: unknown,
  where: Where,
  path: PathSegment[] = [],
): { reviewer?: Reviewer; diagnostics: Diagnostic[] } {
  const r = checkItem<Reviewer>("reviewer", ReviewerSchema, reviewerSemantics, reviewer, where, path);
  return r.item ? { reviewer: r.item, diagnostics: r.diagnostics } : { diagnostics: r.diagnostics };
}

/** Validates a list of named items, keeping the first of duplicate names. */
export function validateList<T extends { name: string }>(
  kind: "rule" | "reviewer",
  value: unknown,
  where: Where,
  path: PathSegment[],
  one: (v: unknown, where: Where, path: PathSegment[]) => { item?: T; diagnostics: Diagnostic[] },
): { items?: T[]; diagnostics: Diagnostic[] } {
  if (!Array.isArray(value)) {
    return {
      diagnostics: [
        diagnostic(where, path, `${dotPath(path)}: must be a list of ${kind}s, not ${show(value)} (key ignored)`),
      ],
    };
  }
  const items: T[] = [];
  const names = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  value.forEach((entry, i) => {
    const r = one(entry, where, [...path, i]);
    diagnostics.push(...r.diagnostics);
    if (!r.item) return;
    if (names.has(r.item.name)) {
      diagnostics.push(
        diagnostic(
          where,
          [...path, i],
          `another ${kind} in this file already has the name "${r.item.name}"; the first one is kept (${kind} skipped)`,
          {
            rule: r.item.name,
          },
        ),
      );
      return;
    }
    names.add(r.item.name);
    items.push(r.item);
  });
  return { items, diagnostics };
}
