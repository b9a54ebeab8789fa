import {
  type AssetDecision,
  type AssetTagInput,
  assetDecisionRefusal,
  type UpdateAssetTagInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { conflict, forbidden, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { type AssetTagDto, assetTagsRepository } from "./asset-tags.repository";

const ENTITY = "asset_tag";

/** A new asset always starts pending, whatever the client sent. */
export function createAssetTag({ db, userId }: Actor, input: AssetTagInput): Promise<AssetTagDto> {
  return db.transaction().execute(async (trx) => {
    const asset = await assetTagsRepository(trx).insert(input, userId);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: asset.id, action: "create", after: asset });
    return asset;
  });
}

/**
 * Replaces the fields a person edits. An approval vouches for what was approved: when someone who
 * may not decide changes a decided asset, it goes back to pending for an administrator to decide again.
 */
export function updateAssetTag(
  { db, userId }: Actor,
  input: UpdateAssetTagInput,
  mayDecide: boolean,
): Promise<AssetTagDto> {
  const { id, ...values } = input;
  return db.transaction().execute(async (trx) => {
    const assets = assetTagsRepository(trx);
    const locked = await assets.lock(id);
    if (!locked) throw notFound("Asset");
    const before = await assets.findById(id);
    await assets.update(id, values);
    const reopened = locked.status !== "pending" && !mayDecide;
    if (reopened) await assets.reopen(id);
    const after = (await assets.findById(id)) as AssetTagDto;
    await writeAudit(trx, {
      userId,
      entityType: ENTITY,
      entityId: id,
      action: reopened ? "update:reopened" : "update",
      before,
      after,
    });
    return after;
  });
}

/** A decided asset is part of the approved register: only someone who may decide can remove it. */
export function deleteAssetTag(
  { db, userId }: Actor,
  id: string,
  mayDecide: boolean,
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const assets = assetTagsRepository(trx);
    const locked = await assets.lock(id);
    if (!locked) throw notFound("Asset");
    if (locked.status !== "pending" && !mayDecide)
      throw forbidden(`Only an administrator can delete an ${locked.status} asset`);
    const before = await assets.findById(id);
    await assets.delete(id);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: id, action: "delete", before });
    return { id };
  });
}

/**
 * Approves or rejects a pending asset as the signed-in administrator. The row lock makes
 * decisions on one asset take turns: of two at the same moment, the second finds it decided (409).
 */
export function decideAssetTag(
  { db, userId }: Actor,
  id: string,
  decision: AssetDecision,
): Promise<AssetTagDto> {
  return db.transaction().execute(async (trx) => {
    const assets = assetTagsRepository(trx);
    const locked = await assets.lock(id);
    if (!locked) throw notFound("Asset");
    const refusal = assetDecisionRefusal(locked.status, decision);
    if (refusal) throw conflict(refusal);
    const asset = await assets.decide(id, decision === "approve" ? "approved" : "rejected", userId);
    await writeAudit(trx, {
      userId,
      entityType: ENTITY,
      entityId: id,
      action: decision,
      before: { status: locked.status },
      after: { status: asset.status, approvedBy: asset.approvedBy, approvedAt: asset.approvedAt },
    });
    return asset;
  });
}
