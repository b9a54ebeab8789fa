import { formatInr, makerMayNotApprove, type VoucherType } from "@atithi/domain";
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconEye, IconFileDollar, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { ReverseVoucherDialog } from "./ReverseVoucherDialog";
import { VoucherDetailDialog } from "./VoucherDetailDialog";
import { VoucherFormDialog } from "./VoucherFormDialog";
import {
  isReversible,
  statusColor,
  statusLabel,
  TYPE_OPTIONS,
  typeLabel,
  useRefreshVouchers,
  type Voucher,
  type VoucherDetail,
  voucherName,
} from "./voucher-display";

type StatusFilter = "all" | "pending" | "posted" | "cancelled";

/** The voucher acted on: enough of it to name it in a dialog. */
type Target = Pick<Voucher, "id" | "voucherNumber" | "voucherDate" | "status" | "reversesVoucherId">;

const nameOf = (v: Pick<Voucher, "voucherNumber">) => v.voucherNumber ?? "this draft";

/** Vouchers: entered as drafts, approved into the general ledger, reversed to cancel. */
export function VouchersPage() {
  const mayRead = useCan("erp.read");
  const canWrite = useCan("erp.write");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshVouchers();
  const me = useCurrentUser();
  const approvals = useQuery(trpc.vouchers.approvalSettings.queryOptions(undefined, { enabled: canWrite }));
  // Until the setting is known, the maker is not offered the button (the server decides anyway).
  const makerChecker = approvals.data?.voucherMakerChecker ?? true;
  const mayApprove = (v: Pick<Voucher, "createdBy" | "editedBy">) =>
    !makerMayNotApprove(v, me.id, makerChecker);

  const [status, setStatus] = useState<StatusFilter>("all");
  const [voucherType, setVoucherType] = useState<VoucherType | null>(null);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [form, setForm] = useState<{ voucher?: VoucherDetail } | null>(null);
  const [approving, setApproving] = useState<Target | null>(null);
  const [reversing, setReversing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);

  const list = useQuery(
    trpc.vouchers.list.queryOptions(
      { status: status === "all" ? undefined : status, voucherType: voucherType ?? undefined, page },
      { placeholderData: keepPreviousData, enabled: mayRead },
    ),
  );

  const approve = useMutation(
    trpc.vouchers.approve.mutationOptions({
      onSuccess: (v) => {
        notifySuccess("Voucher approved", `${v.voucherNumber} is posted to the general ledger`);
        setApproving(null);
        void refresh();
      },
      onError: (error) => notifyRequestError("Could not approve the voucher", error),
    }),
  );
  const reverse = useMutation(
    trpc.vouchers.reverse.mutationOptions({
      onSuccess: (v) => {
        notifySuccess("Voucher reversed", `${v.reversesVoucherNumber} is cancelled by ${v.voucherNumber}`);
        setReversing(null);
        void refresh();
      },
      onError: (error) => notifyRequestError("Could not reverse the voucher", error),
    }),
  );
  const approval = useSubmission();
  const reversal = useSubmission();
  const remove = useMutation(
    trpc.vouchers.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess("Draft voucher deleted");
        setDeleting(null);
        setViewing(null);
        void refresh();
      },
      onError: (error) => notifyRequestError("Could not delete the voucher", error),
    }),
  );

  const edit = async (target: Target) => {
    try {
      const voucher = await queryClient.fetchQuery(trpc.vouchers.get.queryOptions({ id: target.id }));
      setViewing(null);
      setForm({ voucher });
    } catch (error) {
      notifyRequestError("Could not open the voucher", error);
    }
  };

  const rowActions: RowActions = {
    canWrite,
    mayApprove,
    onView: (v) => setViewing(v.id),
    onEdit: (v) => void edit(v),
    onDelete: setDeleting,
    onApprove: setApproving,
    onReverse: setReversing,
  };

  if (!mayRead) return <NoAccess />;

  const pendingCount = list.data?.pendingCount;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            Journal, payment, receipt, contra, sales, purchase and note vouchers, posted to the general ledger
            once approved.
          </Text>
          {pendingCount !== undefined && (
            <Group gap={6}>
              <Badge
                color={pendingCount > 0 ? "yellow" : "gray"}
                variant="light"
                aria-label="Pending vouchers"
              >
                {pendingCount}
              </Badge>
              <Text size="sm">
                {pendingCount === 1 ? "voucher awaiting approval" : "vouchers awaiting approval"}
              </Text>
            </Group>
          )}
        </Stack>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({})}>
            New Voucher
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
            data={[
              { value: "all", label: "All" },
              { value: "pending", label: "Pending" },
              { value: "posted", label: "Posted" },
              { value: "cancelled", label: "Cancelled" },
            ]}
          />
          <Select
            aria-label="Voucher type"
            placeholder="All types"
            data={TYPE_OPTIONS}
            value={voucherType}
            clearable
            onChange={(value) => {
              setVoucherType(value as VoucherType | null);
              setPage(1);
            }}
            w={180}
          />
        </Group>
      </Paper>

      <QueryState query={list} what="vouchers">
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            <EmptyState
              icon={<IconFileDollar size={32} stroke={1.5} />}
              withIndicatorBackground
              title="No vouchers found"
              description={
                status === "all" && !voucherType
                  ? "Vouchers you enter will appear here"
                  : "No voucher matches these filters"
              }
              py="xl"
            >
              {canWrite && status === "all" && !voucherType && (
                <Button onClick={() => setForm({})}>Create First Voucher</Button>
              )}
            </EmptyState>
          ) : (
            <Stack gap="xs">
              <Box visibleFrom="sm">
                <VoucherTable vouchers={data.items} {...rowActions} />
              </Box>
              <Box hiddenFrom="sm">
                <VoucherCards vouchers={data.items} {...rowActions} />
              </Box>
              {(page > 1 || data.hasMore) && (
                <Group justify="space-between">
                  <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                    Newer
                  </Button>
                  <Text size="sm" c="dimmed">
                    Page {page}
                  </Text>
                  <Button variant="default" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
                    Older
                  </Button>
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>

      <VoucherDetailDialog
        voucherId={viewing}
        onClose={() => setViewing(null)}
        canWrite={canWrite}
        mayApprove={mayApprove}
        onOpen={setViewing}
        onEdit={(v) => void edit(v)}
        onDelete={setDeleting}
        onApprove={setApproving}
        onReverse={setReversing}
      />
      <VoucherFormDialog opened={form !== null} voucher={form?.voucher} onClose={() => setForm(null)} />
      <ConfirmDialog
        opened={approving !== null}
        title="Approve Voucher"
        confirmLabel="Approve and Post"
        pending={approve.isPending}
        onConfirm={() => approving && approval.send(approve, { id: approving.id })}
        onClose={() => setApproving(null)}
      >
        The voucher is numbered and posted to the general ledger. A posted voucher is never edited or deleted;
        it can only be reversed.
      </ConfirmDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Draft"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        The draft and its lines are deleted. Nothing was posted from it.
      </ConfirmDialog>
      <ReverseVoucherDialog
        voucher={reversing}
        pending={reverse.isPending}
        onConfirm={(date) => reversing && reversal.send(reverse, { id: reversing.id, date })}
        onClose={() => setReversing(null)}
      />
    </Stack>
  );
}

interface RowActions {
  canWrite: boolean;
  mayApprove: (v: Voucher) => boolean;
  onView: (v: Voucher) => void;
  onEdit: (v: Voucher) => void;
  onDelete: (v: Voucher) => void;
  onApprove: (v: Voucher) => void;
  onReverse: (v: Voucher) => void;
}

interface VoucherTableProps extends RowActions {
  vouchers: Voucher[];
}

/** View, edit, delete, approve or reverse, as the voucher's state and the user's role allow. */
function Actions({
  voucher: v,
  canWrite,
  mayApprove,
  onView,
  onEdit,
  onDelete,
  onApprove,
  onReverse,
}: RowActions & { voucher: Voucher }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`View ${nameOf(v)}`} onClick={() => onView(v)}>
        <IconEye size={16} />
      </ActionIcon>
      {canWrite && v.status === "draft" && (
        <>
          <ActionIcon variant="subtle" aria-label={`Edit ${nameOf(v)}`} onClick={() => onEdit(v)}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${nameOf(v)}`}
            onClick={() => onDelete(v)}
          >
            <IconTrash size={16} />
          </ActionIcon>
          {mayApprove(v) && (
            <Button size="compact-sm" onClick={() => onApprove(v)}>
              Approve
            </Button>
          )}
        </>
      )}
      {canWrite && isReversible(v) && (
        <Button size="compact-sm" color="red" variant="light" onClick={() => onReverse(v)}>
          Reverse
        </Button>
      )}
    </Group>
  );
}

function StatusCell({ voucher: v }: { voucher: Voucher }) {
  return (
    <>
      <Badge color={statusColor(v.status)} variant="light" style={{ minWidth: "max-content" }}>
        {statusLabel(v.status)}
      </Badge>
      {v.reversedByVoucherNumber && (
        <Text size="xs" c="dimmed">
          by {v.reversedByVoucherNumber}
        </Text>
      )}
      {v.reversesVoucherNumber && (
        <Text size="xs" c="dimmed">
          reverses {v.reversesVoucherNumber}
        </Text>
      )}
    </>
  );
}

/** The phone's list: one card per voucher. */
function VoucherCards({ vouchers, ...actions }: VoucherTableProps) {
  return (
    <Stack gap="xs">
      {vouchers.map((v) => (
        <Paper key={v.id} withBorder radius="md" p="sm" component="article" aria-label={voucherName(v)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{voucherName(v)}</Text>
              <Text size="sm" c="dimmed">
                {formatDisplayDate(v.voucherDate)} · {typeLabel(v.voucherType)}
              </Text>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                {v.narration || "—"}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                {formatInr(v.totalAmount)}
              </Text>
              <StatusCell voucher={v} />
            </Stack>
          </Group>
          <Actions voucher={v} {...actions} />
        </Paper>
      ))}
    </Stack>
  );
}

function VoucherTable({ vouchers, ...actions }: VoucherTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Vouchers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Narration</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created / Approved</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vouchers.map((v) => (
            <Table.Tr
              key={v.id}
              aria-label={v.voucherNumber ?? `${voucherName(v)}: ${v.narration ?? typeLabel(v.voucherType)}`}
            >
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {v.voucherNumber ?? (
                  <Text span c="dimmed" size="sm">
                    {voucherName(v)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(v.voucherDate)}</Table.Td>
              <Table.Td>{typeLabel(v.voucherType)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {v.narration || "—"}
                </Text>
                {v.partyName && (
                  <Text size="xs" c="dimmed">
                    {v.partyName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatInr(v.totalAmount)}
              </Table.Td>
              <Table.Td>
                <StatusCell voucher={v} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{v.createdByName ?? "—"}</Text>
                {v.approvedByName && (
                  <Text size="xs" c="dimmed">
                    approved by {v.approvedByName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Actions voucher={v} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
