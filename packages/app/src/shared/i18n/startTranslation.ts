/**
 * Looks for a translation of the user's language once, at start, unless English comes first: then nothing
 * is fetched or loaded. The loader is its own chunk (it reports its own failures), so English visits carry
 * none of it; English stays on screen whatever happens.
 */
export function startTranslation(languages: readonly string[] = navigator.languages): void {
  if (!/^en\b/i.test(languages[0] ?? "en"))
    import("./loadTranslation").then((loader) => loader.showPreferredTranslation(languages), console.warn);
}
