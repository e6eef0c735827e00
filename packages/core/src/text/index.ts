/** "@ux/core/text": message ids, the marker that lists them in the app's catalogue, and placeholder filling. */
export * from "./message";
