import { formatInr } from "@atithi/domain";
import { Box, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { humanize } from "../bookings/booking-display";

/** Each room of a group with its guest and money (what each still owes, as the server says); the group takes payments for them. */
export function GroupMembers({ groupId }: { groupId: string }) {
  const trpc = useTRPC();
  const group = useQuery(trpc.groups.byId.queryOptions({ id: groupId }));
  return (
    <QueryState query={group} what="the group's rooms">
      {({ groupName, members }) => (
        // A narrow screen scrolls the table sideways; focusable so a keyboard can scroll it too.
        <Box
          mt="sm"
          style={{ overflowX: "auto" }}
          tabIndex={0}
          role="region"
          aria-label={`Rooms of ${groupName}`}
        >
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Room</Table.Th>
                <Table.Th>Guest</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Pending</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.roomNumber}</Table.Td>
                  <Table.Td>
                    {member.guestName}
                    {/* On a phone the status goes under the guest, so what each room owes fits. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {humanize(member.status)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{humanize(member.status)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatInr(member.amountDue)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatInr(member.owed)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </QueryState>
  );
}
