import { can, type Permission, type Role } from "@atithi/domain";
import {
  IconAddressBook,
  IconBed,
  IconBuildingBank,
  IconCalendarEvent,
  IconChartBar,
  IconFileInvoice,
  IconFolders,
  IconLayoutDashboard,
  IconListDetails,
  IconReceipt2,
  IconReceiptTax,
  IconSettings,
  IconTags,
  IconUserDollar,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export interface NavItem {
  label: string;
  to: string;
  permission: Permission;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** The sidebar, in display order. Each entry shows only to roles holding its permission. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/", permission: "dashboard.read", icon: IconLayoutDashboard },
  { label: "Bookings", to: "/bookings", permission: "bookings.read", icon: IconCalendarEvent },
  { label: "Guests", to: "/guests", permission: "guests.read", icon: IconUsers },
  { label: "Rooms", to: "/rooms", permission: "rooms.read", icon: IconBed },
  { label: "Expenses", to: "/expenses", permission: "expenses.read", icon: IconReceipt2 },
  { label: "Reports", to: "/reports", permission: "reports.read", icon: IconChartBar },
  { label: "ERP Dashboard", to: "/erp", permission: "erp.read", icon: IconBuildingBank },
  { label: "Chart of Accounts", to: "/erp/chart-of-accounts", permission: "erp.read", icon: IconListDetails },
  { label: "Parties", to: "/erp/parties", permission: "erp.read", icon: IconAddressBook },
  { label: "Invoices", to: "/erp/invoices", permission: "erp.read", icon: IconFileInvoice },
  { label: "Investors", to: "/erp/investors", permission: "erp.read", icon: IconUserDollar },
  { label: "Asset Tags", to: "/asset-tags", permission: "assets.read", icon: IconTags },
  { label: "Digital Assets", to: "/digital-assets", permission: "files.read", icon: IconFolders },
  { label: "Settings", to: "/settings/users", permission: "users.manage", icon: IconSettings },
  { label: "Tax Settings", to: "/settings/tax", permission: "settings.manage", icon: IconReceiptTax },
];

export function visibleNavItems(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => can(role, item.permission));
}
