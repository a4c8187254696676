// The thirty-fourth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM34, trim34 } from "../../../scripts/lib/benign-fresh34.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim34", trim34, TRIM34);
