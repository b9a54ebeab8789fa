import { toCsv } from "@atithi/domain";

/** Saves rows as a CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read ₹ and names right). */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
) {
  const blob = new Blob(["\uFEFF", toCsv(header, rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
