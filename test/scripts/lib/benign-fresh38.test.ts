// The thirty-eighth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM38, trim38 } from "../../../scripts/lib/benign-fresh38.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim38", trim38, TRIM38);
