import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { loadCreateAccountIntro } from "../../features/account-creation";
import { CREATE_ACCOUNT_PARAM } from "../../shared/navigation";

const CreateAccountIntro = lazy(() => loadCreateAccountIntro().then((component) => ({ default: component })));

/** Opens the create-account flow while the URL carries ?createAccount=1; closing removes the parameter. */
export function CreateAccountSlot() {
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.get(CREATE_ACCOUNT_PARAM) !== "1") return null;
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_ACCOUNT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <CreateAccountIntro onClose={close} />
    </Suspense>
  );
}
