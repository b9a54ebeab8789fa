import type { Database } from "@atithi/db";
import { ledgerRepository } from "./ledger.repository";

/**
 * How often posted vouchers are numbered. A posting commits without its number (migration
 * 20261124T0300), so its commit does not wait for the series' lock; it is numbered within this
 * time, or sooner when someone reads vouchers (numberPendingVouchers).
 */
export const VOUCHER_NUMBERING_INTERVAL_MS = 200;

/** Numbers every posted voucher still without a number, series by series; answers how many. */
export function numberPendingVouchers(db: Database): Promise<number> {
  return ledgerRepository(db).numberPending();
}

/**
 * Numbers posted vouchers in batches while the server runs: one run at a time, every
 * VOUCHER_NUMBERING_INTERVAL_MS. `stop` waits for a run under way.
 */
export function startVoucherNumbering(db: Database, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= numberPendingVouchers(db)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, VOUCHER_NUMBERING_INTERVAL_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
