// The CLI's command table: one entry per src/cli/<command>.ts module.

import { exportCommand } from "./export.ts";
import type { CliCommand } from "./main.ts";

export const COMMANDS: CliCommand[] = [exportCommand];
