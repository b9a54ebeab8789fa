import { toCsv } from "@atithi/domain";

/** Saves text as a file the browser downloads. */
export function downloadFile(fileName: string, parts: readonly BlobPart[], type: string) {
  const blob = new Blob([...parts], { type });
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

/** Saves CSV text as UTF-8 with a byte-order mark, so spreadsheet programs read ₹ and names right. */
export function downloadCsvText(fileName: string, csv: string) {
  downloadFile(fileName, ["\uFEFF", csv], "text/csv;charset=utf-8");
}

/** Saves rows as a CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read ₹ and names right). */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
) {
  downloadCsvText(fileName, toCsv(header, rows));
}
