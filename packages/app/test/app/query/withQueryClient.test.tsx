// @vitest-environment happy-dom
import { useQueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { withQueryClient } from "../../../src/app/query/withQueryClient";
import { appQueryClient } from "../../../src/shared/query/appQueryClient";

afterEach(cleanup);

function ReadingPage() {
  return <p>{useQueryClient() === appQueryClient ? "the app's client" : "another client"}</p>;
}

describe("withQueryClient", () => {
  it("loads the page with the query provider and renders it under the app's one client", async () => {
    const Page = await withQueryClient(async () => ReadingPage)();
    render(<Page />);
    expect(screen.getByText("the app's client")).toBeTruthy();
  });
});
