/**
 * The sidebar entry to highlight for `pathname`: an entry matches when the
 * path equals it or lies under it ("/erp" covers "/erp/dashboard"); "/" matches
 * only itself. When several match, the longest wins, so "/erp/invoices"
 * highlights Invoices and not ERP Dashboard.
 */
export function activeHref(pathname: string, hrefs: readonly string[]): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: string | undefined;
  for (const href of hrefs) {
    const matches = href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
    if (matches && (best === undefined || href.length > best.length)) best = href;
  }
  return best;
}
