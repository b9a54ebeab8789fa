import {
  groupInvoicesSource,
  registerGstr1Source,
  stayInvoicesSource,
} from "./modules/accounting/gst-returns";
import { onGstSwitched } from "./modules/back-office/tax-settings";
import { issuedGroupInvoices } from "./modules/front-desk/groups";
import { issuedStayInvoices, refreshOpenStays } from "./modules/front-desk/stays";

/**
 * How one area's change reaches another without the two importing each other: switching GST bills
 * the open stays again (in the switch's transaction), and GSTR-1 reads the front desk's invoices.
 * Called by buildApp, so the server and every test app run with them; registering again is a no-op.
 */
export function registerReactions() {
  onGstSwitched(refreshOpenStays);
  registerGstr1Source(stayInvoicesSource(issuedStayInvoices));
  registerGstr1Source(groupInvoicesSource(issuedGroupInvoices));
}
