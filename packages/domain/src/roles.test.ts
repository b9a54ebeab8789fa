import { describe, expect, it } from "vitest";
import { can, nameInitials, PERMISSIONS, ROLES, userDisplayName } from "./roles";

describe("the permission matrix", () => {
  it("lets the administrator do everything", () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can("admin", permission)).toBe(true);
    }
  });

  it("keeps user management, settings and asset approval with the administrator", () => {
    for (const role of ROLES.filter((r) => r !== "admin")) {
      expect(can(role, "users.manage")).toBe(false);
      expect(can(role, "apiTokens.manage")).toBe(false);
      expect(can(role, "assets.approve")).toBe(false);
      expect(can(role, "settings.manage")).toBe(false);
    }
  });

  it("lets the front desk run bookings and payments but not the books", () => {
    expect(can("front_desk", "bookings.write")).toBe(true);
    // It cancels; deleting a booking and approving a discount above the limit take a manager.
    expect(can("front_desk", "bookings.delete")).toBe(false);
    expect(can("front_desk", "discounts.approve")).toBe(false);
    expect(can("manager", "bookings.delete")).toBe(true);
    expect(can("manager", "discounts.approve")).toBe(true);
    // It edits guests; merging one into another removes a record, which takes a manager.
    expect(can("front_desk", "guests.write")).toBe(true);
    expect(can("front_desk", "guests.merge")).toBe(false);
    expect(can("manager", "guests.merge")).toBe(true);
    expect(can("front_desk", "payments.record")).toBe(true);
    expect(can("front_desk", "expenses.read")).toBe(false);
    expect(can("front_desk", "erp.read")).toBe(false);
    expect(can("front_desk", "reports.read")).toBe(false);
  });

  it("lets the accountant keep the books and read the front desk without changing it", () => {
    expect(can("accountant", "erp.write")).toBe(true);
    expect(can("accountant", "expenses.write")).toBe(true);
    expect(can("accountant", "bookings.read")).toBe(true);
    expect(can("accountant", "bookings.write")).toBe(false);
    expect(can("accountant", "payments.record")).toBe(false);
  });

  it("lets the manager run the property but not post to the ledger", () => {
    expect(can("manager", "bookings.write")).toBe(true);
    expect(can("manager", "reports.read")).toBe(true);
    expect(can("manager", "erp.read")).toBe(true);
    expect(can("manager", "erp.write")).toBe(false);
  });

  it("lets every signed-in role see itself", () => {
    for (const role of ROLES) expect(can(role, "session.self")).toBe(true);
  });
});

describe("a user's shown name", () => {
  it("is the first and last name, else the username", () => {
    expect(userDisplayName({ username: "meera", firstName: "Meera", lastName: "Iyer" })).toBe("Meera Iyer");
    expect(userDisplayName({ username: "meera", firstName: "Meera", lastName: null })).toBe("Meera");
    expect(userDisplayName({ username: "meera", firstName: "  ", lastName: null })).toBe("meera");
    expect(userDisplayName({ username: "admin", firstName: null, lastName: null })).toBe("admin");
  });

  it("gives an avatar up to two initials", () => {
    expect(nameInitials("Meera Iyer")).toBe("MI");
    expect(nameInitials("Ravi Kumar Sharma")).toBe("RK");
    expect(nameInitials("admin")).toBe("A");
  });
});
