import type { Database } from "@atithi/db";
import type { AssetCategory, AssetCondition, AssetStatus, AssetTagInput } from "@atithi/domain";

export interface AssetTagDto {
  id: string;
  tagName: string;
  category: AssetCategory;
  description: string | null;
  /** Decimal string ("12500.00") or null. */
  value: string | null;
  /** yyyy-MM-dd or null. */
  purchaseDate: string | null;
  vendor: string | null;
  location: string | null;
  condition: AssetCondition;
  notes: string | null;
  status: AssetStatus;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = [
  "assetTags.id",
  "assetTags.tagName",
  "assetTags.category",
  "assetTags.description",
  "assetTags.value",
  "assetTags.purchaseDate",
  "assetTags.vendor",
  "assetTags.location",
  "assetTags.condition",
  "assetTags.notes",
  "assetTags.status",
  "assetTags.approvedBy",
  "assetTags.approvedAt",
  "assetTags.createdBy",
  "assetTags.createdAt",
  "assetTags.updatedAt",
] as const;

interface AssetTagRow {
  id: string;
  tagName: string;
  category: string;
  description: string | null;
  value: string | null;
  purchaseDate: string | null;
  vendor: string | null;
  location: string | null;
  condition: string;
  notes: string | null;
  status: string;
  approvedBy: string | null;
  approvedAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  approvedByName: string | null;
}

function toAssetTag(row: AssetTagRow): AssetTagDto {
  return {
    ...row,
    category: row.category as AssetCategory,
    condition: row.condition as AssetCondition,
    status: row.status as AssetStatus,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function assetTagsRepository(db: Database) {
  const select = () =>
    db
      .selectFrom("assetTags")
      .leftJoin("users as approver", "approver.id", "assetTags.approvedBy")
      .select([...COLUMNS, "approver.username as approvedByName"]);

  return {
    /** Newest first; 'all' leaves a filter out. */
    async list(filters: { status: AssetStatus | "all"; category: AssetCategory | "all" }) {
      const rows = await select()
        .$if(filters.status !== "all", (q) => q.where("assetTags.status", "=", filters.status))
        .$if(filters.category !== "all", (q) => q.where("assetTags.category", "=", filters.category))
        .orderBy("assetTags.createdAt", "desc")
        .orderBy("assetTags.id")
        .execute();
      return rows.map(toAssetTag);
    },
    async findById(id: string): Promise<AssetTagDto | undefined> {
      const row = await select().where("assetTags.id", "=", id).executeTakeFirst();
      return row && toAssetTag(row);
    },
    /** Takes the asset's row lock for the rest of the transaction, so decisions on it are made one at a time. */
    async lock(id: string): Promise<{ id: string; status: AssetStatus } | undefined> {
      const row = await db
        .selectFrom("assetTags")
        .select(["id", "status"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      return row && { id: row.id, status: row.status as AssetStatus };
    },
    async insert(values: AssetTagInput, createdBy: string): Promise<AssetTagDto> {
      const { id } = await db
        .insertInto("assetTags")
        .values({ ...values, createdBy })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await this.findById(id)) as AssetTagDto;
    },
    async update(id: string, values: AssetTagInput): Promise<AssetTagDto | undefined> {
      const row = await db
        .updateTable("assetTags")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      return row && this.findById(id);
    },
    /** Back to pending: a changed asset needs deciding again. */
    async reopen(id: string) {
      await db
        .updateTable("assetTags")
        .set({ status: "pending", approvedBy: null, approvedAt: null, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
    /** Records the decision on a pending asset; approver and time are kept only for an approval. */
    async decide(id: string, status: Exclude<AssetStatus, "pending">, userId: string) {
      const now = new Date();
      await db
        .updateTable("assetTags")
        .set({
          status,
          approvedBy: status === "approved" ? userId : null,
          approvedAt: status === "approved" ? now : null,
          updatedAt: now,
        })
        .where("id", "=", id)
        .execute();
      return (await this.findById(id)) as AssetTagDto;
    },
    async delete(id: string) {
      const result = await db.deleteFrom("assetTags").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
