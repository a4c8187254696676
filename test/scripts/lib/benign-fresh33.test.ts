// The thirty-third fresh benign set's trim: a quota per group, at most 4 files per source, round-robin over sources.

import { TRIM33, trim33 } from "../../../scripts/lib/benign-fresh33.ts";
import { describeQuotaTrim } from "./quota-trim-cases.ts";

describeQuotaTrim("trim33", trim33, TRIM33);
