import type { Kysely } from "kysely";
import { runScript } from "../script";

/**
 * The item master and its categories as the sales and purchase side uses them:
 * - an item is goods or a service, posts its sales to a revenue account and its purchases to an
 *   expense, cost or inventory account (kept while items use them: ON DELETE RESTRICT);
 * - its unit is one of GST's unit codes (UQC), its tax rate one of the slabs 0, 5, 18 and 40, its
 *   HSN code (goods: 4, 6 or 8 digits, chapters 01 to 98) or SAC code (services: 6 digits starting
 *   with 99) of the right form, its prices not negative, its stock levels in order and a service's
 *   none at all;
 * - codes are unique whatever their case;
 * - categories form a tree: each row's level is its parent's plus one (kept by a trigger, which
 *   also moves the levels of the rows under a moved category) and no category is its own ancestor.
 *
 * Rows written before this migration are kept: units are upper-cased when that makes them a UQC,
 * blank HSN codes become null, the accounts are taken from the chart's roles (when the chart is
 * there), and category levels are computed, a category caught in a cycle (or deeper than ten
 * levels) being put back at the top. A new rule that an old row still breaks is added NOT VALID
 * (checked for every row written from now on) and validated where every row obeys it, which is
 * always the case on a database that has no such rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    -- Items -----------------------------------------------------------------------------------------
    ALTER TABLE items ADD COLUMN item_type text NOT NULL DEFAULT 'goods'
      CONSTRAINT items_item_type_check CHECK (item_type IN ('goods', 'service'));
    ALTER TABLE items ADD COLUMN revenue_account_id text
      CONSTRAINT items_revenue_account_fkey REFERENCES chart_of_accounts (id) ON DELETE RESTRICT;
    ALTER TABLE items ADD COLUMN expense_account_id text
      CONSTRAINT items_expense_account_fkey REFERENCES chart_of_accounts (id) ON DELETE RESTRICT;
    ALTER TABLE items ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

    UPDATE items SET unit = upper(btrim(unit))
      WHERE upper(btrim(unit)) IN (${UQC}) AND unit <> upper(btrim(unit));
    UPDATE items SET hsn_code = nullif(regexp_replace(hsn_code, '\\s', '', 'g'), '')
      WHERE hsn_code IS DISTINCT FROM nullif(regexp_replace(hsn_code, '\\s', '', 'g'), '');
    UPDATE items SET revenue_account_id = (SELECT id FROM chart_of_accounts WHERE system_role = 'other_revenue')
      WHERE revenue_account_id IS NULL;
    UPDATE items SET expense_account_id = (SELECT id FROM chart_of_accounts WHERE system_role = 'inventory')
      WHERE expense_account_id IS NULL;
    ALTER TABLE items ALTER COLUMN unit SET DEFAULT 'NOS';

    ALTER TABLE items ADD CONSTRAINT items_item_code_not_blank CHECK (length(item_code) > 0) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_item_name_not_blank CHECK (length(item_name) > 0) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_tax_rate_slab CHECK (tax_rate IN (0, 5, 18, 40)) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_unit_uqc CHECK (unit IN (${UQC})) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_hsn_code_form CHECK (
      hsn_code IS NULL
      OR (item_type = 'goods' AND hsn_code ~ '^(0[1-9]|[1-8][0-9]|9[0-8])([0-9]{2}|[0-9]{4}|[0-9]{6})$')
      OR (item_type = 'service' AND hsn_code ~ '^99[0-9]{4}$')
    ) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_service_no_stock CHECK (
      item_type = 'goods' OR (min_stock_level IS NULL AND reorder_level IS NULL AND max_stock_level IS NULL)
    ) NOT VALID;
    ALTER TABLE items ADD CONSTRAINT items_stock_levels_order CHECK (
      (min_stock_level IS NULL OR reorder_level IS NULL OR min_stock_level <= reorder_level)
      AND (reorder_level IS NULL OR max_stock_level IS NULL OR reorder_level <= max_stock_level)
      AND (min_stock_level IS NULL OR max_stock_level IS NULL OR min_stock_level <= max_stock_level)
    ) NOT VALID;

    CREATE UNIQUE INDEX items_code_lower_key ON items (lower(item_code));
    CREATE INDEX items_name_idx ON items (lower(item_name));
    CREATE INDEX items_category_idx ON items (category_id);
    CREATE INDEX items_revenue_account_idx ON items (revenue_account_id);
    CREATE INDEX items_expense_account_idx ON items (expense_account_id);

    -- Categories ------------------------------------------------------------------------------------
    ALTER TABLE item_categories ADD COLUMN level smallint NOT NULL DEFAULT 1
      CONSTRAINT item_categories_level_check CHECK (level BETWEEN 1 AND 10);
    ALTER TABLE item_categories ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE item_categories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

    -- Levels of the rows already there; a row not reached from a top category within ten levels is
    -- in a cycle (or too deep) and goes back to the top.
    WITH RECURSIVE tree AS (
      SELECT id, 1 AS depth FROM item_categories WHERE parent_category_id IS NULL
      UNION ALL
      SELECT c.id, t.depth + 1 FROM item_categories c JOIN tree t ON c.parent_category_id = t.id
      WHERE t.depth < 10
    )
    UPDATE item_categories SET level = tree.depth FROM tree WHERE tree.id = item_categories.id;
    WITH RECURSIVE tree AS (
      SELECT id, 1 AS depth FROM item_categories WHERE parent_category_id IS NULL
      UNION ALL
      SELECT c.id, t.depth + 1 FROM item_categories c JOIN tree t ON c.parent_category_id = t.id
      WHERE t.depth < 10
    )
    UPDATE item_categories SET parent_category_id = NULL, level = 1
      WHERE id NOT IN (SELECT id FROM tree);

    ALTER TABLE item_categories ADD CONSTRAINT item_categories_code_not_blank
      CHECK (length(category_code) > 0) NOT VALID;
    ALTER TABLE item_categories ADD CONSTRAINT item_categories_name_not_blank
      CHECK (length(category_name) > 0) NOT VALID;
    ALTER TABLE item_categories ADD CONSTRAINT item_categories_not_own_parent
      CHECK (parent_category_id IS DISTINCT FROM id);
    CREATE UNIQUE INDEX item_categories_code_lower_key ON item_categories (lower(category_code));
    CREATE INDEX item_categories_parent_idx ON item_categories (parent_category_id);

    -- A row's level follows its parent's; a new parent must not be the row itself or under it.
    CREATE FUNCTION item_categories_place() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      parent_level smallint;
    BEGIN
      IF NEW.parent_category_id IS NULL THEN
        NEW.level := 1;
        RETURN NEW;
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.parent_category_id IS DISTINCT FROM OLD.parent_category_id THEN
        -- Moves are serialised, so two of them cannot close a cycle between them.
        LOCK TABLE item_categories IN SHARE ROW EXCLUSIVE MODE;
        IF EXISTS (
          WITH RECURSIVE up AS (
            SELECT id, parent_category_id FROM item_categories WHERE id = NEW.parent_category_id
            UNION
            SELECT c.id, c.parent_category_id FROM item_categories c JOIN up ON c.id = up.parent_category_id
          )
          SELECT 1 FROM up WHERE id = NEW.id
        ) THEN
          RAISE EXCEPTION 'A category cannot be placed under one of its own subcategories'
            USING ERRCODE = 'AT400';
        END IF;
      END IF;
      SELECT level INTO parent_level FROM item_categories WHERE id = NEW.parent_category_id;
      -- A parent that does not exist is refused by the foreign key.
      NEW.level := coalesce(parent_level, 0) + 1;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER item_categories_place BEFORE INSERT OR UPDATE ON item_categories
      FOR EACH ROW EXECUTE FUNCTION item_categories_place();

    CREATE FUNCTION item_categories_relevel_children() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Each child's own trigger takes its level from this row, and passes it on down.
      UPDATE item_categories SET level = level WHERE parent_category_id = NEW.id;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER item_categories_relevel_children AFTER UPDATE ON item_categories
      FOR EACH ROW WHEN (NEW.level IS DISTINCT FROM OLD.level)
      EXECUTE FUNCTION item_categories_relevel_children();

    -- Validate what every row already obeys (always, on a database without older rows).
    DO $$
    DECLARE
      rule record;
    BEGIN
      FOR rule IN
        SELECT conrelid::regclass::text AS tab, conname FROM pg_constraint
        WHERE NOT convalidated AND conrelid IN ('items'::regclass, 'item_categories'::regclass)
      LOOP
        BEGIN
          EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', rule.tab, rule.conname);
        EXCEPTION WHEN check_violation THEN
          RAISE NOTICE 'Rows written before % break %; it holds for rows written from now on', rule.tab, rule.conname;
        END;
      END LOOP;
    END
    $$;
    `,
  );
}

/** GST's unit codes (UQC), as packages/domain/src/gst-units.ts lists them. */
const UQC = [
  "BAG",
  "BAL",
  "BDL",
  "BKL",
  "BOU",
  "BOX",
  "BTL",
  "BUN",
  "CAN",
  "CBM",
  "CCM",
  "CMS",
  "CTN",
  "DOZ",
  "DRM",
  "GGK",
  "GMS",
  "GRS",
  "GYD",
  "KGS",
  "KLR",
  "KME",
  "LTR",
  "MLT",
  "MTR",
  "MTS",
  "NOS",
  "OTH",
  "PAC",
  "PCS",
  "PRS",
  "QTL",
  "ROL",
  "SET",
  "SQF",
  "SQM",
  "SQY",
  "TBS",
  "TGM",
  "THD",
  "TON",
  "TUB",
  "UGS",
  "UNT",
  "YDS",
]
  .map((c) => `'${c}'`)
  .join(", ");
