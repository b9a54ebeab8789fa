import { SIGNED_IN_USER_ELEMENT_ID } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../api/query-client";
import { meQueryKey, takeSignedInUserFromPage } from "./session";

function pageWith(text: string | null) {
  const page = document.implementation.createHTMLDocument("Atithi");
  if (text !== null) {
    const element = page.createElement("script");
    element.type = "application/json";
    element.id = SIGNED_IN_USER_ELEMENT_ID;
    element.textContent = text;
    page.head.append(element);
  }
  return page;
}

describe("who is signed in, from the page", () => {
  it("is known at once when the server wrote it, and read only once", () => {
    const queryClient = createQueryClient();
    const page = pageWith(JSON.stringify({ id: "u1", username: "asha" }));
    takeSignedInUserFromPage(queryClient, page);
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ id: "u1", username: "asha" });
    expect(page.getElementById(SIGNED_IN_USER_ELEMENT_ID)).toBeNull();
  });

  it("is nobody when the server wrote null", () => {
    const queryClient = createQueryClient();
    takeSignedInUserFromPage(queryClient, pageWith("null"));
    expect(queryClient.getQueryState(meQueryKey)?.status).toBe("success");
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it("is left for the app to ask when the page does not say, or says nonsense", () => {
    for (const page of [pageWith(null), pageWith("{not json")]) {
      const queryClient = createQueryClient();
      takeSignedInUserFromPage(queryClient, page);
      expect(queryClient.getQueryState(meQueryKey)).toBeUndefined();
    }
  });
});
