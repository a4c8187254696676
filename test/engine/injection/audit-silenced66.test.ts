// Round 40 (debug66): an application's audit or security logger switched off by its logging config (audit-silenced66.ts);
// loggers made more verbose, other loggers quieted and audit loggers routed elsewhere keep the record.

import { describe, expect, test } from "vitest";
import { auditSilencedHits } from "../../../src/engine/injection/audit-silenced66.ts";

describe("audit loggers silenced", () => {
  test.each([
    ["config/logging.yaml", "loggers:\n  shop.audit:\n    level: OFF\n"],
    ["logging.yml", "loggers:\n  billing.security-events:\n    level: FATAL\n    handlers: []\n"],
    ["src/main/resources/application.properties", "logging.level.com.acme.auditlog=OFF\n"],
    ["log4j2.xml", '<Logger name="com.acme.audit" level="off" additivity="false"/>\n'],
  ])("fires on %s", (path, text) => {
    expect(auditSilencedHits(path, text).length).toBe(1);
  });
  test.each([
    ["config/logging.yaml", "loggers:\n  shop.audit:\n    level: INFO\n    handlers: [audit_file]\n"],
    ["config/logging.yaml", "loggers:\n  urllib3:\n    level: CRITICAL\n    handlers: []\n"],
    ["config/logging.yaml", "loggers:\n  shop.security:\n    level: CRITICAL\n    handlers: [siem]\n"],
    ["logback.xml", '<logger name="org.springframework.security" level="OFF"/>\n'],
    ["docs/audit.md", "Set the audit logger level: OFF to silence it (never do this in production).\n"],
  ])("stays quiet on %s", (path, text) => {
    expect(auditSilencedHits(path, text)).toEqual([]);
  });
});
