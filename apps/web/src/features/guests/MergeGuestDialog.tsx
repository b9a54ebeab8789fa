import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { type Guest, GuestPaper } from "./GuestCard";
import { registrationDate } from "./guest-display";

/** The candidates a search shows at most: a duplicate is found by narrowing, not by scrolling. */
const CANDIDATES = 20;

/**
 * 'Merge a duplicate': the same person entered twice. The duplicate is found by a search (the
 * guest's phone to begin with), and the merge asks again showing both records.
 */
export function MergeGuestDialog({
  guest,
  opened,
  onClose,
}: {
  guest: Guest;
  opened: boolean;
  onClose: () => void;
}) {
  const [duplicate, setDuplicate] = useState<Guest | null>(null);
  const close = () => {
    setDuplicate(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={close}
      title={duplicate ? "Merge these guests?" : `Merge a duplicate of ${guest.name}`}
      size="xl"
    >
      {duplicate ? (
        <ConfirmMerge guest={guest} duplicate={duplicate} onBack={() => setDuplicate(null)} onDone={close} />
      ) : (
        <ChooseDuplicate guest={guest} onChoose={setDuplicate} onCancel={close} />
      )}
    </Modal>
  );
}

function ChooseDuplicate({
  guest,
  onChoose,
  onCancel,
}: {
  guest: Guest;
  onChoose: (duplicate: Guest) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const { timeZone } = useCurrentUser().property;
  const [search, setSearch] = useState(guest.phone);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(
    trpc.guests.list.queryOptions(
      { search: debounced, limit: CANDIDATES + 1 },
      { enabled: debounced.length > 0, placeholderData: keepPreviousData },
    ),
  );
  const candidates = (found.data ?? []).filter((g) => g.id !== guest.id).slice(0, CANDIDATES);
  return (
    <Stack>
      <TextInput
        label="Find the duplicate"
        description="The same person entered twice: search by name or phone"
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        data-autofocus
      />
      {debounced.length > 0 && found.data && candidates.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          No other guest's name or phone matches “{debounced}”
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Matching guests">
          {candidates.map((candidate) => (
            <Paper key={candidate.id} withBorder radius="sm" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {candidate.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {candidate.phone} · registered {registrationDate(candidate.createdAt, timeZone)}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onChoose(candidate)}
                  style={{ flexShrink: 0 }}
                  aria-label={`Choose ${candidate.name}`}
                >
                  Choose
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function ConfirmMerge({
  guest,
  duplicate,
  onBack,
  onDone,
}: {
  guest: Guest;
  duplicate: Guest;
  onBack: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { timeZone } = useCurrentUser().property;
  const merge = useMutation(
    trpc.guests.merge.mutationOptions({
      onSuccess: ({ movedStays }) => {
        const stays = `${movedStays.length} ${movedStays.length === 1 ? "stay" : "stays"}`;
        notifySuccess(`${duplicate.name} merged into ${guest.name} (${stays} moved)`);
        void queryClient.invalidateQueries(trpc.guests.pathFilter());
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onDone();
      },
      onError: (error) => notifyRequestError("Could not merge the guests", error),
    }),
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GuestPaper guest={guest} timeZone={timeZone} title={`Keep: ${guest.name}`} />
        <GuestPaper guest={duplicate} timeZone={timeZone} title={`Remove: ${duplicate.name}`} />
      </SimpleGrid>
      <Text size="sm">
        Every stay of {duplicate.name}, with its payments and invoices, becomes {guest.name}'s, and{" "}
        {duplicate.name} is removed. {guest.name} keeps their details, taking an email or ID proof only the
        duplicate has. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} data-autofocus>
          Back
        </Button>
        <Button
          color="red"
          loading={merge.isPending}
          onClick={() => merge.mutate({ id: guest.id, duplicateId: duplicate.id })}
        >
          Merge guests
        </Button>
      </Group>
    </Stack>
  );
}
