export const VERSION = '0.129.0'; // x-release-please-version
