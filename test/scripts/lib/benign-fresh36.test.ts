// The thirty-sixth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM36, trim36 } from "../../../scripts/lib/benign-fresh36.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim36", trim36, TRIM36);
