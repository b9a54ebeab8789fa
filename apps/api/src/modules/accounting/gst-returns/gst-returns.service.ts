import type { Database } from "@atithi/db";
import {
  addDays,
  buildGstr1,
  formatMonthYear,
  GST_STATES,
  type Gstr1CsvSection,
  type Gstr1Input,
  type Gstr1Json,
  gstr1Csv,
  todayIn,
} from "@atithi/domain";
import { badRequest, conflict } from "../../../platform/errors";
import { roomGst, taxConfig } from "../../back-office/tax-settings";
import { type Gstr1Month, gstr1Sources } from "./gst-returns.repository";

export const GSTIN_NEEDED = "Set the hotel's GSTIN in Settings → Tax (with GST enabled) before filing GSTR-1";

/** The first and last days of a month, yyyy-MM-dd. */
function monthDays(period: string) {
  const [year = 0, month = 0] = period.split("-").map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { from: `${period}-01`, to: addDays(next, -1) };
}

/**
 * What a month's return is built from: the hotel's GSTIN and every source's documents of the
 * month, read in one snapshot. A month not yet begun is refused; so is a hotel without a GSTIN.
 */
async function gstr1Input(db: Database, period: string, timeZone: string): Promise<Gstr1Input> {
  const thisMonth = todayIn(timeZone).slice(0, 7);
  if (period > thisMonth) {
    throw badRequest(
      `${formatMonthYear(period)} has not begun: GSTR-1 is filed for a month up to ${formatMonthYear(thisMonth)}`,
    );
  }
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const [config, gst] = await Promise.all([taxConfig(trx), roomGst(trx)]);
      const gstin = config.gstNumber;
      if (!config.enableGst || !gstin) throw conflict(GSTIN_NEEDED);
      const hotelState = gstin.slice(0, 2);
      if (!(hotelState in GST_STATES)) {
        throw conflict(
          `The hotel's GSTIN ${gstin} does not start with a GST state code; correct it in Settings → Tax`,
        );
      }
      const month: Gstr1Month = { period, ...monthDays(period), hotelState, slabs: gst.slabs };
      const documents = [];
      // One after another: a transaction runs one query at a time anyway.
      for (const source of gstr1Sources()) documents.push(...(await source.documents(trx, month)));
      return { gstin, period, documents };
    });
}

/** GET /api/erp/reports/gstr1: the month's GSTR-1 in the GST portal's JSON layout. */
export async function gstr1Return(db: Database, period: string, timeZone: string): Promise<Gstr1Json> {
  return buildGstr1(await gstr1Input(db, period, timeZone));
}

/** The return's file names: GSTR1-112026.json, GSTR1-112026-b2b.csv (the portal's MMYYYY). */
export const gstr1FileName = (period: string, section?: Gstr1CsvSection) =>
  `GSTR1-${period.slice(5, 7)}${period.slice(0, 4)}${section ? `-${section}.csv` : ".json"}`;

/** GET /api/erp/reports/gstr1?format=csv&section=…: one section of the month's return as CSV. */
export async function gstr1SectionCsv(
  db: Database,
  period: string,
  section: Gstr1CsvSection,
  timeZone: string,
) {
  const csv = gstr1Csv(await gstr1Input(db, period, timeZone), section);
  return { fileName: gstr1FileName(period, section), csv };
}
