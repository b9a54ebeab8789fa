import { useMemo, useRef } from "react";

/** 128 random bits as hex: crypto.randomUUID needs a secure context, which a hotel's LAN address may not be. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A mutation whose input takes an idempotency key, as React Query holds it. */
interface KeyedMutation<V> {
  mutate(variables: V, options: { onSettled: (data: unknown, error: unknown) => void }): void;
}

/**
 * One idempotency key per submission of a dialog that writes money or a document. `send` posts
 * the input with the submission's key, and nothing while the previous send is still in flight (a
 * double click's second submit, which comes before React has disabled the button). After a success
 * the next submission gets a new key; after a failure the retry reuses it, so a send whose answer
 * was lost is not written twice (a failure is not stored, so a corrected retry still writes).
 */
export function useSubmission() {
  const state = useRef<{ key: string; sending: boolean } | null>(null);
  return useMemo(
    () => ({
      start(): string | null {
        if (state.current?.sending) return null;
        state.current = { key: state.current?.key ?? newKey(), sending: true };
        return state.current.key;
      },
      settle(succeeded: boolean) {
        state.current = succeeded || !state.current ? null : { ...state.current, sending: false };
      },
      send<V extends { idempotencyKey?: string }>(
        mutation: KeyedMutation<V>,
        variables: Omit<V, "idempotencyKey">,
      ) {
        const idempotencyKey = this.start();
        if (!idempotencyKey) return;
        mutation.mutate({ ...variables, idempotencyKey } as V, {
          onSettled: (_data, error) => this.settle(!error),
        });
      },
    }),
    [],
  );
}
