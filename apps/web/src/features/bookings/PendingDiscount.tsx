import { type Discount, discountNeedsApproval } from "@atithi/domain";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconClockPause } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { type DiscountRequestView, discountRequestText } from "./discount-request";
import { useRefreshBookings } from "./use-refresh-bookings";

/**
 * A discount waiting for a manager: what was asked, and for managers and administrators the
 * buttons that decide it. The front desk sees only that it awaits approval.
 */
export function PendingDiscount({
  kind,
  id,
  label,
  request,
}: {
  kind: "booking" | "group";
  id: string;
  /** Whose discount, for the buttons' accessible names ("booking of Asha Rao"). */
  label: string;
  request: DiscountRequestView;
}) {
  const client = useTRPCClient();
  const refresh = useRefreshBookings();
  const mayDecide = useCan("discounts.approve");
  const procedures = kind === "booking" ? client.bookings : client.groups;
  const decide = useMutation({
    mutationFn: async (verb: "approve" | "reject") => {
      const procedure = verb === "approve" ? procedures.approveDiscount : procedures.rejectDiscount;
      await procedure.mutate({ id });
    },
    onSuccess: (_, verb) => {
      notifySuccess(verb === "approve" ? "Discount approved" : "Discount rejected");
      void refresh();
    },
    onError: (error, verb) => notifyRequestError(`Failed to ${verb} the discount`, error),
  });
  const busy = (verb: "approve" | "reject") => decide.isPending && decide.variables === verb;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconClockPause size={16} aria-hidden color="var(--mantine-color-yellow-8)" />
        <Text size="sm">
          <Text span fw={600}>
            Awaiting approval:
          </Text>{" "}
          {discountRequestText(request)}
        </Text>
      </Group>
      {mayDecide && (
        <Group gap="xs">
          <Button
            size="xs"
            aria-label={`Approve the discount of ${label}`}
            loading={busy("approve")}
            disabled={decide.isPending}
            onClick={() => decide.mutate("approve")}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={`Reject the discount of ${label}`}
            loading={busy("reject")}
            disabled={decide.isPending}
            onClick={() => decide.mutate("reject")}
          >
            Reject
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Under the discount field, for the front desk: a discount above the limit (or a complimentary
 * stay) will wait for a manager, and the stay is priced in full until then. Not shown for a
 * discount that already applies (an approved one being kept through an edit).
 */
export function DiscountLimitHint({ discount, applied }: { discount: Discount; applied: Discount | null }) {
  const trpc = useTRPC();
  const mayDecide = useCan("discounts.approve");
  const settings = useQuery({ ...trpc.settings.frontDesk.queryOptions(), enabled: !mayDecide });
  const limit = settings.data?.maxDiscountWithoutApproval;
  const unchanged =
    applied !== null &&
    applied.isComplimentary === discount.isComplimentary &&
    (discount.isComplimentary || applied.discountPercentage === discount.discountPercentage);
  if (mayDecide || limit === undefined || unchanged || !discountNeedsApproval(discount, limit)) return null;
  return (
    <Text size="sm" c="yellow.9" role="status">
      {discount.isComplimentary ? "A complimentary stay" : `A discount above ${limit}%`} needs a manager's
      approval; the stay is priced in full until it is approved.
    </Text>
  );
}
