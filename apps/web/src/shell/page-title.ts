import { useRouterState } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Shown in the top bar and the browser tab. */
    title?: string;
  }
}

export const NOT_FOUND_TITLE = "Page Not Found";

/** The title of the deepest matched route that names one. */
export function usePageTitle(): string | undefined {
  return useRouterState({
    select: (state) => {
      // `_notFound` marks the route showing the not-found page for an unknown path.
      if (state.matches.some((match) => match.status === "notFound" || match._notFound))
        return NOT_FOUND_TITLE;
      return state.matches.findLast((match) => match.staticData.title)?.staticData.title;
    },
  });
}
