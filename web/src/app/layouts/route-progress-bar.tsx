import { useIsFetching } from "@tanstack/react-query";
import { useNavigation } from "react-router";
import { TopProgressBar } from "../../components/feedback/top-progress-bar.tsx";

/**
 * The top progress bar while a route loads or React Query fetches. A query polled in the background
 * opts out with `meta: { progressBar: false }`.
 */
export function RouteProgressBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching({ predicate: (query) => query.meta?.progressBar !== false });
  return <TopProgressBar active={navigation.state !== "idle" || fetching > 0} />;
}
