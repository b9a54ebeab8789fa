import {
  type AccountRow,
  DEFAULT_GST_UNIT,
  DEFAULT_ITEM_TAX_RATE,
  ITEM_ACCOUNT_DEFAULTS,
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  type ItemAccountKind,
  type ItemCategoryRow,
  type ItemType,
  itemAccountChoices,
  itemInput,
} from "@atithi/domain";
import { Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { FormSection } from "../../components/FormSection";
import { CodeNameFields, RecordDialog, RecordFormButtons, saveHandlers } from "../../components/RecordForm";
import { useLastDefined } from "../../lib/use-last-defined";
import { categorySelectProps } from "../item-categories/category-options";
import { accountLabel, codeKind, type Item, RATE_OPTIONS, UNIT_OPTIONS } from "./item-display";

/** Open to add an item (`item: null`) or to edit one; `null` when closed. */
export type ItemDialogState = { item: Item | null } | null;

interface ItemFormValues {
  itemCode: string;
  itemName: string;
  description: string;
  itemType: ItemType;
  categoryId: string;
  unit: string;
  hsnCode: string;
  taxRate: string;
  purchasePrice: string;
  sellingPrice: string;
  minStockLevel: string;
  reorderLevel: string;
  maxStockLevel: string;
  revenueAccountId: string;
  expenseAccountId: string;
  isActive: boolean;
}

const NEW_ITEM: ItemFormValues = {
  itemCode: "",
  itemName: "",
  description: "",
  itemType: "goods",
  categoryId: "",
  unit: DEFAULT_GST_UNIT,
  hsnCode: "",
  taxRate: String(DEFAULT_ITEM_TAX_RATE),
  purchasePrice: "",
  sellingPrice: "",
  minStockLevel: "",
  reorderLevel: "",
  maxStockLevel: "",
  revenueAccountId: "",
  expenseAccountId: "",
  isActive: true,
};

const valuesOf = (item: Item): ItemFormValues => ({
  itemCode: item.itemCode,
  itemName: item.itemName,
  description: item.description ?? "",
  itemType: item.itemType,
  categoryId: item.categoryId ?? "",
  unit: item.unit,
  hsnCode: item.hsnCode ?? "",
  taxRate: String(item.taxRate),
  purchasePrice: item.purchasePrice ?? "",
  sellingPrice: item.sellingPrice ?? "",
  minStockLevel: item.minStockLevel ?? "",
  reorderLevel: item.reorderLevel ?? "",
  maxStockLevel: item.maxStockLevel ?? "",
  revenueAccountId: item.revenueAccountId ?? "",
  expenseAccountId: item.expenseAccountId ?? "",
  isActive: item.isActive,
});

const TYPE_OPTIONS = ITEM_TYPES.map((t) => ({ value: t, label: ITEM_TYPE_LABELS[t] }));

/** 'Create New Item' / 'Edit Item'. The form mounts afresh with each opening. */
export function ItemFormDialog({ state, onClose }: { state: ItemDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  return (
    <RecordDialog
      opened={state !== null}
      onClose={onClose}
      editing={Boolean(shown?.item)}
      noun="Item"
      size="xl"
    >
      <ItemForm item={shown?.item ?? null} onDone={onClose} />
    </RecordDialog>
  );
}

/** The accounts an item of this type may post to as `kind`, and the default one's label. */
function accountPicker(kind: ItemAccountKind, accounts: readonly AccountRow[], type: ItemType) {
  const role = kind === "revenue" ? ITEM_ACCOUNT_DEFAULTS.revenue : ITEM_ACCOUNT_DEFAULTS.expense[type];
  const fallback = accounts.find((a) => a.systemRole === role);
  return {
    options: itemAccountChoices(kind, accounts, type).map((a) => ({ value: a.id, label: accountLabel(a) })),
    placeholder: fallback ? `Default: ${accountLabel(fallback)}` : "Choose an account",
  };
}

function ItemForm({ item, onDone }: { item: Item | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const categories = useQuery(trpc.itemCategories.list.queryOptions());
  const accounts = useQuery(trpc.chartOfAccounts.list.queryOptions());
  const form = useForm<ItemFormValues>({
    mode: "controlled",
    initialValues: item ? valuesOf(item) : NEW_ITEM,
    validate: schemaResolver(itemInput, { sync: true }),
    onValuesChange: (values, previous) => {
      // A service keeps no stock and is not bought into inventory.
      if (values.itemType !== previous.itemType && values.itemType === "service") {
        form.setValues({ minStockLevel: "", reorderLevel: "", maxStockLevel: "" });
        const expense = accounts.data?.find((a) => a.id === values.expenseAccountId);
        if (expense?.systemRole === "inventory") form.setFieldValue("expenseAccountId", "");
      }
    },
  });
  const save = saveHandlers({
    noun: "Item",
    form,
    refresh: () => {
      void queryClient.invalidateQueries(trpc.items.list.queryFilter());
      void queryClient.invalidateQueries(trpc.itemCategories.list.queryFilter());
    },
    onDone,
  });
  const create = useMutation(trpc.items.create.mutationOptions(save("create")));
  const update = useMutation(trpc.items.update.mutationOptions(save("update")));

  const type = form.values.itemType;
  const chart = accounts.data ?? [];
  const revenue = accountPicker("revenue", chart, type);
  const expense = accountPicker("expense", chart, type);
  // Active categories, and the item's own even when it has been deactivated since.
  const categoryChoices = categorySelectProps(
    (categories.data ?? []).filter((c: ItemCategoryRow) => c.isActive || c.id === item?.categoryId),
  );
  const code = codeKind(type);

  function submit(values: ItemFormValues) {
    const payload = itemInput.parse(values);
    if (item) update.mutate({ ...payload, id: item.id });
    else create.mutate(payload);
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={item ? "Edit Item" : "Create New Item"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CodeNameFields
            noun="Item"
            code={form.getInputProps("itemCode")}
            name={form.getInputProps("itemName")}
            codePlaceholder="e.g. SOAP-50"
          />
          <Select
            label="Item Type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("itemType")}
          />
        </SimpleGrid>
        <Select
          label="Category"
          placeholder="None"
          data={categoryChoices.data}
          renderOption={categoryChoices.renderOption}
          clearable
          searchable
          nothingFoundMessage="No category matches"
          {...form.getInputProps("categoryId")}
          value={form.values.categoryId || null}
          onChange={(value) => form.setFieldValue("categoryId", value ?? "")}
        />
        <FormSection title="GST">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={`${code} Code`}
              inputMode="numeric"
              maxLength={20}
              description={type === "service" ? "6 digits starting with 99" : "4, 6 or 8 digits"}
              placeholder={type === "service" ? "e.g. 999712" : "e.g. 3401"}
              {...form.getInputProps("hsnCode")}
            />
            <Select
              label="GST Rate"
              withAsterisk
              data={RATE_OPTIONS}
              allowDeselect={false}
              description="The current slabs"
              {...form.getInputProps("taxRate")}
            />
            <Select
              label="Unit"
              withAsterisk
              data={UNIT_OPTIONS}
              searchable
              allowDeselect={false}
              description="GST unit code (UQC)"
              {...form.getInputProps("unit")}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Prices">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Purchase Price (₹)"
              inputMode="decimal"
              placeholder="Not set"
              {...form.getInputProps("purchasePrice")}
            />
            <TextInput
              label="Selling Price (₹)"
              inputMode="decimal"
              placeholder="Not set"
              {...form.getInputProps("sellingPrice")}
            />
          </SimpleGrid>
        </FormSection>
        {type === "goods" ? (
          <FormSection title="Stock levels">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Minimum Stock"
                inputMode="decimal"
                placeholder="Not set"
                {...form.getInputProps("minStockLevel")}
              />
              <TextInput
                label="Reorder Level"
                inputMode="decimal"
                placeholder="Not set"
                {...form.getInputProps("reorderLevel")}
              />
              <TextInput
                label="Maximum Stock"
                inputMode="decimal"
                placeholder="Not set"
                {...form.getInputProps("maxStockLevel")}
              />
            </SimpleGrid>
          </FormSection>
        ) : (
          <Text size="sm" c="dimmed">
            A service keeps no stock.
          </Text>
        )}
        <FormSection title="Accounts">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Revenue Account"
              description="Its sales"
              placeholder={revenue.placeholder}
              data={revenue.options}
              clearable
              searchable
              nothingFoundMessage="No revenue account matches"
              {...form.getInputProps("revenueAccountId")}
              value={form.values.revenueAccountId || null}
              onChange={(value) => form.setFieldValue("revenueAccountId", value ?? "")}
            />
            <Select
              label="Expense Account"
              description={
                type === "goods"
                  ? "Its purchases: expense, cost or inventory"
                  : "Its purchases: expense or cost"
              }
              placeholder={expense.placeholder}
              data={expense.options}
              clearable
              searchable
              nothingFoundMessage="No expense account matches"
              {...form.getInputProps("expenseAccountId")}
              value={form.values.expenseAccountId || null}
              onChange={(value) => form.setFieldValue("expenseAccountId", value ?? "")}
            />
          </SimpleGrid>
        </FormSection>
        <Textarea label="Description" rows={2} maxLength={2000} {...form.getInputProps("description")} />
        {item && <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />}
        <RecordFormButtons
          editing={Boolean(item)}
          noun="Item"
          saving={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
