import { gstr1QueryInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { fileHeaders } from "../../../platform/storage/storage";
import { createCallerFactory } from "../../../platform/trpc/init";
import { gstReturnsRouter } from "./gst-returns.router";

const route = restRoutes("GST returns", gstReturnsRouter, createCallerFactory(gstReturnsRouter));

export const gstReturnsRest = [
  route({
    method: "GET",
    procedure: "gstr1",
    path: "/api/erp/reports/gstr1",
    summary:
      "The month's GSTR-1 in the GST portal's JSON layout (b2b, b2cl, b2cs, cdnr, cdnur, nil, hsn, doc_issue), or with format=csv one section of it",
    query: gstr1QueryInput,
    produces: ["application/json", "text/csv"],
    call: async (c, { query }, reply) => {
      if (query.format === "json") return c.gstr1({ period: query.period });
      // The query's schema requires a section with format=csv.
      const { fileName, csv } = await c.gstr1Csv({ period: query.period, section: query.section ?? "b2b" });
      reply.headers(
        fileHeaders({ contentType: "text/csv; charset=utf-8", disposition: "attachment", fileName }),
      );
      return csv;
    },
  }),
];
