/** The debug feature's front door: the panel the shell mounts (it shows itself only while logging is on). */
export { DebugPanel } from "./DebugPanel";
