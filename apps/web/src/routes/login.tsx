import { createFileRoute, Navigate } from "@tanstack/react-router";

// Signed-out visitors see the login screen on every path (see AuthGate), so this
// route only ever renders for someone already signed in.
export const Route = createFileRoute("/login")({
  component: () => <Navigate to="/" replace />,
});
