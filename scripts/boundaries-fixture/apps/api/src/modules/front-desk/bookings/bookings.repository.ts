export const bookingsRepository = () => [];
