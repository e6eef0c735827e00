import type { ComponentType } from "react";
import { NODE_SETTINGS_TEXTS } from "./nodeSettingsTexts";

/*
 * The node settings feature's front door: the panel where the user picks each chain's node. The panel and
 * its query library load on first use, so importing this file costs a page nothing.
 */

export interface NodeSettingsDialogProps {
  onClose: () => void;
}

/** The label of the menu entry that opens the panel. */
export const NODE_SETTINGS_ENTRY = NODE_SETTINGS_TEXTS.entry;

/** The node settings panel, loaded when first opened. */
export async function loadNodeSettingsDialog(): Promise<ComponentType<NodeSettingsDialogProps>> {
  return (await import("./NodeSettingsDialog")).NodeSettingsDialog;
}
