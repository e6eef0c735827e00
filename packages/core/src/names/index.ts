/** "@ux/core/names": the one entry point of core/names for other packages. */
export * from "./accountName";
export * from "./referralCode";
export * from "./usernameMessages";
export * from "./usernameRules";
