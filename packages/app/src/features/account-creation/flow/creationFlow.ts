/*
 * The Create Account flow as data (spec 1 §2, §4): username, pay, keys, then the progress dialog, then
 * reset. Pure transitions over one state; the store (creationStore) holds it so that a payment in flight
 * survives the dialog being closed, and a failure returns to a step with every input the user gave.
 */

export type CreationStep = "username" | "pay" | "keys" | "progress";

export const FORM_STEPS: readonly CreationStep[] = ["username", "pay", "keys"];

export interface KeysInput {
  /** The owner key typed (also the active key unless the payer's keys are reused). */
  ownerKey: string;
  /** EOSIO payer: the new account gets the payer account's own owner and active keys. */
  reusePayerKeys: boolean;
  /** Ethereum payer: the account is controlled through the paying address instead of a key. */
  useEthAddress: boolean;
}

export interface CreationInputs {
  name: string;
  /** The chosen payment (`SYMBOL@chain`), null until chosen. */
  choice: string | null;
  keys: KeysInput;
}

export type ProgressPhase = "signing" | "submitted" | "confirming" | "created" | "failed";

export interface CreationProgress {
  /** The request id: the order's uuid and the service's job id. */
  id: string;
  phase: ProgressPhase;
  /** The circular progress's value, or null while it spins without one. */
  percent: number | null;
  status: string;
}

export interface CreationState {
  step: CreationStep;
  inputs: CreationInputs;
  progress: CreationProgress | null;
  /** Why the flow came back to this step (a refusal, a failed signature); cleared by the next move. */
  notice: string | null;
}

export const EMPTY_KEYS: KeysInput = {
  ownerKey: "",
  reusePayerKeys: false,
  useEthAddress: false,
};

export function initialCreationState(): CreationState {
  return {
    step: "username",
    inputs: { name: "", choice: null, keys: EMPTY_KEYS },
    progress: null,
    notice: null,
  };
}

export function withName(state: CreationState, name: string): CreationState {
  return { ...state, inputs: { ...state.inputs, name }, notice: null };
}

/** A new payment choice: what tied the keys to the previous payer no longer applies; a typed key stays. */
export function withChoice(state: CreationState, choice: string | null): CreationState {
  if (choice === state.inputs.choice) return state;
  const keys = { ...state.inputs.keys, reusePayerKeys: false, useEthAddress: false };
  return { ...state, inputs: { ...state.inputs, choice, keys }, notice: null };
}

export function withKeys(state: CreationState, patch: Partial<KeysInput>): CreationState {
  return { ...state, inputs: { ...state.inputs, keys: { ...state.inputs.keys, ...patch } }, notice: null };
}

/** Next, Continue or Back between the form steps; the progress dialog is reached only by starting. */
export function atStep(state: CreationState, step: CreationStep): CreationState {
  if (state.step === "progress" || step === "progress") return state;
  return { ...state, step, notice: null };
}

export function started(state: CreationState, progress: CreationProgress): CreationState {
  return { ...state, step: "progress", progress, notice: null };
}

/** News of the running payment; news of another (older) request, or after the end, is ignored. */
export function progressed(
  state: CreationState,
  id: string,
  patch: Partial<Omit<CreationProgress, "id">>,
): CreationState {
  if (state.progress?.id !== id || !inFlight(state)) return state;
  return { ...state, progress: { ...state.progress, ...patch } };
}

/** Back to a form step with every input kept, saying why. */
export function returnedTo(
  state: CreationState,
  id: string,
  step: CreationStep,
  notice: string,
): CreationState {
  if (state.progress?.id !== id) return state;
  return { ...state, step, progress: null, notice };
}

/** Leaving the progress dialog: after success everything is reset, after a failure the inputs stay. */
export function leftProgress(state: CreationState): CreationState {
  if (state.step !== "progress" || state.progress === null) return state;
  if (state.progress.phase === "created") return initialCreationState();
  if (state.progress.phase === "failed") return { ...state, step: "username", progress: null };
  return state;
}

/** Whether a payment is in flight (the dialog may close; the flow goes on). */
export function inFlight(state: CreationState): boolean {
  return state.progress !== null && state.progress.phase !== "created" && state.progress.phase !== "failed";
}
