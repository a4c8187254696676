// The thirty-seventh fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM37, trim37 } from "../../../scripts/lib/benign-fresh37.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim37", trim37, TRIM37);
