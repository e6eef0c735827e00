// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { catalogueStore, english } from "../../../src/shared/i18n/catalogueStore";
import { t } from "../../../src/shared/i18n/translate";
import { translatorFor } from "../../../src/shared/i18n/translatorFor";
import { useLanguage, useTranslate } from "../../../src/shared/i18n/useCatalogue";

afterEach(() => {
  cleanup();
  catalogueStore.setState({ language: "en", t: english });
});

const german = () =>
  act(() =>
    catalogueStore.setState({ language: "de", t: translatorFor({ "Hello {name}": "Hallo {name}" }) }),
  );

/** A leaf that reads its text with the plain t and keeps state the new language must not reset. */
function Greeting() {
  const [name] = useState("alice");
  return <p>{t("Hello {name}", { name })}</p>;
}

function Root() {
  useLanguage();
  return (
    <main>
      <Greeting />
    </main>
  );
}

describe("the catalogue in React", () => {
  it("shows English first and, under a subscribed root, the translation once it arrives", () => {
    render(<Root />);
    expect(screen.getByText("Hello alice")).toBeTruthy();
    german();
    expect(screen.getByText("Hallo alice")).toBeTruthy();
  });

  it("gives effects a Translate that changes with the catalogue", () => {
    const seen: string[] = [];
    function Title() {
      const translate = useTranslate();
      useEffect(() => {
        seen.push(translate("Hello {name}", { name: "bob" }));
      }, [translate]);
      return null;
    }
    render(<Title />);
    german();
    expect(seen).toEqual(["Hello bob", "Hallo bob"]);
  });
});
