import { Component, type ReactNode } from "react";

/**
 * Shows nothing in place of a part of the page that failed, typically a chunk that could not load
 * (the network dropped, or a new release replaced the file): the rest of the page, and whatever the
 * user was typing, stays.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
