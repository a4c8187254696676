import { parseDef } from "../parseDef.js";
// src/utils/zod-to-json-schema/parsers/catch.ts
const parseCatchDef = (def, refs) => {
	return parseDef(def.innerType._def, refs);
};
export { parseCatchDef };

//# sourceMappingURL=catch.js.map