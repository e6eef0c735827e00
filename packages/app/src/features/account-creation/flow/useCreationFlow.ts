import { useStore } from "zustand";
import {
  atStep,
  type CreationState,
  type CreationStep,
  type KeysInput,
  leftProgress,
  withChoice,
  withKeys,
  withName,
} from "./creationFlow";
import { creationStore, updateCreation } from "./creationStore";

export interface CreationFlowActions {
  setName(name: string): void;
  setChoice(key: string | null): void;
  setKeys(patch: Partial<KeysInput>): void;
  goTo(step: CreationStep): void;
  /** Closes the progress dialog's result: reset after success, step 1 with the inputs after a failure. */
  leaveProgress(): void;
}

const actions: CreationFlowActions = {
  setName: (name) => updateCreation((state) => withName(state, name)),
  setChoice: (key) => updateCreation((state) => withChoice(state, key)),
  setKeys: (patch) => updateCreation((state) => withKeys(state, patch)),
  goTo: (step) => updateCreation((state) => atStep(state, step)),
  leaveProgress: () => updateCreation(leftProgress),
};

/** The flow's state and its moves, for the dialog. */
export function useCreationFlow(): CreationState & { actions: CreationFlowActions } {
  return { ...useStore(creationStore), actions };
}
