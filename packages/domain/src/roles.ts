/** The staff roles. `admin` is the spec's "super admin". */
export const ROLES = ["admin", "manager", "front_desk", "accountant"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  manager: "Manager",
  front_desk: "Front desk",
  accountant: "Accountant",
};

const everyone = ROLES;
const frontOffice = ["admin", "manager", "front_desk"] as const;
const backOffice = ["admin", "manager", "accountant"] as const;

/**
 * The permission matrix: the one place that says which role may do what.
 * Every procedure names one of these permissions; the server enforces it and
 * the web app uses the same matrix to decide what to show.
 */
export const PERMISSIONS = {
  "session.self": everyone,
  "users.manage": ["admin"],
  // Everyone keeps their own tokens; the administrator sees and revokes everyone's.
  "apiTokens.own": everyone,
  "apiTokens.manage": ["admin"],
  "settings.manage": ["admin"],
  "rooms.read": everyone,
  "rooms.status": frontOffice,
  "rooms.manage": ["admin"],
  "guests.read": everyone,
  "guests.write": frontOffice,
  // Merging removes a guest record: a manager's decision, as removing a stay is.
  "guests.merge": ["admin", "manager"],
  "bookings.read": everyone,
  "bookings.write": frontOffice,
  // The front desk cancels; removing a stay, and discounts above the limit, take a manager (issue 28).
  "bookings.delete": ["admin", "manager"],
  "discounts.approve": ["admin", "manager"],
  "payments.record": frontOffice,
  // Money going back out of the till: the people who answer for it.
  "payments.refund": ["admin", "manager"],
  // A payment entered by mistake is voided by them too; the front desk asks one.
  "payments.void": ["admin", "manager"],
  "groups.read": everyone,
  "groups.write": frontOffice,
  "calendar.read": everyone,
  "dashboard.read": everyone,
  "expenses.read": backOffice,
  "expenses.write": backOffice,
  "expenseCategories.manage": ["admin", "manager"],
  "reports.read": backOffice,
  "assets.read": everyone,
  "assets.write": everyone,
  "assets.approve": ["admin"],
  "files.read": everyone,
  "files.write": everyone,
  "erp.read": backOffice,
  "erp.write": ["admin", "accountant"],
  "invoices.read": backOffice,
  "invoices.write": ["admin", "accountant"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A user's name as the screens show it: first and last name, or the username when they have none. */
export function userDisplayName(user: {
  username: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.username;
}

/** Up to two letters for an avatar: the initials of the shown name ("Meera Iyer" → "MI", "admin" → "A"). */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
