import { RATE_PLAN_LIMITS, ratePlanInput } from "@atithi/domain";
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { type GetInputPropsReturnType, schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { DateRangeField } from "../../components/DateFields";
import { type DirtyTracker, useDiscardGuard, useTrackDirty } from "../../components/DiscardGuard";
import { FormSection } from "../../components/FormSection";
import { useLastDefined } from "../../lib/use-last-defined";
import { FormButtons } from "./FormButtons";
import { inWeekOrder, WEEKDAYS } from "./rate-plan-display";
import { newPlanValues, newSeason, planValues, type RatePlanValues, ratePlanPayload } from "./rate-plan-form";
import { plural, type RatePlan, type RoomType } from "./room-types";
import { useDialogSave } from "./use-dialog-save";

/** Open to add a plan to `type` (`plan: null`) or to edit one of its plans; `null` when closed. */
export type RatePlanDialogState = { type: RoomType; plan: RatePlan | null } | null;

type PlanForm = UseFormReturnType<RatePlanValues>;

const resolve = schemaResolver(ratePlanInput, { sync: true });

/** 'Add Rate Plan' / 'Edit Rate Plan': prices, weekend days and prices, seasons, minimum stay, breakfast. */
export function RatePlanDialog({ state, onClose }: { state: RatePlanDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  const guard = useDiscardGuard(state !== null, onClose);
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <>
      <Modal
        closeButtonProps={{ "aria-label": "Close dialog" }}
        title={
          shown?.plan ? `Edit Rate Plan ${shown.plan.name}` : `Add Rate Plan to ${shown?.type.name ?? ""}`
        }
        size="xl"
        fullScreen={phone}
        {...guard.modalProps}
      >
        {shown && (
          <RatePlanForm
            type={shown.type}
            plan={shown.plan}
            tracker={guard.tracker}
            onCancel={guard.requestClose}
            onDone={onClose}
          />
        )}
      </Modal>
      {guard.question}
    </>
  );
}

function RatePlanForm({
  type,
  plan,
  tracker,
  onCancel,
  onDone,
}: {
  type: RoomType;
  plan: RatePlan | null;
  tracker: DirtyTracker;
  onCancel: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<RatePlanValues>({
    mode: "controlled",
    initialValues: plan ? planValues(plan) : newPlanValues(),
    validate: (values) => resolve(ratePlanPayload(values, type.id)),
  });
  useTrackDirty(tracker, form.isDirty);

  const save = useDialogSave(form, onDone);
  const create = useMutation(
    trpc.ratePlans.create.mutationOptions(
      save.handlers((saved: RatePlan) => `Rate plan ${saved.name} added`, "Could not add the rate plan"),
    ),
  );
  const update = useMutation(
    trpc.ratePlans.update.mutationOptions(
      save.handlers((saved: RatePlan) => `Rate plan ${saved.name} updated`, "Could not update the rate plan"),
    ),
  );

  function submit(values: RatePlanValues) {
    const input = ratePlanPayload(values, type.id);
    if (plan) update.mutate({ ...input, id: plan.id });
    else create.mutate(input);
  }

  const wasDefault = plan?.isDefault === true;
  const { values } = form;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={plan ? "Edit Rate Plan" : "Add Rate Plan"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Plan name"
            placeholder="e.g. Room with breakfast"
            withAsterisk
            data-autofocus
            maxLength={RATE_PLAN_LIMITS.name}
            {...form.getInputProps("name")}
          />
          <Stack gap={4} justify="center">
            <Switch
              label={`Default plan of ${type.name}`}
              disabled={wasDefault}
              {...form.getInputProps("isDefault", { type: "checkbox" })}
            />
            {/* Outside the switch: Mantine puts a switch's description inside its label, in its name. */}
            <Text size="xs" c="dimmed">
              {wasDefault
                ? "To change this, make another plan the default"
                : "Bookings of this room type take it unless another is chosen"}
            </Text>
          </Stack>
        </SimpleGrid>

        <PriceFields
          legend="Prices a night"
          baseDescription={`For up to ${plural(type.baseOccupancy, "adult")}`}
          field={(name) => form.getInputProps(`prices.${name}`)}
        />

        <FormSection title="Weekends">
          <Checkbox.Group
            label="Weekend days"
            description="Nights on these days take the weekend prices, when the plan has them"
            {...form.getInputProps("weekendDays")}
            // Kept in the week's order whatever order they are ticked in, so that ticking a day and
            // unticking it again leaves the form unchanged.
            onChange={(days) => form.setFieldValue("weekendDays", inWeekOrder(days))}
          >
            <Group gap="md" mt={6}>
              {WEEKDAYS.map((day) => (
                <Checkbox key={day.value} value={day.value} label={day.short} aria-label={day.long} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label="Own prices on weekend days"
            {...form.getInputProps("hasWeekendPrices", { type: "checkbox" })}
            // The schema's "Weekend prices need weekend days" is the prices', shown where they are switched on.
            error={form.errors.weekendPrices}
          />
          {values.hasWeekendPrices && (
            <PriceFields
              legend="Weekend prices a night"
              baseDescription={`For up to ${plural(type.baseOccupancy, "adult")}`}
              field={(name) => form.getInputProps(`weekendPrices.${name}`)}
            />
          )}
        </FormSection>

        <Seasons form={form} baseOccupancy={type.baseOccupancy} />

        <FormSection title="Stay">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Minimum stay (nights)"
              withAsterisk
              min={RATE_PLAN_LIMITS.minStay}
              max={RATE_PLAN_LIMITS.maxStay}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("minimumStay")}
            />
            <Stack justify="center">
              <Switch
                label="Breakfast included"
                {...form.getInputProps("breakfastIncluded", { type: "checkbox" })}
              />
            </Stack>
          </SimpleGrid>
        </FormSection>

        {save.alert}
        <FormButtons
          submit={plan ? "Save Changes" : "Add Rate Plan"}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** A night's three prices, money typed as decimals. */
function PriceFields({
  legend,
  baseDescription,
  field,
}: {
  legend: string;
  baseDescription: string;
  field: (name: "base" | "extraAdult" | "child") => GetInputPropsReturnType;
}) {
  const money = { inputMode: "decimal" as const, placeholder: "0.00", withAsterisk: true };
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{ legend: { fontWeight: 600, fontSize: "var(--mantine-font-size-sm)", marginBottom: 4 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Base price (₹)" description={baseDescription} {...money} {...field("base")} />
        <TextInput
          label="Extra adult (₹)"
          description="Each adult above that"
          {...money}
          {...field("extraAdult")}
        />
        <TextInput label="Child (₹)" description="Each child" {...money} {...field("child")} />
      </SimpleGrid>
    </Fieldset>
  );
}

/** The plan's seasons: dates with their own prices, added and removed one by one. */
function Seasons({ form, baseOccupancy }: { form: PlanForm; baseOccupancy: number }) {
  const seasons = form.values.seasons;
  return (
    <FormSection title="Seasons">
      <Text size="sm" c="dimmed">
        Nights with prices of their own (Diwali, the wedding season). Where seasons overlap, the shortest
        prices the night.
      </Text>
      {seasons.map((season, index) => {
        const path = `seasons.${index}` as const;
        const name = season.name.trim() || `Season ${index + 1}`;
        return (
          <Fieldset key={season.key} legend={`Season ${index + 1}`} p={{ base: "xs", sm: "md" }}>
            <Stack gap="sm">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    label="Season name"
                    withAsterisk
                    maxLength={RATE_PLAN_LIMITS.name}
                    {...form.getInputProps(`${path}.name`)}
                  />
                  <DateRangeField
                    label="Nights"
                    description="First and last night, both included"
                    placeholder="Pick the dates"
                    withAsterisk
                    allowSingleDateInRange
                    from={form.getInputProps(`${path}.from`)}
                    to={form.getInputProps(`${path}.to`)}
                  />
                </SimpleGrid>
                <Tooltip label="Remove season">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={`Remove ${name}`}
                    onClick={() => form.removeListItem("seasons", index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <PriceFields
                legend="Season prices a night"
                baseDescription={`For up to ${plural(baseOccupancy, "adult")}`}
                field={(price) => form.getInputProps(`${path}.prices.${price}`)}
              />
              <Switch
                label="Own prices on weekend days"
                {...form.getInputProps(`${path}.hasWeekendPrices`, { type: "checkbox" })}
                error={form.errors[`${path}.weekendPrices`]}
              />
              {season.hasWeekendPrices && (
                <PriceFields
                  legend="Season weekend prices a night"
                  baseDescription={`For up to ${plural(baseOccupancy, "adult")}`}
                  field={(price) => form.getInputProps(`${path}.weekendPrices.${price}`)}
                />
              )}
              <NumberInput
                label="Minimum stay (nights)"
                description="Blank: the plan's minimum stay"
                placeholder="The plan's"
                min={RATE_PLAN_LIMITS.minStay}
                max={RATE_PLAN_LIMITS.maxStay}
                allowDecimal={false}
                allowNegative={false}
                maw={{ sm: 260 }}
                {...form.getInputProps(`${path}.minimumStay`)}
              />
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={seasons.length >= RATE_PLAN_LIMITS.maxSeasons}
          onClick={() => form.insertListItem("seasons", newSeason())}
        >
          Add Season
        </Button>
      </Group>
    </FormSection>
  );
}
