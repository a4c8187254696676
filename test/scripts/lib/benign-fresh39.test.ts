// The thirty-ninth fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM39, trim39 } from "../../../scripts/lib/benign-fresh39.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim39", trim39, TRIM39);
