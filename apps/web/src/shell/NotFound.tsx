import { Button, Paper, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** The body of the not-found page; the top bar carries its title, "Page Not Found". */
export function NotFound() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" variant="light">
          Go to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
