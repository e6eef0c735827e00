import type { UseQueryResult } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { serverReadOf } from "../../../src/shared/query/serverRead";

const query = (fields: Partial<UseQueryResult<string>>) =>
  ({
    data: undefined,
    isError: false,
    isFetching: false,
    dataUpdatedAt: 0,
    ...fields,
  }) as UseQueryResult<string>;

describe("serverReadOf", () => {
  it("is pending until the first answer, then success with its time", () => {
    expect(serverReadOf(query({ isFetching: true }))).toEqual({
      data: undefined,
      status: "pending",
      fetching: true,
      updatedAt: undefined,
    });
    expect(serverReadOf(query({ data: "pools", dataUpdatedAt: 5 }))).toMatchObject({
      status: "success",
      updatedAt: 5,
    });
  });

  it("is an error only when nothing ever answered: a failed refresh keeps what is shown", () => {
    expect(serverReadOf(query({ isError: true })).status).toBe("error");
    expect(serverReadOf(query({ isError: true, data: "pools", dataUpdatedAt: 5 }))).toMatchObject({
      data: "pools",
      status: "success",
    });
  });
});
