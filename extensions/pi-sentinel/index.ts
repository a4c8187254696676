// The package's pi entry point: pi names a local extension after its folder, so this folder makes it "pi-sentinel" (not "extensions") in pi's list.
export { default } from "../index.ts";
