import {
  formatInr,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  toPaise,
} from "@atithi/domain";
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage, isUnauthorized } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { useRefreshBookings } from "../bookings/use-refresh-bookings";

type GroupView = RouterOutputs["groups"]["byId"];

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/** Text that is not an amount of paise, as 0: the server names what is wrong with it. */
function paiseOf(amount: number | string): number {
  try {
    return toPaise(amount === "" ? 0 : amount);
  } catch {
    return 0;
  }
}

/**
 * One payment for a group: the amount (what the group owes, to start with), its method, and, if
 * the desk chooses, what each room takes; otherwise the server gives each room what it owes,
 * oldest first. What is refused (above what is owed, an allocation that does not add up) is said
 * in the dialog as the server says it.
 */
export function GroupPaymentModal({ groupId, onClose }: { groupId: string | null; onClose: () => void }) {
  const shown = useLastDefined(groupId);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={groupId !== null}
      onClose={onClose}
      title="Take Payment"
      size="lg"
    >
      {shown && <GroupPaymentLoader key={shown} groupId={shown} onDone={onClose} />}
    </Modal>
  );
}

function GroupPaymentLoader({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const group = useQuery(trpc.groups.byId.queryOptions({ id: groupId }));
  return (
    <QueryState query={group} what="the group's rooms">
      {(view) => <GroupPaymentForm group={view} onDone={onDone} />}
    </QueryState>
  );
}

function GroupPaymentForm({ group, onDone }: { group: GroupView; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [amount, setAmount] = useState<number | string>(group.owed);
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [notes, setNotes] = useState("");
  const [split, setSplit] = useState(false);
  const [shares, setShares] = useState<Record<string, number | string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const owing = group.members.filter((m) => toPaise(m.owed) > 0);
  const roomOf = new Map(group.members.map((m) => [m.id, m.roomNumber]));

  const pay = useMutation(
    trpc.payments.group.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(
          "Payment Recorded",
          answer.payments
            .map((p) => `Room ${roomOf.get(p.bookingId) ?? "?"}: ${formatInr(p.amount)}`)
            .join(", "),
        );
        void refresh();
        onDone();
      },
      onError: (error) => {
        if (!isUnauthorized(error)) setProblem(errorMessage(error, "The payment could not be recorded"));
      },
    }),
  );
  const submission = useSubmission();

  // What the desk has given the rooms so far: shown beside the amount it must add up to.
  const allocated = owing.reduce((sum, m) => sum + paiseOf(shares[m.id] ?? ""), 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const allocation = split
      ? owing
          .filter((m) => paiseOf(shares[m.id] ?? "") > 0)
          .map((m) => ({ bookingId: m.id, amount: String(shares[m.id]) }))
      : undefined;
    if (allocation?.length === 0) {
      setProblem("Give at least one room a share of the payment");
      return;
    }
    submission.send(pay, {
      id: group.id,
      amount: String(amount),
      paymentMethod: method,
      notes,
      allocation,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Payment for ${group.groupName}`}>
      <Stack>
        <Text size="sm">
          {group.groupName} owes <b>{formatInr(group.owed)}</b>. Without a split, each room takes what it
          owes, oldest first.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Amount (₹)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            clampBehavior="none"
            value={amount}
            onChange={setAmount}
          />
          <Select
            label="Payment Method"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
          />
        </SimpleGrid>
        <TextInput
          label="Notes (optional)"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {owing.length > 1 && (
          <Switch
            label="Choose what each room takes"
            checked={split}
            onChange={(event) => setSplit(event.currentTarget.checked)}
          />
        )}
        {split && (
          <Stack gap="xs" role="group" aria-label="Each room's share">
            {owing.map((member) => (
              <NumberInput
                key={member.id}
                label={`Room ${member.roomNumber} · ${member.guestName}`}
                description={`Owes ${formatInr(member.owed)}`}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                clampBehavior="none"
                value={shares[member.id] ?? ""}
                onChange={(value) => setShares({ ...shares, [member.id]: value })}
              />
            ))}
            <Text size="sm" c={allocated === paiseOf(amount) ? "dimmed" : "orange.8"}>
              Allocated {formatInr(allocated)} of {formatInr(paiseOf(amount))}
            </Text>
          </Stack>
        )}
        {problem && (
          <Alert color="red" role="alert" title="Payment not recorded">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={amount === ""}>
            Record Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
