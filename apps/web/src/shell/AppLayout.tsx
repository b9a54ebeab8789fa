import { AppShell } from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useLiveRefresh } from "../api/live-refresh";
import { useCurrentUser } from "../auth/current-user";
import { useLogout } from "../auth/use-logout";
import { usePageTitle } from "./page-title";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const logout = useLogout();
  const pathname = useLocation({ select: (location) => location.pathname });
  const title = usePageTitle() ?? "Dashboard";
  const [navOpened, nav] = useDisclosure(false);
  useDocumentTitle(`${title} · Atithi`);
  useLiveRefresh();

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: "16rem", breakpoint: "sm", collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar title={title} today={user.property.today} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar
          userRole={user.role}
          username={user.username}
          pathname={pathname}
          onClose={nav.close}
          onLogout={() => logout.mutate()}
          loggingOut={logout.isPending}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
