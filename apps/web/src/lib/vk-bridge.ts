/** Kept for existing imports; the wrapper lives in ./vk/bridge.ts. */
export * from "./vk/bridge";
