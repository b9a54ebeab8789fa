import type { FastifyInstance } from "fastify";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";
import { body, int, params, query } from "./request";

/** Part 1 §7, path by path; each calls the procedure of the same name and nothing else. */
export function frontDeskRoutes(app: FastifyInstance, s: Services) {
  app.get(
    "/api/dashboard/stats",
    rest(s, (c) => c.dashboard.stats()),
  );

  app.get(
    "/api/rooms",
    rest(s, (c) => c.rooms.list()),
  );
  app.get(
    "/api/rooms/available",
    rest(s, (c, req) =>
      c.rooms.available({
        checkInDate: query(req).checkIn ?? "",
        checkOutDate: query(req).checkOut ?? "",
        exceptBookingId: query(req).exceptBookingId,
      }),
    ),
  );
  app.patch(
    "/api/rooms/:id/status",
    rest(s, (c, req) => c.rooms.setStatus({ id: params(req).id, status: body(req).status as never })),
  );

  app.get(
    "/api/bookings/active",
    rest(s, (c) => c.bookings.active()),
  );
  app.get(
    "/api/bookings",
    rest(s, async (c, req, reply) => {
      const q = query(req);
      const page = await c.bookings.list({
        from: q.from,
        to: q.to,
        status: q.status as never,
        search: q.search,
        owing: q.owing === undefined ? undefined : q.owing === "true",
        page: int(q.page) ?? 1,
        pageSize: int(q.pageSize) ?? 50,
      });
      reply.header("x-has-more", String(page.hasMore));
      return page.items;
    }),
  );
  app.post(
    "/api/bookings",
    rest(s, (c, req) => c.bookings.create(body(req) as never), 201),
  );
  app.put(
    "/api/bookings/:id",
    rest(s, (c, req) => c.bookings.update({ id: params(req).id, booking: body(req) as never })),
  );
  app.delete(
    "/api/bookings/:id",
    rest(s, (c, req) => c.bookings.delete({ id: params(req).id })),
  );
  app.get(
    "/api/bookings/:id/checkout-summary",
    rest(s, (c, req) => c.bookings.checkoutSummary({ id: params(req).id })),
  );
  app.patch(
    "/api/bookings/:id/status",
    rest(s, (c, req) => c.bookings.setStatus({ id: params(req).id, status: body(req).status as never })),
  );

  app.get(
    "/api/guests",
    rest(s, (c, req) => c.guests.list({ search: query(req).search, limit: int(query(req).limit) ?? 200 })),
  );
  app.get(
    "/api/guests/phone/:phone",
    rest(s, (c, req) => c.guests.byPhone({ phone: params(req).phone })),
  );
  app.post(
    "/api/guests",
    rest(s, (c, req) => c.guests.create(body(req) as never), 201),
  );
  app.put(
    "/api/guests/:id",
    rest(s, (c, req) => c.guests.update({ ...body(req), id: params(req).id } as never)),
  );

  app.post(
    "/api/payments",
    rest(s, (c, req) => c.payments.record(body(req) as never), 201),
  );

  app.get(
    "/api/calendar/availability",
    rest(s, (c, req) =>
      c.calendar.availability({
        startDate: query(req).startDate ?? "",
        endDate: query(req).endDate ?? "",
        include: query(req).include as never,
      }),
    ),
  );

  app.get(
    "/api/group-bookings",
    rest(s, (c) => c.groups.list()),
  );
  app.post(
    "/api/group-bookings",
    rest(s, (c, req) => c.groups.create(body(req) as never), 201),
  );
  app.post(
    "/api/group-bookings/:id/check-in",
    rest(s, (c, req) => c.groups.checkIn({ id: params(req).id })),
  );
  app.post(
    "/api/group-bookings/:id/check-out",
    rest(s, (c, req) => c.groups.checkOut({ id: params(req).id })),
  );
  app.post(
    "/api/group-bookings/:id/generate-invoice",
    rest(s, (c, req) => c.groups.generateInvoice({ id: params(req).id })),
  );
}
