import { Anchor, DataList, Paper, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import type { RouterOutputs } from "../../api/trpc";
import { registrationDate } from "./guest-display";

export type Guest = RouterOutputs["guests"]["list"][number];

/** A guest's phone, email, ID proof and registration date. */
export function GuestDetails({ guest, timeZone }: { guest: Guest; timeZone: string }) {
  return (
    <DataList size="sm" gap={4} labelWidth="6.5rem">
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">Phone</DataList.ItemLabel>
        <DataList.ItemValue>
          <Anchor href={`tel:${guest.phone.replace(/[^\d+]/g, "")}`} inherit>
            {guest.phone}
          </Anchor>
        </DataList.ItemValue>
      </DataList.Item>
      {guest.email && (
        <DataList.Item>
          <DataList.ItemLabel c="dimmed">Email</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: "anywhere" }}>
            <Anchor href={`mailto:${guest.email}`} inherit>
              {guest.email}
            </Anchor>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">ID proof</DataList.ItemLabel>
        <DataList.ItemValue>{guest.idProofNumber ?? "Not provided"}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel c="dimmed">Registered</DataList.ItemLabel>
        <DataList.ItemValue>{registrationDate(guest.createdAt, timeZone)}</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

/** A guest in the list: the name opens the guest's screen. */
export function GuestCard({ guest, timeZone }: { guest: Guest; timeZone: string }) {
  return (
    <GuestPaper
      guest={guest}
      timeZone={timeZone}
      title={
        <Anchor renderRoot={(props) => <Link to="/guests" search={{ guest: guest.id }} {...props} />} inherit>
          {guest.name}
        </Anchor>
      }
    />
  );
}

/** A guest's details in a card titled `title` (the name unless given). */
export function GuestPaper({
  guest,
  timeZone,
  title,
}: {
  guest: Guest;
  timeZone: string;
  title?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Text id={titleId} fw={600} size="lg" mb="xs" style={{ overflowWrap: "anywhere" }}>
        {title ?? guest.name}
      </Text>
      <GuestDetails guest={guest} timeZone={timeZone} />
    </Paper>
  );
}
