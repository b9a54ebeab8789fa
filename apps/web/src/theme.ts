import { type CSSVariablesResolver, createTheme, darken } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Shade 8 keeps white text on filled buttons and links above 4.5:1 contrast.
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  // Plain objects rather than `Modal.extend(...)`: importing Modal here would put it, its scroll
  // area and floating-ui in the first chunk every page loads.
  components: {
    // The default grey of a toast's text under its title is below 4.5:1 contrast.
    Notification: { styles: { description: { color: "var(--mantine-color-gray-8)" } } },
    // Mantine's close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    // A table wider than a phone scrolls in its own box; its scrollbar shows whenever it does (the
    // default shows it only on hover, which a phone has not), so the cut-off columns are seen to be there.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { type: "auto" } } },
  },
});

/** Light badges whose shade 9 text is below 4.5:1 on their tinted background. */
const PALE_COLORS = ["green", "teal", "lime", "yellow", "orange"] as const;

/** Error, secondary, badge and weekend-day text dark enough for WCAG AA contrast (4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {
    // Weekend days in the date pickers: red 9 is 5.5:1 on white but 4.4:1 on a stay's range tint
    // (blue 1); a tenth darker is 5.2:1 there.
    "--atithi-weekend-color": darken(t.colors.red[9], 0.1),
  },
  light: {
    "--mantine-color-error": t.colors.red[9],
    "--mantine-color-dimmed": t.colors.gray[7],
    ...Object.fromEntries(
      PALE_COLORS.map((name) => [`--mantine-color-${name}-light-color`, darken(t.colors[name][9], 0.3)]),
    ),
  },
  dark: {},
});
