import { Button, Group } from "@mantine/core";

/** A dialog form's Cancel (which asks first when there are unsaved changes) and its submit button. */
export function FormButtons({
  submit,
  saving,
  onCancel,
}: {
  submit: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submit}
      </Button>
    </Group>
  );
}
