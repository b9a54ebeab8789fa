export {
  groupInvoicesSource,
  type IssuedGroupInvoice,
  registerGstr1Source,
  stayInvoicesSource,
} from "./gst-returns.repository";
