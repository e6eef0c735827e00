/** The account creation feature's front door: the Create Account dialogs, loaded when first opened. */
export const loadCreateAccountDialog = () =>
  import("./CreateAccountDialog").then((m) => m.CreateAccountDialog);
