import type { Kysely } from "kysely";
import { runStatements } from "./run-statements";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    /* sql */ `
    CREATE TABLE chart_of_accounts (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_code text NOT NULL UNIQUE CHECK (length(account_code) > 0),
      account_name text NOT NULL CHECK (length(account_name) > 0),
      account_type text NOT NULL DEFAULT 'Assets'
        CHECK (account_type IN ('Assets', 'Liabilities', 'Equity', 'Revenue', 'Expenses', 'Cost of Goods Sold')),
      parent_account_id text REFERENCES chart_of_accounts (id) ON DELETE RESTRICT,
      level smallint NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 10),
      is_active boolean NOT NULL DEFAULT true,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE parties (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      party_code text NOT NULL UNIQUE,
      party_name text NOT NULL,
      party_type text NOT NULL CHECK (party_type IN ('customer', 'supplier', 'both')),
      contact_person text,
      phone text,
      email text,
      address text,
      city text,
      state text,
      pincode text,
      country text NOT NULL DEFAULT 'India',
      gst_number text,
      pan_number text,
      opening_balance numeric(15, 2) NOT NULL DEFAULT 0,
      credit_limit numeric(15, 2) CHECK (credit_limit >= 0),
      payment_terms integer NOT NULL DEFAULT 0 CHECK (payment_terms >= 0),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE vouchers (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      voucher_number text NOT NULL UNIQUE,
      voucher_type text NOT NULL
        CHECK (voucher_type IN ('journal', 'payment', 'receipt', 'contra', 'sales', 'purchase', 'debit_note', 'credit_note')),
      voucher_date date NOT NULL,
      description text,
      total_amount numeric(15, 2) NOT NULL CHECK (total_amount >= 0),
      party_id text REFERENCES parties (id) ON DELETE RESTRICT,
      reference text,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'approved', 'posted', 'cancelled')),
      narration text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      approved_by text REFERENCES users (id) ON DELETE SET NULL,
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vouchers_date_idx ON vouchers (voucher_date);

    CREATE TABLE general_ledger (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text NOT NULL REFERENCES chart_of_accounts (id) ON DELETE RESTRICT,
      voucher_id text REFERENCES vouchers (id) ON DELETE RESTRICT,
      transaction_date date NOT NULL,
      description text,
      debit_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (debit_amount >= 0),
      credit_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (credit_amount >= 0),
      reference text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((debit_amount = 0) <> (credit_amount = 0))
    );
    CREATE INDEX general_ledger_account_idx ON general_ledger (account_id, transaction_date);
    CREATE INDEX general_ledger_voucher_idx ON general_ledger (voucher_id);

    CREATE TABLE item_categories (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      category_code text NOT NULL UNIQUE,
      category_name text NOT NULL,
      description text,
      parent_category_id text REFERENCES item_categories (id) ON DELETE RESTRICT,
      is_active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      item_code text NOT NULL UNIQUE,
      item_name text NOT NULL,
      description text,
      category_id text REFERENCES item_categories (id) ON DELETE SET NULL,
      unit text NOT NULL DEFAULT 'nos',
      hsn_code text,
      tax_rate numeric(5, 2) NOT NULL DEFAULT 18.00 CHECK (tax_rate BETWEEN 0 AND 100),
      purchase_price numeric(15, 4) CHECK (purchase_price >= 0),
      selling_price numeric(15, 4) CHECK (selling_price >= 0),
      min_stock_level numeric(15, 3) CHECK (min_stock_level >= 0),
      max_stock_level numeric(15, 3) CHECK (max_stock_level >= 0),
      reorder_level numeric(15, 3) CHECK (reorder_level >= 0),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE invoices (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      invoice_number text NOT NULL UNIQUE,
      invoice_type text NOT NULL DEFAULT 'sales' CHECK (invoice_type IN ('sales', 'purchase')),
      invoice_date date NOT NULL,
      due_date date,
      party_id text NOT NULL REFERENCES parties (id) ON DELETE RESTRICT,
      subtotal numeric(15, 2) NOT NULL CHECK (subtotal >= 0),
      discount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
      tax_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (tax_amount >= 0),
      total_amount numeric(15, 2) NOT NULL CHECK (total_amount >= 0),
      paid_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
      balance_amount numeric(15, 2) NOT NULL CHECK (balance_amount >= 0),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
      terms text,
      notes text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (due_date IS NULL OR due_date >= invoice_date),
      CHECK (paid_amount <= total_amount)
    );
    CREATE INDEX invoices_party_idx ON invoices (party_id);
    CREATE INDEX invoices_date_idx ON invoices (invoice_date);

    CREATE TABLE invoice_line_items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      item_id text REFERENCES items (id) ON DELETE RESTRICT,
      description text,
      quantity numeric(15, 3) NOT NULL CHECK (quantity > 0),
      unit text NOT NULL DEFAULT 'nos',
      rate numeric(15, 4) NOT NULL CHECK (rate >= 0),
      amount numeric(15, 2) NOT NULL CHECK (amount >= 0),
      tax_rate numeric(5, 2) NOT NULL DEFAULT 18.00 CHECK (tax_rate BETWEEN 0 AND 100),
      tax_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (tax_amount >= 0)
    );
    CREATE INDEX invoice_line_items_invoice_idx ON invoice_line_items (invoice_id);

    CREATE TABLE warehouses (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      warehouse_code text NOT NULL UNIQUE,
      warehouse_name text NOT NULL,
      address text,
      city text,
      state text,
      pincode text,
      manager_name text,
      phone text,
      email text,
      capacity numeric(15, 3) CHECK (capacity >= 0),
      is_active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE stock (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      item_id text NOT NULL REFERENCES items (id) ON DELETE RESTRICT,
      warehouse_id text NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      available_quantity numeric(15, 3) NOT NULL DEFAULT 0 CHECK (available_quantity >= 0),
      reserved_quantity numeric(15, 3) NOT NULL DEFAULT 0 CHECK (reserved_quantity >= 0),
      total_quantity numeric(15, 3) NOT NULL DEFAULT 0 CHECK (total_quantity >= 0),
      average_price numeric(15, 4) NOT NULL DEFAULT 0 CHECK (average_price >= 0),
      total_value numeric(15, 2) NOT NULL DEFAULT 0 CHECK (total_value >= 0),
      last_updated timestamptz NOT NULL DEFAULT now(),
      UNIQUE (item_id, warehouse_id)
    );

    CREATE TABLE stock_movements (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      item_id text NOT NULL REFERENCES items (id) ON DELETE RESTRICT,
      warehouse_id text NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      movement_type text NOT NULL CHECK (movement_type IN ('in', 'out', 'transfer_in', 'transfer_out', 'adjustment')),
      transaction_type text NOT NULL,
      reference_id text,
      reference_number text,
      quantity numeric(15, 3) NOT NULL,
      rate numeric(15, 4) NOT NULL DEFAULT 0,
      value numeric(15, 2) NOT NULL DEFAULT 0,
      balance_quantity numeric(15, 3) NOT NULL,
      balance_value numeric(15, 2) NOT NULL,
      movement_date date NOT NULL,
      description text,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stock_movements_item_idx ON stock_movements (item_id, warehouse_id, movement_date);

    CREATE TABLE fifo_batches (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      item_id text NOT NULL REFERENCES items (id) ON DELETE RESTRICT,
      warehouse_id text NOT NULL REFERENCES warehouses (id) ON DELETE RESTRICT,
      batch_number text NOT NULL,
      purchase_date date NOT NULL,
      purchase_rate numeric(15, 4) NOT NULL CHECK (purchase_rate >= 0),
      original_quantity numeric(15, 3) NOT NULL CHECK (original_quantity > 0),
      remaining_quantity numeric(15, 3) NOT NULL CHECK (remaining_quantity >= 0),
      is_exhausted boolean NOT NULL DEFAULT false,
      CHECK (remaining_quantity <= original_quantity),
      UNIQUE (item_id, warehouse_id, batch_number)
    );
    CREATE INDEX fifo_batches_open_idx ON fifo_batches (item_id, warehouse_id, purchase_date) WHERE NOT is_exhausted;

    CREATE TABLE departments (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      department_code text NOT NULL UNIQUE,
      department_name text NOT NULL,
      description text,
      head_id text,
      is_active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE employees (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      employee_code text NOT NULL UNIQUE,
      first_name text NOT NULL,
      last_name text,
      email text UNIQUE,
      phone text,
      date_of_birth date,
      date_of_joining date NOT NULL,
      department_id text REFERENCES departments (id) ON DELETE SET NULL,
      designation text,
      employment_type text NOT NULL DEFAULT 'full_time'
        CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'intern')),
      salary numeric(15, 2) CHECK (salary >= 0),
      salary_type text NOT NULL DEFAULT 'monthly' CHECK (salary_type IN ('monthly', 'daily', 'hourly')),
      bank_account_number text,
      ifsc_code text,
      pan_number text,
      aadhar_number text,
      pf_number text,
      esi_number text,
      address text,
      emergency_contact text,
      is_active boolean NOT NULL DEFAULT true,
      termination_date date,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE departments ADD CONSTRAINT departments_head_fk
      FOREIGN KEY (head_id) REFERENCES employees (id) ON DELETE SET NULL;

    CREATE TABLE salary_components (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      component_code text NOT NULL UNIQUE,
      component_name text NOT NULL,
      component_type text NOT NULL CHECK (component_type IN ('earning', 'deduction')),
      calculation_type text NOT NULL DEFAULT 'fixed' CHECK (calculation_type IN ('fixed', 'percentage')),
      is_statutory boolean NOT NULL DEFAULT false,
      is_taxable boolean NOT NULL DEFAULT true,
      description text,
      is_active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE employee_salary_structures (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      employee_id text NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
      component_id text NOT NULL REFERENCES salary_components (id) ON DELETE RESTRICT,
      amount numeric(15, 2) CHECK (amount >= 0),
      percentage numeric(5, 2) CHECK (percentage BETWEEN 0 AND 100),
      is_active boolean NOT NULL DEFAULT true,
      effective_from date NOT NULL,
      effective_to date,
      CHECK (effective_to IS NULL OR effective_to >= effective_from)
    );
    CREATE INDEX employee_salary_structures_employee_idx ON employee_salary_structures (employee_id);

    CREATE TABLE pay_runs (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      pay_run_number text NOT NULL UNIQUE,
      pay_period_start date NOT NULL,
      pay_period_end date NOT NULL,
      pay_date date,
      total_gross_pay numeric(15, 2) NOT NULL DEFAULT 0,
      total_deductions numeric(15, 2) NOT NULL DEFAULT 0,
      total_net_pay numeric(15, 2) NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'processed', 'paid', 'cancelled')),
      processed_by text REFERENCES users (id) ON DELETE SET NULL,
      processed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (pay_period_end >= pay_period_start)
    );

    CREATE TABLE payslips (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      pay_run_id text NOT NULL REFERENCES pay_runs (id) ON DELETE CASCADE,
      employee_id text NOT NULL REFERENCES employees (id) ON DELETE RESTRICT,
      gross_pay numeric(15, 2) NOT NULL DEFAULT 0,
      total_deductions numeric(15, 2) NOT NULL DEFAULT 0,
      net_pay numeric(15, 2) NOT NULL DEFAULT 0,
      paid_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
      payment_date date,
      payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'partial', 'paid')),
      payment_mode text CHECK (payment_mode IN ('cash', 'bank_transfer', 'cheque', 'upi')),
      payment_reference text,
      UNIQUE (pay_run_id, employee_id)
    );

    CREATE TABLE payslip_details (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      payslip_id text NOT NULL REFERENCES payslips (id) ON DELETE CASCADE,
      component_id text NOT NULL REFERENCES salary_components (id) ON DELETE RESTRICT,
      amount numeric(15, 2) NOT NULL CHECK (amount >= 0)
    );
    CREATE INDEX payslip_details_payslip_idx ON payslip_details (payslip_id);

    CREATE TABLE fundraising_rounds (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      round_number text NOT NULL UNIQUE,
      round_name text NOT NULL,
      target_amount numeric(15, 2) CHECK (target_amount >= 0),
      raised_amount numeric(15, 2) NOT NULL DEFAULT 0 CHECK (raised_amount >= 0),
      valuation numeric(15, 2) CHECK (valuation >= 0),
      round_date date,
      closing_date date,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'cancelled')),
      description text,
      terms text
    );

    CREATE TABLE erp_investors (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      investor_code text NOT NULL UNIQUE,
      investor_name text NOT NULL,
      investor_type text NOT NULL DEFAULT 'Individual'
        CHECK (investor_type IN ('Angel Investor', 'Venture Capital', 'Private Equity', 'Individual',
                                 'Institutional', 'Family Office', 'Corporate')),
      contact_person text,
      email text,
      phone text,
      address text,
      city text,
      state text,
      pincode text,
      pan_number text,
      kyc_status text NOT NULL DEFAULT 'Pending'
        CHECK (kyc_status IN ('Pending', 'In Progress', 'Completed', 'Rejected')),
      risk_profile text NOT NULL DEFAULT 'Moderate' CHECK (risk_profile IN ('Conservative', 'Moderate', 'Aggressive')),
      total_investment numeric(15, 2) NOT NULL DEFAULT 0 CHECK (total_investment >= 0),
      current_valuation numeric(15, 2) NOT NULL DEFAULT 0 CHECK (current_valuation >= 0),
      notes text,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE investor_participations (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      investor_id text NOT NULL REFERENCES erp_investors (id) ON DELETE RESTRICT,
      round_id text NOT NULL REFERENCES fundraising_rounds (id) ON DELETE RESTRICT,
      investment_amount numeric(15, 2) NOT NULL CHECK (investment_amount > 0),
      shares_received bigint NOT NULL CHECK (shares_received >= 0),
      share_price numeric(15, 4) NOT NULL CHECK (share_price >= 0),
      ownership_percentage numeric(8, 4) NOT NULL CHECK (ownership_percentage BETWEEN 0 AND 100),
      liquidation_preference numeric(5, 2) NOT NULL DEFAULT 1 CHECK (liquidation_preference >= 0),
      participation_rights boolean NOT NULL DEFAULT false,
      anti_dilution_rights text,
      board_rights boolean NOT NULL DEFAULT false,
      investment_date date NOT NULL,
      certificate_number text UNIQUE,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'transferred', 'redeemed'))
    );

    CREATE TABLE waterfall_scenarios (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      scenario_name text NOT NULL,
      description text,
      exit_value numeric(15, 2) NOT NULL CHECK (exit_value >= 0),
      exit_type text NOT NULL DEFAULT 'acquisition' CHECK (exit_type IN ('acquisition', 'ipo', 'liquidation', 'merger')),
      scenario_date date,
      is_active boolean NOT NULL DEFAULT true,
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE waterfall_distributions (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      scenario_id text NOT NULL REFERENCES waterfall_scenarios (id) ON DELETE CASCADE,
      investor_id text NOT NULL REFERENCES erp_investors (id) ON DELETE RESTRICT,
      distribution_order integer NOT NULL CHECK (distribution_order >= 1),
      distribution_amount numeric(15, 2) NOT NULL CHECK (distribution_amount >= 0),
      return_multiple numeric(10, 4),
      irr numeric(8, 4),
      notes text
    );

    CREATE TABLE shareholdings (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      investor_id text NOT NULL REFERENCES erp_investors (id) ON DELETE RESTRICT,
      share_class text NOT NULL DEFAULT 'common',
      shares_held bigint NOT NULL CHECK (shares_held >= 0),
      ownership_percentage numeric(8, 4) NOT NULL CHECK (ownership_percentage BETWEEN 0 AND 100),
      vote_percentage numeric(8, 4) CHECK (vote_percentage BETWEEN 0 AND 100),
      is_fully_diluted boolean NOT NULL DEFAULT false,
      effective_date date NOT NULL
    );
    CREATE INDEX shareholdings_investor_idx ON shareholdings (investor_id);
  `,
  );
}
