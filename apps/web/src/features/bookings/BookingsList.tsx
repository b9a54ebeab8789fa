import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { BookingCard } from "./BookingCard";
import { BookingDialog } from "./BookingDialog";
import { BookingFilters, type BookingFilterValues, NO_FILTERS } from "./BookingFilters";
import type { Booking } from "./booking-display";
import { bookingListInput } from "./booking-list-input";
import { CancelBookingModal } from "./CancelBookingModal";
import { CheckInOutDialog } from "./CheckInOutDialog";
import { DeleteBookingModal } from "./DeleteBookingModal";
import { MoveRoomModal } from "./MoveRoomModal";
import { NoShowModal } from "./NoShowModal";
import type { StayAction } from "./StayActionButton";
import { useCopyBooking } from "./use-copy-booking";

type Dialog =
  | { kind: "new" }
  | { kind: "edit" | "delete" | "cancel" | "no-show" | "move"; booking: Booking }
  | { kind: StayAction | "folio"; booking: Booking }
  | null;

/** The individual bookings: filters, a page of cards, and the dialogs they open. */
export function BookingsList() {
  const trpc = useTRPC();
  const copy = useCopyBooking();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<BookingFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const bookings = useQuery({
    ...trpc.bookings.list.queryOptions(bookingListInput(debounced, page)),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openNew = () => setDialog({ kind: "new" });

  return (
    <Stack>
      <Can permission="bookings.write">
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
            New Booking
          </Button>
        </Group>
      </Can>
      <BookingFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueryState query={bookings} what="bookings">
        {(result) =>
          result.items.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack align="center">
                <Text c="dimmed">No bookings found</Text>
                <Can permission="bookings.write">
                  <Button variant="light" onClick={openNew}>
                    Create New Booking
                  </Button>
                </Can>
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {result.items.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  onCopy={() => void copy(booking)}
                  onEdit={() => setDialog({ kind: "edit", booking })}
                  onDelete={() => setDialog({ kind: "delete", booking })}
                  onCancel={() => setDialog({ kind: "cancel", booking })}
                  onStayAction={(kind) => setDialog({ kind, booking })}
                  onFolio={() => setDialog({ kind: "folio", booking })}
                  onNoShow={() => setDialog({ kind: "no-show", booking })}
                  onMove={() => setDialog({ kind: "move", booking })}
                  onOpenGroup={(group) => void navigate({ to: "/bookings", search: { tab: "group", group } })}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      {bookings.isFetching && !bookings.isPending && (
        <Center>
          <Loader size="xs" role="status" aria-label="Refreshing bookings" />
        </Center>
      )}
      {(page > 1 || bookings.data?.hasMore) && (
        <Group justify="center">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">Page {page}</Text>
          <Button variant="default" disabled={!bookings.data?.hasMore} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}

      <BookingDialog
        state={dialog?.kind === "new" ? { booking: null } : dialog?.kind === "edit" ? dialog : null}
        onClose={close}
      />
      <DeleteBookingModal booking={dialog?.kind === "delete" ? dialog.booking : null} onClose={close} />
      <CancelBookingModal booking={dialog?.kind === "cancel" ? dialog.booking : null} onClose={close} />
      <NoShowModal booking={dialog?.kind === "no-show" ? dialog.booking : null} onClose={close} />
      <MoveRoomModal booking={dialog?.kind === "move" ? dialog.booking : null} onClose={close} />
      <CheckInOutDialog
        stay={
          dialog?.kind === "check-in" || dialog?.kind === "check-out" || dialog?.kind === "folio"
            ? { action: dialog.kind, booking: dialog.booking }
            : null
        }
        onClose={close}
      />
    </Stack>
  );
}
