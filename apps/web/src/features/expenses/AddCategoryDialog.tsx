import { expenseCategoryInput } from "@atithi/domain";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useRefreshExpenses } from "./use-refresh-expenses";

/** 'Add Category', for the roles that manage expense categories. */
export function AddCategoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="Add Category"
    >
      <CategoryForm onDone={onClose} />
    </Modal>
  );
}

function CategoryForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshExpenses();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", description: "" },
    validate: schemaResolver(expenseCategoryInput, { sync: true }),
  });
  const create = useMutation(
    trpc.expenseCategories.create.mutationOptions({
      onSuccess: (category) => {
        notifySuccess(`Category ${category.name} added`);
        void refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to add category", error);
      },
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate aria-label="Add Category">
      <Stack>
        <TextInput label="Name" withAsterisk data-autofocus maxLength={100} {...form.getInputProps("name")} />
        <TextInput label="Description" maxLength={500} {...form.getInputProps("description")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Category
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
