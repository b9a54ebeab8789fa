import { createCallerFactory, router } from "../trpc/init";
import { apiTokensRouter } from "./api-tokens";
import { assetTagsRouter } from "./asset-tags";
import { authRouter } from "./auth";
import { bookingsRouter } from "./bookings";
import { calendarRouter } from "./calendar";
import { dashboardRouter } from "./dashboard";
import { digitalAssetsRouter, objectsRouter } from "./digital-assets";
import { expenseCategoriesRouter, expensesRouter } from "./expenses";
import { groupsRouter } from "./groups";
import { guestsRouter } from "./guests";
import { paymentsRouter } from "./payments";
import { reportsRouter } from "./reports";
import { roomsRouter } from "./rooms";
import { settingsRouter } from "./settings";
import { usersRouter } from "./users";

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
  rooms: roomsRouter,
  guests: guestsRouter,
  bookings: bookingsRouter,
  payments: paymentsRouter,
  groups: groupsRouter,
  calendar: calendarRouter,
  dashboard: dashboardRouter,
  assetTags: assetTagsRouter,
  settings: settingsRouter,
  expenses: expensesRouter,
  expenseCategories: expenseCategoriesRouter,
  reports: reportsRouter,
  digitalAssets: digitalAssetsRouter,
  objects: objectsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
