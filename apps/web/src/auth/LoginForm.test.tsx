import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../test/render";
import { LoginForm } from "./LoginForm";

describe("LoginForm", () => {
  it("shows both required messages on an empty submit and does not submit", async () => {
    const onSubmit = vi.fn();
    renderWithMantine(<LoginForm onSubmit={onSubmit} pending={false} />);

    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats a username of only spaces as missing", async () => {
    const onSubmit = vi.fn();
    renderWithMantine(<LoginForm onSubmit={onSubmit} pending={false} />);

    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "   " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.queryByText("Password is required")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the filled-in username and password", async () => {
    const onSubmit = vi.fn();
    renderWithMantine(<LoginForm onSubmit={onSubmit} pending={false} />);

    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "admin-password-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: "admin", password: "admin-password-1" });
  });

  it("reads 'Signing in...' and is disabled while the request is pending", () => {
    renderWithMantine(<LoginForm onSubmit={vi.fn()} pending />);
    const button = screen.getByRole("button", { name: "Signing in..." });
    expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("lets the password be shown and hidden", () => {
    renderWithMantine(<LoginForm onSubmit={vi.fn()} pending={false} />);
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("type")).toBe("password");
    fireEvent.mouseDown(screen.getByRole("button", { name: "Toggle password visibility" }));
    expect(password.getAttribute("type")).toBe("text");
  });
});
