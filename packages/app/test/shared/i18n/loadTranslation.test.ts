// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueStore, english } from "../../../src/shared/i18n/catalogueStore";
import {
  loadPreferredTranslation,
  readManifest,
  readTranslation,
} from "../../../src/shared/i18n/loadTranslation";
import { t } from "../../../src/shared/i18n/translate";

function serve(files: Record<string, unknown>) {
  const fetched: string[] = [];
  vi.stubGlobal("fetch", async (path: string) => {
    fetched.push(path);
    return path in files
      ? new Response(JSON.stringify(files[path]), { status: 200 })
      : new Response("not found", { status: 404 });
  });
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
  catalogueStore.setState({ language: "en", t: english });
  document.documentElement.lang = "en";
});

describe("loading a translation", () => {
  it("fetches the manifest, then the preferred language's file, and shows it", async () => {
    const fetched = serve({ "/locales/index.json": ["de"], "/locales/de.json": { Accept: "Akzeptieren" } });
    await loadPreferredTranslation(["de-DE", "en"]);
    expect(fetched).toEqual(["/locales/index.json", "/locales/de.json"]);
    expect(t("Accept")).toBe("Akzeptieren");
    expect(t("Cancel")).toBe("Cancel");
    expect(catalogueStore.getState().language).toBe("de");
    expect(document.documentElement.lang).toBe("de");
  });

  it("fetches no file when the manifest lists none of the user's languages", async () => {
    const fetched = serve({ "/locales/index.json": ["de"] });
    await loadPreferredTranslation(["fr"]);
    expect(fetched).toEqual(["/locales/index.json"]);
    expect(t("Accept")).toBe("Accept");
  });

  it("keeps English when the file is not a map of texts", async () => {
    serve({ "/locales/index.json": ["de"], "/locales/de.json": { Accept: 1 } });
    await expect(loadPreferredTranslation(["de"])).rejects.toThrow("not a map of texts");
    expect(t("Accept")).toBe("Accept");
  });

  it("reads a translation and a manifest strictly", () => {
    expect(readTranslation({ a: "b" })).toEqual({ a: "b" });
    for (const bad of [null, [], "x", { a: null }, { a: { b: "c" } }])
      expect(readTranslation(bad)).toBeNull();
    expect(readManifest(["de", "../etc", 3, "pt-BR"])).toEqual(["de", "pt-BR"]);
    expect(readManifest({ de: true })).toEqual([]);
  });
});
