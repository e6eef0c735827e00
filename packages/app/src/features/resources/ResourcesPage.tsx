import { translate } from "../../shared/i18n/translate";
import { PageHeading } from "../../shared/ui/PageHeading";
import { PageSection } from "../../shared/ui/PageSection";
import { ResourcesWorkspace } from "./ResourcesWorkspace";
import { RESOURCES_HEADING } from "./resourcesTexts";

/** /swap (spec 1 §2 'Resources page'): acquire UTX or UTXRAM on UX by paying with Ethereum tokens. */
export function ResourcesPage() {
  return (
    <PageSection maxWidth={720}>
      <PageHeading>{translate(RESOURCES_HEADING)}</PageHeading>
      <ResourcesWorkspace />
    </PageSection>
  );
}
