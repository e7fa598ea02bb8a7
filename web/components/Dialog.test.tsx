// The modal dialog: opening, closing and its confirm action.
import { describe, expect, test } from "bun:test";
import { useState } from "react";
import { click, getByRole, getByText, keyDown, queryByRole, render } from "@web/test/render";
import { Dialog } from "./Dialog";

function Harness({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete Meal"
        description="This action cannot be undone."
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Delete
            </button>
          </>
        }
      />
    </>
  );
}

describe("Dialog", () => {
  test("opens modally with its title, description and actions", () => {
    render(<Harness />);
    expect(queryByRole("dialog")).toBeNull();
    click(getByRole("button", { name: "Open" }));
    const dialog = getByRole("dialog", { name: "Delete Meal" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(getByText("This action cannot be undone.")).toBeTruthy();
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
  });

  test("Cancel and Escape close it", () => {
    render(<Harness />);
    click(getByRole("button", { name: "Open" }));
    click(getByRole("button", { name: "Cancel" }));
    expect(queryByRole("dialog")).toBeNull();
    click(getByRole("button", { name: "Open" }));
    keyDown(getByRole("dialog"), "Escape");
    expect(queryByRole("dialog")).toBeNull();
  });

  test("the confirm action runs", () => {
    let confirmed = 0;
    render(<Harness onConfirm={() => confirmed++} />);
    click(getByRole("button", { name: "Open" }));
    click(getByRole("button", { name: "Delete" }));
    expect(confirmed).toBe(1);
    expect(queryByRole("dialog")).toBeNull();
  });
});
