// The CLI's command table: one entry per src/cli/<command>.ts module.

import { exportCommand } from "./export.ts";
import { LINT_COMMAND } from "./lint.ts";
import type { CliCommand } from "./main.ts";
import { scanCommand } from "./scan.ts";

export const COMMANDS: CliCommand[] = [LINT_COMMAND, exportCommand, scanCommand];
