import { createStore } from "zustand/vanilla";
import { createNotifier } from "./notifier";
import { createToastQueue } from "./toastQueue";

/** Flips to true when the first notification is raised; NotificationHost then loads the toast library. */
export const toastHostWanted = createStore<{ wanted: boolean }>()(() => ({ wanted: false }));

export const toastQueue = createToastQueue(() => toastHostWanted.setState({ wanted: true }));

/**
 * The app's notifications, usable from any feature and outside React. Durations follow the spec
 * (notificationPolicy); persistent notices stay until replaced.
 */
export const notify = createNotifier(toastQueue);
