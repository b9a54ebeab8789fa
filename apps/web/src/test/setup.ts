import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom lacks what Mantine needs (see Mantine's "Testing with Vitest" guide).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Screens load their routes and data asynchronously; on a busy two-core CI machine that can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The app loads its toasts with the first toast (shell/NotificationsRegion.tsx); loaded here once, so
// that no test's first toast waits for the import.
await import("../shell/Toasts");
