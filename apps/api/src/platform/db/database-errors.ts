import { CATEGORY_MESSAGES, ITEM_MESSAGES } from "@atithi/domain";
import { DomainError } from "../errors";

/** What a person should read when the database refuses a change, by constraint name. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  bookings_no_overlap: "Room is not available for the selected dates",
  bookings_dates_check: "Check-out date must be after check-in date",
  bookings_paid_within_total: "The amount paid cannot exceed the total amount",
  users_username_key: "A user with this username already exists",
  users_email_key: "A user with this email already exists",
  rooms_number_key: "A room with this number already exists",
  room_types_name_lower_key: "A room type with this name already exists",
  rate_plans_name_lower_key: "This room type already has a rate plan with this name",
  rate_plans_one_default_key:
    "Another plan of this room type was made its default at the same moment; please try again",
  expense_categories_name_key: "An expense category with this name already exists",
  chart_of_accounts_account_code_key: "An account with this code already exists",
  chart_of_accounts_code_lower_key: "An account with this code already exists",
  parties_party_code_key: "A party with this code already exists",
  parties_code_lower_key: "A party with this code already exists",
  items_item_code_key: ITEM_MESSAGES.codeExists,
  items_code_lower_key: ITEM_MESSAGES.codeExists,
  item_categories_category_code_key: CATEGORY_MESSAGES.codeExists,
  item_categories_code_lower_key: CATEGORY_MESSAGES.codeExists,
  item_categories_level_check: CATEGORY_MESSAGES.tooDeep,
  group_invoices_invoice_number_key: "An invoice with this number already exists",
  invoices_invoice_number_key: "An invoice with this number already exists",
  invoices_sales_number_key: "An invoice with this number already exists in its financial year",
  invoices_purchase_number_key: "This supplier's bill with this number is already recorded",
  invoices_settled_within_total: "Receipts and credit notes cannot pass the invoice's total",
  erp_investors_investor_code_key: "An investor with this code already exists",
  share_classes_name_key: "A share class with this name already exists",
  fundraising_rounds_round_number_key: "A round with this number already exists",
  fundraising_rounds_round_number_lower_key: "A round with this number already exists",
  investor_participations_certificate_number_key:
    "A participation with this certificate number already exists",
  fundraising_rounds_raised_within_target: "A round cannot raise more than its target",
};

interface DatabaseError {
  code: string;
  message: string;
  constraint?: string;
  detail?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** Turns a refusal by the database into the 4xx answer it deserves; anything else stays as it is. */
export function translateDatabaseError(error: unknown): DomainError | undefined {
  if (!isDatabaseError(error)) return undefined;
  const known = error.constraint ? CONSTRAINT_MESSAGES[error.constraint] : undefined;
  switch (error.code) {
    // Raised by the ledger's own triggers (migration 20261123T0700) with a message meant for people.
    case "AT409":
      return new DomainError("conflict", error.message, { cause: error });
    case "AT400":
      return new DomainError("bad_request", error.message, { cause: error });
    case "23P01":
    case "23505":
      return new DomainError("conflict", known ?? "This conflicts with an existing record", { cause: error });
    case "23001":
      // restrict_violation: an ON DELETE RESTRICT reference still points at the row.
      return new DomainError("conflict", known ?? "It is still in use and cannot be removed", {
        cause: error,
      });
    case "23503":
      return error.detail?.includes("is still referenced")
        ? new DomainError("conflict", "It is still in use and cannot be removed", { cause: error })
        : new DomainError("not_found", "A referenced record does not exist", { cause: error });
    case "23514":
    case "23502":
      return new DomainError("bad_request", known ?? "A value is out of its allowed range", { cause: error });
    case "54000":
      // program_limit_exceeded: e.g. a value too large for an index row.
      return new DomainError("too_large", "A value is too large to store", { cause: error });
    case "40001":
    case "40P01":
    case "55P03":
      return new DomainError("conflict", "Someone else changed this at the same moment; please try again", {
        cause: error,
      });
    default:
      // Class 22 is "data exception": every one of them is a value the request should not have sent.
      return error.code.startsWith("22")
        ? new DomainError("bad_request", "A value has the wrong form or size", { cause: error })
        : undefined;
  }
}
