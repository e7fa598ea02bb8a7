// Body Composition (/body-composition).
import { Page } from "../components/Page";

export function BodyCompositionPage() {
  return <Page title="Body Composition" />;
}
