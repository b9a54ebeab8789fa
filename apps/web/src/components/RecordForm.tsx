import { Button, Group, Modal, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { fieldErrors } from "../api/errors";
import { notifyRequestError, notifySuccess } from "../lib/notify";

/** The dialog a master record (party, account, item, category) is created or edited in. */
export function RecordDialog({
  opened,
  onClose,
  editing,
  noun,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** Whether a record is being edited rather than created. */
  editing: boolean;
  /** What the record is called in the title ("Party"). */
  noun: string;
  size: "lg" | "xl";
  children: ReactNode;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${noun}` : `Create New ${noun}`}
      size={size}
    >
      {children}
    </Modal>
  );
}

/**
 * What saving a record does, created or updated: a success toast, the lists refreshed and the
 * dialog closed; or the server's field errors on the form and an error toast.
 */
export function saveHandlers(options: {
  noun: string;
  form: { setErrors: (errors: Record<string, string>) => void };
  refresh: () => void;
  onDone: () => void;
}) {
  return (action: "create" | "update") => ({
    onSuccess: () => {
      notifySuccess("Success", `${options.noun} ${action}d successfully`);
      options.refresh();
      options.onDone();
    },
    onError: (error: unknown) => {
      options.form.setErrors(fieldErrors(error));
      notifyRequestError("Error", error, `Failed to ${action} ${options.noun.toLowerCase()}`);
    },
  });
}

/** Cancel, and the submit button: "Save Changes" for a record being edited, else "Create <noun>". */
export function RecordFormButtons({
  editing,
  noun,
  saving,
  onCancel,
}: {
  editing: boolean;
  noun: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {editing ? "Save Changes" : `Create ${noun}`}
      </Button>
    </Group>
  );
}

/** A record's code and name, the first fields of its form ("Party Code", "Party Name"). */
export function CodeNameFields({
  noun,
  code,
  name,
  codeMaxLength = 30,
  codePlaceholder,
  namePlaceholder,
}: {
  noun: string;
  code: GetInputPropsReturnType;
  name: GetInputPropsReturnType;
  codeMaxLength?: number;
  codePlaceholder: string;
  namePlaceholder?: string;
}) {
  return (
    <>
      <TextInput
        label={`${noun} Code`}
        withAsterisk
        data-autofocus
        maxLength={codeMaxLength}
        placeholder={codePlaceholder}
        {...code}
      />
      <TextInput
        label={`${noun} Name`}
        withAsterisk
        maxLength={200}
        placeholder={namePlaceholder}
        {...name}
      />
    </>
  );
}
