/**
 * The administrator's first steps on a new installation, each done when the data shows it: the
 * dashboard lists them until all are done.
 */
export const FIRST_STEP_KEYS = ["tax", "rooms", "users"] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

/** What the steps are decided from, read from the database. */
export interface FirstStepFacts {
  /** The hotel's GSTIN and business name are both saved in the tax settings. */
  taxRegistered: boolean;
  activeRooms: number;
  /**
   * Someone created or changed a room, a room type or a rate plan (a room's housekeeping status
   * aside): the rooms made at installation and the seeded Standard type at ₹3,200 a night are
   * placeholders until then.
   */
  roomsSetUp: boolean;
  /** Active users, administrators included. */
  activeUsers: number;
}

export interface FirstStep {
  key: FirstStepKey;
  title: string;
  description: string;
  /** The web app's screen that does it. */
  link: string;
  done: boolean;
}

export function firstSteps(facts: FirstStepFacts): FirstStep[] {
  return [
    {
      key: "tax",
      title: "The hotel's GSTIN and tax settings",
      description: "Save the GSTIN and business name that invoices carry",
      link: "/settings/tax",
      done: facts.taxRegistered,
    },
    {
      key: "rooms",
      title: "Room types, rates and rooms",
      description: "Set your room types and their rates, and the rooms you let",
      link: "/rooms",
      done: facts.activeRooms > 0 && facts.roomsSetUp,
    },
    {
      key: "users",
      title: "Users",
      description: "Add the people who work the desk and the books",
      link: "/settings/users",
      // The first administrator is made at installation; a second user means the staff were added.
      done: facts.activeUsers > 1,
    },
  ];
}
