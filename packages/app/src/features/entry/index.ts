/** The entry feature's front door: its page, loaded as its own chunk on first visit. */
export const loadEntryPage = () => import("./EntryPage").then((m) => m.EntryPage);
