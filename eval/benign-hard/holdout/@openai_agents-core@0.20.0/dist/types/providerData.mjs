export {};
//# sourceMappingURL=providerData.mjs.map