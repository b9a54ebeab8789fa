import { connect, migrateToLatest, seedReferenceData } from "@atithi/db";
import { postHistory } from "./modules/accounting/postings";
import { staysRevenue } from "./modules/front-desk/stays";
import { loadConfig } from "./platform/config";

// `pnpm db:post-history`: the hotel's money from before the books existed, posted once.
const config = loadConfig();
const database = await connect(config);
try {
  await migrateToLatest(database.db);
  // The chart of accounts with its roles, as a start would seed it.
  await seedReferenceData(database.db, config.roomNumbers);
  const counts = await postHistory(database.db, { timeZone: config.timeZone, revenueOf: staysRevenue });
  const { posted } = counts;
  console.log(
    `Posted: ${posted.payment} payments, ${posted.refund} refunds, ${posted.stay_invoice} stay invoices, ` +
      `${posted.group_invoice} group invoices, ${posted.expense} expenses.`,
  );
  if (counts.nothingToPost > 0) {
    console.log(`${counts.nothingToPost} invoices billed nothing not already in the books (not posted).`);
  }
  if (counts.inClosedPeriod > 0) {
    console.log(`${counts.inClosedPeriod} events are dated in the closed period (not posted).`);
  }
  for (const f of counts.failed) console.log(`Refused: ${f.source} ${f.id}: ${f.reason}`);
  if (counts.failed.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
