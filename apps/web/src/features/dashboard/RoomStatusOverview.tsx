import { Paper, SimpleGrid, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { useRevealed } from "../../lib/use-revealed";
import { RoomCard, RoomCardSkeleton } from "../rooms/RoomCard";
import { activeBookingFor } from "../rooms/room-status";
import { usePropertyToday } from "../rooms/use-property-today";

/** Every room's card, two per row, with the guest in it from the active stays. */
export function RoomStatusOverview() {
  const trpc = useTRPC();
  const headingId = useId();
  const today = usePropertyToday();
  const rooms = useQuery(trpc.rooms.list.queryOptions());
  const stays = useQuery(trpc.bookings.active.queryOptions());
  const revealed = useRevealed(!rooms.isPending && !stays.isPending);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} h="100%">
      <Title order={2} size="h4" id={headingId} mb="md">
        Room Status Overview
      </Title>
      {!revealed ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading rooms</VisuallyHidden>
          <SimpleGrid cols={2} spacing="sm">
            {Array.from({ length: 6 }, (_, i) => (
              <RoomCardSkeleton key={i} />
            ))}
          </SimpleGrid>
        </div>
      ) : (
        <QueryState query={rooms} what="rooms">
          {(list) => (
            <QueryState query={stays} what="the stays in the rooms">
              {(active) => (
                <SimpleGrid cols={2} spacing="sm">
                  {list.map((room) => (
                    <RoomCard
                      key={room.id}
                      room={room}
                      booking={activeBookingFor(room.id, active)}
                      today={today}
                    />
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </Paper>
  );
}
