/** The swap socket's protocol ("@ux/core/accounts/socket"), shared by the swap service and its pages. */
export * from "../../auth/sessionEvents";
export * from "./accountMemo";
export * from "./ethereumPayment";
export * from "./swapAnswers";
export * from "./swapPayloads";
export * from "./swapRules";
export * from "./swapSocketEvents";
