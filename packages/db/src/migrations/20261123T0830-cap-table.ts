import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The cap table as cap-table tools keep it (Open Cap Table Format's stock classes and issuances):
 * - share classes with their seniority (a higher number is paid first), liquidation preference
 *   multiple, participation (none, full, or capped at a multiple of the amount invested, never below
 *   the preference), conversion ratio to common and face value; Common (seniority 0, no
 *   preference) exists from the start;
 * - share issues: every issuance of shares, in a round or outside one, with the price paid, the
 *   amount (shares × price, so what a class's holders paid is a sum) and the voucher posting it;
 * - shareholdings: one row per holder and class, the sum of their issues; the ownership percentage
 *   is computed from the shares when read (it no longer goes stale), so its column is dropped;
 * - rounds: their share class, the price per share set when they close and the voucher posting
 *   the money; a closed round has both;
 * - participations: their shares and price are known once the round closes, and what the whole
 *   shares leave of the amount (the remainder) is stated;
 * - investors: PAN and PIN code forms, non-blank code and name, codes unique whatever their case.
 *
 * Rows written before keep their meaning: a text share class becomes the class of that name (a new
 * class without preference when it is not Common), duplicate holder/class rows are added together.
 * Rules an old row may break are added NOT VALID (checked for every row written from now on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    -- Share classes ---------------------------------------------------------------------------------
    CREATE TABLE share_classes (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
      seniority integer NOT NULL DEFAULT 0 CHECK (seniority BETWEEN 0 AND 100),
      preference_multiple numeric(7, 4) NOT NULL DEFAULT 0 CHECK (preference_multiple BETWEEN 0 AND 100),
      participation text NOT NULL DEFAULT 'none' CHECK (participation IN ('none', 'full', 'capped')),
      cap_multiple numeric(7, 4) CHECK (cap_multiple <= 100),
      conversion_ratio numeric(12, 4) NOT NULL DEFAULT 1 CHECK (conversion_ratio > 0),
      face_value numeric(15, 2) NOT NULL DEFAULT 10 CHECK (face_value > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT share_classes_cap_iff_capped CHECK ((participation = 'capped') = (cap_multiple IS NOT NULL)),
      CONSTRAINT share_classes_cap_at_least_preference CHECK (cap_multiple IS NULL OR cap_multiple >= preference_multiple),
      -- Common (no preference) takes part in the rest by definition.
      CONSTRAINT share_classes_common_not_capped CHECK (preference_multiple > 0 OR participation <> 'capped')
    );
    CREATE UNIQUE INDEX share_classes_name_key ON share_classes (lower(btrim(name)));
    INSERT INTO share_classes (name, seniority, preference_multiple, participation, conversion_ratio)
      VALUES ('Common', 0, 0, 'none', 1);

    -- Shareholdings: the class by id ---------------------------------------------------------------
    INSERT INTO share_classes (name)
      SELECT DISTINCT ON (lower(btrim(share_class))) initcap(btrim(share_class)) FROM shareholdings
      WHERE lower(btrim(share_class)) NOT IN ('common', '')
      ORDER BY lower(btrim(share_class));
    ALTER TABLE shareholdings ADD COLUMN share_class_id text
      CONSTRAINT shareholdings_share_class_fkey REFERENCES share_classes (id) ON DELETE RESTRICT;
    UPDATE shareholdings s SET share_class_id = coalesce(
      (SELECT c.id FROM share_classes c WHERE lower(btrim(c.name)) = lower(btrim(s.share_class))),
      (SELECT c.id FROM share_classes c WHERE c.name = 'Common'));
    UPDATE shareholdings s SET shares_held = (
        SELECT sum(o.shares_held) FROM shareholdings o
        WHERE o.investor_id = s.investor_id AND o.share_class_id = s.share_class_id),
      effective_date = (
        SELECT max(o.effective_date) FROM shareholdings o
        WHERE o.investor_id = s.investor_id AND o.share_class_id = s.share_class_id)
      WHERE s.id = (
        SELECT min(o.id) FROM shareholdings o
        WHERE o.investor_id = s.investor_id AND o.share_class_id = s.share_class_id);
    DELETE FROM shareholdings s WHERE EXISTS (
      SELECT 1 FROM shareholdings o
      WHERE o.investor_id = s.investor_id AND o.share_class_id = s.share_class_id AND o.id < s.id);
    ALTER TABLE shareholdings ALTER COLUMN share_class_id SET NOT NULL;
    ALTER TABLE shareholdings DROP COLUMN share_class;
    ALTER TABLE shareholdings DROP COLUMN ownership_percentage;
    ALTER TABLE shareholdings DROP COLUMN vote_percentage;
    ALTER TABLE shareholdings ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE shareholdings ADD CONSTRAINT shareholdings_investor_class_key UNIQUE (investor_id, share_class_id);
    CREATE INDEX shareholdings_share_class_idx ON shareholdings (share_class_id);

    -- Rounds ----------------------------------------------------------------------------------------
    ALTER TABLE fundraising_rounds ADD COLUMN share_class_id text
      CONSTRAINT fundraising_rounds_share_class_fkey REFERENCES share_classes (id) ON DELETE RESTRICT;
    ALTER TABLE fundraising_rounds ADD COLUMN price_per_share numeric(15, 2)
      CONSTRAINT fundraising_rounds_price_check CHECK (price_per_share > 0);
    ALTER TABLE fundraising_rounds ADD COLUMN voucher_id text
      CONSTRAINT fundraising_rounds_voucher_fkey REFERENCES vouchers (id) ON DELETE RESTRICT;
    ALTER TABLE fundraising_rounds ADD COLUMN closed_at timestamptz;
    ALTER TABLE fundraising_rounds ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_round_number_not_blank
      CHECK (length(btrim(round_number)) > 0) NOT VALID;
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_round_name_not_blank
      CHECK (length(btrim(round_name)) > 0) NOT VALID;
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_dates_order
      CHECK (round_date IS NULL OR closing_date IS NULL OR round_date <= closing_date) NOT VALID;
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_raised_within_target
      CHECK (target_amount IS NULL OR raised_amount <= target_amount) NOT VALID;
    -- A closed round was priced and its money posted; an open one has raised nothing yet.
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_closed_priced CHECK (
      status <> 'closed' OR (share_class_id IS NOT NULL AND price_per_share IS NOT NULL AND closed_at IS NOT NULL)
    ) NOT VALID;
    ALTER TABLE fundraising_rounds ADD CONSTRAINT fundraising_rounds_open_unpriced CHECK (
      status <> 'open' OR (price_per_share IS NULL AND voucher_id IS NULL AND raised_amount = 0)
    ) NOT VALID;
    CREATE UNIQUE INDEX fundraising_rounds_round_number_lower_key ON fundraising_rounds (lower(btrim(round_number)));

    -- Participations --------------------------------------------------------------------------------
    ALTER TABLE investor_participations ALTER COLUMN shares_received DROP NOT NULL;
    ALTER TABLE investor_participations ALTER COLUMN share_price DROP NOT NULL;
    ALTER TABLE investor_participations ALTER COLUMN ownership_percentage DROP NOT NULL;
    ALTER TABLE investor_participations ADD COLUMN remainder_amount numeric(15, 2)
      CONSTRAINT investor_participations_remainder_check CHECK (remainder_amount >= 0);
    ALTER TABLE investor_participations ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    -- Shares, price and remainder are set together, when the round closes: amount = shares × price + remainder.
    ALTER TABLE investor_participations ADD CONSTRAINT investor_participations_priced_together CHECK (
      (shares_received IS NULL) = (share_price IS NULL) AND (share_price IS NULL) = (remainder_amount IS NULL)
    ) NOT VALID;
    ALTER TABLE investor_participations ADD CONSTRAINT investor_participations_amount_split CHECK (
      share_price IS NULL OR investment_amount = shares_received * share_price + remainder_amount
    ) NOT VALID;
    ALTER TABLE investor_participations ADD CONSTRAINT investor_participations_remainder_below_price CHECK (
      share_price IS NULL OR remainder_amount < share_price
    ) NOT VALID;
    ALTER TABLE investor_participations ADD CONSTRAINT investor_participations_certificate_not_blank
      CHECK (certificate_number IS NULL OR length(btrim(certificate_number)) > 0) NOT VALID;
    CREATE INDEX investor_participations_round_idx ON investor_participations (round_id);
    CREATE INDEX investor_participations_investor_idx ON investor_participations (investor_id);

    -- Share issues ----------------------------------------------------------------------------------
    CREATE TABLE share_issues (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      investor_id text NOT NULL REFERENCES erp_investors (id) ON DELETE RESTRICT,
      share_class_id text NOT NULL REFERENCES share_classes (id) ON DELETE RESTRICT,
      shares bigint NOT NULL CHECK (shares > 0),
      -- Null: issued for no money (founders' shares, a bonus issue).
      price_per_share numeric(15, 2) CHECK (price_per_share > 0),
      amount numeric(15, 2) NOT NULL CHECK (amount >= 0),
      issue_date date NOT NULL,
      round_id text REFERENCES fundraising_rounds (id) ON DELETE RESTRICT,
      participation_id text UNIQUE REFERENCES investor_participations (id) ON DELETE RESTRICT,
      voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT share_issues_amount_is_shares_times_price CHECK (
        amount = CASE WHEN price_per_share IS NULL THEN 0 ELSE shares * price_per_share END
      ),
      -- Money received is posted; an issue in a round comes from one participation in it.
      CONSTRAINT share_issues_money_posted CHECK (amount = 0 OR voucher_id IS NOT NULL),
      CONSTRAINT share_issues_round_participation CHECK ((round_id IS NULL) = (participation_id IS NULL))
    );
    CREATE INDEX share_issues_investor_idx ON share_issues (investor_id);
    CREATE INDEX share_issues_class_idx ON share_issues (share_class_id);
    CREATE INDEX share_issues_round_idx ON share_issues (round_id);

    -- Investors -------------------------------------------------------------------------------------
    ALTER TABLE erp_investors ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE erp_investors ADD CONSTRAINT erp_investors_code_not_blank
      CHECK (length(btrim(investor_code)) > 0) NOT VALID;
    ALTER TABLE erp_investors ADD CONSTRAINT erp_investors_name_not_blank
      CHECK (length(btrim(investor_name)) > 0) NOT VALID;
    ALTER TABLE erp_investors ADD CONSTRAINT erp_investors_pan_form
      CHECK (pan_number IS NULL OR pan_number ~ '^[A-Z]{5}[0-9]{4}[A-Z]$') NOT VALID;
    ALTER TABLE erp_investors ADD CONSTRAINT erp_investors_pincode_form
      CHECK (pincode IS NULL OR pincode ~ '^[1-9][0-9]{5}$') NOT VALID;

    -- Waterfall scenarios ---------------------------------------------------------------------------
    ALTER TABLE waterfall_distributions ALTER COLUMN return_multiple TYPE numeric(16, 4);
    ALTER TABLE waterfall_distributions ALTER COLUMN irr TYPE numeric(16, 6);
    ALTER TABLE waterfall_scenarios ADD CONSTRAINT waterfall_scenarios_name_not_blank
      CHECK (length(btrim(scenario_name)) > 0) NOT VALID;
    ALTER TABLE waterfall_distributions ADD CONSTRAINT waterfall_distributions_scenario_investor_key
      UNIQUE (scenario_id, investor_id);
    CREATE INDEX waterfall_distributions_investor_idx ON waterfall_distributions (investor_id);
  `,
  );
}
