import { Badge, Button, EmptyState, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCategory, IconEdit, IconPlus, IconStar } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTRPC } from "../../api/trpc";
import { lazyDialog } from "../../components/lazy-dialog";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import type { RatePlanDialogState } from "./RatePlanDialog";
import { RoomTypeDialog, type RoomTypeDialogState } from "./RoomTypeDialog";
import { pricesText, seasonDatesText, weekdaysText } from "./rate-plan-display";
import { plural, type RatePlan, type RoomType, roomsPerType } from "./room-types";
import { useRefreshRooms } from "./use-refresh-rooms";

// Its form and date pickers load when it first opens, not with the Rooms screen.
const RatePlanDialog = lazyDialog(() => import("./RatePlanDialog").then((m) => m.RatePlanDialog), "state");

/** The room types with their occupancies and rooms, and under each its rate plans (administrators). */
export function RoomTypesTab() {
  const trpc = useTRPC();
  const types = useQuery(trpc.roomTypes.list.queryOptions());
  const plans = useQuery(trpc.ratePlans.list.queryOptions({}));
  const rooms = useQuery(trpc.rooms.list.queryOptions());
  const [typeDialog, setTypeDialog] = useState<RoomTypeDialogState>(null);
  const [planDialog, setPlanDialog] = useState<RatePlanDialogState>(null);
  const counts = roomsPerType(rooms.data ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          Each room type's occupancy, and the rate plans its rooms are sold at.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTypeDialog({ type: null })}>
          Add Room Type
        </Button>
      </Group>
      <QueryState query={types} what="room types">
        {(typeList) =>
          typeList.length === 0 ? (
            <EmptyState
              icon={<IconCategory size={32} stroke={1.5} />}
              withIndicatorBackground
              title="No room types yet"
              description="Add a room type, then its rooms and rate plans"
              py="xl"
            />
          ) : (
            <QueryState query={plans} what="rate plans">
              {(planList) => (
                <Stack gap="lg">
                  {typeList.map((type) => (
                    <RoomTypeSection
                      key={type.id}
                      type={type}
                      rooms={rooms.data ? (counts.get(type.id) ?? 0) : null}
                      plans={planList.filter((plan) => plan.roomTypeId === type.id)}
                      onEdit={() => setTypeDialog({ type })}
                      onAddPlan={() => setPlanDialog({ type, plan: null })}
                      onEditPlan={(plan) => setPlanDialog({ type, plan })}
                    />
                  ))}
                </Stack>
              )}
            </QueryState>
          )
        }
      </QueryState>
      <RoomTypeDialog state={typeDialog} onClose={() => setTypeDialog(null)} />
      <RatePlanDialog state={planDialog} onClose={() => setPlanDialog(null)} />
    </Stack>
  );
}

function RoomTypeSection({
  type,
  rooms,
  plans,
  onEdit,
  onAddPlan,
  onEditPlan,
}: {
  type: RoomType;
  /** Its active rooms; null while they load. */
  rooms: number | null;
  plans: RatePlan[];
  onEdit: () => void;
  onAddPlan: () => void;
  onEditPlan: (plan: RatePlan) => void;
}) {
  const headingId = useId();
  // The default plan first, then by name.
  const ordered = [...plans].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {type.name}
          </Title>
          <Text size="sm">
            {[
              `Base occupancy ${plural(type.baseOccupancy, "adult")}`,
              `up to ${plural(type.maxOccupancy, "guest")}`,
              rooms === null ? null : plural(rooms, "room"),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {type.description && (
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
              {type.description}
            </Text>
          )}
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEdit size={14} />}
          aria-label={`Edit room type ${type.name}`}
          onClick={onEdit}
          style={{ flexShrink: 0 }}
        >
          Edit
        </Button>
      </Group>

      <Group justify="space-between" align="center" mt="md" mb="xs" gap="sm">
        <Title order={3} size="h5">
          Rate plans
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          aria-label={`Add rate plan to ${type.name}`}
          onClick={onAddPlan}
        >
          Add Rate Plan
        </Button>
      </Group>
      {ordered.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rate plan yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {ordered.map((plan) => (
            <RatePlanCard key={plan.id} plan={plan} type={type} onEdit={() => onEditPlan(plan)} />
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

function RatePlanCard({ plan, type, onEdit }: { plan: RatePlan; type: RoomType; onEdit: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshRooms();
  const titleId = useId();
  // Only the standing is sent: the plan as this screen last read it may be older than the server's.
  const makeDefault = useMutation(
    trpc.ratePlans.makeDefault.mutationOptions({
      onSuccess: (updated) => {
        notifySuccess(`${updated.name} is now ${type.name}'s default plan`);
        refresh();
      },
      onError: (error) => notifyRequestError("Could not change the default plan", error),
    }),
  );
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="article"
      aria-labelledby={titleId}
      bg="var(--mantine-color-gray-0)"
    >
      <Group gap={6} align="center">
        <Text id={titleId} fw={600} style={{ overflowWrap: "anywhere" }}>
          {plan.name}
        </Text>
        {plan.isDefault && (
          <Badge size="sm" variant="light" color="green">
            Default
          </Badge>
        )}
        {plan.breakfastIncluded && (
          <Badge size="sm" variant="light" color="blue">
            Breakfast included
          </Badge>
        )}
      </Group>
      <List size="sm" spacing={2} mt={6} listStyleType="none" styles={{ itemWrapper: { display: "block" } }}>
        <List.Item>
          <Text span size="sm" fw={500}>
            Per night:{" "}
          </Text>
          {pricesText(plan.prices, type.baseOccupancy)}
        </List.Item>
        <List.Item>
          <Text span size="sm" fw={500}>
            Weekend days:{" "}
          </Text>
          {weekdaysText(plan.weekendDays)}
          {plan.weekendPrices && plan.weekendDays.length > 0 && (
            <> — {pricesText(plan.weekendPrices, type.baseOccupancy)}</>
          )}
        </List.Item>
        {plan.seasons.map((season, index) => (
          // Seasons have no id of their own; their order is the plan's.
          <List.Item key={`${index}-${season.name}`}>
            <Text span size="sm" fw={500}>
              {season.name} ({seasonDatesText(season)}):{" "}
            </Text>
            {pricesText(season.prices, type.baseOccupancy)}
            {season.weekendPrices && `; weekend days ${pricesText(season.weekendPrices, type.baseOccupancy)}`}
            {season.minimumStay != null && `; at least ${plural(season.minimumStay, "night")}`}
          </List.Item>
        ))}
        <List.Item>
          <Text span size="sm" fw={500}>
            Minimum stay:{" "}
          </Text>
          {plural(plan.minimumStay, "night")}
        </List.Item>
      </List>
      <Group gap="xs" mt="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEdit size={14} />}
          aria-label={`Edit rate plan ${plan.name}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        {!plan.isDefault && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconStar size={14} />}
            aria-label={`Make default: ${plan.name}`}
            loading={makeDefault.isPending}
            onClick={() => makeDefault.mutate({ id: plan.id })}
          >
            Make default
          </Button>
        )}
      </Group>
    </Paper>
  );
}
