import { afterEach, describe, expect, it, vi } from "vitest";
import { startTranslation } from "../../../src/shared/i18n/startTranslation";

afterEach(() => vi.unstubAllGlobals());

describe("startTranslation", () => {
  it("fetches nothing when English comes first (or no language is known)", async () => {
    const fetch = vi.fn(async () => new Response("[]"));
    vi.stubGlobal("fetch", fetch);
    for (const languages of [["en-GB", "de"], ["EN"], []]) startTranslation(languages);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("looks for a translation when another language comes first", async () => {
    const fetch = vi.fn(async () => new Response("[]"));
    vi.stubGlobal("fetch", fetch);
    startTranslation(["de-DE", "en"]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/locales/index.json"));
  });
});
