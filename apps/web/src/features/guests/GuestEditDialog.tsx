import { guestInput, MAX_PHONE_TEXT, TEXT_LIMITS } from "@atithi/domain";
import { Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { type DirtyTracker, useDiscardGuard, useTrackDirty } from "../../components/DiscardGuard";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { FormButtons } from "../rooms/FormButtons";
import type { Guest } from "./GuestCard";

interface GuestFormValues {
  name: string;
  phone: string;
  email: string;
  idProofNumber: string;
}

const resolve = schemaResolver(guestInput, { sync: true });

/** 'Edit Guest': name, phone, email and ID proof, by the create's rules. Asks before unsaved changes are lost. */
export function GuestEditDialog({
  guest,
  opened,
  onClose,
}: {
  guest: Guest;
  opened: boolean;
  onClose: () => void;
}) {
  const guard = useDiscardGuard(opened, onClose);
  return (
    <>
      <Modal
        closeButtonProps={{ "aria-label": "Close dialog" }}
        title="Edit Guest"
        size="lg"
        {...guard.modalProps}
      >
        <GuestForm guest={guest} tracker={guard.tracker} onCancel={guard.requestClose} onDone={onClose} />
      </Modal>
      {guard.question}
    </>
  );
}

function GuestForm({
  guest,
  tracker,
  onCancel,
  onDone,
}: {
  guest: Guest;
  tracker: DirtyTracker;
  onCancel: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<GuestFormValues>({
    mode: "controlled",
    initialValues: {
      name: guest.name,
      phone: guest.phone,
      email: guest.email ?? "",
      idProofNumber: guest.idProofNumber ?? "",
    },
    validate: resolve,
  });
  useTrackDirty(tracker, form.isDirty);
  const update = useMutation(
    trpc.guests.update.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(`${saved.name}'s details saved`);
        void queryClient.invalidateQueries(trpc.guests.pathFilter());
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Could not save the guest", error);
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => update.mutate({ ...values, id: guest.id }))}
      noValidate
      aria-label="Edit Guest"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Guest Name"
            withAsterisk
            data-autofocus
            maxLength={TEXT_LIMITS.name}
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Phone"
            withAsterisk
            type="tel"
            maxLength={MAX_PHONE_TEXT}
            {...form.getInputProps("phone")}
          />
          <TextInput label="Email" type="email" placeholder="Optional" {...form.getInputProps("email")} />
          <TextInput
            label="ID Proof Number"
            description="Aadhaar: only its last four digits"
            placeholder="Optional"
            maxLength={100}
            {...form.getInputProps("idProofNumber")}
          />
        </SimpleGrid>
        <FormButtons submit="Save" saving={update.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
