import { NavLink, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconChevronRight, IconCircle, IconCircleCheckFilled } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";

/** A new installation's checklist: shown to administrators until every step is done. */
export function FirstStepsCard() {
  if (!useCan("settings.manage")) return null;
  return <FirstSteps />;
}

function FirstSteps() {
  const headingId = useId();
  const trpc = useTRPC();
  const { data: steps } = useQuery(trpc.firstSteps.list.queryOptions());
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        First steps
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {done} of {steps.length} done: set these up before the first guest arrives
      </Text>
      <Progress value={(done / steps.length) * 100} size="sm" mb="sm" aria-hidden />
      <Stack gap={4}>
        {steps.map((step) => (
          <NavLink
            key={step.key}
            component={Link}
            to={step.link}
            label={step.title}
            description={step.done ? "Done" : step.description}
            leftSection={
              step.done ? (
                <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" aria-label="Done" />
              ) : (
                <IconCircle size={20} stroke={1.6} aria-label="To do" />
              )
            }
            rightSection={<IconChevronRight size={16} />}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
