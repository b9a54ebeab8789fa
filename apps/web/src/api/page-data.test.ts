import { PAGE_DATA_ELEMENT_ID } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { markSignedOut, meQueryKey, takeSignedInUserFromPage } from "../auth/session";
import { pageDataVersion } from "./page-data";
import { createQueryClient } from "./query-client";

function pageWith(text: string | null) {
  const page = document.implementation.createHTMLDocument("Atithi");
  if (text !== null) {
    const element = page.createElement("script");
    element.type = "application/json";
    element.id = PAGE_DATA_ELEMENT_ID;
    element.textContent = text;
    page.head.append(element);
  }
  return page;
}

describe("what the server wrote into the page", () => {
  it("says who is signed in and the data version, read once", () => {
    const queryClient = createQueryClient();
    const page = pageWith(JSON.stringify({ me: { id: "u1", username: "asha" }, dataVersion: "42" }));
    takeSignedInUserFromPage(queryClient, page);
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ id: "u1", username: "asha" });
    expect(pageDataVersion()).toBe("42");
    expect(page.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
    // Signed out: the next session's screens start from their own first poll.
    markSignedOut(queryClient);
    expect(pageDataVersion()).toBeUndefined();
  });

  it("says nobody is signed in", () => {
    const queryClient = createQueryClient();
    takeSignedInUserFromPage(queryClient, pageWith(JSON.stringify({ me: null })));
    expect(queryClient.getQueryState(meQueryKey)?.status).toBe("success");
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it("leaves the app to ask when the page does not say, or says nonsense", () => {
    for (const page of [pageWith(null), pageWith("{not json"), pageWith("null"), pageWith("[1]")]) {
      const queryClient = createQueryClient();
      takeSignedInUserFromPage(queryClient, page);
      expect(queryClient.getQueryState(meQueryKey)).toBeUndefined();
    }
  });
});
