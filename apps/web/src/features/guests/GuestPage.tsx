import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconGitMerge, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { GuestDetails } from "./GuestCard";
import { GuestEditDialog } from "./GuestEditDialog";
import { GuestStays, GuestTotals } from "./GuestStays";
import { MergeGuestDialog } from "./MergeGuestDialog";

/** One guest: their details, their stays with each one's money and the totals; edit and merge for those permitted. */
export function GuestPage({ guestId }: { guestId: string }) {
  const trpc = useTRPC();
  const { timeZone } = useCurrentUser().property;
  const history = useQuery(trpc.guests.history.queryOptions({ id: guestId }));
  const canEdit = useCan("guests.write");
  const canMerge = useCan("guests.merge");
  const [dialog, setDialog] = useState<"edit" | "merge" | null>(null);

  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link to="/guests" search={{}} {...props} />} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> All guests
        </Group>
      </Anchor>
      <QueryState query={history} what="the guest">
        {({ guest, stays, totals }) => (
          <>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
                {guest.name}
              </Title>
              <Group gap="xs">
                {canEdit && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                    onClick={() => setDialog("edit")}
                  >
                    Edit
                  </Button>
                )}
                {canMerge && (
                  <Button
                    variant="default"
                    leftSection={<IconGitMerge size={16} />}
                    onClick={() => setDialog("merge")}
                  >
                    Merge duplicate
                  </Button>
                )}
              </Group>
            </Group>
            <GuestDetails guest={guest} timeZone={timeZone} />
            <GuestTotals totals={totals} stays={stays.length} />
            <GuestStays stays={stays} />
            {canEdit && (
              <GuestEditDialog guest={guest} opened={dialog === "edit"} onClose={() => setDialog(null)} />
            )}
            {canMerge && (
              <MergeGuestDialog guest={guest} opened={dialog === "merge"} onClose={() => setDialog(null)} />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
