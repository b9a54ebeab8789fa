import { formatInr, sourceDocumentName } from "@atithi/domain";
import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import {
  isReversible,
  sourcePage,
  statusColor,
  statusLabel,
  typeLabel,
  UNNUMBERED,
  type VoucherDetail,
} from "./voucher-display";

export interface VoucherActions {
  /** Whether the signed-in user may write and approve (`erp.write`). */
  canWrite: boolean;
  /** Whether the signed-in user may approve this draft (not its maker while maker-checker is on). */
  mayApprove: (voucher: Pick<VoucherDetail, "createdBy" | "editedBy">) => boolean;
  onEdit: (voucher: VoucherDetail) => void;
  onDelete: (voucher: VoucherDetail) => void;
  onApprove: (voucher: VoucherDetail) => void;
  onReverse: (voucher: VoucherDetail) => void;
  /** Opens another voucher (the one reversed, or the reversal). */
  onOpen: (id: string) => void;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A voucher's fields and its lines: a draft's own lines, or the ledger lines it posted. */
export function VoucherDetailDialog({
  voucherId,
  onClose,
  ...actions
}: VoucherActions & { voucherId: string | null; onClose: () => void }) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const trpc = useTRPC();
  const voucher = useQuery({
    ...trpc.vouchers.get.queryOptions({ id: voucherId ?? "" }),
    enabled: voucherId !== null,
  });
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={voucherId !== null}
      onClose={onClose}
      title="Voucher"
      size="56rem"
      fullScreen={mobile}
    >
      <QueryState query={voucher} what="the voucher">
        {(v) => <VoucherBody voucher={v} {...actions} />}
      </QueryState>
    </Modal>
  );
}

function VoucherBody({
  voucher: v,
  canWrite,
  mayApprove,
  onEdit,
  onDelete,
  onApprove,
  onReverse,
  onOpen,
}: VoucherActions & { voucher: VoucherDetail }) {
  const page = v.sourceType ? sourcePage(v.sourceType) : null;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} size="lg" component="h3" m={0}>
            {v.voucherNumber ?? (v.status === "draft" ? "Draft (not yet numbered)" : UNNUMBERED.posted)}
          </Text>
          <Text size="sm" c="dimmed">
            {typeLabel(v.voucherType)} voucher of {formatDisplayDate(v.voucherDate)}
          </Text>
        </Stack>
        <Badge color={statusColor(v.status)} variant="light" size="lg">
          {statusLabel(v.status)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Field label="Narration">{v.narration || "—"}</Field>
        <Field label="Reference">{v.reference || "—"}</Field>
        <Field label="Party">{v.partyName || "—"}</Field>
        <Field label="Created by">{v.createdByName ?? "—"}</Field>
        <Field label="Approved by">{v.approvedByName ?? "—"}</Field>
        <Field label="Amount">{formatInr(v.totalAmount)}</Field>
        {v.sourceType && (
          <Field label="Posted by">
            {sourceDocumentName(v.sourceType)} {v.sourceNumber}
            {page && (
              <>
                {" · "}
                <Anchor component={Link} to={page} size="sm">
                  correct it there
                </Anchor>
              </>
            )}
          </Field>
        )}
        {v.reversesVoucherId && (
          <Field label="Reverses">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onOpen(v.reversesVoucherId ?? "")}
            >
              {v.reversesVoucherNumber}
            </Anchor>
          </Field>
        )}
        {v.reversedByVoucherId && (
          <Field label="Reversed by">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onOpen(v.reversedByVoucherId ?? "")}
            >
              {v.reversedByVoucherNumber}
            </Anchor>
            {v.cancelledByName && ` (${v.cancelledByName})`}
          </Field>
        )}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={340}>
        <Table striped verticalSpacing="xs" aria-label="Voucher lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th visibleFrom="sm">Description</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {v.lines.map((line) => (
              <Table.Tr key={line.lineNo}>
                <Table.Td>{line.lineNo}</Table.Td>
                <Table.Td>
                  {line.accountCode} · {line.accountName}
                  {line.description && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {line.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="sm">{line.description ?? ""}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {Number(line.debit) === 0 ? "" : formatInr(line.debit)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {Number(line.credit) === 0 ? "" : formatInr(line.credit)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total</Table.Th>
              <Table.Td visibleFrom="sm" />
              <Table.Th ta="right">{formatInr(v.totalAmount)}</Table.Th>
              <Table.Th ta="right">{formatInr(v.totalAmount)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {canWrite && (
        <Group justify="flex-end">
          {v.status === "draft" && (
            <>
              <Button variant="default" color="red" onClick={() => onDelete(v)}>
                Delete
              </Button>
              <Button variant="default" onClick={() => onEdit(v)}>
                Edit
              </Button>
              {mayApprove(v) && <Button onClick={() => onApprove(v)}>Approve</Button>}
            </>
          )}
          {isReversible(v) && (
            <Button color="red" variant="light" onClick={() => onReverse(v)}>
              Reverse
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
