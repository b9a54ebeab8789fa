import {
  type AssetDecision,
  type AssetTagInput,
  assetDecisionRefusal,
  type UpdateAssetTagInput,
} from "@atithi/domain";
import { type AssetTagDto, assetTagsRepository } from "../repositories/asset-tags.repository";
import { writeAudit } from "../repositories/audit.repository";
import { conflict, notFound } from "../trpc/errors";
import type { Actor } from "./actor";

const ENTITY = "asset_tag";

/** A new asset always starts pending, whatever the client sent. */
export function createAssetTag({ db, userId }: Actor, input: AssetTagInput): Promise<AssetTagDto> {
  return db.transaction().execute(async (trx) => {
    const asset = await assetTagsRepository(trx).insert(input, userId);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: asset.id, action: "create", after: asset });
    return asset;
  });
}

/** Replaces the fields a person edits; status and approval are left as they are. */
export function updateAssetTag({ db, userId }: Actor, input: UpdateAssetTagInput): Promise<AssetTagDto> {
  const { id, ...values } = input;
  return db.transaction().execute(async (trx) => {
    const assets = assetTagsRepository(trx);
    if (!(await assets.lock(id))) throw notFound("Asset");
    const before = await assets.findById(id);
    const after = await assets.update(id, values);
    await writeAudit(trx, { userId, entityType: ENTITY, entityId: id, action: "update", before, after });
    return after as AssetTagDto;
  });
}

export function deleteAssetTag({ db, userId }: Actor, id: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const assets = assetTagsRepository(trx);
    if (!(await assets.lock(id))) throw notFound("Asset");
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
