import { Paper, Text } from "@mantine/core";

/** The body of a screen that is not built yet; its title is in the top bar. */
export function PagePlaceholder() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed">This screen is being built.</Text>
    </Paper>
  );
}
