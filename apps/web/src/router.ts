import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { FullScreenLoader } from "./auth/AuthGate";
import type { RouterContext } from "./auth/route-guard";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    scrollRestoration: true,
    // Only the first screen waits, for the route guard to learn who is signed in; later guards
    // answer from the cache at once, so this never flashes between screens.
    defaultPendingComponent: FullScreenLoader,
    defaultPendingMs: 0,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
