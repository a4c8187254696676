// One local immer instance for every slice: auto-freeze off, because deep-freezing a large history makes dispatch O(history).

import { Immer } from "immer";

const immer = new Immer({ autoFreeze: false });

export const produce = immer.produce;
