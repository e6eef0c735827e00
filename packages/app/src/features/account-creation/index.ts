/** The account creation feature's front door: the flow opened over any page, loaded when first opened. */
export const loadCreateAccountIntro = () => import("./CreateAccountIntro").then((m) => m.CreateAccountIntro);
