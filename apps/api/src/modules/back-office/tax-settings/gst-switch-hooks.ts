import type { Database } from "@atithi/db";

type GstSwitched = (trx: Database) => Promise<void>;

const reactions = new Set<GstSwitched>();

/**
 * Other areas react to GST being switched on or off (open stays are billed again) without this
 * module knowing them: the composition root registers them. Registering one twice is a no-op.
 */
export function onGstSwitched(reaction: GstSwitched) {
  reactions.add(reaction);
}

/** Runs every reaction in the transaction that switched GST, so the switch and its effects commit together. */
export async function gstSwitched(trx: Database) {
  for (const reaction of reactions) await reaction(trx);
}
