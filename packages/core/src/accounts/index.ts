/** "@ux/core/accounts": the one entry point of core/accounts for other packages. */
export * from "./accountConstants";
