import { categoryWithDescendants, type ItemCategoryRow, itemCategoryInput } from "@atithi/domain";
import { Select, SimpleGrid, Stack, Switch, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { CodeNameFields, RecordDialog, RecordFormButtons, saveHandlers } from "../../components/RecordForm";
import { useLastDefined } from "../../lib/use-last-defined";
import { categorySelectProps } from "./category-options";

/** Open to add a category (`category: null`) or to edit one; `null` when closed. */
export type CategoryDialogState = { category: ItemCategoryRow | null } | null;

interface CategoryFormValues {
  categoryCode: string;
  categoryName: string;
  parentCategoryId: string;
  description: string;
  isActive: boolean;
}

const NEW_CATEGORY: CategoryFormValues = {
  categoryCode: "",
  categoryName: "",
  parentCategoryId: "",
  description: "",
  isActive: true,
};

/** 'Create New Category' / 'Edit Category'. The form mounts afresh with each opening. */
export function CategoryFormDialog({
  state,
  categories,
  onClose,
}: {
  state: CategoryDialogState;
  categories: readonly ItemCategoryRow[];
  onClose: () => void;
}) {
  const shown = useLastDefined(state);
  return (
    <RecordDialog
      opened={state !== null}
      onClose={onClose}
      editing={Boolean(shown?.category)}
      noun="Category"
      size="lg"
    >
      <CategoryForm category={shown?.category ?? null} categories={categories} onDone={onClose} />
    </RecordDialog>
  );
}

function CategoryForm({
  category,
  categories,
  onDone,
}: {
  category: ItemCategoryRow | null;
  categories: readonly ItemCategoryRow[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CategoryFormValues>({
    mode: "controlled",
    initialValues: category
      ? {
          categoryCode: category.categoryCode,
          categoryName: category.categoryName,
          parentCategoryId: category.parentCategoryId ?? "",
          description: category.description ?? "",
          isActive: category.isActive,
        }
      : NEW_CATEGORY,
    validate: schemaResolver(itemCategoryInput, { sync: true }),
  });
  const save = saveHandlers({
    noun: "Category",
    form,
    refresh: () => void queryClient.invalidateQueries(trpc.itemCategories.list.queryFilter()),
    onDone,
  });
  const create = useMutation(trpc.itemCategories.create.mutationOptions(save("create")));
  const update = useMutation(trpc.itemCategories.update.mutationOptions(save("update")));

  // Not itself nor anything under it; active ones, and its own parent even if inactive since.
  const excluded = category ? categoryWithDescendants(categories, category.id) : new Set<string>();
  const parents = categorySelectProps(
    categories.filter((c) => !excluded.has(c.id) && (c.isActive || c.id === category?.parentCategoryId)),
  );

  function submit(values: CategoryFormValues) {
    const payload = itemCategoryInput.parse(values);
    if (category) update.mutate({ ...payload, id: category.id });
    else create.mutate(payload);
  }

  return (
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={category ? "Edit Category" : "Create New Category"}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CodeNameFields
            noun="Category"
            code={form.getInputProps("categoryCode")}
            name={form.getInputProps("categoryName")}
            codePlaceholder="e.g. FB-BEV"
            namePlaceholder="e.g. Beverages"
          />
        </SimpleGrid>
        <Select
          label="Parent Category"
          placeholder="None (top level)"
          data={parents.data}
          renderOption={parents.renderOption}
          clearable
          searchable
          nothingFoundMessage="No category matches"
          {...form.getInputProps("parentCategoryId")}
          value={form.values.parentCategoryId || null}
          onChange={(value) => form.setFieldValue("parentCategoryId", value ?? "")}
        />
        <Textarea label="Description" rows={2} maxLength={500} {...form.getInputProps("description")} />
        {category && <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />}
        <RecordFormButtons
          editing={Boolean(category)}
          noun="Category"
          saving={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
