import { createStore } from "zustand/vanilla";
import { type CreationState, initialCreationState } from "./creationFlow";

/**
 * The Create Account flow's state (creationFlow.ts), fed by the dialog and by the swap socket's news of the
 * running payment. Module-wide so the flow outlives the dialog: closing it during a payment loses nothing.
 */
export const creationStore = createStore<CreationState>(initialCreationState);

/** Applies a transition of creationFlow.ts. */
export function updateCreation(transition: (state: CreationState) => CreationState): void {
  creationStore.setState(transition(creationStore.getState()), true);
}
