import {
  EmptyState,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { GuestCard } from "./GuestCard";

/** What guests.list answers at most unless asked for more. */
const LIST_LIMIT = 200;

/** The guests registered through bookings, newest first, with a search by name or phone. */
export function GuestsPage() {
  const trpc = useTRPC();
  const { timeZone } = useCurrentUser().property;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const guests = useQuery(
    trpc.guests.list.queryOptions(debounced ? { search: debounced } : undefined, {
      placeholderData: keepPreviousData,
    }),
  );

  return (
    <Stack gap="md">
      <TextInput
        label="Search guests"
        placeholder="Name or phone"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        maw={420}
      />
      {guests.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading guests</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Paper key={i} withBorder radius="md" p="md" aria-hidden>
                <Skeleton height={22} width="60%" mb="sm" />
                <Skeleton height={12} mt={8} />
                <Skeleton height={12} mt={8} />
                <Skeleton height={12} mt={8} width="80%" />
              </Paper>
            ))}
          </SimpleGrid>
        </div>
      ) : (
        <QueryState query={guests} what="guests">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<IconUsers size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No guests found"
                description={
                  debounced
                    ? `No guest's name or phone matches “${debounced}”`
                    : "Guests will appear here when you create bookings"
                }
                py="xl"
              />
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" role="status">
                  {guestCount(list.length, debounced)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {list.map((guest) => (
                    <GuestCard key={guest.id} guest={guest} timeZone={timeZone} />
                  ))}
                </SimpleGrid>
              </Stack>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}

function guestCount(count: number, search: string): string {
  if (count >= LIST_LIMIT)
    return `The ${count} newest ${search ? "matching " : ""}guests; search to narrow the list`;
  const noun = count === 1 ? "guest" : "guests";
  return search ? `${count} ${noun} matching “${search}”` : `${count} ${noun}`;
}
