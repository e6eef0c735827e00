/**
 * What a form's main button shows and does, computed purely from the form state.
 * `action` says what clicking does: connect a wallet (the button stays clickable so it can open the
 * login dialog), submit the form, or nothing (disabled).
 */
export type FormAction = "connectWallet" | "submit" | "none";

export interface FormStatus {
  readonly enabled: boolean;
  readonly buttonText: string;
  /** Texts to show near the form (errors on amounts, limits), in display order. */
  readonly messages: readonly string[];
  readonly action: FormAction;
}

export function connectWalletStatus(buttonText: string): FormStatus {
  return { enabled: true, buttonText, messages: [], action: "connectWallet" };
}

export function disabledStatus(buttonText: string, messages: readonly string[] = []): FormStatus {
  return { enabled: false, buttonText, messages, action: "none" };
}

export function submitStatus(buttonText: string): FormStatus {
  return { enabled: true, buttonText, messages: [], action: "submit" };
}
