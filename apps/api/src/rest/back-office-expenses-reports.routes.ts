import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";
import { body, int, query } from "./request";

const range = (req: FastifyRequest) => ({
  startDate: query(req).startDate ?? "",
  endDate: query(req).endDate ?? "",
});

/** Part 2 §7 for expenses and reports; each path calls the procedure of the same name and nothing else. */
export function expensesReportsRoutes(app: FastifyInstance, s: Services) {
  app.get(
    "/api/expense-categories",
    rest(s, (c) => c.expenseCategories.list()),
  );
  app.post(
    "/api/expense-categories",
    rest(s, (c, req) => c.expenseCategories.create(body(req) as never), 201),
  );

  app.get(
    "/api/expenses",
    rest(s, async (c, req, reply) => {
      const q = query(req);
      const page = await c.expenses.list({ page: int(q.page) ?? 1, pageSize: int(q.pageSize) ?? 50 });
      reply.header("x-has-more", String(page.hasMore));
      return page.items;
    }),
  );
  app.get(
    "/api/expenses/summary",
    rest(s, (c) => c.expenses.summary()),
  );
  app.post(
    "/api/expenses",
    rest(s, (c, req) => c.expenses.create(body(req) as never), 201),
  );

  app.get(
    "/api/reports/income",
    rest(s, (c, req) => c.reports.income({ ...range(req), period: query(req).period as never })),
  );
  app.get(
    "/api/reports/expenses",
    rest(s, (c, req) => c.reports.expenses(range(req))),
  );
  app.get(
    "/api/reports/gst",
    rest(s, (c, req) => c.reports.gst(range(req))),
  );
}
