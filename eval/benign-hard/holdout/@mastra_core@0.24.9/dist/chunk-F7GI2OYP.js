
//# sourceMappingURL=chunk-F7GI2OYP.js.map
//# sourceMappingURL=chunk-F7GI2OYP.js.map