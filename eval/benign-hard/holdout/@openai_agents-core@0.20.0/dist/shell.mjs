export {};
//# sourceMappingURL=shell.mjs.map