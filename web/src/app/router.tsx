import { createBrowserRouter } from "react-router";

export function createAppRouter() {
  return createBrowserRouter([{ path: "/", element: <h1>OpenPawn</h1> }]);
}
