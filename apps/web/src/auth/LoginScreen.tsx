import { Box, Center, Paper, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { LoginForm } from "./LoginForm";
import { useLogin } from "./use-login";

export function LoginScreen() {
  const login = useLogin();
  useDocumentTitle("Atithi Login");
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={400}>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} size="h2" ta="center" mb="lg">
            Atithi Login
          </Title>
          <LoginForm onSubmit={(values) => login.mutate(values)} pending={login.isPending} />
        </Paper>
        <Text c="dimmed" size="sm" ta="center" mt="md">
          Comprehensive Business Management & ERP System
        </Text>
      </Box>
    </Center>
  );
}
