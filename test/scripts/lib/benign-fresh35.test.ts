// The thirty-fifth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM35, trim35 } from "../../../scripts/lib/benign-fresh35.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim35", trim35, TRIM35);
