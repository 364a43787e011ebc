import { Outlet } from "react-router";
import { AppFrame } from "./app-frame.tsx";
import { LayoutDialogs } from "./layout-dialogs.tsx";

export function DefaultLayout() {
  return (
    <AppFrame dialogs={<LayoutDialogs />}>
      <Outlet />
    </AppFrame>
  );
}
