// Demo project: a tiny service entry point.

import { loadConfig, loadToken } from "./config.ts";

const config = loadConfig();
const token = loadToken();
console.log(`listening on ${config.port} in ${config.region} (token ${token ? "set" : "missing"})`);
