// An application's audit or security log switched off by its logging config: the record of who did what stops.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Logging configs by name: logging.yaml, log4j2.xml, logback.xml, logging.properties, application.yml's logging. */
const LOGGING_CONFIG =
  /(?:^|\/)(?:[\w.-]*log[\w.-]*|application(?:-[\w]+)?|settings)\.(?:ya?ml|json|ini|conf|cfg|toml|properties|xml)$/i;
/** A logger (or its key) named for audit events (a framework's `…security` package logger is its own noise, not an audit trail). */
const AUDIT_NAME =
  /(?:^|[\s"'.:=<,/_-])(?:audit(?:ing|log)?|auth[-_.]?(?:log|events)|security[-_.]?(?:audit|events|log))(?=[\s"'.:=>,/_-]|$)/gim;
/(?:^|[\s"'.:=<,/_-])(?:audit(?:ing|log)?|security|auth(?:entication|z)?[-_.]?(?:log|events))(?=[\s"'.:=>,/_-]|$)/gim;
/** What silences it within its block: level off, only critical with nowhere to go, no handlers, disabled. */
const OFF_LEVEL = /\blevel\s*[:=]\s*["']?(?:off|none)\b|=\s*off\b|level\s*=\s*"off"/i;
const CRITICAL_ONLY = /\blevel\s*[:=]\s*["']?(?:critical|fatal)\b/i;
const NOWHERE =
  /\b(?:handlers|appenders?|appender-ref)\s*[:=]\s*(?:\[\s*\]|["']{2}|null|none)|\bdisabled\s*[:=]\s*true\b/i;

/**
 * A logging config written with an audit or security logger turned off (`acme.audit: {level: OFF}`, `level: CRITICAL`
 * with `handlers: []`, `logging.level.com.acme.security=OFF`): the application keeps no record of the acts it audits.
 * Loggers made more verbose, other loggers quieted, and audit loggers sent to another handler keep the record.
 */
export function auditSilencedHits(path: string, text: string): Hit[] {
  if (!LOGGING_CONFIG.test(path.replace(/\\/g, "/")) || text.length > 256 * 1024) return [];
  for (const m of text.matchAll(AUDIT_NAME)) {
    const block = text.slice(m.index ?? 0, (m.index ?? 0) + 220).split(/\n(?=\S)/)[0] ?? "";
    const off =
      OFF_LEVEL.test(block) ||
      (CRITICAL_ONLY.test(block) && NOWHERE.test(block)) ||
      /\bdisabled\s*[:=]\s*true\b/i.test(block);
    if (off)
      return [
        hit(
          "bash.audit-log-silenced",
          "bash_persistence",
          0.86,
          0,
          text.length,
          `${path}: the ${m[0].replace(/^\W/, "")} logger records nothing`,
        ),
      ];
  }
  return [];
}
