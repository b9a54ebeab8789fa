import { Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useRefreshBookings } from "../bookings/use-refresh-bookings";
import { CancelGroupModal } from "./CancelGroupModal";
import { GroupBookingDialog } from "./GroupBookingDialog";
import { type GroupAction, type GroupBooking, GroupCard } from "./GroupCard";
import type { GroupInvoiceView } from "./GroupInvoice";
import { GroupInvoiceModal } from "./GroupInvoiceModal";
import { GroupPaymentModal } from "./GroupPaymentModal";

/**
 * The group bookings tab: 'Quick Group Booking', the group cards, and what their buttons open;
 * `focusGroupId` (a group's room linked to it) is brought into view with its rooms open.
 */
export function GroupBookingsTab({ focusGroupId = null }: { focusGroupId?: string | null }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const groups = useQuery(trpc.groups.list.queryOptions());
  const canChange = useCan("groups.write");
  const canTakePayment = useCan("payments.record");
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<GroupBooking | null>(null);
  const [invoice, setInvoice] = useState<GroupInvoiceView | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: GroupAction } | null>(null);
  const [payingGroupId, setPayingGroupId] = useState<string | null>(null);

  const settle = () => {
    setBusy(null);
    void refresh();
  };
  const checkIn = useMutation(
    trpc.groups.checkIn.mutationOptions({
      onSuccess: () => notifySuccess("Group checked in successfully"),
      onError: (error) => notifyRequestError("Failed to check in group", error, "Failed to check in group"),
      onSettled: settle,
    }),
  );
  const checkOut = useMutation(
    trpc.groups.checkOut.mutationOptions({
      onSuccess: () => notifySuccess("Group checked out successfully"),
      onError: (error) => notifyRequestError("Failed to check out group", error, "Failed to check out group"),
      onSettled: settle,
    }),
  );
  const generate = useMutation(
    trpc.groups.generateInvoice.mutationOptions({
      onSuccess: (view) => {
        notifySuccess("Invoice generated successfully");
        setInvoice(view);
      },
      onError: (error) =>
        notifyRequestError("Failed to generate invoice", error, "Failed to generate invoice"),
      onSettled: settle,
    }),
  );

  const invoicing = useSubmission();
  function act(id: string, action: GroupAction) {
    setBusy({ id, action });
    if (action === "check-in") checkIn.mutate({ id });
    else if (action === "check-out") checkOut.mutate({ id });
    // The invoice is a document: written once however often it is asked for.
    else invoicing.send(generate, { id });
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconUsersGroup size={16} />} onClick={() => setCreating(true)}>
          Quick Group Booking
        </Button>
      </Group>
      <QueryState query={groups} what="group bookings">
        {(list) =>
          list.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center">
                <Text c="dimmed">No group bookings found</Text>
                <Button variant="light" onClick={() => setCreating(true)}>
                  Create Group Booking
                </Button>
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {list.map((group) => (
                <GroupCard
                  key={group.id}
                  group={group}
                  busy={busy?.id === group.id ? busy.action : null}
                  onAction={(action) => act(group.id, action)}
                  onTakePayment={canTakePayment ? () => setPayingGroupId(group.id) : undefined}
                  focused={group.id === focusGroupId}
                  onEdit={canChange ? () => setEditingId(group.id) : undefined}
                  onCancel={canChange ? () => setCancelling(group) : undefined}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      <GroupBookingDialog opened={creating} onClose={() => setCreating(false)} />
      <GroupBookingDialog
        opened={editingId !== null}
        groupId={editingId}
        onClose={() => setEditingId(null)}
      />
      <CancelGroupModal group={cancelling} onClose={() => setCancelling(null)} />
      <GroupInvoiceModal view={invoice} onClose={() => setInvoice(null)} />
      <GroupPaymentModal groupId={payingGroupId} onClose={() => setPayingGroupId(null)} />
    </Stack>
  );
}
