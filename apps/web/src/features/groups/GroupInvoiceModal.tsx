import { Button, Group, Modal } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { PrintOnly } from "../../components/PrintOnly";
import { useLastDefined } from "../../lib/use-last-defined";
import { GroupInvoice, type GroupInvoiceView } from "./GroupInvoice";

/** The invoice just generated, ready to print; `null` when closed. */
export function GroupInvoiceModal({ view, onClose }: { view: GroupInvoiceView | null; onClose: () => void }) {
  const shown = useLastDefined(view);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={view !== null}
      onClose={onClose}
      title={shown ? `Invoice ${shown.invoice.invoiceNumber}` : "Invoice"}
      size="xl"
    >
      {shown && <GroupInvoice view={shown} />}
      {view && (
        <PrintOnly>
          <GroupInvoice view={view} />
        </PrintOnly>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Modal>
  );
}
