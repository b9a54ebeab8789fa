import { userDisplayName } from "@atithi/domain";
import { AppShell, useMantineTheme } from "@mantine/core";
import { useDisclosure, useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { useLocation } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useLiveRefresh } from "../api/live-refresh";
import { useCurrentUser } from "../auth/current-user";
import { useLogout } from "../auth/use-logout";
import { NotificationsBell } from "./NotificationsBell";
import { usePageTitle } from "./page-title";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

const NAV_BREAKPOINT = "sm";

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const logout = useLogout();
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = usePageTitle() ?? "Dashboard";
  const [navOpened, nav] = useDisclosure(false);
  // Below the breakpoint the navigation is a drawer, drawn from its first opening: its thirty links
  // are work a phone's first screen does not need.
  const wide = `(min-width: ${useMantineTheme().breakpoints[NAV_BREAKPOINT]})`;
  const wideNow = useMediaQuery(wide, undefined, { getInitialValueInEffect: false });
  // Once drawn it stays, so narrowing a window does not take away the link that has focus.
  const [navDrawn, setNavDrawn] = useState(wideNow);
  if ((wideNow || navOpened) && !navDrawn) setNavDrawn(true);
  useDocumentTitle(`${title} · Atithi`);
  useLiveRefresh();

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: "16rem", breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          title={title}
          today={user.property.today}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          bell={<NotificationsBell />}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        {navDrawn && (
          <Sidebar
            userRole={user.role}
            userName={userDisplayName(user)}
            pathname={pathname}
            onClose={nav.close}
            onLogout={() => logout.mutate()}
            loggingOut={logout.isPending}
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
