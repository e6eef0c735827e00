/** "@ux/core/validation": parsing large untrusted payloads in short slices, with the one-shot parse's result. */
export * from "./parseInSlices";
