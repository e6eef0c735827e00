export const VERSION = "v2.0.0";
